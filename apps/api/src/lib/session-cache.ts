import { createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { Member } from "./session.ts";

/**
 * The member behind a session token, kept for a few seconds so a quiz's stream of answers reads
 * the session from the database once rather than on every request (docs/decisions/007).
 * Revocation still takes effect: at once on this instance (sign-out, password change or reset and
 * profile changes clear what they touch) and within `ttlMs` on every other instance. A TTL of 0
 * turns the cache off. Keys are hashes of the tokens, never the tokens.
 */
export class SessionCache {
  private readonly entries = new Map<string, { member: Member; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  static keyOf(token: string): string {
    return createHash("sha256").update(token).digest("base64url");
  }

  get(token: string): Member | undefined {
    if (this.ttlMs <= 0) return undefined;
    const key = SessionCache.keyOf(token);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (performance.now() - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.member;
  }

  set(token: string, member: Member): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(SessionCache.keyOf(token), { member, at: performance.now() });
  }

  /** After a change to a member (name, plan, role): their sessions are read again. */
  forgetMember(memberId: string): void {
    for (const [key, entry] of this.entries) if (entry.member.id === memberId) this.entries.delete(key);
  }

  /** After a sign-out, a password change or reset: sessions may be gone, read them all again. */
  clear(): void {
    this.entries.clear();
  }
}
