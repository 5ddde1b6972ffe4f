import { z } from "zod";
import { ATTEMPT_MODES } from "../attempt-modes.ts";
import { ATTEMPT_STATUSES } from "./attempts.ts";
import { MyChallengeSchema } from "./challenges.ts";
import { AssignedBySchema } from "./assignments.ts";

/** The parts of the stored score (docs/architecture.md §4 'Attempts'): total is what was stored and ranked. */
export const ScoreBreakdownSchema = z.object({
  correct: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
  answerPoints: z.number().int(),
  /** Whole seconds left when the attempt ended (0 for an abandoned one). */
  secondsRemaining: z.number().int(),
  /** 0.8 + 0.2 × secondsRemaining / 600, the multiplier of the answer points. */
  speedFactor: z.number(),
  total: z.number().int(),
});
export type ScoreBreakdown = z.infer<typeof ScoreBreakdownSchema>;

/** One question of the review, named by its place in the attempt (never the bank's id). */
export const ReviewItemSchema = z.object({
  position: z.number().int(),
  text: z.string(),
  options: z.array(z.string()).length(4),
  chosenIndex: z.number().int().nullable(),
  /**
   * The right option, and whether the member chose it; null (with the explanation and passages) when
   * the key may not reach them yet (docs/architecture.md §4 'Sealed and open'): a question also in
   * another quiz's pool they have not ended.
   */
  correctIndex: z.number().int().nullable(),
  isCorrect: z.boolean().nullable(),
  explanation: z.string().nullable(),
  reference: z.string().nullable(),
  /** Every passage the question cites, `reference` first (a cross-reference question cites both ends); empty without a reference. */
  references: z.array(z.string()),
  /** The KJV text of each of `references`, in order; null for one we do not hold. */
  verseTexts: z.array(z.string().nullable()),
  /** The member's own challenge of this question, with the admin's note once resolved. */
  challenge: MyChallengeSchema.nullable(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

/**
 * Where the member stands on this week's board (the last 7 days, docs/architecture.md §4 'Leaderboards')
 * after this result: their rank by their best score of the window, of how many members.
 */
export const ResultPlacementSchema = z.object({
  weekRank: z.number().int(),
  weekPlayers: z.number().int(),
  /** The member's best score this week, which is what is ranked (this result's or a better one). */
  weekBest: z.number().int(),
});
export type ResultPlacement = z.infer<typeof ResultPlacementSchema>;

export const AttemptResultSchema = z.object({
  attemptId: z.number().int(),
  quizId: z.number().int(),
  quizTitle: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string(),
  secondsUsed: z.number().int(),
  questionCount: z.number().int(),
  /** How many questions the member answered (a blank is not an answer): known to them whatever is sealed. */
  answered: z.number().int(),
  /** Null while reviewOpensAt is ahead: a score or a count of right answers is an oracle (docs/architecture.md §4 'Sealed and open'). */
  score: ScoreBreakdownSchema.nullable(),
  /** Empty while reviewOpensAt is ahead. */
  review: z.array(ReviewItemSchema),
  /**
   * A Saturday event attempt's score and answers wait for the event's close (docs/security.md 38,
   * 58): until then the result says its answers are in and this moment; null once both show (and
   * for other quizzes).
   */
  reviewOpensAt: z.string().nullable(),
  /** Held for review (answered faster than a person can read, docs/security.md 39): off the boards until an admin looks at it. */
  underReview: z.boolean(),
  /** Set when a corrected answer key changed this result's score. */
  regraded: z.object({ at: z.string(), note: z.string().nullable() }).nullable(),
  /** Why an admin voided this result (status 'voided'): it is off the boards. */
  voidReason: z.string().nullable(),
  /** This week's rank; null when the result is not on the boards (left, held, voided) or the member has no place there. */
  placement: ResultPlacementSchema.nullable(),
  /** The group whose assignment this attempt answered ('Assigned by {group}'); null otherwise. */
  assignedBy: AssignedBySchema.nullable().optional(),
  /** How it was played: a hosted game (mode 'game') has no quiz clock; its score is the share answered right. */
  mode: z.enum(ATTEMPT_MODES).optional(),
});
export type AttemptResult = z.infer<typeof AttemptResultSchema>;

export const ResultResponseSchema = z.object({ result: AttemptResultSchema });
export type ResultResponse = z.infer<typeof ResultResponseSchema>;
