import { z } from "zod";
import { DIFFICULTIES, QUIZ_SEASONS } from "../content.ts";

/**
 * What the signed-in member may do with a quiz, so /quiz-selection can show the right dialog
 * before starting: the codes match the 409 codes of starting an attempt.
 */
export const MY_QUIZ_STATUSES = [
  "available",
  "in_progress",
  "already_attempted",
  "weekly_quiz_limit",
  "free_weekly_limit",
  "event_closed",
  "early_access",
] as const;
export type MyQuizStatus = (typeof MY_QUIZ_STATUSES)[number];

export const QuizCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  estimatedMinutes: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  isWeekly: z.boolean(),
  featured: z.boolean(),
  book: z.string().nullable(),
  category: z.string().nullable(),
  /** Null for visitors. */
  myStatus: z.enum(MY_QUIZ_STATUSES).nullable(),
  /** The unfinished attempt to resume, when myStatus is in_progress. */
  myAttemptId: z.number().int().nullable(),
  /** The member's ended attempt of this quiz (this event's, for the weekly quiz), when myStatus says it is taken: its result page. */
  myResultId: z.number().int().nullable(),
  /** The weekly quiz is the Saturday live event: its current or next window (docs/architecture.md §4 'The Saturday live event'). */
  event: z.object({ opensAt: z.string(), closesAt: z.string(), live: z.boolean() }).nullable(),
  /** A new quiz in early access: Pro members' alone until this instant, then everyone's; null when open to all. */
  opensToAllAt: z.string().nullable(),
  /** A church season's quiz, listed only while its season lasts: the season and its last day (UTC, docs/architecture.md §4 'Seasonal quizzes'). Absent for other quizzes. */
  season: z.object({ name: z.enum(QUIZ_SEASONS), lastDay: z.string() }).optional(),
});
export type QuizCard = z.infer<typeof QuizCardSchema>;

export const QuizListResponseSchema = z.object({ quizzes: z.array(QuizCardSchema) });
export type QuizListResponse = z.infer<typeof QuizListResponseSchema>;
