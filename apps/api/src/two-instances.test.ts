/**
 * Two real server processes behind one PostgreSQL (and one Redis when it answers at REDIS_URL or
 * 127.0.0.1:6379), as two instances behind a load balancer: a session made on one works on the
 * other and ends on both at once; a payment taken on one shows on the other; the live board and
 * the leaderboard one instance serves follow a finish on the other; with Redis, one client's
 * rate limit counts its requests to both. Both run on a clock set to a Saturday morning (the
 * live event's window), through e2e/support/shifted-clock.mjs.
 */
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, TestClient } from "./test/harness.ts";
import { payLocalCheckout } from "./test/payments.ts";
import { freePort, startServerProcess, type ServerProcess } from "./test/server-process.ts";
import { availableOrFailUnderCi, redisAnswers } from "./test/services.ts";

const POSTGRES = process.env.DATABASE_URL;
const APP_URL = "http://berean.test";
const RATE_LIMIT = 40;
const database = `berean_two_${process.pid}`;
let redisUrl: string | undefined;
let a: ServerProcess;
let b: ServerProcess;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!POSTGRES) return;
  const candidate = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  redisUrl = availableOrFailUnderCi(`Redis at ${candidate}`, await redisAnswers(candidate)) ? candidate : undefined;
  await admin((c) => c.query(`drop database if exists ${database} with (force)`).then(() => c.query(`create database ${database}`)));
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  const env = {
    DATABASE_URL: url.toString(),
    APP_URL,
    TRUST_PROXY: "true",
    BETTER_AUTH_SECRET: "two-instances-share-this-secret-0123456789",
    API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    BEREAN_CLOCK_START: "2026-11-28T15:00:00Z", // Saturday 10:00 in New York: the event is open
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const imports = [join(import.meta.dirname, "../../../e2e/support/shifted-clock.mjs")];
  // One after the other: the first migrates and seeds the empty database.
  a = await startServerProcess(await freePort(), env, { imports });
  b = await startServerProcess(await freePort(), env, { imports });
}, 360_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  if (POSTGRES) await admin((c) => c.query(`drop database if exists ${database} with (force)`));
});

const ip = () => `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe.skipIf(!POSTGRES)("two instances on one PostgreSQL", () => {
  it("share sessions, payments, the live board and the leaderboard; a sign-out ends the session on both", async () => {
    // One browser, its requests sent to either instance as a load balancer would.
    const onA = new TestClient(a.baseUrl, ip(), APP_URL);
    const onB = onA.on(b.baseUrl);
    const email = `two-${Date.now()}@example.com`;
    const password = "one body many members";
    expect((await onA.post("/api/auth/sign-up/email", { name: "Phoebe Cenchreae", email, password })).status).toBe(200);
    const mailbox: string = (await onB.get(b.mailboxPath())).body;
    const link = mailbox.split('<article class="mail">').find((m) => m.includes(email))!;
    expect((await onB.get(linkIn(link.replace(/&amp;/g, "&"), "/api/auth/verify-email"))).status).toBe(302);
    expect((await onA.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect((await onB.get("/api/me")).body.user.fullName).toBe("Phoebe Cenchreae");

    // Pro: the checkout started on A is paid on B; A knows at once.
    const checkout = await onA.post("/api/billing/checkout", {});
    expect((await payLocalCheckout(onB, checkout.body.url)).paid.status).toBe(200);
    expect((await onA.get("/api/me")).body.user.plan).toBe("pro");

    // The live board on B follows a finish on A: it names who has finished (scores stay sealed
    // until the close), and the week's leaderboard B serves follows a quiz finished on A.
    const stream = await new TestClient(b.baseUrl, ip(), null).openStream("/api/events/live/stream");
    const before = await stream.next<{ finishers: number }>("board");
    const weekBefore = (await new TestClient(b.baseUrl, ip(), null).get("/api/leaderboard?window=week")).body;
    const { quizzes } = (await onA.get("/api/quizzes")).body as { quizzes: Array<{ id: number; event: unknown; myStatus: string | null }> };
    const playBetweenInstances = async (quizId: number) => {
      const started = await onA.post(`/api/quizzes/${quizId}/attempts`, {});
      expect(started.status).toBe(201);
      for (const q of started.body.attempt.questions as Array<{ position: number }>) {
        // Answers alternate between the instances, as a balancer without stickiness sends them.
        const via = q.position % 2 ? onA : onB;
        expect((await via.post(`/api/attempts/${started.body.attempt.id}/answers`, { position: q.position, chosenIndex: 0 })).status).toBe(200);
      }
      expect((await onA.post(`/api/attempts/${started.body.attempt.id}/finish`, {})).status).toBe(200);
    };
    await playBetweenInstances(quizzes.find((q) => q.event)!.id);
    const after = await stream.next<{ finishers: number; recent: Array<{ name: string }> }>(
      "board",
      (board) => board.finishers === before.finishers + 1,
      15_000,
    );
    expect(after.recent.map((e) => e.name)).toContain("Phoebe Cenchreae");
    stream.close();
    await playBetweenInstances(quizzes.find((q) => !q.event && q.myStatus === "available")!.id);
    expect(JSON.stringify(weekBefore)).not.toContain("Phoebe Cenchreae");
    // B drops the board it cached when A's change reaches it through PostgreSQL (LISTEN/NOTIFY):
    // within moments, not before B's next request on a busy machine.
    let weekAfter = "";
    for (const started = Date.now(); Date.now() - started < 5_000 && !weekAfter.includes("Phoebe Cenchreae"); ) {
      weekAfter = JSON.stringify((await new TestClient(b.baseUrl, ip(), null).get("/api/leaderboard?window=week")).body);
      if (!weekAfter.includes("Phoebe Cenchreae")) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(weekAfter).toContain("Phoebe Cenchreae");

    // Signing out on B ends the session on A at once.
    expect((await onB.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await new TestClient(a.baseUrl, ip(), APP_URL).get("/api/me", { cookie: onA.cookieHeader() })).status).toBe(401);
  }, 120_000);

  it("count one client's requests to both against one rate limit (with Redis)", async (context) => {
    // Without Redis each instance counts in its own memory (the README says so).
    if (!redisUrl) context.skip();
    const address = ip();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT; i++) {
      statuses.push((await new TestClient(i % 2 ? a.baseUrl : b.baseUrl, address, null).get("/api/stats")).status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    // The limit is spent across both: the next request is refused by either.
    expect((await new TestClient(a.baseUrl, address, null).get("/api/stats")).status).toBe(429);
    expect((await new TestClient(b.baseUrl, address, null).get("/api/stats")).status).toBe(429);
  });
});
