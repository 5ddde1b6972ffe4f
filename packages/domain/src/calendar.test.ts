import { describe, expect, it } from "vitest";
import { localDate, previousDate, weekBounds, weekStartDate, windowStart } from "./calendar.ts";

describe("weeks run Sunday 00:00 to Sunday 00:00 in the member's time zone", () => {
  it("a Saturday evening in New York is still the week that began the Sunday before", () => {
    // 2026-11-22 is a Sunday. 02:30 UTC on Sunday is 21:30 Saturday in New York.
    const instant = new Date("2026-11-22T02:30:00Z");
    expect(weekStartDate(instant, "America/New_York")).toBe("2026-11-15");
    expect(weekStartDate(instant, "UTC")).toBe("2026-11-22");
    expect(weekStartDate(instant, "Asia/Tokyo")).toBe("2026-11-22");
  });

  it("Sunday 00:00 local starts a new week, 23:59:59 Saturday does not", () => {
    expect(weekStartDate(new Date("2026-11-22T05:00:00Z"), "America/New_York")).toBe("2026-11-22");
    expect(weekStartDate(new Date("2026-11-22T04:59:59Z"), "America/New_York")).toBe("2026-11-15");
  });

  it("the week bounds are the local midnights, 7 days apart in a normal week", () => {
    const { start, end } = weekBounds(new Date("2026-11-18T12:00:00Z"), "America/New_York");
    expect(start.toISOString()).toBe("2026-11-15T05:00:00.000Z");
    expect(end.toISOString()).toBe("2026-11-22T05:00:00.000Z");
  });

  it("a week across the autumn DST change is 7 local days but 169 hours", () => {
    // US DST ended Sunday 2026-11-01 at 02:00 local.
    const { start, end } = weekBounds(new Date("2026-11-03T12:00:00Z"), "America/New_York");
    expect(start.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(end.toISOString()).toBe("2026-11-08T05:00:00.000Z");
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(169);
  });

  it("a week across the spring DST change is 167 hours", () => {
    // US DST began Sunday 2026-03-08.
    const { start, end } = weekBounds(new Date("2026-03-10T12:00:00Z"), "America/New_York");
    expect(start.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(end.toISOString()).toBe("2026-03-15T04:00:00.000Z");
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(167);
  });

  it("a time zone east of UTC starts its week before UTC does", () => {
    const { start } = weekBounds(new Date("2026-11-18T12:00:00Z"), "Pacific/Auckland");
    expect(start.toISOString()).toBe("2026-11-14T11:00:00.000Z");
  });
});

describe("calendar dates", () => {
  it("local dates follow the time zone", () => {
    const instant = new Date("2026-01-01T03:00:00Z");
    expect(localDate(instant, "UTC")).toBe("2026-01-01");
    expect(localDate(instant, "America/Los_Angeles")).toBe("2025-12-31");
  });

  it("the day before crosses months, years and leap days", () => {
    expect(previousDate("2026-03-01")).toBe("2026-02-28");
    expect(previousDate("2028-03-01")).toBe("2028-02-29");
    expect(previousDate("2027-01-01")).toBe("2026-12-31");
  });
});

describe("leaderboard windows", () => {
  const now = new Date("2026-03-31T12:00:00Z");
  it("'This week' is the last 7 days", () => {
    expect(windowStart("week", now)?.toISOString()).toBe("2026-03-24T12:00:00.000Z");
  });
  it("'This month' is one calendar month back, clamped at short months", () => {
    expect(windowStart("month", now)?.toISOString()).toBe("2026-02-28T12:00:00.000Z");
  });
  it("'All time' has no start", () => {
    expect(windowStart("all", now)).toBeNull();
  });
});
