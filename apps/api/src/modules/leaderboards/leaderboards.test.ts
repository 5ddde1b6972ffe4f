import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { user } from "../../db/schema.ts";
import { answerFor, createQuiz, createUser } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { recordLeaderboardResult } from "./record-result.ts";
import { clockAt as at } from "../../test/clock.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());
beforeEach(async () => {
  for (const table of ["leaderboard_entry", "leaderboard_score", "leaderboard_day", "leaderboard_board"]) {
    await t.database.db.execute(sql.raw(`delete from ${table}`));
  }
});

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number, base = NOW) => new Date(base.getTime() - n * DAY);

async function result(userId: string, score: number, secondsUsed: number, finishedAt: Date, now = NOW) {
  await t.database.db.transaction((tx) => recordLeaderboardResult(tx, { userId, score, secondsUsed, finishedAt }, now));
}

const board = async (window: "week" | "month" | "all", client = t.client()) => {
  const res = await client.get(`/api/leaderboard?window=${window}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe("ranking", () => {
  it("ranks by best score, then fewer seconds, then the earlier finish; names never show an email", async () => {
    const a = await createUser(t.database.db, { fullName: "Aaron Levi" });
    const b = await createUser(t.database.db, { fullName: "Boaz Ruth" });
    const c = await createUser(t.database.db, { fullName: "", email: "caleb.jephunneh@example.com" });
    const d = await createUser(t.database.db, { fullName: "Deborah Judge" });
    const e = await createUser(t.database.db, { fullName: "   ", email: "" });
    await result(a, 90, 200, daysAgo(1));
    await result(b, 90, 150, daysAgo(1));
    await result(c, 90, 150, daysAgo(2)); // same score and time as Boaz, earlier finish
    await result(d, 100, 400, daysAgo(3));
    await result(e, 50, 100, daysAgo(1));
    await result(d, 60, 100, daysAgo(1)); // worse: Deborah keeps her 100, with 2 attempts

    at(NOW);
    const body = await board("all");
    expect(body.entries.map((x: { name: string; rank: number }) => [x.rank, x.name])).toEqual([
      [1, "Deborah Judge"],
      [2, "caleb.jephunneh"],
      [3, "Boaz Ruth"],
      [4, "Aaron Levi"],
      [5, "Anonymous User"],
    ]);
    expect(body.entries[0]).toEqual({
      rank: 1,
      name: "Deborah Judge",
      score: 100,
      secondsUsed: 400,
      attempts: 2,
      finishedAt: daysAgo(3).toISOString(),
      isViewer: false,
    });
    expect(body.me).toBeNull();
    expect(body.counters).toEqual({ activePlayers: 5, highestScore: 100, quizTakers: 5 });
    expect(JSON.stringify(body)).not.toContain("@");
  });

  it("shows the top 10 and the signed-in viewer's own rank below it, ties inside one score included", async () => {
    for (let i = 0; i < 12; i += 1) await result(await createUser(t.database.db, { fullName: `Player ${i}` }), 50 + i, 300, daysAgo(1));
    const tiedFaster = await createUser(t.database.db, { fullName: "Tied Faster" });
    await result(tiedFaster, 40, 100, daysAgo(1));
    const viewer = await t.signedInMember({ fullName: "Viewer Member" });
    await result(viewer.id, 40, 200, daysAgo(1));
    const slower = await createUser(t.database.db, { fullName: "Tied Slower" });
    await result(slower, 40, 250, daysAgo(1));

    at(NOW);
    const body = await board("all", viewer.client);
    expect(body.entries).toHaveLength(10);
    expect(body.entries[0]).toMatchObject({ name: "Player 11", score: 61 });
    expect(body.me).toMatchObject({ rank: 14, name: "Viewer Member", score: 40, secondsUsed: 200, isViewer: true });
    expect(body.entries.some((x: { isViewer: boolean }) => x.isViewer)).toBe(false);

    // In the top 10, the viewer's row is marked and 'me' is the same row.
    await result(viewer.id, 99, 10, daysAgo(0.5));
    const after = await board("all", viewer.client);
    expect(after.entries[0]).toMatchObject({ rank: 1, name: "Viewer Member", isViewer: true });
    expect(after.me).toEqual(after.entries[0]);
    expect(after.counters.activePlayers).toBe(15);
  });

  it("an empty board has no entries and zero counters", async () => {
    at(NOW);
    expect(await board("week")).toMatchObject({ entries: [], me: null, counters: { activePlayers: 0, highestScore: 0, quizTakers: 0 } });
    expect((await t.client().get("/api/leaderboard?window=year")).status).toBe(400);
  });
});

describe("windows", () => {
  it("'This week' is the last 7 days, 'This month' the last month, and results leave the window as days pass", async () => {
    const recent = await createUser(t.database.db, { fullName: "Recent Player" });
    const mid = await createUser(t.database.db, { fullName: "Mid Player" });
    const old = await createUser(t.database.db, { fullName: "Old Player" });
    const past = daysAgo(60);
    // The boards were created long ago, so every result below falls inside them when it happens.
    await result(old, 95, 100, daysAgo(40), past);
    await result(mid, 90, 100, daysAgo(20), past);
    await result(recent, 70, 100, daysAgo(5), past);
    await result(recent, 85, 100, daysAgo(1), past);
    await result(recent, 88, 100, daysAgo(6), past);

    at(NOW);
    const names = (body: { entries: Array<{ name: string }> }) => body.entries.map((x) => x.name);
    const week = await board("week");
    expect(week.since).toBe("2026-11-14");
    expect(names(week)).toEqual(["Recent Player"]);
    expect(week.entries[0]).toMatchObject({ score: 88, attempts: 3 });
    expect(names(await board("month"))).toEqual(["Mid Player", "Recent Player"]);
    expect(names(await board("all"))).toEqual(["Old Player", "Mid Player", "Recent Player"]);

    // Two days later the 88 (then 8 days old) and the 70 have left the week; the 85 remains.
    at(new Date(NOW.getTime() + 2 * DAY));
    const later = await board("week");
    expect(later.entries[0]).toMatchObject({ name: "Recent Player", score: 85, attempts: 1 });
    expect(later.counters).toMatchObject({ activePlayers: 1, highestScore: 85, quizTakers: 3 });

    // Three weeks later the month has lost the Mid Player.
    at(new Date(NOW.getTime() + 21 * DAY));
    expect(names(await board("month"))).toEqual(["Recent Player"]);
    expect(names(await board("week"))).toEqual([]);
  });
});

describe("from attempts", () => {
  it("a finished attempt reaches every board at once; an abandoned one reaches none", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 2 });
    const other = await createQuiz(t.database.db, { questionCount: 2 });
    const m = await t.signedInMember({ fullName: "Finisher" });
    await t.database.db.update(user).set({ plan: "pro" }).where(eq(user.id, m.id));
    const id = (await m.client.post(`/api/quizzes/${quiz.id}/attempts`, {})).body.attempt.id;
    await m.client.post(`/api/attempts/${id}/answers`, await answerFor(t.database.db, id, quiz.questions[0]!.id, quiz.questions[0]!.correctIndex));
    const finished = (await m.client.post(`/api/attempts/${id}/finish`, {})).body;
    const gone = (await m.client.post(`/api/quizzes/${other.id}/attempts`, {})).body.attempt.id;
    await m.client.post(`/api/attempts/${gone}/abandon`, {});

    for (const window of ["week", "month", "all"] as const) {
      const body = await board(window, m.client);
      expect(body.entries).toEqual([
        expect.objectContaining({ rank: 1, name: "Finisher", score: finished.score, secondsUsed: finished.secondsUsed, attempts: 1, isViewer: true }),
      ]);
    }
  });
});

describe("contracts", () => {
  it("the OpenAPI document describes the member journey's routes", async () => {
    const res = await t.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    for (const path of [
      "/api/quizzes",
      "/api/quizzes/{quizId}/attempts",
      "/api/attempts/{attemptId}/answers",
      "/api/results/latest",
      "/api/leaderboard",
      "/api/streak/read",
      "/api/my-quizzes",
    ]) {
      expect(Object.keys(res.body.paths), path).toContain(path);
    }
  });
});
