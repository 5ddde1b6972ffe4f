import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { user } from "../../db/schema.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { readingPlan } from "./reading-plan.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

function at(iso: string): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

describe("devotional streak", () => {
  it("gives today's passage by day of the year, and counts days read in the member's time zone", async () => {
    const m = await t.signedInMember();
    await t.database.db.update(user).set({ timezone: "America/Los_Angeles" }).where(eq(user.id, m.id));
    const plan = readingPlan();

    at("2026-02-10T18:00:00Z"); // day 41 in Los Angeles
    const first = await m.client.get("/api/streak");
    expect(first.body).toEqual({
      today: "2026-02-10",
      reading: { index: 41 % plan.length, ...plan[41 % plan.length] },
      streak: { currentStreak: 0, longestStreak: 0, totalDaysRead: 0, lastReadDate: null, readToday: false },
    });

    const read = await m.client.post("/api/streak/read", {});
    expect(read.body.streak).toEqual({ currentStreak: 1, longestStreak: 1, totalDaysRead: 1, lastReadDate: "2026-02-10", readToday: true });
    expect((await m.client.post("/api/streak/read", {})).body.streak.totalDaysRead).toBe(1);

    at("2026-02-11T07:30:00Z"); // still the 10th in Los Angeles
    expect((await m.client.get("/api/streak")).body.streak).toMatchObject({ readToday: true, currentStreak: 1 });

    at("2026-02-11T20:00:00Z");
    expect((await m.client.get("/api/streak")).body.streak).toMatchObject({ readToday: false, currentStreak: 1 });
    expect((await m.client.post("/api/streak/read", {})).body.streak).toMatchObject({ currentStreak: 2, longestStreak: 2, totalDaysRead: 2 });

    at("2026-02-14T20:00:00Z"); // two days missed
    expect((await m.client.get("/api/streak")).body.streak).toMatchObject({ currentStreak: 0, longestStreak: 2 });
    expect((await m.client.post("/api/streak/read", {})).body.streak).toEqual({ currentStreak: 1, longestStreak: 2, totalDaysRead: 3, lastReadDate: "2026-02-14", readToday: true });
  });

  it("refuses a body that tries to set the streak", async () => {
    const m = await t.signedInMember();
    const res = await m.client.post("/api/streak/read", { currentStreak: 100 });
    expect(res.status).toBe(400);
  });

  it("parallel marks on one day count once", async () => {
    const m = await t.signedInMember();
    await Promise.all(Array.from({ length: 10 }, () => m.client.post("/api/streak/read", {})));
    expect((await m.client.get("/api/streak")).body.streak).toMatchObject({ currentStreak: 1, totalDaysRead: 1 });
  });
});
