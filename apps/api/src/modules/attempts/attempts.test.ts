import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { scoreAttempt } from "@berean/domain";
import { attempt, attemptAnswer, attemptQuestion, leaderboardEntry, question, user } from "../../db/schema.ts";
import { answerFor, askedQuestions, createQuiz, createUser, type TestQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { expireOverdueAttempts } from "./expire-attempts.ts";
import { ANSWERS_PER_MEMBER_PER_MINUTE } from "./routes.ts";
import { clockAt as at } from "../../test/clock.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function member(options: { plan?: "free" | "pro" } = {}) {
  const m = await t.signedInMember();
  await t.database.db
    .update(user)
    .set({ plan: options.plan ?? "free", timezone: "UTC" })
    .where(eq(user.id, m.id));
  return m;
}

const start = (client: TestClient, quiz: TestQuiz) => client.post(`/api/quizzes/${quiz.id}/attempts`, {});
/** Answers a bank question with its stored option `stored` (0..3), posted as the quiz page would: by the question's place and the option's place. */
const answer = async (client: TestClient, attemptId: number, questionId: number, stored: number) =>
  client.post(`/api/attempts/${attemptId}/answers`, await answerFor(t.database.db, attemptId, questionId, stored));

/** Nothing that says which option is right may leave the server before the attempt ends. */
function expectNoAnswerKey(body: unknown): void {
  const json = JSON.stringify(body);
  expect(json).not.toMatch(/correct|explanation|reference|isCorrect/i);
}

describe("starting and resuming", () => {
  it("a visitor cannot start a quiz", async () => {
    const quiz = await createQuiz(t.database.db);
    const res = await start(t.client(), quiz);
    expect(res.status).toBe(401);
  });

  it("starts with the server's clock and sends the 25 questions without answers; reopening resumes with the time really left", async () => {
    const quiz = await createQuiz(t.database.db);
    const { client } = await member();
    at("2026-11-04T12:00:00Z");
    const first = await start(client, quiz);
    expect(first.status).toBe(201);
    expect(first.body.resumed).toBe(false);
    expect(first.body.attempt).toMatchObject({
      quizId: quiz.id,
      quizTitle: quiz.title,
      status: "in_progress",
      secondsLeft: 600,
      startedAt: "2026-11-04T12:00:00.000Z",
      deadlineAt: "2026-11-04T12:10:00.000Z",
      answers: [],
    });
    expect(first.body.attempt.questions).toHaveLength(25);
    // The attempt's own order: the quiz's 25 questions, each with its four options, shuffled, each
    // named by its place in the attempt and never by the bank's id (docs/security.md 37).
    const shown: Array<{ position: number; text: string; options: string[] }> = first.body.attempt.questions;
    expect(shown.map((q) => q.position)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for (const q of shown) {
      expect(Object.keys(q).sort()).toEqual(["options", "position", "text"]);
      const i = Number(/^Test question (\d+) of /.exec(q.text)![1]) - 1;
      expect([...q.options].sort()).toEqual([`Option A ${i}`, `Option B ${i}`, `Option C ${i}`, `Option D ${i}`]);
    }
    expect(new Set(shown.map((q) => q.text)).size).toBe(25);
    expectNoAnswerKey(first.body);

    const id = first.body.attempt.id;
    const answered = await answer(client, id, quiz.questions[0]!.id, 2);
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ recorded: true, answeredCount: 1, secondsLeft: 600 });
    expectNoAnswerKey(answered.body);

    at("2026-11-04T12:01:40Z");
    const again = await start(client, quiz);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      resumed: true,
      attempt: { id, secondsLeft: 500, answers: [await answerFor(t.database.db, id, quiz.questions[0]!.id, 2)] },
    });
    // A resume shows the same order as the start.
    expect(again.body.attempt.questions).toEqual(shown);
    expectNoAnswerKey(again.body);
    const reload = await client.get(`/api/attempts/${id}`);
    expect(reload.body.attempt.secondsLeft).toBe(500);
    expectNoAnswerKey(reload.body);
  });

  it("a missing or draft quiz is a 404, a quiz without questions a 409", async () => {
    const { client } = await member();
    expect((await client.post("/api/quizzes/999999/attempts", {})).status).toBe(404);
    const draft = await createQuiz(t.database.db, { status: "draft", questionCount: 1 });
    expect((await start(client, draft)).status).toBe(404);
    const empty = await createQuiz(t.database.db, { questionCount: 0 });
    const res = await start(client, empty);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("QUIZ_EMPTY");
  });

  it("refuses unknown fields and bad ids with 400", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 1 });
    const { client } = await member();
    expect((await client.post(`/api/quizzes/${quiz.id}/attempts`, { score: 100 })).status).toBe(400);
    expect((await client.post(`/api/quizzes/abc/attempts`, {})).status).toBe(400);
  });

  it("50 parallel starts make exactly one attempt", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 2 });
    const m = await member({ plan: "pro" });
    const responses = await Promise.all(Array.from({ length: 50 }, () => start(m.client, quiz)));
    expect(responses.map((r) => r.status).sort()).toEqual([...Array(49).fill(200), 201]);
    expect(new Set(responses.map((r) => r.body.attempt.id)).size).toBe(1);
    const rows = await t.database.db.select().from(attempt).where(eq(attempt.userId, m.id));
    expect(rows).toHaveLength(1);
  });
});

describe("answering", () => {
  it("one answer per question: 20 parallel answers store one row; its option sent again is the same answer, another is refused", async () => {
    const quiz = await createQuiz(t.database.db);
    const { client } = await member();
    const id = (await start(client, quiz)).body.attempt.id;
    const q = quiz.questions[3]!.id;
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => answer(client, id, q, i % 4)));
    const stored = await t.database.db.select().from(attemptAnswer).where(eq(attemptAnswer.attemptId, id));
    expect(stored).toHaveLength(1);
    // Whichever option arrived first is the answer; its repeats are answered as it was, the others refused.
    const kept = responses.map((r, i) => (r.status === 200 ? i % 4 : null)).filter((o) => o !== null);
    expect(kept).toHaveLength(5);
    expect(new Set(kept).size).toBe(1);
    expect(responses.filter((r) => r.status === 200).every((r) => r.body.answeredCount === 1)).toBe(true);
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.error.code === "ALREADY_ANSWERED")).toBe(true);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(15);
    const other = await answer(client, id, q, (kept[0]! + 1) % 4);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe("ALREADY_ANSWERED");
  });

  it("only questions of the attempt's quiz, only four options, no extra fields", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 2 });
    const other = await createQuiz(t.database.db, { questionCount: 1 });
    const { client } = await member();
    const id = (await start(client, quiz)).body.attempt.id;
    const foreign = await answer(client, id, other.questions[0]!.id, 0);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe("QUESTION_NOT_IN_QUIZ");
    expect((await answer(client, id, quiz.questions[0]!.id, 4)).status).toBe(400);
    const extra = await client.post(`/api/attempts/${id}/answers`, { ...(await answerFor(t.database.db, id, quiz.questions[0]!.id, 0)), isCorrect: true });
    expect(extra.status).toBe(400);
    // The bank's id names no question here: play goes by the attempt's own places.
    expect((await client.post(`/api/attempts/${id}/answers`, { questionId: quiz.questions[0]!.id, chosenIndex: 0 })).status).toBe(400);
    expect(await t.database.db.select().from(attemptAnswer).where(eq(attemptAnswer.attemptId, id))).toHaveLength(0);
  });

  it("an answer after the deadline plus the grace is refused and the attempt ends with what it holds", async () => {
    const quiz = await createQuiz(t.database.db);
    const { client } = await member();
    at("2026-11-05T09:00:00Z");
    const id = (await start(client, quiz)).body.attempt.id;
    await answer(client, id, quiz.questions[0]!.id, quiz.questions[0]!.correctIndex);
    at("2026-11-05T09:10:04Z"); // 4 s late: within the grace
    expect((await answer(client, id, quiz.questions[1]!.id, quiz.questions[1]!.correctIndex)).status).toBe(200);
    at("2026-11-05T09:10:06Z");
    const late = await answer(client, id, quiz.questions[2]!.id, quiz.questions[2]!.correctIndex);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("DEADLINE_PASSED");
    const [row] = await t.database.db.select().from(attempt).where(eq(attempt.id, id));
    expect(row).toMatchObject({ status: "expired", correctCount: 2, wrongCount: 0, score: 6, secondsUsed: 600 });
  });

  it("answers that arrive together are each judged on their own: the member's own attempt, asked questions, one per question", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 3 });
    const other = await createQuiz(t.database.db, { questionCount: 1 });
    const members = await Promise.all(Array.from({ length: 16 }, () => member({ plan: "pro" })));
    const ids = await Promise.all(members.map(async (m) => (await start(m.client, quiz)).body.attempt.id as number));
    const [q0, q1] = [quiz.questions[0]!, quiz.questions[1]!];
    const [owner, intruder, ended, stray] = [0, 1, 2, 3];
    expect((await members[ended]!.client.post(`/api/attempts/${ids[ended]}/abandon`, {})).status).toBe(200);

    // A hall answering at once: everyone's first question, and among them the answers that must
    // be refused, each for its own reason, without touching anyone else's.
    const responses = await Promise.all([
      ...members.map((m, i) => answer(m.client, ids[i]!, q0.id, q0.correctIndex)),
      answer(members[intruder]!.client, ids[owner]!, q1.id, q1.correctIndex),
      answer(members[stray]!.client, ids[stray]!, other.questions[0]!.id, 0),
      answer(members[owner]!.client, ids[owner]!, q0.id, (q0.correctIndex + 1) % 4),
      ...members.map((m, i) => answer(m.client, ids[i]!, q1.id, (q1.correctIndex + 1) % 4)),
    ]);
    const [firsts, [intrusion, strayed, twice], seconds] = [responses.slice(0, 16), responses.slice(16, 19), responses.slice(19)];
    const still = (i: number) => i !== ended;
    // The owner answers the first question twice at once: whichever arrives first is the answer, the
    // other is refused as a repeat (the order is the database's, not the test's).
    const [ownerKept, ownerRefused] = firsts[owner]!.status === 200 ? [firsts[owner]!, twice!] : [twice!, firsts[owner]!];
    expect(ownerKept.status).toBe(200);
    expect(ownerRefused.status).toBe(409);
    expect(ownerRefused.body.error.code).toBe("ALREADY_ANSWERED");
    const ownerRight = ownerKept === firsts[owner];
    firsts.forEach((r, i) => i !== owner && expect(r.status, `member ${i}`).toBe(still(i) ? 200 : 409));
    seconds.forEach((r, i) => expect(r.status, `member ${i}`).toBe(still(i) ? 200 : 409));
    expect(firsts[ended]!.body.error.code).toBe("ATTEMPT_ENDED");
    expect(intrusion!.status).toBe(404);
    expect(strayed!.status).toBe(400);
    expect(strayed!.body.error.code).toBe("QUESTION_NOT_IN_QUIZ");
    // Each count is the attempt's own: its first answer made one, its second two, in either order.
    for (const [i] of members.entries()) {
      if (!still(i)) continue;
      expect([(i === owner ? ownerKept : firsts[i]!).body.answeredCount, seconds[i]!.body.answeredCount].sort()).toEqual([1, 2]);
    }

    const stored = await t.database.db.select().from(attemptAnswer).where(inArray(attemptAnswer.attemptId, ids));
    expect(stored).toHaveLength(2 * 15);
    for (const [i, id] of ids.entries()) {
      const mine = stored.filter((a) => a.attemptId === id);
      if (!still(i)) expect(mine).toEqual([]);
      else
        expect(mine.map((a) => [a.questionId, a.isCorrect]).sort()).toEqual(
          [
            [q0.id, i !== owner || ownerRight],
            [q1.id, false],
          ].sort(),
        );
    }
  });

  it("an answer the database refuses fails alone: the answers that travelled with it are stored", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 2 });
    const members = await Promise.all(Array.from({ length: 12 }, () => member({ plan: "pro" })));
    const ids = await Promise.all(members.map(async (m) => (await start(m.client, quiz)).body.attempt.id as number));
    const doomed = ids[7]!;
    // A fault inside the database for one answer alone (as a full disk or a broken page would be).
    await t.database.db.execute(
      sql.raw(`create function refuse_doomed_answer() returns trigger language plpgsql as $$
        begin if new.attempt_id = ${doomed} then raise exception 'refused for the test'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_doomed_answer before insert on attempt_answer for each row execute function refuse_doomed_answer()`),
    );
    try {
      const q = quiz.questions[0]!;
      const responses = await Promise.all(members.map((m, i) => answer(m.client, ids[i]!, q.id, q.correctIndex)));
      responses.forEach((r, i) => expect(r.status, `member ${i}`).toBe(ids[i] === doomed ? 500 : 200));
      const stored = await t.database.db.select().from(attemptAnswer).where(inArray(attemptAnswer.attemptId, ids));
      expect(stored.map((a) => a.attemptId).sort()).toEqual(ids.filter((id) => id !== doomed).sort());
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger refuse_doomed_answer on attempt_answer`));
      await t.database.db.execute(sql.raw(`drop function refuse_doomed_answer()`));
    }
  });

  it("is rate-limited per member", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 1 });
    const { client } = await member();
    const id = (await start(client, quiz)).body.attempt.id;
    const statuses: number[] = [];
    // The same answer again and again (a repeat is answered as the first) until the limit.
    for (let i = 0; i < ANSWERS_PER_MEMBER_PER_MINUTE + 5; i += 1) statuses.push((await answer(client, id, quiz.questions[0]!.id, 0)).status);
    expect(statuses.slice(0, ANSWERS_PER_MEMBER_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(ANSWERS_PER_MEMBER_PER_MINUTE).every((s) => s === 429)).toBe(true);
  });
});

describe("finishing, abandoning and expiry", () => {
  it("stores the domain formula's score with the server's seconds remaining; finishing twice returns the same result", async () => {
    const quiz = await createQuiz(t.database.db);
    const { client } = await member();
    at("2026-11-06T08:00:00Z");
    const id = (await start(client, quiz)).body.attempt.id;
    for (const [i, q] of quiz.questions.slice(0, 15).entries()) {
      await answer(client, id, q.id, i < 10 ? q.correctIndex : (q.correctIndex + 1) % 4);
    }
    at("2026-11-06T08:02:05.300Z"); // 474.7 s left: 474 whole seconds
    const finished = await client.post(`/api/attempts/${id}/finish`, {});
    expect(finished.status).toBe(200);
    const expected = scoreAttempt({ correct: 10, wrong: 5, secondsRemaining: 474 });
    expect(expected.total).toBe(34); // (40 − 5) × (0.8 + 0.2 × 474 / 600) = 33.53
    expect(finished.body).toEqual({
      attemptId: id,
      status: "finished",
      score: expected.total,
      correct: 10,
      wrong: 5,
      secondsUsed: 126,
      questions: 25,
      answered: 15,
      scoresAt: null,
    });
    const [row] = await t.database.db.select().from(attempt).where(eq(attempt.id, id));
    expect(row).toMatchObject({ score: expected.total, correctCount: 10, wrongCount: 5, secondsUsed: 126, status: "finished" });

    at("2026-11-06T08:05:00Z");
    const again = await client.post(`/api/attempts/${id}/finish`, {});
    expect(again.body).toEqual(finished.body);
    const late = await answer(client, id, quiz.questions[20]!.id, 0);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("ATTEMPT_ENDED");
  });

  it("leaving through the app ends the attempt with score 0", async () => {
    const quiz = await createQuiz(t.database.db);
    const { client } = await member({ plan: "pro" });
    const id = (await start(client, quiz)).body.attempt.id;
    await answer(client, id, quiz.questions[0]!.id, quiz.questions[0]!.correctIndex);
    const left = await client.post(`/api/attempts/${id}/abandon`, {});
    expect(left.body).toMatchObject({ status: "abandoned", score: 0, correct: 1 });
    const again = await start(client, quiz);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ALREADY_ATTEMPTED");
  });

  it("an attempt left past its deadline is finished with the answers it holds, lazily on read and by the sweep", async () => {
    const quiz = await createQuiz(t.database.db);
    const a = await member();
    const b = await member();
    at("2026-11-07T10:00:00Z");
    const lazyId = (await start(a.client, quiz)).body.attempt.id;
    const sweptId = (await start(b.client, quiz)).body.attempt.id;
    for (const q of quiz.questions.slice(0, 3)) {
      await answer(a.client, lazyId, q.id, q.correctIndex);
      await answer(b.client, sweptId, q.id, q.correctIndex);
    }
    await answer(b.client, sweptId, quiz.questions[3]!.id, (quiz.questions[3]!.correctIndex + 1) % 4);

    at("2026-11-07T10:30:00Z");
    const read = await a.client.get(`/api/attempts/${lazyId}`);
    expect(read.body.attempt).toMatchObject({ status: "expired", secondsLeft: 0 });
    expect((await a.client.get(`/api/results/${lazyId}`)).body.result.score).toMatchObject({
      correct: 3,
      wrong: 0,
      answerPoints: 12,
      secondsRemaining: 0,
      speedFactor: 0.8,
      total: 10,
    });

    expect(await expireOverdueAttempts(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    const [swept] = await t.database.db.select().from(attempt).where(eq(attempt.id, sweptId));
    expect(swept).toMatchObject({ status: "expired", score: 9, correctCount: 3, wrongCount: 1, secondsUsed: 600 });
    expect(swept!.finishedAt!.toISOString()).toBe("2026-11-07T10:10:00.000Z");
  });

  it("reopening a quiz after its deadline finishes the old attempt instead of resuming it", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 2 });
    const { client } = await member({ plan: "pro" });
    at("2026-11-08T10:00:00Z");
    const id = (await start(client, quiz)).body.attempt.id;
    await answer(client, id, quiz.questions[0]!.id, quiz.questions[0]!.correctIndex);
    at("2026-11-08T10:20:00Z");
    const again = await start(client, quiz);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ALREADY_ATTEMPTED");
    const [row] = await t.database.db.select().from(attempt).where(eq(attempt.id, id));
    expect(row).toMatchObject({ status: "expired", score: 3 }); // 4 answer points × 0.8 with no time left
  });

  it("another member's attempt is a 404 everywhere", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 2 });
    const owner = await member();
    const other = await member();
    const id = (await start(owner.client, quiz)).body.attempt.id;
    for (const res of [
      await other.client.get(`/api/attempts/${id}`),
      await answer(other.client, id, quiz.questions[0]!.id, 0),
      await other.client.post(`/api/attempts/${id}/finish`, {}),
      await other.client.post(`/api/attempts/${id}/abandon`, {}),
      await other.client.get(`/api/results/${id}`),
    ]) {
      expect(res.status).toBe(404);
    }
    const [row] = await t.database.db.select().from(attempt).where(eq(attempt.id, id));
    expect(row!.status).toBe("in_progress");
  });
});

describe("attempt limits", () => {
  it("a quiz once ever: a second start after finishing is 'Already Attempted'", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 1 });
    const { client } = await member({ plan: "pro" });
    const id = (await start(client, quiz)).body.attempt.id;
    await client.post(`/api/attempts/${id}/finish`, {});
    const again = await start(client, quiz);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: "ALREADY_ATTEMPTED",
      message: "You have already attempted this quiz. Only one attempt per quiz is allowed.",
    });
  });

  it("the weekly quiz once per Saturday event, by the site's clock, whatever the member's own week", async () => {
    const weekly = await createQuiz(t.database.db, { weekly: true, questionCount: 50 });
    await t.database.db
      .update(question)
      .set({ book: "ruth" })
      .where(
        inArray(
          question.id,
          weekly.questions.map((q) => q.id),
        ),
      );
    const m = await member({ plan: "pro" });
    await t.database.db.update(user).set({ timezone: "Asia/Tokyo" }).where(eq(user.id, m.id));
    at("2026-11-14T14:00:00Z"); // Saturday 09:00 in New York (the site's zone)
    const id = (await start(m.client, weekly)).body.attempt.id;
    await m.client.post(`/api/attempts/${id}/finish`, {});
    at("2026-11-14T20:00:00Z"); // the same event; already Sunday 05:00, a new week, in Tokyo
    const same = await start(m.client, weekly);
    expect(same.status).toBe(409);
    expect(same.body.error).toMatchObject({
      code: "WEEKLY_QUIZ_LIMIT",
      message: "You have already attempted this quiz this week. Only one attempt per quiz per week is allowed (Sunday to Sunday).",
    });
    at("2026-11-21T14:00:00Z"); // next Saturday: a new event with its own questions
    const next = await start(m.client, weekly);
    expect(next.status).toBe(201);
    const setOf = async (attemptId: number) =>
      new Set((await t.database.db.select().from(attemptQuestion).where(eq(attemptQuestion.attemptId, attemptId))).map((r) => r.questionId));
    const [firstSet, nextSet] = [await setOf(id), await setOf(next.body.attempt.id)];
    expect(nextSet.size).toBe(25);
    expect([...nextSet].some((q) => firstSet.has(q))).toBe(false);
  });

  it("the free plan: one attempt a week in total; Pro is unlimited", async () => {
    const [q1, q2] = [await createQuiz(t.database.db, { questionCount: 1 }), await createQuiz(t.database.db, { questionCount: 1 })];
    const free = await member();
    at("2026-11-10T12:00:00Z"); // Tuesday
    const id = (await start(free.client, q1)).body.attempt.id;
    const list = await free.client.get("/api/quizzes");
    expect(list.body.quizzes.find((q: { id: number }) => q.id === q1.id)).toMatchObject({ myStatus: "in_progress", myAttemptId: id });
    expect(list.body.quizzes.find((q: { id: number }) => q.id === q2.id).myStatus).toBe("free_weekly_limit");
    await free.client.post(`/api/attempts/${id}/finish`, {});
    const second = await start(free.client, q2);
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: "FREE_WEEKLY_LIMIT",
      message: "Free members can take one quiz per week (Sunday to Sunday). Upgrade to Pro for unlimited quizzes.",
    });
    at("2026-11-15T00:00:01Z"); // the next Sunday (UTC)
    expect((await start(free.client, q2)).status).toBe(201);

    const pro = await member({ plan: "pro" });
    at("2026-11-10T12:00:00Z");
    expect((await start(pro.client, q1)).status).toBe(201);
    expect((await start(pro.client, q2)).status).toBe(201);
  });
});

describe("each attempt's own questions and order", () => {
  it("draws 25 of a larger pool, different for each attempt, and keeps the draw on resume", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 40 });
    const sets: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { client } = await member({ plan: "pro" });
      const first = await start(client, quiz);
      expect(first.body.attempt.questions).toHaveLength(25);
      const ids = (await askedQuestions(t.database.db, first.body.attempt.id)).map((q) => q.questionId);
      expect(ids).toHaveLength(25);
      expect(new Set(ids).size).toBe(25);
      for (const id of ids) expect(quiz.questions.map((q) => q.id)).toContain(id);
      expect((await start(client, quiz)).body.attempt.questions).toEqual(first.body.attempt.questions);
      sets.push([...ids].sort().join(","));
    }
    expect(new Set(sets).size).toBe(3);
  });

  it("a member's answer review replayed on another member's attempt is no answer key", async () => {
    const quiz = await createQuiz(t.database.db);
    const owner = await member({ plan: "pro" });
    const ownerView = (await start(owner.client, quiz)).body.attempt;
    for (const q of quiz.questions) await answer(owner.client, ownerView.id, q.id, q.correctIndex);
    expect((await owner.client.post(`/api/attempts/${ownerView.id}/finish`, {})).body.correct).toBe(25);
    const review: Array<Record<string, unknown> & { position: number; correctIndex: number }> = (await owner.client.get(`/api/results/${ownerView.id}`)).body
      .result.review;
    // The review names questions by their places in the owner's attempt, never by the bank's ids.
    for (const r of review) expect(Object.keys(r)).not.toContain("questionId");

    // Replaying the key by place (question and option) on a fresh attempt of another member.
    const byPosition = await member({ plan: "pro" });
    const posView = (await start(byPosition.client, quiz)).body.attempt;
    for (const r of review) await byPosition.client.post(`/api/attempts/${posView.id}/answers`, { position: r.position, chosenIndex: r.correctIndex });
    const byPositionScore = (await byPosition.client.post(`/api/attempts/${posView.id}/finish`, {})).body;
    // Each replayed answer is right by chance (1 in 4): 16 or more of 25 happens about once in 100,000 runs.
    expect(byPositionScore.correct).toBeLessThan(16);
  });

  it("an answer is scored by the option shown in the place the member chose", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 4 });
    const { client } = await member({ plan: "pro" });
    const view = (await start(client, quiz)).body.attempt;
    for (const shown of view.questions as Array<{ position: number; text: string; options: string[] }>) {
      const n = Number(/^Test question (\d+) of /.exec(shown.text)![1]) - 1;
      const place = shown.options.indexOf(`Option ${"ABCD"[quiz.questions[n]!.correctIndex]} ${n}`);
      expect((await client.post(`/api/attempts/${view.id}/answers`, { position: shown.position, chosenIndex: place })).status).toBe(200);
    }
    const stored = await t.database.db.select().from(attemptAnswer).where(eq(attemptAnswer.attemptId, view.id));
    expect(stored.map((a) => a.isCorrect)).toEqual([true, true, true, true]);
    expect(stored.map((a) => a.chosenIndex).sort()).toEqual(quiz.questions.map((q) => q.correctIndex).sort());
  });
});

describe("the overdue sweep", () => {
  it("ends every overdue attempt in one pass, scoring each from its answers and folding the best into the boards", async () => {
    const quizzes = [await createQuiz(t.database.db, { questionCount: 10 }), await createQuiz(t.database.db, { questionCount: 10 })];
    const [a, b, c] = [await createUser(t.database.db), await createUser(t.database.db), await createUser(t.database.db)];
    const deadline = new Date("2026-11-09T09:00:00Z");
    const overdueAttempt = async (userId: string, quiz: TestQuiz, correct: number, wrong: number, deadlineAt = deadline) => {
      const [row] = await t.database.db
        .insert(attempt)
        .values({
          userId,
          quizId: quiz.id,
          periodKey: `sweep-${quiz.id}`,
          weekStart: "2026-11-08",
          status: "in_progress",
          startedAt: new Date(deadlineAt.getTime() - 600_000),
          deadlineAt,
        })
        .returning();
      await t.database.db
        .insert(attemptQuestion)
        .values(quiz.questions.map((q, position) => ({ attemptId: row!.id, position, questionId: q.id, optionOrder: [0, 1, 2, 3] })));
      // Answered at a person's pace, 20 s apart (answers given faster than a person reads are held for review).
      for (const [i, q] of quiz.questions.slice(0, correct + wrong).entries()) {
        const chosen = i < correct ? q.correctIndex : (q.correctIndex + 1) % 4;
        const answeredAt = new Date(deadlineAt.getTime() - 600_000 + (i + 1) * 20_000);
        await t.database.db.insert(attemptAnswer).values({ attemptId: row!.id, questionId: q.id, chosenIndex: chosen, isCorrect: i < correct, answeredAt });
      }
      return row!.id;
    };
    const ids = {
      aLow: await overdueAttempt(a, quizzes[0]!, 5, 0),
      aHigh: await overdueAttempt(a, quizzes[1]!, 10, 0),
      b: await overdueAttempt(b, quizzes[0]!, 0, 0),
      c: await overdueAttempt(c, quizzes[0]!, 3, 2),
      running: await overdueAttempt(c, quizzes[1]!, 1, 0, new Date("2026-11-09T12:00:00Z")),
    };

    at("2026-11-09T10:00:00Z");
    expect(await expireOverdueAttempts(t.database.db, new Date(), { limit: 1000 })).toBeGreaterThanOrEqual(4);
    const rows = new Map(
      (
        await t.database.db
          .select()
          .from(attempt)
          .where(inArray(attempt.id, Object.values(ids)))
      ).map((r) => [r.id, r]),
    );
    // No time left at the deadline: the answer points times 0.8.
    expect(rows.get(ids.aLow)).toMatchObject({ status: "expired", score: 16, correctCount: 5, secondsUsed: 600 });
    expect(rows.get(ids.aHigh)).toMatchObject({ status: "expired", score: 32, correctCount: 10 });
    expect(rows.get(ids.b)).toMatchObject({ status: "expired", score: 0 });
    expect(rows.get(ids.c)).toMatchObject({ status: "expired", score: 8, correctCount: 3, wrongCount: 2 });
    expect(rows.get(ids.running)).toMatchObject({ status: "in_progress" });

    const all = await t.database.db
      .select()
      .from(leaderboardEntry)
      .where(and(eq(leaderboardEntry.board, "all"), inArray(leaderboardEntry.userId, [a, b, c])));
    const entryOf = (userId: string) => all.find((e) => e.userId === userId);
    expect(entryOf(a)).toMatchObject({ score: 32, attempts: 2, secondsUsed: 600 });
    expect(entryOf(b)).toMatchObject({ score: 0, attempts: 1 });
    expect(entryOf(c)).toMatchObject({ score: 8, attempts: 1 });
    expect(await expireOverdueAttempts(t.database.db, new Date(), { limit: 1000 })).toBe(0);
  });
});

describe("the database's own rule for answers", () => {
  it("refuses an answer to a question the attempt did not ask, and an attempt's answers go with its questions", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 3 });
    const other = await createQuiz(t.database.db, { questionCount: 1 });
    const userId = await createUser(t.database.db);
    const now = new Date();
    const [row] = await t.database.db
      .insert(attempt)
      .values({
        userId,
        quizId: quiz.id,
        periodKey: `fk-${quiz.id}`,
        weekStart: "2026-11-08",
        status: "in_progress",
        startedAt: now,
        deadlineAt: new Date(now.getTime() + 600_000),
      })
      .returning();
    await t.database.db
      .insert(attemptQuestion)
      .values(quiz.questions.map((q, position) => ({ attemptId: row!.id, position, questionId: q.id, optionOrder: [0, 1, 2, 3] })));
    const answer = (questionId: number) => t.database.db.insert(attemptAnswer).values({ attemptId: row!.id, questionId, chosenIndex: 0, isCorrect: false });

    const refused = await answer(other.questions[0]!.id).then(
      () => null,
      (error: unknown) => error,
    );
    expect(String((refused as { cause?: unknown } | null)?.cause ?? refused)).toMatch(/attempt_answer_asked_fk/);
    await answer(quiz.questions[0]!.id);
    await t.database.db.delete(attemptQuestion).where(eq(attemptQuestion.attemptId, row!.id));
    expect(await t.database.db.select().from(attemptAnswer).where(eq(attemptAnswer.attemptId, row!.id))).toEqual([]);
  });
});
