import { performance } from "node:perf_hooks";
import type { Change } from "./changes.ts";
import type { Member } from "./session.ts";
import { sessionKey } from "./session-token.ts";

/**
 * The member behind a session token, kept in memory so a quiz's stream of answers does not read
 * the session from the database on every request (docs/decisions/007). Revocation reaches every
 * instance at once through the change feed (`sessions` changes: a sign-out forgets its token, a
 * password change or reset forgets everything, a change to a member forgets their entries);
 * while the feed is not live nothing is served from memory; a change made to the database behind
 * Berean's back takes effect within `ttlMs`. An entry never outlives its session's expiry. A TTL
 * of 0 turns the cache off. Keys are hashes of the tokens, never the tokens.
 */
export class SessionCache {
  private readonly entries = new Map<string, { member: Member; at: number; expiresAt: number }>();
  private readonly reading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly ttlMs: number,
    private readonly live: () => boolean = () => true,
    private readonly maxEntries = 50_000,
  ) {}

  /** `key`: the SHA-256 of the session token (lib/session-token.ts). */
  get(key: string): Member | undefined {
    if (this.ttlMs <= 0 || !this.live()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (performance.now() - entry.at > this.ttlMs || Date.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.member;
  }

  set(key: string, member: Member, sessionExpiresAt: Date): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { member, at: performance.now(), expiresAt: sessionExpiresAt.getTime() });
  }

  /** Requests of one session that arrive together (a quiz's answers) share one database read. */
  readOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
    let pending = this.reading.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = read().finally(() => this.reading.delete(key));
      this.reading.set(key, pending);
    }
    return pending;
  }

  /** A `sessions` change, from this instance or another. */
  apply(change: Change): void {
    if (change.topic !== "sessions") return;
    const detail = change.detail ?? "all";
    if (detail.startsWith("member:")) {
      const memberId = detail.slice("member:".length);
      for (const [key, entry] of this.entries) if (entry.member.id === memberId) this.entries.delete(key);
    } else if (detail.startsWith("token:")) {
      this.entries.delete(detail.slice("token:".length));
    } else {
      this.entries.clear();
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The `sessions` changes that revoke what the cache holds. */
export const sessionChange = {
  member: (memberId: string): Change => ({ topic: "sessions", detail: `member:${memberId}` }),
  token: (token: string): Change => ({ topic: "sessions", detail: `token:${sessionKey(token)}` }),
  all: (): Change => ({ topic: "sessions", detail: "all" }),
};
