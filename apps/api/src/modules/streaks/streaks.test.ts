import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { user } from "../../db/schema.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { passageVerses } from "../../lib/scripture.ts";
import { readingPlan } from "./reading-plan.ts";
import { clockAt as at } from "../../test/clock.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe("devotional streak", () => {
  it("gives today's passage by day of the year, and counts days read in the member's time zone", async () => {
    const m = await t.signedInMember();
    await t.database.db.update(user).set({ timezone: "America/Los_Angeles" }).where(eq(user.id, m.id));
    const plan = readingPlan();

    at("2026-02-10T18:00:00Z"); // day 41 in Los Angeles
    const first = await m.client.get("/api/streak");
    expect(first.body).toEqual({
      today: "2026-02-10",
      reading: { index: 41 % plan.length, ...plan[41 % plan.length], verses: expect.any(Array) },
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
    expect((await m.client.post("/api/streak/read", {})).body.streak).toEqual({
      currentStreak: 1,
      longestStreak: 2,
      totalDaysRead: 3,
      lastReadDate: "2026-02-14",
      readToday: true,
    });
  });

  it("gives the day's passage in the KJV verse by verse, a whole chapter included", async () => {
    const m = await t.signedInMember();
    await t.database.db.update(user).set({ timezone: "Europe/London" }).where(eq(user.id, m.id));
    const plan = readingPlan();
    expect(plan[0]!.reference).toBe("Genesis 1:1-31");

    at(new Date(Date.UTC(2026, 0, plan.length, 12)).toISOString()); // day N of the year reads entry N mod N: the first
    const { reading } = (await m.client.get("/api/streak")).body;
    expect(reading).toMatchObject({ index: 0, reference: "Genesis 1:1-31" });
    expect(reading.verses).toHaveLength(31);
    expect(reading.verses[0]).toEqual({ verse: 1, text: "In the beginning God created the heaven and the earth." });
    expect(reading.verses[30]).toEqual({
      verse: 31,
      text: "And God saw every thing that he had made, and, behold, it was very good. And the evening and the morning were the sixth day.",
    });
    expect((await m.client.post("/api/streak/read", {})).body.reading.verses).toEqual(reading.verses);
  });

  it("finds every passage of the reading plan in the KJV, every verse of its range", () => {
    for (const entry of readingPlan()) {
      const [, from, to] = /:(\d+)-(\d+)$/.exec(entry.reference)!;
      const verses = passageVerses(entry.reference, 176);
      expect(
        verses?.map((v) => v.verse),
        entry.reference,
      ).toEqual(Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) => Number(from) + i));
      expect(
        verses!.every((v) => v.text.length > 0),
        entry.reference,
      ).toBe(true);
    }
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
