import { describe, expect, it } from "vitest";
import { EMPTY_STREAK, markRead, streakAsOf } from "./streak.ts";

describe("devotional streak", () => {
  it("the first reading starts a streak of 1", () => {
    expect(markRead(EMPTY_STREAK, "2026-11-22")).toEqual({ currentStreak: 1, longestStreak: 1, totalDaysRead: 1, lastReadDate: "2026-11-22" });
  });

  it("reading again the same day changes nothing", () => {
    const once = markRead(EMPTY_STREAK, "2026-11-22");
    expect(markRead(once, "2026-11-22")).toEqual(once);
  });

  it("reading on consecutive days grows the streak, across a month end", () => {
    let s = markRead(EMPTY_STREAK, "2026-11-29");
    s = markRead(s, "2026-11-30");
    s = markRead(s, "2026-12-01");
    expect(s).toMatchObject({ currentStreak: 3, longestStreak: 3, totalDaysRead: 3 });
  });

  it("a missed day resets the current streak but keeps the longest and the total", () => {
    let s = markRead(EMPTY_STREAK, "2026-11-20");
    s = markRead(s, "2026-11-21");
    s = markRead(s, "2026-11-23");
    expect(s).toMatchObject({ currentStreak: 1, longestStreak: 2, totalDaysRead: 3, lastReadDate: "2026-11-23" });
  });

  it("as shown: alive through yesterday, 0 once a whole day is missed", () => {
    const s = markRead(markRead(EMPTY_STREAK, "2026-11-20"), "2026-11-21");
    expect(streakAsOf(s, "2026-11-21").currentStreak).toBe(2);
    expect(streakAsOf(s, "2026-11-22").currentStreak).toBe(2);
    expect(streakAsOf(s, "2026-11-23").currentStreak).toBe(0);
    expect(streakAsOf(s, "2026-11-23").longestStreak).toBe(2);
  });
});
