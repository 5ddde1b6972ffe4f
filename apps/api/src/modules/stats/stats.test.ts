import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt } from "../../db/schema.ts";
import { createQuiz, createUser } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("GET /api/stats", () => {
  it("counts members, questions and finished attempts, and averages their scores", async () => {
    const { db } = t.database;
    const quiz = await createQuiz(db);
    const members = [await createUser(db), await createUser(db), await createUser(db)];
    const now = new Date();
    const row = (userId: string, status: string, score: number) => ({
      userId,
      quizId: quiz.id,
      periodKey: "ever",
      weekStart: "2026-01-04",
      status,
      deadlineAt: now,
      finishedAt: status === "in_progress" ? null : now,
      score,
    });
    // The running attempt counts neither in attempts nor in the average.
    await db.insert(attempt).values([row(members[0]!, "finished", 40), row(members[1]!, "finished", 61), row(members[2]!, "in_progress", 0)]);

    const res = await t.client().get("/api/stats");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ members: 3, questions: 25, attempts: 2, averageScore: 51 });
    expect(res.headers.get("cache-control")).toContain("max-age=60");
  });
});
