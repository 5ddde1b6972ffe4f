import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { scoreAttempt, type ContentQuestion } from "@berean/domain";
import { quiz as quizTable, user } from "../../db/schema.ts";
import { seedContent } from "../../db/seed.ts";
import { verseText } from "../../lib/scripture.ts";
import { sweepSeasonalQuizzes } from "../admin-quizzes/service.ts";
import { answerFor, askedQuestions, atReadingPace, createQuiz, type TestQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { clockAt as at } from "../../test/clock.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function member(plan: "free" | "pro" = "pro") {
  const m = await t.signedInMember();
  await t.database.db.update(user).set({ plan, timezone: "UTC" }).where(eq(user.id, m.id));
  return m;
}

/** Takes a quiz: `correct` right answers, then `wrong` wrong ones, evenly spaced, finishing `seconds` after the start. */
async function takeQuiz(client: TestClient, quiz: TestQuiz, o: { correct: number; wrong: number; startAt: string; seconds: number }) {
  at(o.startAt);
  const view = (await client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt;
  const id = view.id as number;
  const given = quiz.questions.slice(0, o.correct + o.wrong);
  for (const [i, q] of given.entries()) {
    at(new Date(new Date(o.startAt).getTime() + ((i + 1) * o.seconds * 1000) / (given.length + 1)).toISOString());
    const stored = i < o.correct ? q.correctIndex : (q.correctIndex + 1) % 4;
    await client.post(`/api/attempts/${id}/answers`, await answerFor(t.database.db, id, q.id, stored));
  }
  at(new Date(new Date(o.startAt).getTime() + o.seconds * 1000).toISOString());
  const finished = await client.post(`/api/attempts/${id}/finish`, {});
  vi.useRealTimers();
  return { id, outcome: finished.body };
}

describe("results", () => {
  it("shows the stored score's parts and the full review only once the attempt has ended", async () => {
    const quiz = await createQuiz(t.database.db);
    const { client } = await member();
    at("2026-11-02T10:00:00Z");
    const view = (await client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt;
    const id = view.id;
    const early = await client.get(`/api/results/${id}`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("ATTEMPT_IN_PROGRESS");
    expect(JSON.stringify(early.body)).not.toMatch(/correctIndex|explanation/);

    await atReadingPace(7, async (pause) => {
      for (const [i, q] of quiz.questions.slice(0, 7).entries()) {
        pause();
        const stored = i < 5 ? q.correctIndex : (q.correctIndex + 1) % 4;
        await client.post(`/api/attempts/${id}/answers`, await answerFor(t.database.db, id, q.id, stored));
      }
    });
    at("2026-11-02T10:05:00Z");
    const finished = await client.post(`/api/attempts/${id}/finish`, {});
    const expected = scoreAttempt({ correct: 5, wrong: 2, secondsRemaining: 300 });

    const res = await client.get(`/api/results/${id}`);
    expect(res.status).toBe(200);
    const { result } = res.body;
    expect(result).toMatchObject({
      attemptId: id,
      quizId: quiz.id,
      quizTitle: quiz.title,
      status: "finished",
      secondsUsed: 300,
      questionCount: 25,
      regraded: null,
      voidReason: null,
      reviewOpensAt: null,
      underReview: false,
    });
    expect(result.score).toEqual({ correct: 5, wrong: 2, unanswered: 18, answerPoints: 18, secondsRemaining: 300, speedFactor: 0.9, total: 16 });
    expect(expected.total).toBe(16);
    expect(result.score.total).toBe(finished.body.score);
    expect(result.review).toHaveLength(25);
    // The review shows the questions and options in the order this attempt showed them, named by
    // their places in it and never by the bank's ids (a copied review is no index to replay).
    expect(result.review.map((r: { position: number; text: string; options: string[] }) => [r.position, r.text, r.options])).toEqual(
      view.questions.map((q: { position: number; text: string; options: string[] }) => [q.position, q.text, q.options]),
    );
    const asked = await askedQuestions(t.database.db, id);
    const reviewOf = (n: number) =>
      result.review.find((r: { position: number }) => r.position === asked.find((a) => a.questionId === quiz.questions[n]!.id)!.position);
    const keyAt = await answerFor(t.database.db, id, quiz.questions[0]!.id, quiz.questions[0]!.correctIndex);
    expect(reviewOf(0)).toEqual({
      position: keyAt.position,
      text: expect.any(String),
      options: expect.any(Array),
      chosenIndex: keyAt.chosenIndex,
      correctIndex: keyAt.chosenIndex,
      isCorrect: true,
      explanation: expect.stringContaining("The answer"),
      reference: "Genesis 1:1",
      references: ["Genesis 1:1"],
      verseTexts: ["In the beginning God created the heaven and the earth."],
      challenge: null,
    });
    // The key marked is the right option, wherever it was shown.
    for (const [n, q] of quiz.questions.entries()) {
      const r = reviewOf(n);
      expect(r.options[r.correctIndex]).toBe(`Option ${"ABCD"[q.correctIndex]} ${n}`);
    }
    expect(reviewOf(6)).toMatchObject({
      isCorrect: false,
      chosenIndex: (await answerFor(t.database.db, id, quiz.questions[6]!.id, (quiz.questions[6]!.correctIndex + 1) % 4)).chosenIndex,
    });
    expect(reviewOf(24)).toMatchObject({ chosenIndex: null, isCorrect: false });

    const latest = await client.get("/api/results/latest");
    expect(latest.body.result.attemptId).toBe(id);
  });

  it("another member gets 404 for the result; a member with none gets 404 for latest", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 1 });
    const owner = await member();
    const { id } = await takeQuiz(owner.client, quiz, { correct: 1, wrong: 0, startAt: "2026-11-03T10:00:00Z", seconds: 30 });
    const other = await member();
    expect((await other.client.get(`/api/results/${id}`)).status).toBe(404);
    expect((await other.client.get("/api/results/latest")).status).toBe(404);
    expect((await t.client().get(`/api/results/${id}`)).status).toBe(401);
  });
});

describe("history, dashboard and My Quizzes", () => {
  it("lists the member's attempts newest first, filters by quiz, and sums them up", async () => {
    const [genesis, exodus] = [await createQuiz(t.database.db, { title: "Genesis Test" }), await createQuiz(t.database.db, { title: "Exodus Test" })];
    const m = await member("pro");
    const a = await takeQuiz(m.client, genesis, { correct: 10, wrong: 2, startAt: "2026-11-02T09:00:00Z", seconds: 300 });
    const b = await takeQuiz(m.client, exodus, { correct: 20, wrong: 0, startAt: "2026-11-03T09:00:00Z", seconds: 120 });

    const history = await m.client.get("/api/history");
    expect(history.body.attempts.map((x: { attemptId: number }) => x.attemptId)).toEqual([b.id, a.id]);
    expect(history.body.attempts[0]).toEqual({
      attemptId: b.id,
      quizId: exodus.id,
      quizTitle: "Exodus Test",
      mode: "quiz",
      status: "finished",
      score: b.outcome.score,
      correct: 20,
      wrong: 0,
      secondsUsed: 120,
      attemptedAt: "2026-11-03T09:00:00.000Z",
      scoresAt: null,
      underReview: false,
    });
    const filtered = await m.client.get(`/api/history?quizId=${genesis.id}`);
    expect(filtered.body.attempts.map((x: { attemptId: number }) => x.attemptId)).toEqual([a.id]);
    expect((await m.client.get("/api/history?limit=0")).status).toBe(400);
    expect((await m.client.get("/api/history?userId=someone")).status).toBe(400);

    const dashboard = await m.client.get("/api/dashboard");
    expect(dashboard.body.stats).toEqual({
      attempts: 2,
      averageScore: Math.round((a.outcome.score + b.outcome.score) / 2),
      bestScore: Math.max(a.outcome.score, b.outcome.score),
      totalSeconds: 420,
    });
    expect(dashboard.body.recent).toHaveLength(2);
    expect(dashboard.body.quizzesTaken).toEqual([
      { quizId: exodus.id, quizTitle: "Exodus Test" },
      { quizId: genesis.id, quizTitle: "Genesis Test" },
    ]);
    const oneQuiz = await m.client.get(`/api/dashboard?quizId=${genesis.id}`);
    expect(oneQuiz.body.stats).toMatchObject({ attempts: 1, bestScore: a.outcome.score, totalSeconds: 300 });

    const mine = await m.client.get("/api/my-quizzes");
    expect(mine.body.summary).toEqual({ quizzesTaken: 2, totalAttempts: 2, highestScore: b.outcome.score, totalSeconds: 420 });
    expect(mine.body.quizzes.find((q: { quizId: number }) => q.quizId === genesis.id)).toMatchObject({
      attempts: 1,
      bestScore: a.outcome.score,
      averageScore: a.outcome.score,
      totalSeconds: 300,
    });
  });

  it("a free member with this week's attempt has reached the weekly limit", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 1 });
    const m = await member("free");
    vi.useRealTimers();
    const before = await m.client.get("/api/my-quizzes");
    expect(before.body.weekly).toMatchObject({ plan: "free", attemptsThisWeek: 0, limitReached: false });
    expect(before.body.quizzes).toEqual([]);
    const id = (await m.client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt.id;
    await m.client.post(`/api/attempts/${id}/finish`, {});
    const after = await m.client.get("/api/dashboard");
    expect(after.body.weekly).toMatchObject({ plan: "free", attemptsThisWeek: 1, limitReached: true });
  });

  it("member routes need a session", async () => {
    const visitor = t.client();
    for (const path of ["/api/history", "/api/dashboard", "/api/my-quizzes", "/api/results/latest", "/api/streak"]) {
      expect((await visitor.get(path)).status, path).toBe(401);
    }
  });
});

describe("quiz list", () => {
  it("lists active quizzes with counts and estimated time; visitors get no status", async () => {
    const quiz = await createQuiz(t.database.db, { title: "Listed Quiz" });
    const draft = await createQuiz(t.database.db, { title: "Draft Quiz", status: "draft", questionCount: 1 });
    const res = await t.client().get("/api/quizzes");
    expect(res.status).toBe(200);
    const card = res.body.quizzes.find((q: { id: number }) => q.id === quiz.id);
    expect(card).toEqual({
      id: quiz.id,
      title: "Listed Quiz",
      description: expect.any(String),
      questionCount: 25,
      estimatedMinutes: 10,
      difficulty: "medium",
      isWeekly: false,
      featured: false,
      book: null,
      category: null,
      myStatus: null,
      myAttemptId: null,
      myResultId: null,
      opensToAllAt: null,
      event: null,
    });
    expect(res.body.quizzes.some((q: { id: number }) => q.id === draft.id)).toBe(false);
  });

  it("tells a member which quizzes they already attempted", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 1 });
    const other = await createQuiz(t.database.db, { questionCount: 1 });
    const m = await member("pro");
    await takeQuiz(m.client, quiz, { correct: 1, wrong: 0, startAt: "2026-11-04T10:00:00Z", seconds: 10 });
    const list = (await m.client.get("/api/quizzes")).body.quizzes;
    expect(list.find((q: { id: number }) => q.id === quiz.id).myStatus).toBe("already_attempted");
    expect(list.find((q: { id: number }) => q.id === other.id).myStatus).toBe("available");
  });

  it("names the taken quiz's result, and the result says where the member stands on this week's board", async () => {
    const quiz = await createQuiz(t.database.db);
    const second = await createQuiz(t.database.db);
    const m = await member("pro");
    const good = await takeQuiz(m.client, quiz, { correct: 20, wrong: 0, startAt: "2026-12-09T10:00:00Z", seconds: 120 });
    const zero = await takeQuiz(m.client, second, { correct: 5, wrong: 20, startAt: "2026-12-09T11:00:00Z", seconds: 300 });
    at("2026-12-09T12:00:00Z");
    const list = (await m.client.get("/api/quizzes")).body.quizzes;
    expect(list.find((q: { id: number }) => q.id === quiz.id)).toMatchObject({ myStatus: "already_attempted", myResultId: good.id });
    const week = (await m.client.get("/api/leaderboard?window=week")).body;
    const best = (await m.client.get(`/api/results/${good.id}`)).body.result;
    expect(best.placement).toEqual({ weekRank: week.me.rank, weekPlayers: week.counters.activePlayers, weekBest: best.score.total });
    // The 0 is not what is ranked: the week's best is.
    const nothing = (await m.client.get(`/api/results/${zero.id}`)).body.result;
    expect(nothing.score.total).toBe(0);
    expect(nothing.placement).toEqual(best.placement);
    // A result left before finishing is on no board.
    const third = await createQuiz(t.database.db);
    const left = (await m.client.post(`/api/quizzes/${third.id}/attempts`, {})).body.attempt.id;
    await m.client.post(`/api/attempts/${left}/abandon`, {});
    expect((await m.client.get(`/api/results/${left}`)).body.result.placement).toBeNull();
  });
});

describe("seasonal quizzes and questions citing several passages", () => {
  const tag = randomBytes(3).toString("hex");
  const question = (id: string, book: string, reference: string, references?: string[]): ContentQuestion => ({
    id,
    book,
    reference,
    topics: ["prophecies"],
    difficulty: "medium",
    question: `Seasonal question ${id}?`,
    options: [`Key ${id}`, `Other ${id}`, `Third ${id}`, `Fourth ${id}`],
    answer: 0,
    explanation: `Explained (${reference}).`,
    ...(references ? { references } : {}),
  });
  // A pool of 25 for the Advent quiz, one of them a cross-reference; and a question of Jude in no pool, for practice.
  const cross = question(`advent-${tag}-bethlehem`, "matthew", "Matthew 2:6", ["Matthew 2:6", "Micah 5:2"]);
  const pool = [cross, ...Array.from({ length: 24 }, (_, i) => question(`advent-${tag}-${i}`, "isaiah", `Isaiah 9:${(i % 7) + 1}`))];
  const practised = question(`jude-${tag}-cross`, "jude", "Jude 1:14", ["Jude 1:14", "Genesis 5:24"]);
  const advent = {
    id: `season-advent-${tag}`,
    title: `Advent & Christmas Quiz ${tag}`,
    description: "The coming of Christ.",
    difficulty: "medium" as const,
    featured: false,
    weekly: false,
    category: null,
    book: null,
    season: "advent" as const,
    questions: pool.map((q) => q.id),
  };
  // A featured quiz with a pool of its own, which leads the list out of season and follows the season's quiz in it.
  const featuredPool = Array.from({ length: 25 }, (_, i) => question(`acts-${tag}-${i}`, "acts", `Acts 2:${(i % 9) + 1}`));
  const featured = { ...advent, id: `book-acts-${tag}`, title: `Acts Quiz ${tag}`, featured: true, season: null, questions: featuredPool.map((q) => q.id) };
  let quizId = 0;

  beforeAll(async () => {
    // Seeded in Advent 2026 (29 November 2026 to 6 January 2027): it starts out active.
    await seedContent(
      t.database.db,
      { questions: [...pool, ...featuredPool, practised], quizzes: [advent, featured], samplePack: [] },
      new Date("2026-12-01T10:00:00Z"),
    );
    const [row] = await t.database.db.select().from(quizTable).where(eq(quizTable.contentKey, advent.id));
    expect(row).toMatchObject({ season: "advent", status: "active" });
    quizId = row!.id;
  });

  it("a seasonal quiz is listed and playable in its season; after it, refused before the sweep archives it, and back the next Advent", async () => {
    at("2026-12-01T10:00:00Z");
    const inSeason = await member("pro");
    const listed = (await inSeason.client.get("/api/quizzes")).body.quizzes;
    // The season's quiz leads the list while its season lasts.
    expect(listed[0]).toMatchObject({ id: quizId, title: advent.title, season: { name: "advent", lastDay: "2027-01-06" }, myStatus: "available" });
    const started = await inSeason.client.post(`/api/quizzes/${quizId}/attempts`, {});
    expect(started.status).toBe(201);

    // 7 January: the season is over. The row still says 'active' until the sweep runs; the reads already know.
    at("2027-01-07T09:00:00Z");
    const late = await member("pro");
    expect((await late.client.get("/api/quizzes")).body.quizzes.some((q: { id: number }) => q.id === quizId)).toBe(false);
    const refused = await late.client.post(`/api/quizzes/${quizId}/attempts`, {});
    expect(refused.status).toBe(404);
    expect(await sweepSeasonalQuizzes(t.database.db, new Date())).toEqual([{ id: quizId, status: "archived" }]);
    expect(await sweepSeasonalQuizzes(t.database.db, new Date())).toEqual([]);
    expect((await late.client.post(`/api/quizzes/${quizId}/attempts`, {})).status).toBe(404);

    // The next Advent Sunday (28 November 2027) publishes it again; a quiz an admin keeps as a draft stays one.
    at("2027-11-28T00:00:00Z");
    expect(await sweepSeasonalQuizzes(t.database.db, new Date())).toEqual([{ id: quizId, status: "active" }]);
    const next = await member("pro");
    expect((await next.client.get("/api/quizzes")).body.quizzes.some((q: { id: number }) => q.id === quizId)).toBe(true);
    await t.database.db.update(quizTable).set({ status: "draft" }).where(eq(quizTable.id, quizId));
    at("2028-01-07T00:00:00Z");
    expect(await sweepSeasonalQuizzes(t.database.db, new Date())).toEqual([]);
    const [kept] = await t.database.db.select({ status: quizTable.status }).from(quizTable).where(eq(quizTable.id, quizId));
    expect(kept!.status).toBe("draft");
    await t.database.db.update(quizTable).set({ status: "active" }).where(eq(quizTable.id, quizId));
  });

  it("a question citing two passages shows both, each with its KJV text, in the answer review and in practice", async () => {
    at("2026-12-02T10:00:00Z");
    const m = await member("pro");
    const started = await m.client.post(`/api/quizzes/${quizId}/attempts`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await m.client.post(`/api/attempts/${started.body.attempt.id}/finish`, {})).status).toBe(200);
    const { result } = (await m.client.get(`/api/results/${started.body.attempt.id}`)).body;
    const item = result.review.find((r: { text: string }) => r.text === cross.question);
    const both = [verseText("Matthew 2:6"), verseText("Micah 5:2")];
    expect(both[0]).toContain("Bethlehem");
    expect(both[1]).toContain("Ephratah");
    expect(item).toMatchObject({ reference: "Matthew 2:6", references: ["Matthew 2:6", "Micah 5:2"], verseTexts: both });
    // A question citing one passage lists it alone.
    expect(result.review.find((r: { text: string }) => r.text === pool[1]!.question)).toMatchObject({
      references: [pool[1]!.reference],
      verseTexts: [verseText(pool[1]!.reference)],
    });

    const session = (await m.client.post("/api/practice", { books: ["jude"] })).body;
    expect(session.question.text).toBe(practised.question);
    const answered = await m.client.post(`/api/practice/${session.id}/answers`, { position: 1, choice: 0 });
    expect(answered.status).toBe(200);
    expect(answered.body.question.result).toMatchObject({
      reference: "Jude 1:14",
      verseText: verseText("Jude 1:14"),
      references: ["Jude 1:14", "Genesis 5:24"],
      verseTexts: [verseText("Jude 1:14"), verseText("Genesis 5:24")],
    });
    expect(verseText("Genesis 5:24")).toContain("Enoch walked with God");
  });
});
