/**
 * The Saturday event against a determined player (docs/security.md 38–39): a second account must not
 * learn the event's answers while it runs, neither from its own finished attempt nor from the
 * ordinary quizzes, and an attempt answered faster than a person can read does not rank.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { EventBoard } from "@berean/domain";
import { certificate, liveEventQuestion, question, user } from "../../db/schema.ts";
import { answerFor, askedQuestions, createQuestions, createQuiz, playQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
let weeklyId: number;
/** Every question this file put in the sealed supply. */
const everReserved = new Set<number>();
beforeAll(async () => {
  t = await startTestApp();
  weeklyId = (await createQuiz(t.database.db, { title: "Weekly Bible Challenge", weekly: true, questionCount: 0 })).id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

/** Fresh questions with books (half Old, half New Testament), in the sealed supply or in an active quiz's pool. */
async function questionsFor(where: "reserve" | "quiz", count: number): Promise<number[]> {
  const ids = where === "quiz" ? (await createQuiz(t.database.db, { questionCount: count })).questions.map((q) => q.id) : (await createQuestions(t.database.db, count, { sealed: true })).map((q) => q.id);
  await t.database.db.update(question).set({ book: "genesis" }).where(inArray(question.id, ids.filter((_, i) => i % 2 === 0)));
  await t.database.db.update(question).set({ book: "matthew" }).where(inArray(question.id, ids.filter((_, i) => i % 2 === 1)));
  if (where === "reserve") for (const id of ids) everReserved.add(id);
  return ids;
}

async function member(fullName = `Member ${Math.random().toString(36).slice(2, 7)}`) {
  const m = await t.signedInMember({ fullName });
  await t.database.db.update(user).set({ timezone: "America/New_York" }).where(eq(user.id, m.id));
  return m;
}

/** Answers every question right as fast as a script can: what a copied key looks like. */
async function rushEvent(client: TestClient): Promise<number> {
  const id = (await client.post(`/api/quizzes/${weeklyId}/attempts`, {})).body.attempt.id as number;
  for (const q of await askedQuestions(t.database.db, id)) await client.post(`/api/attempts/${id}/answers`, await answerFor(t.database.db, id, q.questionId, q.correctIndex));
  expect((await client.post(`/api/attempts/${id}/finish`, {})).status).toBe(200);
  return id;
}

describe("the Saturday event's answers", () => {
  it("stay hidden until the event closes: the result shows the score and when the answers appear, and takes no challenge", async () => {
    await questionsFor("reserve", 30);
    at("2026-12-05T15:00:00Z"); // Saturday 10:00 in New York
    const burner = await member();
    const { attemptId } = await playQuiz(t.database.db, burner.client, weeklyId, 25);

    const early = await burner.client.get(`/api/results/${attemptId}`);
    expect(early.status).toBe(200);
    expect(early.body.result).toMatchObject({ status: "finished", questionCount: 25, review: [], reviewOpensAt: "2026-12-06T01:00:00.000Z", score: { correct: 25, wrong: 0 } });
    expect(JSON.stringify(early.body)).not.toMatch(/correctIndex|explanation|reference|Option [ABCD] /);
    expect((await burner.client.get("/api/results/latest")).body.result.review).toEqual([]);
    const challenge = await burner.client.post(`/api/results/${attemptId}/challenges`, { position: 1, reason: "I believe the key of this question is wrong." });
    expect(challenge.status).toBe(409);
    expect(challenge.body.error.code).toBe("REVIEW_NOT_OPEN");

    at("2026-12-06T01:00:01Z"); // 20:00:01 in New York: closed
    const after = (await burner.client.get(`/api/results/${attemptId}`)).body.result;
    expect(after.reviewOpensAt).toBeNull();
    expect(after.review).toHaveLength(25);
    expect(after.review.every((r: { isCorrect: boolean }) => r.isCorrect)).toBe(true);
  });

  it("come from the sealed supply, never from a quiz anyone can finish first; with the supply run down the event does not open rather than replay a known key", async () => {
    await questionsFor("reserve", 30);
    const inQuizzes = await questionsFor("quiz", 50);
    at("2026-12-12T15:00:00Z");
    const first = await member();
    const { questionIds: firstSet } = await playQuiz(t.database.db, first.client, weeklyId, 3);
    expect(firstSet.every((id) => everReserved.has(id))).toBe(true);
    expect(firstSet.some((id) => inQuizzes.includes(id))).toBe(false);
    const event = (await t.client().get("/api/events/live")).body as EventBoard;
    const drawn = await t.database.db.select().from(liveEventQuestion).where(eq(liveEventQuestion.eventId, event.event.id!));
    expect(drawn.map((d) => d.questionId).sort()).toEqual([...firstSet].sort());
    // Drawn, they leave the supply, sealed until the event's close (20:00 in New York) and open from then on.
    const drawnRows = await t.database.db.select({ sealed: question.sealed, revealsAt: question.revealsAt }).from(question).where(inArray(question.id, firstSet));
    expect(drawnRows).toEqual(Array.from({ length: 25 }, () => ({ sealed: true, revealsAt: new Date("2026-12-13T01:00:00Z") })));

    // The next Saturday: what is left of the supply is under 25, and nothing stands in for it.
    at("2026-12-19T15:00:00Z");
    const next = await member();
    const refused = await next.client.post(`/api/quizzes/${weeklyId}/attempts`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "EVENT_UNAVAILABLE", message: expect.stringContaining("could not open") });
    const board = (await t.client().get("/api/events/live")).body as EventBoard;
    expect(board.event).toMatchObject({ id: null, live: false, unavailable: true });
    expect((await t.database.db.select().from(liveEventQuestion).where(inArray(liveEventQuestion.questionId, inQuizzes))).length).toBe(0);
  });

  it("from an attempt answered faster than a person can read: held off the board and certificates until an admin clears it", async () => {
    await questionsFor("reserve", 30);
    at("2026-12-26T15:00:00Z");
    const honest = await member("Priscilla Honest");
    await playQuiz(t.database.db, honest.client, weeklyId, 20);
    const rusher = await member("Rufus Rusher");
    const rushed = await rushEvent(rusher.client);
    const admin = (await t.signedInMember({ role: "admin" })).client;

    const result = (await rusher.client.get(`/api/results/${rushed}`)).body.result;
    expect(result).toMatchObject({ underReview: true, score: { correct: 25 } });
    const board = (await rusher.client.get("/api/events/live")).body as EventBoard;
    expect(board.entries.map((e) => e.name)).toEqual(["Priscilla Honest"]);
    expect(board.me).toBeNull();
    expect(board.finishers).toBe(1);

    const queue = (await admin.get("/api/admin/attempts/held")).body.held;
    const item = queue.find((h: { kind: string; id: number }) => h.kind === "attempt" && h.id === rushed);
    expect(item).toMatchObject({ userName: "Rufus Rusher", title: "Weekly Bible Challenge", correct: 25, questions: 25, reason: expect.stringContaining("faster than a person can read") });
    const listed = (await admin.get("/api/admin/attempts?search=Rufus")).body.attempts[0];
    expect(listed.heldReason).toContain("faster than a person can read");

    // Closed: the honest finisher earns first place; the held one earns nothing.
    at("2026-12-27T02:00:00Z");
    expect((await rusher.client.get("/api/me/certificates")).body.certificates).toEqual([]);
    expect((await honest.client.get("/api/me/certificates")).body.certificates[0]).toMatchObject({ achievement: "first", ofN: 1 });

    // An admin looks and clears it: it takes its place, audited; a second decision is refused.
    const cleared = await admin.post(`/api/admin/held/attempt/${rushed}`, { decision: "clear", note: "Known to us: a Bible-quiz champion." });
    expect(cleared.status).toBe(204);
    expect((await admin.post(`/api/admin/held/attempt/${rushed}`, { decision: "void", note: "Changed my mind." })).status).toBe(409);
    const final = (await t.client().get(`/api/events/${board.event.id}`)).body as EventBoard;
    expect(final.entries.map((e) => e.name)).toEqual(["Rufus Rusher", "Priscilla Honest"]);
    expect((await rusher.client.get(`/api/results/${rushed}`)).body.result.underReview).toBe(false);
    expect((await rusher.client.get("/api/me/certificates")).body.certificates[0]).toMatchObject({ achievement: "first" });
  });

  it("voided after a certificate was issued: the certificate is revoked wherever it is checked", async () => {
    await questionsFor("reserve", 30);
    at("2027-01-02T15:00:00Z");
    const m = await member("Simon Revoked");
    const admin = (await t.signedInMember({ role: "admin" })).client;
    const { attemptId } = await playQuiz(t.database.db, m.client, weeklyId, 22);
    at("2027-01-03T02:00:00Z");
    const [issued] = (await m.client.get("/api/me/certificates")).body.certificates;
    expect(issued).toMatchObject({ achievement: "first", revoked: false });
    expect((await admin.post(`/api/admin/attempts/${attemptId}/void`, { reason: "Shared an account with a friend." })).status).toBe(200);
    expect((await t.client().get(`/api/certificates/${issued.code}`)).body).toMatchObject({ revoked: true, name: "Simon Revoked" });
    expect((await m.client.get(`/api/certificates/${issued.code}/pdf`)).status).toBe(409);
    expect((await m.client.get("/api/me/certificates")).body.certificates[0].revoked).toBe(true);
    const [row] = await t.database.db.select().from(certificate).where(eq(certificate.code, issued.code));
    expect(row!.revokedAt).not.toBeNull();
  });
});
