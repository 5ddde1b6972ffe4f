/**
 * A burner account's review replayed by the main account (issue 26, docs/security.md 37 and 39): the
 * review names questions by the burner's own places, so it is no index; matched by text it is a
 * list of facts, but one answered faster than a person can read is held off the boards until an
 * admin clears or voids it, and the member sees 'Under review'.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leaderboardEntry, user } from "../../db/schema.ts";
import { answerFor, createQuiz, playQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function member(fullName: string) {
  const m = await t.signedInMember({ fullName });
  await t.database.db.update(user).set({ plan: "pro", timezone: "UTC" }).where(eq(user.id, m.id));
  return m;
}

type ReviewItem = { position: number; text: string; options: string[]; correctIndex: number };

describe("a review copied from a second account", () => {
  it("shares only part of the quiz, and replayed at a script's speed is held for review until an admin voids it", async () => {
    // A pool of 40: two attempts of 25 share at least 10 questions, 15.6 on average.
    const quiz = await createQuiz(t.database.db, { title: "Pool of Forty", questionCount: 40 });
    const burner = await member("Burner Account");
    const { attemptId: burnt } = await playQuiz(t.database.db, burner.client, quiz.id, 3);
    const review: ReviewItem[] = (await burner.client.get(`/api/results/${burnt}`)).body.result.review;
    const keyByText = new Map(review.map((r) => [r.text, r.options[r.correctIndex]!]));

    const main = await member("Main Account");
    const view = (await main.client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt as { id: number; questions: Array<{ position: number; text: string; options: string[] }> };
    const shared = view.questions.filter((q) => keyByText.has(q.text));
    expect(shared.length).toBeLessThan(25);
    expect(shared.length).toBeGreaterThanOrEqual(10);
    for (const q of shared) {
      const res = await main.client.post(`/api/attempts/${view.id}/answers`, { position: q.position, chosenIndex: q.options.indexOf(keyByText.get(q.text)!) });
      expect(res.status).toBe(200);
    }
    const outcome = (await main.client.post(`/api/attempts/${view.id}/finish`, {})).body;
    expect(outcome.correct).toBe(shared.length);

    // Held: off every board, 'Under review' on the result, in the admins' queue with its reason.
    const result = (await main.client.get(`/api/results/${view.id}`)).body.result;
    expect(result.underReview).toBe(true);
    expect(await t.database.db.select().from(leaderboardEntry).where(eq(leaderboardEntry.userId, main.id))).toEqual([]);
    expect((await main.client.get("/api/leaderboard?window=all")).body.me).toBeNull();
    const admin = (await t.signedInMember({ role: "admin" })).client;
    const held = (await admin.get("/api/admin/attempts/held")).body.held;
    expect(held).toEqual([expect.objectContaining({ kind: "attempt", id: view.id, userName: "Main Account", title: "Pool of Forty", correct: shared.length, reason: expect.stringMatching(/^Answered faster than a person can read: median \d\.\d s per question/) })]);
    expect((await main.client.get("/api/admin/attempts/held")).status).toBe(403);

    // The burner played at a person's pace, and mostly wrong: it stands.
    expect((await t.database.db.select().from(leaderboardEntry).where(eq(leaderboardEntry.userId, burner.id))).length).toBeGreaterThan(0);

    // Voided with a reason: off the boards for good, the member sees why, the admin's decision is audited.
    expect((await admin.post(`/api/admin/held/attempt/${view.id}`, { decision: "void", note: "x" })).status).toBe(400);
    expect((await admin.post(`/api/admin/held/attempt/${view.id}`, { decision: "void", note: "Answers copied from a second account." })).status).toBe(204);
    const after = (await main.client.get(`/api/results/${view.id}`)).body.result;
    expect(after).toMatchObject({ status: "voided", voidReason: "Answers copied from a second account.", underReview: false });
    expect((await admin.get("/api/admin/attempts/held")).body.held).toEqual([]);
    expect(await t.database.db.select().from(leaderboardEntry).where(eq(leaderboardEntry.userId, main.id))).toEqual([]);
    const [logged] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "attempt.void"), eq(auditLog.targetId, String(view.id))));
    expect(logged?.after).toMatchObject({ status: "voided", reason: "Answers copied from a second account." });
  });

  it("a clear is audited and puts the result on the boards", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 25 });
    const fast = await member("Fast Reader");
    const id = (await fast.client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt.id;
    for (const q of quiz.questions) {
      await fast.client.post(`/api/attempts/${id}/answers`, await answerFor(t.database.db, id, q.id, q.correctIndex));
    }
    await fast.client.post(`/api/attempts/${id}/finish`, {});
    const admin = (await t.signedInMember({ role: "admin" })).client;
    expect((await admin.post(`/api/admin/held/attempt/${id}`, { decision: "clear", note: "A known speed reader; checked with the leader." })).status).toBe(204);
    const [entry] = await t.database.db.select().from(leaderboardEntry).where(and(eq(leaderboardEntry.userId, fast.id), eq(leaderboardEntry.board, "all")));
    expect(entry).toMatchObject({ attempts: 1 });
    expect((await fast.client.get(`/api/results/${id}`)).body.result.underReview).toBe(false);
    const [logged] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "attempt.hold_clear"), eq(auditLog.targetId, String(id))));
    expect(logged?.after).toMatchObject({ held: false, note: "A known speed reader; checked with the leader." });
    expect((await admin.post(`/api/admin/held/attempt/${id}`, { decision: "clear", note: "Again." })).status).toBe(409);
    expect((await admin.post(`/api/admin/held/attempt/999999`, { decision: "clear", note: "Nothing." })).status).toBe(404);
  });
});
