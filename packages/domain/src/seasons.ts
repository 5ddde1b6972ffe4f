import { QUIZ_SEASONS, type QuizSeason } from "./content.ts";

/**
 * The church seasons with a quiz of their own and the days each lasts (docs/architecture.md §4
 * 'Seasonal quizzes'). Days are calendar dates as YYYY-MM-DD, decided in UTC: a season begins at
 * 00:00 UTC of its first day and ends at 24:00 UTC of its last, the same instant for every member
 * and every instance of the server.
 */

/** A calendar day of the Gregorian calendar as YYYY-MM-DD, from a year, a month (1–12) and a day that may run over (Date.UTC normalises it). */
function day(year: number, month: number, date: number): string {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, date);
  return d.toISOString().slice(0, 10);
}

function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return day(y, m, d + days);
}

/**
 * Easter Sunday of a year of the Gregorian calendar (1583 on), by the anonymous Gregorian algorithm
 * (Meeus/Jones/Butcher): the first Sunday after the ecclesiastical full moon on or after 21 March.
 */
export function easterDate(year: number): string {
  if (!Number.isInteger(year) || year < 1583) throw new RangeError(`Easter is computed for Gregorian years from 1583: ${year}`);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, date);
}

/** Advent Sunday: the fourth Sunday before Christmas (27 November to 3 December). */
export function adventSunday(year: number): string {
  const christmas = new Date(Date.UTC(year, 11, 25));
  // Days back from Christmas to the Sunday before it (a Sunday Christmas counts back a full week), then three weeks more.
  const back = (christmas.getUTCDay() || 7) + 21;
  return plusDays(day(year, 12, 25), -back);
}

/** A season's first and last day, both included. */
export interface SeasonWindow {
  season: QuizSeason;
  first: string;
  last: string;
}

/**
 * The windows of the seasons that begin in `year`:
 * - advent: Advent Sunday through Epiphany (6 January of the next year);
 * - lent: Ash Wednesday (Easter − 46 days) through the Sunday after Easter (Easter + 7);
 * - pentecost: Ascension Day (Easter + 39) through Trinity Sunday (Pentecost + 7, Pentecost being Easter + 49).
 */
export function seasonWindows(year: number): SeasonWindow[] {
  const easter = easterDate(year);
  return [
    { season: "lent", first: plusDays(easter, -46), last: plusDays(easter, 7) },
    { season: "pentecost", first: plusDays(easter, 39), last: plusDays(easter, 56) },
    { season: "advent", first: adventSunday(year), last: day(year + 1, 1, 6) },
  ];
}

/** The window of `season` that holds the UTC day of `now`, or null when that season is not on. */
export function seasonWindowAt(season: QuizSeason, now: Date): SeasonWindow | null {
  const today = now.toISOString().slice(0, 10);
  const year = now.getUTCFullYear();
  // Advent runs over New Year: early January belongs to the Advent that began the year before.
  for (const y of [year - 1, year]) {
    const window = seasonWindows(y).find((w) => w.season === season);
    if (window && window.first <= today && today <= window.last) return window;
  }
  return null;
}

/** The seasons on at `now` (by its UTC day): a seasonal quiz is live only while its season is among them. */
export function seasonsOn(now: Date): QuizSeason[] {
  return QUIZ_SEASONS.filter((season) => seasonWindowAt(season, now) !== null);
}

/** Whether a quiz's season (null for a quiz of no season) lets it be live at `now`. */
export function inSeason(season: QuizSeason | null, now: Date): boolean {
  return season === null || seasonWindowAt(season, now) !== null;
}
