import { z } from "zod";
import { PLANS } from "../account.ts";
import { ATTEMPT_MODES } from "../attempt-modes.ts";
import { ATTEMPT_STATUSES } from "./attempts.ts";
import { RowIdParam } from "./ids.ts";

export const HistoryQuerySchema = z.strictObject({
  quizId: RowIdParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

/** One row of 'Recent Attempts': Quiz, Score, Correct, Wrong, Time Used, Date Attempted. */
export const HistoryEntrySchema = z.object({
  attemptId: z.number().int(),
  /** The published quiz; null for a custom quiz (docs/architecture.md §4 'Groups'), whose title `quizTitle` is. */
  quizId: z.number().int().nullable(),
  quizTitle: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  /** Null, with the counts, while `scoresAt` is ahead (a Saturday event's, until its close). */
  score: z.number().int().nullable(),
  correct: z.number().int().nullable(),
  wrong: z.number().int().nullable(),
  secondsUsed: z.number().int(),
  attemptedAt: z.string(),
  /** When a sealed result's score shows: the event's close; null once it does. */
  scoresAt: z.string().nullable(),
  /** Held for review: off the boards until an administrator looks at it (docs/security.md 39). */
  underReview: z.boolean(),
  /** How it was played; a hosted game (mode 'game') reads 'Game: {its title}' (attemptTitle). */
  mode: z.enum(ATTEMPT_MODES).optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/**
 * An attempt's name in the member's history and on its result page: the quiz's or custom quiz's
 * title, or 'Game: {title}' for a hosted game (docs/architecture.md §4 'Hosted games'), whose
 * title is often a quiz's own.
 */
export function attemptTitle(attempt: { mode?: string; quizTitle: string }): string {
  return attempt.mode === "game" ? `Game: ${attempt.quizTitle}` : attempt.quizTitle;
}

export const HistoryResponseSchema = z.object({ attempts: z.array(HistoryEntrySchema) });
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;

/** The free plan's state this week (Sunday to Sunday in the member's time zone). */
export const WeeklyStateSchema = z.object({
  plan: z.enum(PLANS),
  weekStart: z.string(),
  attemptsThisWeek: z.number().int(),
  /** True for a free member who already has this week's attempt: banner on, 'Take New Quiz' off. */
  limitReached: z.boolean(),
});
export type WeeklyState = z.infer<typeof WeeklyStateSchema>;

/**
 * The dashboard's figures: of the results that count on the site's boards (published quizzes and the
 * Saturday event). A custom quiz's result is listed in the member's history but, as on the boards,
 * not counted here (docs/architecture.md §4 'Groups').
 */
export const AttemptStatsSchema = z.object({
  attempts: z.number().int(),
  averageScore: z.number().int(),
  bestScore: z.number().int(),
  totalSeconds: z.number().int(),
});
export type AttemptStats = z.infer<typeof AttemptStatsSchema>;

/** The admin feature flag (docs/product.md part 2 §2 'Admin dashboard') that hides the membership section of the member dashboard. */
export const HIDE_MEMBERSHIP_SECTION = "hide_membership_section";

export const DashboardQuerySchema = z.strictObject({ quizId: RowIdParam.optional() });

export const DashboardResponseSchema = z.object({
  stats: AttemptStatsSchema,
  weekly: WeeklyStateSchema,
  recent: z.array(HistoryEntrySchema),
  /** The quizzes the member has taken, for the filter by quiz. */
  quizzesTaken: z.array(z.object({ quizId: z.number().int(), quizTitle: z.string() })),
  /** The membership section (Free/Pro and the upgrade), unless an admin turned on hide_membership_section. */
  showMembership: z.boolean(),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

export const MyQuizSchema = z.object({
  quizId: z.number().int(),
  quizTitle: z.string(),
  attempts: z.number().int(),
  bestScore: z.number().int(),
  averageScore: z.number().int(),
  totalSeconds: z.number().int(),
  lastAttemptAt: z.string(),
});
export type MyQuiz = z.infer<typeof MyQuizSchema>;

export const MyQuizzesResponseSchema = z.object({
  quizzes: z.array(MyQuizSchema),
  summary: z.object({ quizzesTaken: z.number().int(), totalAttempts: z.number().int(), highestScore: z.number().int(), totalSeconds: z.number().int() }),
  weekly: WeeklyStateSchema,
});
export type MyQuizzesResponse = z.infer<typeof MyQuizzesResponseSchema>;
