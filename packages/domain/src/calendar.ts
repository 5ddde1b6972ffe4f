import { TZDate } from "@date-fns/tz";
import { addDays, format, getDayOfYear, startOfDay, startOfWeek, subMonths } from "date-fns";

/** A calendar date in a time zone, as YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, timeZone), "yyyy-MM-dd");
}

/** The day before a YYYY-MM-DD date. */
export function previousDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d - 1));
  return utc.toISOString().slice(0, 10);
}

/** Weeks run Sunday 00:00 to Sunday 00:00 in the member's time zone (docs/architecture.md §4 'Attempts'). */
export function weekStartDate(instant: Date, timeZone: string): string {
  return format(startOfWeek(new TZDate(instant, timeZone), { weekStartsOn: 0 }), "yyyy-MM-dd");
}

/** The instants where the member's week containing `instant` begins and ends. */
export function weekBounds(instant: Date, timeZone: string): { start: Date; end: Date } {
  const start = startOfWeek(new TZDate(instant, timeZone), { weekStartsOn: 0 });
  const end = startOfDay(addDays(start, 7));
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

export type LeaderboardWindow = "week" | "month" | "all";

/** Leaderboard windows: 'This week' is the last 7 days, 'This month' the last calendar month back from now. */
export function windowStart(window: LeaderboardWindow, now: Date): Date | null {
  if (window === "week") return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  if (window === "month") return subMonths(now, 1);
  return null;
}

/** The day after a YYYY-MM-DD date. */
export function nextDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Leaderboard results are bucketed by UTC day: one time zone for a board everyone shares. */
export const LEADERBOARD_TIME_ZONE = "UTC";

/**
 * The first UTC day a leaderboard window covers, or null for all time. Windows are whole days
 * ending today: 'This week' is today and the 6 days before (the last 7 days), 'This month' the
 * days after the same date a month ago. Day-aligned windows let the server keep each board's
 * best scores in small tables instead of scanning attempts (docs/architecture.md §4 'Leaderboards').
 */
export function leaderboardStartDay(window: LeaderboardWindow, now: Date): string | null {
  const start = windowStart(window, now);
  if (!start) return null;
  return nextDate(localDate(start, LEADERBOARD_TIME_ZONE));
}

/** Day of the year (1–366) of an instant in a time zone. */
export function dayOfYear(instant: Date, timeZone: string): number {
  return getDayOfYear(new TZDate(instant, timeZone));
}
