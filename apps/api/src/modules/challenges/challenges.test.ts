import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUIZ_SECONDS, scoreAttempt } from "@berean/domain";
import { attempt, attemptAnswer, attemptQuestion, auditLog, leaderboardEntry, user } from "../../db/schema.ts";
import { answerFor, askedQuestions, atReadingPace, createQuestions, createQuiz, createUser, type TestQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
let admin: { client: TestClient; id: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedInMember({ role: "admin" });
});
afterAll(() => t.close());

/** Plays a whole quiz over HTTP at a person's pace: `choose(questionId, key)` gives the stored option to answer. */
async function play(client: TestClient, quiz: TestQuiz, choose: (questionId: number, key: number) => number): Promise<number> {
  return atReadingPace(quiz.questions.length, async (pause) => {
    const id = (await client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt.id as number;
    for (const q of quiz.questions) {
      pause();
      const res = await client.post(`/api/attempts/${id}/answers`, await answerFor(t.database.db, id, q.id, choose(q.id, q.correctIndex)));
      expect(res.status).toBe(200);
    }
    expect((await client.post(`/api/attempts/${id}/finish`, {})).status).toBe(200);
    return id;
  });
}

/** The place of a bank question in an attempt's review. */
const placeIn = async (attemptId: number, questionId: number) =>
  (await askedQuestions(t.database.db, attemptId)).find((q) => q.questionId === questionId)!.position;
const reviewItem = async (client: TestClient, attemptId: number, questionId: number) => {
  const position = await placeIn(attemptId, questionId);
  return (await client.get(`/api/results/${attemptId}`)).body.result.review.find((r: { position: number }) => r.position === position);
};

async function member(fullName: string) {
  const m = await t.signedInMember({ fullName });
  await t.database.db.update(user).set({ timezone: "UTC" }).where(eq(user.id, m.id));
  return m;
}

const rowOf = async (id: number) => (await t.database.db.select().from(attempt).where(eq(attempt.id, id)))[0]!;
const allTime = async (userId: string) =>
  (
    await t.database.db
      .select()
      .from(leaderboardEntry)
      .where(and(eq(leaderboardEntry.board, "all"), eq(leaderboardEntry.userId, userId)))
  )[0];

describe("answer challenges and regrades", () => {
  it("a member challenges once; the admin corrects the key; exactly the attempts that answered it are regraded, with the boards", async () => {
    const quiz = await createQuiz(t.database.db, { title: "Regrade Quiz" });
    const other = await createQuiz(t.database.db, { title: "Untouched Quiz" });
    const disputed = quiz.questions[0]!; // key 0 today; members say 1
    const [a, b, c, d] = await Promise.all([member("Asa Proposer"), member("Boaz Keyholder"), member("Caleb Partial"), member("Dorcas Elsewhere")]);
    const aId = await play(a!.client, quiz, (id, key) => (id === disputed.id ? 1 : key));
    const bId = await play(b!.client, quiz, (_id, key) => key);
    const cId = await play(c!.client, quiz, (id, key) => (id === disputed.id ? 1 : quiz.questions.findIndex((q) => q.id === id) < 10 ? key : (key + 1) % 4));
    const dId = await play(d!.client, other, (_id, key) => key);
    const before = { a: await rowOf(aId), b: await rowOf(bId), c: await rowOf(cId), d: await rowOf(dId) };
    expect(before.a.correctCount).toBe(24);
    expect(before.b.correctCount).toBe(25);

    // Raising: once per question, only for a question the result asked, only on one's own result.
    const reason = { position: await placeIn(aId, disputed.id), reason: "The verse says the second option, not the first.", reference: "Genesis 1:1" };
    const raised = await a!.client.post(`/api/results/${aId}/challenges`, reason);
    expect(raised.status).toBe(201);
    expect((await a!.client.post(`/api/results/${aId}/challenges`, reason)).body.error.message).toBe("You have already challenged this question.");
    expect((await a!.client.post(`/api/results/${aId}/challenges`, { ...reason, position: 26 })).status).toBe(400);
    expect((await a!.client.post(`/api/results/${aId}/challenges`, { ...reason, position: undefined, questionId: disputed.id })).status).toBe(400);
    expect((await b!.client.post(`/api/results/${aId}/challenges`, reason)).status).toBe(404);
    expect((await a!.client.post(`/api/results/${aId}/challenges`, { ...reason, reference: "Hezekiah 1:1" })).status).toBe(400);
    expect((await t.client().post(`/api/results/${aId}/challenges`, reason)).status).toBe(401);
    expect((await reviewItem(a!.client, aId, disputed.id)).challenge).toEqual({ status: "open", note: null });

    // The queue: the question, the KJV text of the cited and proposed verses, how many challenged.
    const queue = await admin.client.get("/api/admin/challenges");
    const item = queue.body.items.find((i: { questionId: number }) => i.questionId === disputed.id);
    expect(item).toMatchObject({
      members: 1,
      correctIndex: 0,
      cited: { reference: "Genesis 1:1", text: "In the beginning God created the heaven and the earth." },
    });
    expect(item.challenges[0]).toMatchObject({ source: "member", memberName: "Asa Proposer", proposed: { reference: "Genesis 1:1" } });
    expect((await a!.client.get("/api/admin/challenges")).status).toBe(403);

    // Correct the key: A and C gain a right answer, B loses one, D (another quiz) is untouched.
    const fix = await admin.client.put(`/api/admin/questions/${disputed.id}`, {
      question: `Test question 1 corrected?`,
      options: ["Option A 0", "Option B 0", "Option C 0", "Option D 0"],
      correctIndex: 1,
      book: null,
      reference: "Genesis 1:1",
      difficulty: "medium",
      topics: [],
      explanation: "Corrected after a member's challenge.",
      note: "The key was wrong: B is right.",
    });
    expect(fix.status).toBe(200);
    expect(fix.body.regraded).toBe(3);
    const after = { a: await rowOf(aId), b: await rowOf(bId), c: await rowOf(cId), d: await rowOf(dId) };
    const expected = (row: typeof after.a) =>
      scoreAttempt({ correct: row.correctCount, wrong: row.wrongCount, secondsRemaining: QUIZ_SECONDS - row.secondsUsed }).total;
    expect([after.a.correctCount, after.b.correctCount, after.c.correctCount]).toEqual([25, 24, before.c.correctCount + 1]);
    for (const row of [after.a, after.b, after.c]) {
      expect(row.score).toBe(expected(row));
      expect(row.regradeNote).toBe("The key was wrong: B is right.");
      expect(row.secondsUsed).toBe(before[row.id === aId ? "a" : row.id === bId ? "b" : "c"].secondsUsed);
    }
    expect(after.a.score).toBeGreaterThan(before.a.score);
    expect(after.b.score).toBeLessThan(before.b.score);
    expect(after.d).toEqual(before.d);
    // The boards follow: A now outranks B.
    expect((await allTime(a!.id))?.score).toBe(after.a.score);
    expect((await allTime(b!.id))?.score).toBe(after.b.score);
    expect((await allTime(d!.id))?.score).toBe(before.d.score);
    const board = await a!.client.get("/api/leaderboard?window=all");
    const rankOf = (name: string) => board.body.entries.find((e: { name: string }) => e.name === name)?.rank;
    expect(rankOf("Asa Proposer")).toBeLessThan(rankOf("Boaz Keyholder"));

    // The members see it on their results.
    const result = (await a!.client.get(`/api/results/${aId}`)).body.result;
    expect(result.regraded).toMatchObject({ note: "The key was wrong: B is right." });
    expect(result.score.total).toBe(after.a.score);
    expect(await reviewItem(a!.client, aId, disputed.id)).toMatchObject({
      isCorrect: true,
      challenge: { status: "corrected", note: "The key was wrong: B is right." },
    });
    expect((await d!.client.get(`/api/results/${dId}`)).body.result.regraded).toBeNull();
    const queueAfter = await admin.client.get("/api/admin/challenges");
    expect(queueAfter.body.items.some((i: { questionId: number }) => i.questionId === disputed.id)).toBe(false);
    expect(queueAfter.body.resolved[0]).toMatchObject({ questionId: disputed.id, status: "corrected" });
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "question.regrade"), eq(auditLog.targetId, String(disputed.id))));
    expect(logged?.after).toMatchObject({ regradedAttempts: 3, resolvedChallenges: 1 });

    // Rejecting: the note reaches the member; nothing is regraded.
    const second = quiz.questions[1]!;
    await b!.client.post(`/api/results/${bId}/challenges`, { position: await placeIn(bId, second.id), reason: "I think two options are both right here." });
    const rejected = await admin.client.post(`/api/admin/challenges/${second.id}/reject`, { note: "Only one option matches the verse." });
    expect(rejected.status).toBe(204);
    expect((await admin.client.post(`/api/admin/challenges/${second.id}/reject`, { note: "Again." })).status).toBe(409);
    expect((await reviewItem(b!.client, bId, second.id)).challenge).toEqual({ status: "rejected", note: "Only one option matches the verse." });
    expect((await rowOf(bId)).score).toBe(after.b.score);
  });

  it("item analysis flags a question almost nobody answers right and puts it in the queue by itself", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 1, status: "draft" });
    const [hard] = await createQuestions(t.database.db, 1);
    const at = new Date("2026-11-02T10:00:00Z");
    for (let i = 0; i < 12; i += 1) {
      const userId = await createUser(t.database.db);
      const [row] = await t.database.db
        .insert(attempt)
        .values({
          userId,
          quizId: quiz.id,
          periodKey: "ever",
          weekStart: "2026-11-01",
          status: "finished",
          startedAt: at,
          deadlineAt: at,
          finishedAt: at,
          score: i * 5,
        })
        .returning();
      await t.database.db.insert(attemptQuestion).values({ attemptId: row!.id, position: 0, questionId: hard!.id, optionOrder: [0, 1, 2, 3] });
      await t.database.db
        .insert(attemptAnswer)
        .values({ attemptId: row!.id, questionId: hard!.id, chosenIndex: (hard!.correctIndex + 1) % 4, isCorrect: i === 0 });
    }
    const flagged = await admin.client.get("/api/admin/questions?flagged=true");
    const item = flagged.body.questions.find((q: { id: number }) => q.id === hard!.id);
    expect(item.analysis).toMatchObject({ answered: 12, percentCorrect: 8, flagged: true });
    const queue = await admin.client.get("/api/admin/challenges");
    expect(queue.body.items.find((i: { questionId: number }) => i.questionId === hard!.id)).toMatchObject({
      members: 0,
      flaggedByAnalysis: true,
      analysis: { answered: 12, percentCorrect: 8 },
    });
    // Once only: reading the queue again does not add it twice.
    expect(
      (await admin.client.get("/api/admin/challenges")).body.items.filter((i: { questionId: number }) => i.questionId === hard!.id)[0].challenges,
    ).toHaveLength(1);
  });

  it("voiding a result takes it off the boards, keeps it as history with the reason, and is audited", async () => {
    const quiz = await createQuiz(t.database.db);
    const m = await member("Ananias Voided");
    const id = await play(m.client, quiz, (_q, key) => key);
    expect((await allTime(m.id))?.score).toBe((await rowOf(id)).score);
    expect((await m.client.post(`/api/admin/attempts/${id}/void`, { reason: "x" })).status).toBe(403);
    expect((await admin.client.post(`/api/admin/attempts/${id}/void`, { reason: "" })).status).toBe(400);
    const voided = await admin.client.post(`/api/admin/attempts/${id}/void`, { reason: "Answers shared during the quiz." });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ status: "voided", voidReason: "Answers shared during the quiz." });
    expect(await allTime(m.id)).toBeUndefined();
    expect((await admin.client.post(`/api/admin/attempts/${id}/void`, { reason: "Again" })).status).toBe(409);
    const result = (await m.client.get(`/api/results/${id}`)).body.result;
    expect(result).toMatchObject({ status: "voided", voidReason: "Answers shared during the quiz." });
    // Still their attempt of that quiz.
    expect((await m.client.post(`/api/quizzes/${quiz.id}/attempts`, {})).status).toBe(409);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "attempt.void"), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ actorId: admin.id, before: { status: "finished" } });
  });
});
