/**
 * A burner account's review replayed by the main account (issue 26, docs/security.md 37 and 39): the
 * review names questions by the burner's own places, so it is no index; matched by text it is a
 * list of facts, but one answered faster than a person can read is held off the boards until an
 * admin clears or voids it, and the member sees 'Under review'.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, groupMember, leaderboardEntry, memberGroup, user } from "../../db/schema.ts";
import { answerFor, askedQuestions, createQuestions, createQuiz, playQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

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
    const view = (await main.client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt as {
      id: number;
      questions: Array<{ position: number; text: string; options: string[] }>;
    };
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
    expect(held).toEqual([
      expect.objectContaining({
        kind: "attempt",
        id: view.id,
        userName: "Main Account",
        title: "Pool of Forty",
        correct: shared.length,
        reason: expect.stringMatching(/^Answered faster than a person can read: \d+ of \d+ answers came under 1.5 s/),
      }),
    ]);
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
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "attempt.void"), eq(auditLog.targetId, String(view.id))));
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
    const [entry] = await t.database.db
      .select()
      .from(leaderboardEntry)
      .where(and(eq(leaderboardEntry.userId, fast.id), eq(leaderboardEntry.board, "all")));
    expect(entry).toMatchObject({ attempts: 1 });
    expect((await fast.client.get(`/api/results/${id}`)).body.result.underReview).toBe(false);
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "attempt.hold_clear"), eq(auditLog.targetId, String(id))));
    expect(logged?.after).toMatchObject({ held: false, note: "A known speed reader; checked with the leader." });
    expect((await admin.post(`/api/admin/held/attempt/${id}`, { decision: "clear", note: "Again." })).status).toBe(409);
    expect((await admin.post(`/api/admin/held/attempt/999999`, { decision: "clear", note: "Nothing." })).status).toBe(404);
  });
});

describe("the speed rule, in every scored mode and at any length", () => {
  /** Answers the attempt's questions right, `gaps[i]` seconds after the one before (the server's clock). */
  async function answerAt(client: TestClient, attemptId: number, gaps: number[]) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    try {
      for (const [i, q] of (await askedQuestions(t.database.db, attemptId)).entries()) {
        vi.setSystemTime(Date.now() + gaps[i]! * 1000);
        await client.post(`/api/attempts/${attemptId}/answers`, await answerFor(t.database.db, attemptId, q.questionId, q.correctIndex));
      }
      expect((await client.post(`/api/attempts/${attemptId}/finish`, {})).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    return (await client.get(`/api/results/${attemptId}`)).body.result as { underReview: boolean };
  }

  it("holds the pacing that beat the median (12 instant answers, 13 at 2 s) and a five-question custom quiz answered instantly; a reader's pace stands", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 25 });
    const pacer = await member("Paced Pete");
    const paced = (await pacer.client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt.id as number;
    expect(await answerAt(pacer.client, paced, [...Array(12).fill(0.2), ...Array(13).fill(2)])).toMatchObject({ underReview: true });
    const admin = (await t.signedInMember({ role: "admin" })).client;
    const held = (await admin.get("/api/admin/attempts/held")).body.held.find((h: { id: number }) => h.id === paced);
    expect(held.reason).toBe("Answered faster than a person can read: 12 of 25 answers came under 1.5 s (12 of them right).");

    // A leader's custom quiz, shared with her group, taken by one of its members.
    const builder = await member("Builder Bea");
    const student = await member("Student Sam");
    const [group] = await t.database.db
      .insert(memberGroup)
      .values({ name: "Quick readers", ownerId: builder.id, timezone: "UTC" })
      .returning({ id: memberGroup.id });
    await t.database.db.insert(groupMember).values([
      { groupId: group!.id, userId: builder.id, role: "owner" },
      { groupId: group!.id, userId: student.id, role: "member" },
    ]);
    const open = await createQuestions(t.database.db, 10);
    const mini = async (ids: number[]) => {
      const built = await builder.client.post("/api/custom-quizzes", { title: "Five quick ones", questionIds: ids, groupIds: [group!.id] });
      expect(built.status, JSON.stringify(built.body)).toBe(201);
      return built.body.id as number;
    };
    const [instant, steady] = [await mini(open.slice(0, 5).map((q) => q.id)), await mini(open.slice(5).map((q) => q.id))];
    const start = async (id: number) => {
      const started = await student.client.post(`/api/custom-quizzes/${id}/attempt`, {});
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      return started.body.attempt.id as number;
    };
    // Under ten answers the median rule never held anything.
    expect(await answerAt(student.client, await start(instant), Array(5).fill(0.3))).toMatchObject({ underReview: true });
    expect(await answerAt(student.client, await start(steady), Array(5).fill(2.5))).toMatchObject({ underReview: false });
  });
});
