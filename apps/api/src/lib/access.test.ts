/**
 * The authorization matrix (docs/security.md 9): every API route — each feature's rows from its
 * modules/<feature>/access-matrix.ts, the rest from test/authorization-matrix.ts, which gathers
 * them and must name every route the server has — called by each kind of caller. 0 unexpected
 * allows, and no allowed caller refused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "@berean/domain";
import { competition, liveEvent, user } from "../db/schema.ts";
import { CALLERS, type Caller, type Fixtures, loadAuthorizationMatrix, misplacedRows } from "../test/authorization-matrix.ts";
import { createCompetitionResult, createQuiz, createSealedQuestions } from "../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../test/harness.ts";
import { payLocalCheckout, upgradeToPro } from "../test/payments.ts";
import { registerAccessPolicy } from "./access.ts";
import { SessionCache } from "./session-cache.ts";

// Loaded before the tests are collected: the loop below makes one test of each row.
const matrix = await loadAuthorizationMatrix();

let t: TestApp;
const callers = {} as Record<Caller, TestClient>;
const f = {} as Fixtures;

async function proMember() {
  const member = await t.signedInMember();
  await upgradeToPro(member.client);
  return member;
}

beforeAll(async () => {
  t = await startTestApp();
  const { db } = t.database;
  callers.visitor = t.client();
  const unverified = await t.signedInMember();
  // A session whose owner's address is no longer verified (as after an address change).
  await db.update(user).set({ emailVerified: false }).where(eq(user.id, unverified.id));
  callers.unverified = unverified.client;
  const admin = await t.signedInMember({ role: "admin" });
  callers.admin = admin.client;
  const free = await t.signedInMember();
  callers.free = free.client;
  const pro = await proMember();
  callers.pro = pro.client;
  callers.other = (await proMember()).client;

  // The free member's finished attempt and an unpaid Pro checkout.
  const quiz = await createQuiz(db);
  f.quizId = quiz.id;
  const started = await free.client.post(`/api/quizzes/${quiz.id}/attempts`, {});
  f.attemptId = started.body.attempt.id;
  expect((await free.client.post(`/api/attempts/${f.attemptId}/finish`, {})).status).toBe(200);
  const checkout = await free.client.post("/api/billing/checkout", {});
  f.checkoutId = new URL(checkout.body.url).pathname.split("/").pop()!;
  f.portalId = (await pro.client.post("/api/billing/portal", {})).body.url.split("/").pop();
  f.subscriptionId = (await pro.client.get(`/api/local-pay/portal/${f.portalId}`)).body.subscriptions[0].id;

  // An active competition the Pro member paid for and started (a competition takes sealed questions only).
  const bank = await createSealedQuestions(db, 10);
  // Competition days are the site's (New York's) days, not UTC's: from 00:00 to 05:00 UTC they differ.
  const siteDay = (offsetDays: number) => localDate(new Date(Date.now() + offsetDays * 86_400_000), "America/New_York");
  const created = await admin.client.post("/api/admin/competitions", {
    title: "Matrix Cup",
    description: "Ten questions.",
    entryFeeCents: 500,
    prizePoolCents: 1000,
    maxParticipants: null,
    startDate: siteDay(0),
    endDate: siteDay(7),
    questionIds: bank.map((q) => q.id),
  });
  f.competitionId = created.body.id;
  expect((await admin.client.post(`/api/admin/competitions/${f.competitionId}/status`, { status: "active" })).status).toBe(200);
  await payLocalCheckout(pro.client, (await pro.client.post(`/api/competitions/${f.competitionId}/join`, {})).body.url);
  const entered = await pro.client.post(`/api/competitions/${f.competitionId}/attempt`, {});
  expect(entered.status).toBe(200);
  expect((await pro.client.post(`/api/attempts/${entered.body.attempt.id}/finish`, {})).status).toBe(200);

  // A certificate of the Pro member's (from a completed competition) and a past event.
  const [done] = await db
    .insert(competition)
    .values({
      title: "Past Cup",
      startDate: "2026-05-20",
      endDate: "2026-05-24",
      status: "completed",
      closedAt: new Date("2026-05-25T09:00:00Z"),
      entryFeeCents: 0,
      prizePoolCents: 0,
    })
    .returning();
  await createCompetitionResult(db, { competitionId: done!.id, userId: pro.id, score: 90, secondsUsed: 300, rank: 1, prizeCents: 0 });
  f.certificateCode = (await pro.client.get("/api/me/certificates")).body.certificates[0].code;
  const [event] = await db
    .insert(liveEvent)
    .values({ eventDate: "2026-05-23", opensAt: new Date("2026-05-23T12:00:00Z"), closesAt: new Date("2026-05-24T00:00:00Z"), seed: "matrix" })
    .returning();
  f.eventId = event!.id;
});
afterAll(() => t.close());

/** A Server-Sent Events route answers with headers and stays open: its status is enough here. */
async function openAndClose(client: TestClient, url: string) {
  const stream = await client.openStream(url);
  stream.close();
  return { status: stream.status, body: undefined };
}

describe("the authorization matrix", () => {
  it("names every route the server has", () => {
    // Every route outside Better Auth's declares its access (the server refuses to start otherwise).
    const ours = Object.keys(matrix.rows).filter((route) => !route.split(" ")[1]!.startsWith("/api/auth/"));
    expect(ours.sort()).toEqual([...t.berean.app.routeAccess.keys()].sort());
  });

  it("keeps each feature's rows in the folder of the feature that registers them", () => {
    expect(misplacedRows(matrix)).toEqual([]);
  });

  for (const [route, row] of Object.entries(matrix.rows)) {
    const [method] = route.split(" ") as [string];
    it(`${route}: ${row.unexposed ? "not exposed" : row.allow.length === CALLERS.length ? "everyone" : row.allow.join(", ")}`, async () => {
      const seen: string[] = [];
      // Refused callers first, so an allowed call's side effect cannot turn a refusal into a 404.
      for (const caller of [...CALLERS].sort((a, b) => Number(row.allow.includes(a)) - Number(row.allow.includes(b)))) {
        const path = row.path(f);
        const body = method === "GET" ? undefined : (row.body?.(f) ?? {});
        const res = path.endsWith("/stream") ? await openAndClose(callers[caller], path) : await callers[caller].request(method, path, body);
        seen.push(`${caller} ${res.status}`);
        if (row.unexposed) {
          expect(res.status, `${route} is exposed`).toBe(404);
          continue;
        }
        expect(res.status === 404 && String(res.body?.error?.message).startsWith("No route"), `${route} is not served`).toBe(false);
        expect(res.status, `${caller} on ${route}: a server error`).toBeLessThan(500);
        if (row.allow.includes(caller)) {
          expect([401, 403], `${caller} refused on ${route} (${seen.join(", ")})`).not.toContain(res.status);
          if (row.owned) expect(res.status, `${caller} cannot find its own resource on ${route}`).not.toBe(404);
        } else {
          expect([401, 403, 404], `${caller} allowed on ${route} (${seen.join(", ")})`).toContain(res.status);
          if (caller === "visitor") expect(res.status, `a visitor on ${route}`).toBe(401);
        }
      }
    });
  }

  it("a visitor is refused before the body is even read", async () => {
    const res = await callers.visitor.request("POST", "/api/attempts/1/answers", { nonsense: true });
    expect(res.status).toBe(401);
  });
});

describe("a new route without a policy", () => {
  it("stops the server from starting", async () => {
    const { default: Fastify } = await import("fastify");
    const app = Fastify();
    registerAccessPolicy(app, t.berean.auth, { cache: new SessionCache(0), secret: "unused" });
    expect(() => app.get("/api/forgotten", async () => ({ ok: true }))).toThrow(/GET \/api\/forgotten has no access policy/);
    await app.close();
  });
});
