import { QUIZ_QUESTION_COUNT, QUIZ_SECONDS } from "./limits.ts";

export const POINTS_PER_CORRECT = 4;
export const POINTS_PER_WRONG = -1;
/** The most answer points a quiz gives: 25 right answers. 'Max Score 100' on quiz cards. */
export const MAX_ANSWER_POINTS = QUIZ_QUESTION_COUNT * POINTS_PER_CORRECT;

export interface ScoreParts {
  correct: number;
  wrong: number;
  /** 4 per correct answer, −1 per wrong one; unanswered questions count neither way. */
  answerPoints: number;
  /** Whole seconds left on the server's clock when the attempt ended, 0..600. */
  secondsRemaining: number;
  /** 0.8 + 0.2 × secondsRemaining / 600: what the answer points are multiplied by. */
  speedFactor: number;
  /** What is stored, ranked and shown, 0..100. */
  total: number;
}

/**
 * The one score of a member quiz (docs/architecture.md §4 'Attempts'), out of 100:
 * max(0, round((4 × correct − 1 × wrong) × (0.8 + 0.2 × secondsRemaining / 600))).
 * Speed multiplies what was earned and earns nothing by itself: finishing at once unanswered
 * scores 0. Computed in whole numbers — (answerPoints × (2400 + secondsRemaining)) / 3000,
 * halves rounded up — so the database migration that recomputed stored scores agrees exactly.
 */
export function scoreAttempt(input: { correct: number; wrong: number; secondsRemaining: number }): ScoreParts {
  const correct = Math.max(0, Math.trunc(input.correct));
  const wrong = Math.max(0, Math.trunc(input.wrong));
  const secondsRemaining = Math.min(QUIZ_SECONDS, Math.max(0, Math.floor(input.secondsRemaining)));
  const answerPoints = POINTS_PER_CORRECT * correct + POINTS_PER_WRONG * wrong;
  // 0.8 + 0.2 × r / 600 = (2400 + r) / 3000, kept in integers.
  const numerator = answerPoints * (4 * QUIZ_SECONDS + secondsRemaining);
  const denominator = 5 * QUIZ_SECONDS;
  const total = numerator <= 0 ? 0 : Math.min(MAX_ANSWER_POINTS, Math.floor((2 * numerator + denominator) / (2 * denominator)));
  return { correct, wrong, answerPoints, secondsRemaining, speedFactor: speedFactor(secondsRemaining), total };
}

/** The speed factor for whole seconds left, 0.8 to 1.0. */
export function speedFactor(secondsRemaining: number): number {
  const r = Math.min(QUIZ_SECONDS, Math.max(0, Math.floor(secondsRemaining)));
  return (4 * QUIZ_SECONDS + r) / (5 * QUIZ_SECONDS);
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
