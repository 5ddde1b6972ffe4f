import { QUIZ_QUESTION_COUNT, QUIZ_SECONDS } from "./limits.ts";

export const POINTS_PER_CORRECT = 4;
export const POINTS_PER_WRONG = -1;
/** One bonus point per started 6 seconds left on the clock. */
export const SECONDS_PER_BONUS_POINT = 6;
/** What quiz cards show as 'Max Score 100': answer points; the time bonus comes on top. */
export const MAX_ANSWER_POINTS = QUIZ_QUESTION_COUNT * POINTS_PER_CORRECT;

export interface ScoreParts {
  correct: number;
  wrong: number;
  answerPoints: number;
  timeBonus: number;
  /** What is stored, ranked and shown. */
  total: number;
}

/**
 * The one score of a member quiz (DESIGN.md §4): max(0, 4 × correct − 1 × wrong + ceil(secondsRemaining / 6)).
 * Unanswered questions count neither way.
 */
export function scoreAttempt(input: { correct: number; wrong: number; secondsRemaining: number }): ScoreParts {
  const correct = Math.max(0, Math.trunc(input.correct));
  const wrong = Math.max(0, Math.trunc(input.wrong));
  const secondsRemaining = Math.min(QUIZ_SECONDS, Math.max(0, input.secondsRemaining));
  const answerPoints = POINTS_PER_CORRECT * correct + POINTS_PER_WRONG * wrong;
  const timeBonus = Math.ceil(secondsRemaining / SECONDS_PER_BONUS_POINT);
  return { correct, wrong, answerPoints, timeBonus, total: Math.max(0, answerPoints + timeBonus) };
}

/** Estimated minutes for a quiz card: ceil(question count × 0.4), 25 questions assumed when unknown. */
export function estimatedMinutes(questionCount: number | null | undefined): number {
  return Math.ceil((questionCount || QUIZ_QUESTION_COUNT) * 0.4);
}

/** Score badge colour on member screens: 80 and up green, 60 and up yellow, else red. */
export function scoreTone(score: number): "green" | "yellow" | "red" {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}

/** Admin score labels: 90 Excellent, 80 Great, 70 Good, else Needs Improvement. */
export function scoreLabel(score: number): "Excellent" | "Great" | "Good" | "Needs Improvement" {
  if (score >= 90) return "Excellent";
  if (score >= 80) return "Great";
  if (score >= 70) return "Good";
  return "Needs Improvement";
}

/** Whole seconds left on the server's clock before an attempt's deadline; a partial second does not count, and never below 0. */
export function secondsRemaining(deadlineAt: Date, now: Date): number {
  return Math.max(0, Math.floor((deadlineAt.getTime() - now.getTime()) / 1000));
}
