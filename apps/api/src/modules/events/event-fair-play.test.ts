/**
 * The Saturday event against a determined player (docs/security.md 38–39): a second account must not
 * learn the event's answers while it runs, neither from its own finished attempt nor from the
 * ordinary quizzes, and an attempt answered faster than a person can read does not rank.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { EventBoard } from "@berean/domain";
import { certificate, liveEventQuestion, question, user } from "../../db/schema.ts";
import { QUIZ_QUESTION_COUNT } from "@berean/domain";
import { answerFor, askedQuestions, atReadingPace, createQuestions, createQuiz, playQuiz } from "../../test/factories.ts";
import { boardClosedEvents } from "./board-closed-events.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { clockAt as at } from "../../test/clock.ts";

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

/** Fresh questions with books (half Old, half New Testament), in the sealed supply or in an active quiz's pool. */
async function questionsFor(where: "reserve" | "quiz", count: number): Promise<number[]> {
  const ids =
    where === "quiz"
      ? (await createQuiz(t.database.db, { questionCount: count })).questions.map((q) => q.id)
      : (await createQuestions(t.database.db, count, { sealed: true })).map((q) => q.id);
  await t.database.db
    .update(question)
    .set({ book: "genesis" })
    .where(
      inArray(
        question.id,
        ids.filter((_, i) => i % 2 === 0),
      ),
    );
  await t.database.db
    .update(question)
    .set({ book: "matthew" })
    .where(
      inArray(
        question.id,
        ids.filter((_, i) => i % 2 === 1),
      ),
    );
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
  for (const q of await askedQuestions(t.database.db, id))
    await client.post(`/api/attempts/${id}/answers`, await answerFor(t.database.db, id, q.questionId, q.correctIndex));
  expect((await client.post(`/api/attempts/${id}/finish`, {})).status).toBe(200);
  return id;
}

describe("the Saturday event's answers", () => {
  it("stay hidden until the event closes: the result says the answers are in and when the score and answers appear, and takes no challenge", async () => {
    await questionsFor("reserve", 30);
    at("2026-12-05T15:00:00Z"); // Saturday 10:00 in New York
    const burner = await member();
    const { attemptId } = await playQuiz(t.database.db, burner.client, weeklyId, 25);

    const early = await burner.client.get(`/api/results/${attemptId}`);
    expect(early.status).toBe(200);
    // A score, or a count of right answers, is an oracle: the result says how many were answered, and when the rest shows.
    expect(early.body.result).toMatchObject({
      status: "finished",
      questionCount: 25,
      answered: 25,
      score: null,
      placement: null,
      review: [],
      reviewOpensAt: "2026-12-06T01:00:00.000Z",
    });
    expect(JSON.stringify(early.body)).not.toMatch(/correctIndex|explanation|reference|Option [ABCD] |"correct"|"wrong"/);
    expect((await burner.client.get("/api/results/latest")).body.result.review).toEqual([]);
    const challenge = await burner.client.post(`/api/results/${attemptId}/challenges`, { position: 1, reason: "I believe the key of this question is wrong." });
    expect(challenge.status).toBe(409);
    expect(challenge.body.error.code).toBe("REVIEW_NOT_OPEN");

    at("2026-12-06T01:00:01Z"); // 20:00:01 in New York: closed
    const after = (await burner.client.get(`/api/results/${attemptId}`)).body.result;
    expect(after.reviewOpensAt).toBeNull();
    expect(after.score).toMatchObject({ correct: 25, wrong: 0 });
    expect(after.review).toHaveLength(25);
    expect(after.review.every((r: { isCorrect: boolean }) => r.isCorrect)).toBe(true);
  });

  it("give no score anywhere while the event runs, to its member or anyone: the finish, history, dashboard, shares, boards and stats take it at the close", async () => {
    await questionsFor("reserve", 30);
    at("2027-01-09T15:00:00Z"); // Saturday 10:00 in New York
    const player = await member("Phoebe Cenchreae");
    const attemptId = await atReadingPace(QUIZ_QUESTION_COUNT + 1, async (pause) => {
      const id = (await player.client.post(`/api/quizzes/${weeklyId}/attempts`, {})).body.attempt.id as number;
      for (const [i, q] of (await askedQuestions(t.database.db, id)).entries()) {
        pause();
        await player.client.post(
          `/api/attempts/${id}/answers`,
          await answerFor(t.database.db, id, q.questionId, i < 20 ? q.correctIndex : (q.correctIndex + 1) % 4),
        );
      }
      const finished = await player.client.post(`/api/attempts/${id}/finish`, {});
      expect(finished.status).toBe(200);
      expect(finished.body).toMatchObject({ score: null, correct: null, wrong: null, answered: 25, scoresAt: "2027-01-10T01:00:00.000Z" });
      return id;
    });
    const history = (await player.client.get("/api/history")).body.attempts.find((h: { attemptId: number }) => h.attemptId === attemptId);
    expect(history).toMatchObject({ score: null, correct: null, wrong: null, scoresAt: "2027-01-10T01:00:00.000Z" });
    const shared = await player.client.post(`/api/results/${attemptId}/share`, {});
    expect(shared.status).toBe(409);
    expect(shared.body.error.code).toBe("RESULT_SEALED");
    const sealedViews = await Promise.all(
      ["/api/dashboard", "/api/my-quizzes", "/api/leaderboard?window=week", "/api/leaderboard?window=all", "/api/events", "/api/events/live"].map((path) =>
        player.client.get(path),
      ),
    );
    for (const view of sealedViews) expect(view.status).toBe(200);
    const [, , week] = sealedViews;
    expect(week!.body.me).toBeNull();
    expect(week!.body.entries.some((e: { name: string }) => e.name === "Phoebe Cenchreae")).toBe(false);

    // The close: the sweep boards the event's results and every view has the score.
    at("2027-01-10T01:00:30Z");
    expect(await boardClosedEvents(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    const { score } = (await player.client.get(`/api/results/${attemptId}`)).body.result;
    expect(score).toMatchObject({ correct: 20, wrong: 5 });
    expect((await player.client.get("/api/history")).body.attempts.find((h: { attemptId: number }) => h.attemptId === attemptId)).toMatchObject({
      score: score.total,
      correct: 20,
      scoresAt: null,
    });
    expect((await player.client.get("/api/leaderboard?window=all")).body.me).toMatchObject({ name: "Phoebe Cenchreae", score: score.total });
    // The score the player made, and their count of right answers, appeared in nothing they could read before.
    const made = new RegExp(`"(score|bestScore|averageScore|best|total)":\\s*${score.total}\\b|"correct":\\s*20\\b`);
    for (const view of sealedViews) expect(JSON.stringify(view.body)).not.toMatch(made);
    expect((await player.client.post(`/api/results/${attemptId}/share`, {})).status).toBeLessThan(300);
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
    const drawnRows = await t.database.db
      .select({ sealed: question.sealed, revealsAt: question.revealsAt })
      .from(question)
      .where(inArray(question.id, firstSet));
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

    // While the event runs, a hold says nothing more than a finish does: no score, no hold, no place for anyone.
    const result = (await rusher.client.get(`/api/results/${rushed}`)).body.result;
    expect(result).toMatchObject({ underReview: false, score: null, answered: 25 });
    const board = (await rusher.client.get("/api/events/live")).body as EventBoard;
    expect(board).toMatchObject({ entries: [], me: null, finishers: 2, myProgress: "finished" });
    expect(board.recent.map((r) => r.name).toSorted()).toEqual(["Priscilla Honest", "Rufus Rusher"]);

    const queue = (await admin.get("/api/admin/attempts/held")).body.held;
    const item = queue.find((h: { kind: string; id: number }) => h.kind === "attempt" && h.id === rushed);
    expect(item).toMatchObject({
      userName: "Rufus Rusher",
      title: "Weekly Bible Challenge",
      correct: 25,
      questions: 25,
      reason: expect.stringContaining("faster than a person can read"),
    });
    const listed = (await admin.get("/api/admin/attempts?search=Rufus")).body.attempts[0];
    expect(listed.heldReason).toContain("faster than a person can read");

    // Closed: the honest finisher earns first place; the held one earns nothing, and is told it is held.
    at("2026-12-27T02:00:00Z");
    expect((await rusher.client.get(`/api/results/${rushed}`)).body.result).toMatchObject({ underReview: true, score: { correct: 25 } });
    const closed = (await rusher.client.get(`/api/events/${board.event.id}`)).body as EventBoard;
    expect(closed.entries.map((e) => e.name)).toEqual(["Priscilla Honest"]);
    expect(closed.me).toBeNull();
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
