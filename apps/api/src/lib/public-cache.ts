import { createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Change, ChangeTopic } from "./changes.ts";

/** All the bytes a PublicCache keeps: a few hundred book pages and boards in all three encodings. */
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

const sizeOf = (entry: Entry) => entry.bytes.identity.length + (entry.bytes.br?.length ?? 0) + (entry.bytes.gzip?.length ?? 0);

/** Below this size compression does not pay (the same threshold as @fastify/compress). */
const COMPRESS_FROM_BYTES = 1024;

interface Entry {
  at: number;
  ttlMs: number;
  etag: string;
  type: string;
  topics: readonly ChangeTopic[];
  bytes: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

export interface PublicResponse {
  /** One key per distinct response (path and query). */
  key: string;
  /** The changes that make it stale (docs/decisions/008); none: it lives for its TTL. */
  topics: readonly ChangeTopic[];
  /** How long it is kept without a change; defaults to the cache's own. */
  ttlMs?: number;
  /** `Cache-Control` for browsers; by default they revalidate each time (ETag → 304). */
  cacheControl?: string;
  type?: string;
  /** Request headers the response also depends on (the visitor's language: `Cookie, Accept-Language`), for caches between. */
  vary?: string;
}

/**
 * Responses that are the same for every visitor (leaderboards, the quiz list, the stats, the
 * hub's book data and pages), kept as bytes — plain, Brotli and gzip, each made once — and sent
 * with an ETag. Entries are dropped by the changes that make them stale, announced by whichever
 * instance made them (lib/changes.ts), and by their TTL otherwise. Concurrent misses of one key
 * share one read; a read that started before a change is served to those who asked before it,
 * never kept, and never shared with a request that comes after the change.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, { entry: Promise<Entry>; topics: readonly ChangeTopic[] }>();
  private readonly generations = new Map<ChangeTopic, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    /** The bytes kept, all encodings of all entries together (docs/architecture.md §4 'Memory bounds'). */
    private readonly maxBytes = PUBLIC_CACHE_MAX_BYTES,
  ) {}

  private keptBytes = 0;

  /** What the kept entries hold, all encodings (for the memory bound's tests). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.keptBytes };
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.keptBytes -= sizeOf(entry);
  }

  /** Keeps an entry, the oldest going first (a Map keeps insertion order) past either bound: keys that moved on (last week's board) age out. */
  private keep(key: string, entry: Entry): void {
    this.drop(key);
    if (sizeOf(entry) > this.maxBytes / 4) return;
    this.entries.set(key, entry);
    this.keptBytes += sizeOf(entry);
    this.trim();
  }

  private trim(): void {
    while (this.entries.size > this.maxEntries || this.keptBytes > this.maxBytes) this.drop(this.entries.keys().next().value!);
  }

  apply(change: Change): void {
    if (change.topic === "sessions") return;
    this.generations.set(change.topic, (this.generations.get(change.topic) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.topics.includes(change.topic)) this.drop(key);
    // A read under way may have read before the change: a request from now on starts its own.
    for (const [key, pending] of this.reading) if (pending.topics.includes(change.topic)) this.reading.delete(key);
  }

  /** Sends the response for `key`, made by `produce` (a serialised body) when none is kept. */
  async send(request: FastifyRequest, reply: FastifyReply, response: PublicResponse, produce: () => Promise<string>): Promise<FastifyReply> {
    const entry = await this.entryFor(response, produce);
    const encoding = preferredEncoding(request.headers["accept-encoding"], entry.bytes.identity.length);
    reply
      .header("content-type", entry.type)
      .header("etag", entry.etag)
      .header("vary", response.vary ? `accept-encoding, ${response.vary}` : "accept-encoding")
      .header("cache-control", response.cacheControl ?? "no-cache");
    if (request.headers["if-none-match"] === entry.etag) return reply.status(304).send();
    if (encoding === "identity") return reply.send(entry.bytes.identity);
    let body = entry.bytes[encoding];
    if (!body) {
      body = entry.bytes[encoding] = compress(encoding, entry.bytes.identity);
      // Kept with its entry, if the entry is still kept: counted against the bound.
      if (this.entries.get(response.key) === entry) {
        this.keptBytes += body.length;
        this.trim();
      }
    }
    return reply.header("content-encoding", encoding).send(body);
  }

  private entryFor(response: PublicResponse, produce: () => Promise<string>): Promise<Entry> {
    const kept = this.entries.get(response.key);
    if (kept && performance.now() - kept.at <= kept.ttlMs) return Promise.resolve(kept);
    const pending = this.reading.get(response.key);
    if (pending) return pending.entry;
    const started = response.topics.map((topic) => this.generations.get(topic) ?? 0);
    const reading = produce()
      .then((body) => {
        const identity = Buffer.from(body);
        const entry: Entry = {
          at: performance.now(),
          ttlMs: response.ttlMs ?? this.ttlMs,
          etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
          type: response.type ?? "application/json; charset=utf-8",
          topics: response.topics,
          bytes: { identity },
        };
        const unchanged = response.topics.every((topic, i) => (this.generations.get(topic) ?? 0) === started[i]);
        if (unchanged) this.keep(response.key, entry);
        return entry;
      })
      .finally(() => {
        if (this.reading.get(response.key)?.entry === reading) this.reading.delete(response.key);
      });
    this.reading.set(response.key, { entry: reading, topics: response.topics });
    return reading;
  }
}

function compress(encoding: "br" | "gzip", bytes: Buffer): Buffer {
  // Quality 5: most of Brotli's gain at a small share of its top setting's time.
  return encoding === "br" ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(bytes);
}

type Encoding = "br" | "gzip" | "identity";
/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const parsedAcceptEncodings = new Map<string, Encoding>();

/** Brotli, then gzip, when the client accepts them (not with q=0) and the body is worth it. */
export function preferredEncoding(acceptEncoding: string | undefined, size: number): Encoding {
  if (!acceptEncoding || size < COMPRESS_FROM_BYTES) return "identity";
  let encoding = parsedAcceptEncodings.get(acceptEncoding);
  if (!encoding) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (parsedAcceptEncodings.size >= 100) parsedAcceptEncodings.clear();
    parsedAcceptEncodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/** A response body as the route's schema would serialise it (fastify-type-provider-zod encodes, then stringifies). */
export function jsonOf<S extends z.ZodType>(schema: S, value: z.output<S>): string {
  return JSON.stringify(z.encode(schema, value));
}
