/**
 * An answer sent again is the same answer (docs/architecture.md §4 'Offline answers'): a browser
 * whose connection dropped before the reply keeps the answer and sends it once more, so the
 * server answers a repeat with the same option as it answered the first, and still refuses another
 * option for an answered question and anything after the deadline plus the grace.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { localDate } from "@berean/domain";
import { attemptAnswer, user } from "../../db/schema.ts";
import { answerFor, askedQuestions, createQuiz, createSealedQuestions } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { clockAt as at } from "../../test/clock.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function member(): Promise<TestClient> {
  const m = await t.signedInMember();
  await t.database.db.update(user).set({ plan: "pro", timezone: "UTC" }).where(eq(user.id, m.id));
  return m.client;
}

const stored = (attemptId: number) => t.database.db.select().from(attemptAnswer).where(eq(attemptAnswer.attemptId, attemptId));

describe("an answer sent again", () => {
  it("with the same option is answered as the first (one row, the count unchanged); another option is refused", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 3 });
    const client = await member();
    const id = (await client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt.id as number;
    const [q0, q1] = [quiz.questions[0]!, quiz.questions[1]!];
    const body = await answerFor(t.database.db, id, q0.id, 2);

    const first = await client.post(`/api/attempts/${id}/answers`, body);
    const again = await client.post(`/api/attempts/${id}/answers`, body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body).toMatchObject({ recorded: true, answeredCount: 1 });

    const other = await client.post(`/api/attempts/${id}/answers`, await answerFor(t.database.db, id, q0.id, 3));
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe("ALREADY_ANSWERED");

    // Two copies at once (a retry crossing the reply it replaced): both answered, one stored.
    const next = await answerFor(t.database.db, id, q1.id, 1);
    const both = await Promise.all([client.post(`/api/attempts/${id}/answers`, next), client.post(`/api/attempts/${id}/answers`, next)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.answeredCount)).toEqual([2, 2]);
    const rows = await stored(id);
    expect(rows.map((r) => [r.questionId, r.chosenIndex]).sort()).toEqual([
      [q0.id, 2],
      [q1.id, 1],
    ]);
  });

  it("is judged by when it arrives: within the grace a repeat is the same answer, after it refused and the attempt ends", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 3 });
    const client = await member();
    at("2026-11-05T09:00:00Z");
    const id = (await client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt.id as number;
    const body = await answerFor(t.database.db, id, quiz.questions[0]!.id, 0);
    expect((await client.post(`/api/attempts/${id}/answers`, body)).status).toBe(200);
    at("2026-11-05T09:10:04Z"); // 4 s past the deadline: within the grace
    expect((await client.post(`/api/attempts/${id}/answers`, body)).status).toBe(200);
    at("2026-11-05T09:10:06Z");
    const late = await client.post(`/api/attempts/${id}/answers`, body);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("DEADLINE_PASSED");
    const lateNew = await client.post(`/api/attempts/${id}/answers`, await answerFor(t.database.db, id, quiz.questions[1]!.id, 0));
    expect(lateNew.body.error.code).toBe("ATTEMPT_ENDED");
    expect(await stored(id)).toHaveLength(1);
  });

  it("in a competition tells the same right or wrong as the first", async () => {
    const admin = (await t.signedInMember({ role: "admin" })).client;
    // Sealed supply, four times the questions each entrant is asked.
    const pool = await createSealedQuestions(t.database.db, 8);
    const day = (offset: number) => localDate(new Date(Date.now() + offset * 86_400_000), "America/New_York");
    const created = await admin.post("/api/admin/competitions", {
      title: "Repeat Cup",
      description: "",
      entryFeeCents: 0,
      prizePoolCents: 100,
      maxParticipants: null,
      startDate: day(0),
      endDate: day(3),
      questionIds: pool.map((q) => q.id),
      questionsPerEntrant: 2,
    });
    expect((await admin.post(`/api/admin/competitions/${created.body.id}/status`, { status: "active" })).status).toBe(200);
    const client = await member();
    expect((await client.post(`/api/competitions/${created.body.id}/join`, {})).status).toBeLessThan(300);
    const started = await client.post(`/api/competitions/${created.body.id}/attempt`, {});
    const id = started.body.attempt.id as number;
    const [right, wrong] = await askedQuestions(t.database.db, id);

    for (const [q, option] of [
      [right!, right!.correctIndex],
      [wrong!, (wrong!.correctIndex + 1) % 4],
    ] as const) {
      const body = await answerFor(t.database.db, id, q.questionId, option);
      const first = await client.post(`/api/attempts/${id}/answers`, body);
      const again = await client.post(`/api/attempts/${id}/answers`, body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    const answers = await stored(id);
    expect(answers.map((a) => a.isCorrect).sort()).toEqual([false, true]);
  });
});
