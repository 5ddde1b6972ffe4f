import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema.ts";
import { createQuiz } from "../test/factories.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { PublicCache, preferredEncoding } from "./public-cache.ts";
import type { FastifyReply, FastifyRequest } from "fastify";

let t: TestApp;
let second: Awaited<ReturnType<TestApp["secondInstance"]>>;
beforeAll(async () => {
  t = await startTestApp();
  second = await t.secondInstance();
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await pause(20);
  }
}

/** The raw bytes of a response, as a browser receives them before decoding (fetch would decode them). */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: { get(name: string): string | null }; bytes: Buffer }>((resolve, reject) => {
    const req = request(baseUrl + path, { headers: { "x-forwarded-for": "10.9.9.9", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const get = (name: string) => {
          const value = res.headers[name.toLowerCase()];
          return value === undefined ? null : String(value);
        };
        resolve({ status: res.statusCode ?? 0, headers: { get }, bytes: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("responses the same for every visitor (docs/decisions/008)", () => {
  it("are sent as kept bytes with an ETag: a revalidation is a 304, Brotli and gzip decode to the same JSON", async () => {
    for (let i = 0; i < 6; i += 1) await createQuiz(t.database.db, { questionCount: 1 });
    const path = "/api/quizzes";
    const plain = await rawGet(t.baseUrl, path);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.bytes.length, "a body worth compressing").toBeGreaterThan(1024);
    const etag = plain.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(plain.headers.get("vary")).toContain("accept-encoding");

    const br = await rawGet(t.baseUrl, path, { "accept-encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("etag")).toBe(etag);
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);

    const gz = await rawGet(t.baseUrl, path, { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gz.bytes).equals(plain.bytes)).toBe(true);

    const again = await rawGet(t.baseUrl, path, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it("a finish shows on the visitors' leaderboard at once on its own instance and within a moment on another", async () => {
    // Both instances keep the visitors' board now.
    for (const base of [t.baseUrl, second.baseUrl]) expect((await rawGet(base, "/api/leaderboard?window=all")).status).toBe(200);

    const quiz = await createQuiz(t.database.db, { questionCount: 2 });
    const m = await t.signedInMember({ fullName: "Cache Breaker" });
    await t.database.db.update(user).set({ plan: "pro" }).where(eq(user.id, m.id));
    const id = (await m.client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt.id;
    await m.client.post(`/api/attempts/${id}/answers`, { position: 1, chosenIndex: 0 });
    expect((await m.client.post(`/api/attempts/${id}/finish`, {})).status).toBe(200);

    const names = async (client: { get(path: string): Promise<{ body: { entries: Array<{ name: string }> } }> }) =>
      (await client.get("/api/leaderboard?window=all")).body.entries.map((e) => e.name);
    expect(await names(t.client())).toContain("Cache Breaker");
    expect(await within(5000, async () => (await names(second.client())).includes("Cache Breaker"))).toBe(true);
  });

  it("a visitor's quiz list is the member's list without their own status", async () => {
    const m = await t.signedInMember();
    const visitor = (await t.client().get("/api/quizzes")).body.quizzes;
    const member = (await m.client.get("/api/quizzes")).body.quizzes;
    expect(visitor.length).toBeGreaterThan(0);
    expect(visitor).toEqual(member.map((q: Record<string, unknown>) => ({ ...q, myStatus: null, myAttemptId: null, myResultId: null })));
  });

  it("an unknown book is a 404 and is not kept", async () => {
    expect((await t.client().get("/api/hub/books/not-a-book")).status).toBe(404);
  });
});

describe("preferredEncoding", () => {
  it("prefers Brotli, then gzip; honours q=0; leaves small bodies alone", () => {
    expect(preferredEncoding("gzip, deflate, br", 5000)).toBe("br");
    expect(preferredEncoding("gzip, br;q=0", 5000)).toBe("gzip");
    expect(preferredEncoding("identity", 5000)).toBe("identity");
    expect(preferredEncoding(undefined, 5000)).toBe("identity");
    expect(preferredEncoding("br", 100)).toBe("identity");
  });
});

describe("a read under way when a change comes", () => {
  /** The body one send answers, through a reply that only records it. */
  async function bodyOf(cache: PublicCache, produce: () => Promise<string>): Promise<string> {
    let sent: unknown;
    const reply = { header: () => reply, status: () => reply, send: (body: unknown) => ((sent = body), reply) };
    await cache.send({ headers: {} } as FastifyRequest, reply as unknown as FastifyReply, { key: "/hub/obadiah", topics: ["quizzes"] }, produce);
    return String(sent);
  }

  it("is not shared with a request that comes after the change, which reads again", async () => {
    const cache = new PublicCache(60_000);
    let release!: (body: string) => void;
    const before = bodyOf(cache, () => new Promise<string>((resolve) => (release = resolve)));
    // A question is added while the first read is still under way (it read the bank before the insert).
    cache.apply({ topic: "quizzes" });
    const after = bodyOf(cache, async () => "with the new question");
    release("without it");
    expect(await before).toBe("without it");
    expect(await after).toBe("with the new question");
    // Neither read is older than the change, so what is kept is the later one.
    expect(await bodyOf(cache, async () => "read a third time")).toBe("with the new question");
  });
});

describe("its memory", () => {
  it("stays within its byte bound, all encodings counted, however many distinct responses are asked for", async () => {
    const maxBytes = 2 * 1024 * 1024;
    const cache = new PublicCache(60_000, 1_000, maxBytes);
    const reply = { header: () => reply, status: () => reply, send: () => reply };
    // Pages of 100 KB that do not compress away (random text), each asked for plainly and with Brotli.
    const page = (n: number) => Array.from({ length: (100 * 1024) / 16 }, () => Math.random().toString(36).slice(2, 18).padEnd(16, "x")).join("") + n;
    for (let n = 0; n < 60; n++) {
      const body = page(n);
      for (const encoding of [undefined, "br"]) {
        await cache.send(
          { headers: { "accept-encoding": encoding } } as unknown as FastifyRequest,
          reply as unknown as FastifyReply,
          { key: `/page/${n}`, topics: ["quizzes"] },
          async () => body,
        );
      }
      expect(cache.size.bytes).toBeLessThanOrEqual(maxBytes);
    }
    // It kept what fits (the latest pages), not nothing.
    expect(cache.size.entries).toBeGreaterThan(5);
    // A change drops its entries and their bytes with them.
    cache.apply({ topic: "quizzes" });
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
