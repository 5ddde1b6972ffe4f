import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt } from "../../db/schema.ts";
import { createQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { upgradeToPro } from "../../test/payments.ts";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedInMember({ role: "admin", fullName: "Ada Overseer" })).client;
});
afterAll(() => t.close());

describe("admin activity", () => {
  it("shows sign-ins, quiz starts and ends, payments and admin writes, newest first, filtered", async () => {
    const tag = `Quiz${Date.now().toString(36)}`;
    const member = await t.signedInMember({ fullName: "Lydia Thyatira" });
    const quiz = await createQuiz(t.database.db, { title: tag, questionCount: 1 });
    const now = Date.now();
    await t.database.db.insert(attempt).values({
      userId: member.id,
      quizId: quiz.id,
      periodKey: "ever",
      weekStart: "2026-11-22",
      status: "finished",
      startedAt: new Date(now - 120_000),
      deadlineAt: new Date(now + 480_000),
      finishedAt: new Date(now - 60_000),
      score: 640,
      correctCount: 1,
      secondsUsed: 60,
    });
    await upgradeToPro(member.client);
    await admin.patch(`/api/admin/users/${member.id}`, { fullName: "Lydia of Thyatira", role: "user" });

    const all = (await admin.get("/api/admin/activity?limit=50")).body;
    const kinds = new Set(all.activities.map((a: { kind: string }) => a.kind));
    expect([...kinds].sort()).toEqual(["admin", "payment", "quiz_finish", "quiz_start", "sign_in"]);
    const times = all.activities.map((a: { at: string }) => Date.parse(a.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const quizOnly = (await admin.get(`/api/admin/activity?search=${tag}&kind=quiz_finish`)).body;
    expect(quizOnly.activities).toEqual([
      expect.objectContaining({ action: "Quiz finished", userName: "Lydia of Thyatira", quiz: tag, score: 640, seconds: 60 }),
    ]);
    expect(quizOnly.counters).toMatchObject({ total: 1, activeUsers: 1, averageScore: 640, last24h: 1 });
    const payments = (await admin.get("/api/admin/activity?kind=payment&search=Lydia")).body.activities;
    expect(payments[0]).toMatchObject({ action: "Payment paid", detail: "Berean Pro, monthly: 3.99 USD" });
    expect((await admin.get("/api/admin/activity?kind=sign_in&search=Lydia")).body.activities[0].action).toBe("Signed in");
    expect((await admin.get("/api/admin/activity?kind=admin&search=user.update")).body.activities[0]).toMatchObject({
      userName: "Ada Overseer",
      detail: `user ${member.id}`,
    });
    expect((await admin.get("/api/admin/activity?range=hour&search=nothing-matches-this")).body).toEqual({
      counters: { total: 0, activeUsers: 0, averageScore: null, last24h: 0 },
      activities: [],
      page: 1,
      pageSize: 20,
    });
    expect((await admin.get("/api/admin/activity?limit=7")).status).toBe(400);
    expect((await member.client.get("/api/admin/activity")).status).toBe(403);
  });

  it("pages the feed by the show count and sorts it by date either way; the counters cover every page", async () => {
    const tag = `Pager${Date.now().toString(36)}`;
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await t.signedInMember({ fullName: `${tag} ${n}` });
    const page = async (query: string) => (await admin.get(`/api/admin/activity?search=${tag}&kind=sign_in&limit=5&${query}`)).body;
    const first = await page("");
    expect(first).toMatchObject({ page: 1, pageSize: 5, counters: { total: 7 } });
    expect(first.activities).toHaveLength(5);
    const second = await page("page=2");
    expect(second).toMatchObject({ page: 2, counters: { total: 7 } });
    expect(second.activities).toHaveLength(2);
    const newestFirst = [...first.activities, ...second.activities].map((a: { userName: string }) => a.userName);
    expect(new Set(newestFirst).size).toBe(7);
    const oldestFirst = [...(await page("order=asc")).activities, ...(await page("order=asc&page=2")).activities].map((a: { userName: string }) => a.userName);
    expect(oldestFirst).toEqual(newestFirst.toReversed());
    expect((await page("page=3")).activities).toEqual([]);
    expect((await admin.get("/api/admin/activity?order=sideways")).status).toBe(400);
    // The show count stays 5, 10, 20 or 50 (docs/product.md part 2 §9).
    expect((await admin.get("/api/admin/activity?limit=7")).status).toBe(400);
  });
});
