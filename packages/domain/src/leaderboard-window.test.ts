import { describe, expect, it } from "vitest";
import { dayOfYear, leaderboardStartDay, nextDate } from "./calendar.ts";
import { readingIndexFor } from "./streak.ts";

describe("leaderboard windows are whole UTC days ending today", () => {
  it("'This week' is today and the 6 days before", () => {
    expect(leaderboardStartDay("week", new Date("2026-03-15T10:00:00Z"))).toBe("2026-03-09");
    expect(leaderboardStartDay("week", new Date("2026-03-15T23:59:59Z"))).toBe("2026-03-09");
  });

  it("'This month' starts the day after the same date a month ago", () => {
    expect(leaderboardStartDay("month", new Date("2026-03-15T10:00:00Z"))).toBe("2026-02-16");
  });

  it("a month back from March 31st clamps to the end of February", () => {
    expect(leaderboardStartDay("month", new Date("2026-03-31T12:00:00Z"))).toBe("2026-03-01");
  });

  it("'All time' has no start", () => {
    expect(leaderboardStartDay("all", new Date())).toBeNull();
  });

  it("the day after the last of a month and of a year", () => {
    expect(nextDate("2026-02-28")).toBe("2026-03-01");
    expect(nextDate("2028-02-28")).toBe("2028-02-29");
    expect(nextDate("2026-12-31")).toBe("2027-01-01");
  });
});

describe("the reading plan picks day N of the year modulo its length", () => {
  it("day of the year follows the member's time zone", () => {
    const instant = new Date("2026-01-02T03:00:00Z");
    expect(dayOfYear(instant, "UTC")).toBe(2);
    expect(dayOfYear(instant, "America/Los_Angeles")).toBe(1);
  });

  it("wraps around a plan shorter than the year", () => {
    expect(readingIndexFor(1, 60)).toBe(1);
    expect(readingIndexFor(60, 60)).toBe(0);
    expect(readingIndexFor(366, 60)).toBe(6);
  });

  it("refuses an empty plan", () => {
    expect(() => readingIndexFor(5, 0)).toThrow();
  });
});

describe("seconds remaining on the server's clock", () => {
  it("a partial second left does not count", async () => {
    const { secondsRemaining } = await import("./scoring.ts");
    const deadline = new Date("2026-01-01T00:10:00.000Z");
    expect(secondsRemaining(deadline, new Date("2026-01-01T00:00:00.000Z"))).toBe(600);
    expect(secondsRemaining(deadline, new Date("2026-01-01T00:00:00.400Z"))).toBe(599);
    expect(secondsRemaining(deadline, new Date("2026-01-01T00:10:03.000Z"))).toBe(0);
  });
});
