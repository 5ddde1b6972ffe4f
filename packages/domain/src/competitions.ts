import { shuffle } from "./draw.ts";
import { seededRandomInt } from "./live-event.ts";

/**
 * Competitions (docs/architecture.md §4 'Competitions'): 1800 s, score = percent correct rounded, ranked by
 * score, then fewer seconds, then the earlier finish; prizes 50 / 30 / 20 % of the pool.
 */
export const COMPETITION_SECONDS = 1800;
/** After an answer is locked, the quiz shows whether it was right this long, then moves on. */
export const COMPETITION_REVEAL_MS = 2000;
export const COMPETITION_STATUSES = ["upcoming", "active", "completed", "cancelled"] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];
/** `processing`: paid by a delayed method (a bank debit) whose success has not been reported yet. */
export const ENTRY_STATUSES = ["pending", "processing", "paid", "failed", "refunded"] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** Percent correct, rounded (docs/product.md part 2 §9). */
export function competitionScore(correct: number, questions: number): number {
  return questions > 0 ? Math.round((correct / questions) * 100) : 0;
}

/** The shares of places 1, 2 and 3, in percent. */
export const PRIZE_SHARES = [50, 30, 20] as const;

export interface Finisher {
  id: string;
  score: number;
  secondsUsed: number;
  finishedAt: Date;
}

export interface PrizeLine {
  id: string;
  /** 1-based; finishers tied on score, time and finish share a rank. */
  rank: number;
  prizeCents: number;
}

/** Competition order: higher score, then fewer seconds, then the earlier finish. */
export function compareFinishers(a: Finisher, b: Finisher): number {
  return b.score - a.score || a.secondsUsed - b.secondsUsed || a.finishedAt.getTime() - b.finishedAt.getTime();
}

/**
 * Splits `total` cents in proportion to `weights`, in whole cents that add up exactly to the
 * total (largest remainder: each part is its exact share rounded down, and the cents left over go
 * to the parts with the largest fractions, the earlier part first on equal fractions).
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byFraction = exact.map((x, i) => ({ i, fraction: x - Math.floor(x) })).sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of byFraction) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The prize of every finisher, best first. The pool is paid out whole as soon as one member
 * finishes: with fewer than three finishers the places present share it in the 50 : 30 : 20
 * proportion (one finisher takes it all; two take 62.5 % and 37.5 %). Finishers tied on score,
 * seconds and finish share their rank and split the prizes of the places they hold equally.
 * Everyone after third place gets nothing. No finisher, no prize.
 */
export function awardPrizes(poolCents: number, finishers: readonly Finisher[]): PrizeLine[] {
  const ranked = [...finishers].sort((a, b) => compareFinishers(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const places = Math.min(PRIZE_SHARES.length, ranked.length);
  const placeCents = [...splitCents(Math.max(0, poolCents), PRIZE_SHARES.slice(0, places)), ...Array(Math.max(0, ranked.length - places)).fill(0)];
  const lines: PrizeLine[] = [];
  for (let start = 0; start < ranked.length; ) {
    let end = start + 1;
    while (end < ranked.length && compareFinishers(ranked[start]!, ranked[end]!) === 0) end += 1;
    const group = ranked.slice(start, end);
    const shared = splitCents(
      placeCents.slice(start, end).reduce((a: number, b: number) => a + b, 0),
      group.map(() => 1),
    );
    group.forEach((f, i) => lines.push({ id: f.id, rank: start + 1, prizeCents: shared[i]! }));
    start = end;
  }
  return lines;
}

/**
 * The text a competition's question-set hash is taken over: the JSON array of [id, text] pairs in
 * the set's order (UTF-8). SHA-256 of it is published when the competition becomes active and
 * recomputed on every receipt, so anyone can check that the questions did not change.
 */
export function questionSetCanonical(questions: ReadonlyArray<{ id: number; text: string }>): string {
  return JSON.stringify(questions.map((q) => [q.id, q.text]));
}

/**
 * Each entrant is asked their own draw from the competition's pool (docs/architecture.md §4 'Competitions'), a pool at least
 * four times the questions each is asked: colluding entrants who share what the per-answer reveal
 * told them cover only a quarter of one another's questions.
 */
export const POOL_PER_QUESTION_ASKED = 4;
/** The salt that seeds every entrant's draw: secret until receipts open, then shown on each one. */
export const COMPETITION_SALT_BYTES = 16;

/** How many questions each entrant is asked when the admin does not say: a quarter of the pool. */
export function defaultQuestionsPerEntrant(poolSize: number): number {
  return Math.floor(poolSize / POOL_PER_QUESTION_ASKED);
}

/**
 * The text a competition's published SHA-256 commits to (for competitions that draw per entrant):
 * the pool as [id, text] pairs in its order, and the salt. Published when the competition opens,
 * while the salt is secret, it reveals nothing of the pool; shown on the receipts with the salt, it
 * proves that neither the pool nor the salt changed.
 */
export function poolCommitmentCanonical(pool: ReadonlyArray<{ id: number; text: string }>, salt: string): string {
  return JSON.stringify({ pool: pool.map((q) => [q.id, q.text]), salt });
}

/**
 * An entrant's questions, in the order they are asked: `count` of the pool's ids (in the pool's
 * order) taken by a Fisher–Yates shuffle seeded with the salt and the entry's number. Repeatable by
 * anyone who has the receipt, so each receipt proves its own draw; unpredictable before the salt is
 * shown.
 */
export function drawEntrantQuestions(poolIds: readonly number[], count: number, salt: string, entryId: number): number[] {
  return shuffle(poolIds, seededRandomInt(`berean-competition:${salt}:${entryId}`)).slice(0, count);
}
