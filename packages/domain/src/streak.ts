import { previousDate } from "./calendar.ts";

export interface Streak {
  currentStreak: number;
  longestStreak: number;
  totalDaysRead: number;
  /** YYYY-MM-DD in the member's time zone. */
  lastReadDate: string | null;
}

export const EMPTY_STREAK: Streak = { currentStreak: 0, longestStreak: 0, totalDaysRead: 0, lastReadDate: null };

/** Marking today's reading: a second mark the same day changes nothing; a missed day starts over at 1. */
export function markRead(streak: Streak, today: string): Streak {
  if (streak.lastReadDate === today) return streak;
  const continues = streak.lastReadDate !== null && streak.lastReadDate === previousDate(today);
  const currentStreak = continues ? streak.currentStreak + 1 : 1;
  return {
    currentStreak,
    longestStreak: Math.max(streak.longestStreak, currentStreak),
    totalDaysRead: streak.totalDaysRead + 1,
    lastReadDate: today,
  };
}

/** The streak as shown today: it is still alive if the member read today or yesterday, else it is 0. */
export function streakAsOf(streak: Streak, today: string): Streak {
  if (streak.lastReadDate === today || streak.lastReadDate === previousDate(today)) return streak;
  return { ...streak, currentStreak: 0 };
}

/** Day N of the year (1 on January 1st, in the member's time zone) reads entry N mod the plan's length. */
export function readingIndexFor(dayOfYear: number, planLength: number): number {
  if (planLength <= 0) throw new Error("the reading plan is empty");
  return ((dayOfYear % planLength) + planLength) % planLength;
}
