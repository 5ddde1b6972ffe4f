/** Which paths count as page views (no zod here: the SPA shell imports this on every page). */
import { findBookBySlug } from "./books.ts";

/** Longer paths are refused before any pattern is tried. */
export const MAX_PAGE_VIEW_PATH_LENGTH = 120;
/** Recordings per client per minute: plenty for a person clicking around, little for a script. */
export const PAGE_VIEWS_PER_MINUTE = 60;

const HUB = "/bible-questions-and-answers-hub";

/** The app's own non-admin routes; counting anything else would let anyone fill the table with junk rows. */
const TRACKED: RegExp[] = [
  /^\/$/,
  /^\/public-leaderboard$/,
  /^\/leaderboard$/,
  /^\/auth\/(login|register|forgot-password|reset-password)$/,
  /^\/dashboard(\/(quizzes|recent-attempts|settings|bible-study|upgrade))?$/,
  /^\/quiz-selection$/,
  /^\/quiz\/\d{1,9}$/,
  /^\/result\/(latest|\d{1,9})$/,
  /^\/competitions$/,
  /^\/competition-quiz(\/\d{1,9})?$/,
  /^\/competition-leaderboard\/\d{1,9}$/,
  /^\/not-authorized$/,
  /^\/(about|features|faq|privacy|terms|contact)$/,
  /^\/events(\/(live|\d{1,9}))?$/,
];

const ADMIN = /^\/(admin|rls-test)(\/|$)/;

/**
 * Whether a path's views are counted: 'tracked' for the app's public and member routes (and
 * the hub's 66 book pages), 'admin' for the admin area (never counted), 'unknown' otherwise.
 */
export function pageViewPathKind(path: string): "tracked" | "admin" | "unknown" {
  if (path.length > MAX_PAGE_VIEW_PATH_LENGTH) return "unknown";
  if (ADMIN.test(path)) return "admin";
  if (path === HUB) return "tracked";
  if (path.startsWith(`${HUB}/`)) return findBookBySlug(path.slice(HUB.length + 1)) ? "tracked" : "unknown";
  return TRACKED.some((pattern) => pattern.test(path)) ? "tracked" : "unknown";
}
