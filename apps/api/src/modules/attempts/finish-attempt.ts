import { COMPETITION_REFUSALS, type AttemptOutcome, type AttemptStatus } from "@berean/domain";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { answeredCount, askedCount, endAttempt, lockOwnAttempt, type AttemptRow } from "./attempt-store.ts";
import { ownScoreAt } from "./sealed-score.ts";
import { modeOf } from "./modes.ts";

/** An ended attempt's outcome as its member reads it: the score and counts, or, sealed, when they show (sealed-score.ts). */
export async function presentOutcome(db: DbOrTx, row: AttemptRow, now: Date): Promise<AttemptOutcome> {
  const scoresAt = await ownScoreAt(db, row, now);
  return {
    attemptId: row.id,
    status: row.status as AttemptStatus,
    score: scoresAt ? null : row.score,
    correct: scoresAt ? null : row.correctCount,
    wrong: scoresAt ? null : row.wrongCount,
    secondsUsed: row.secondsUsed,
    questions: await askedCount(db, row.id),
    answered: await answeredCount(db, row.id),
    scoresAt: scoresAt?.toISOString() ?? null,
  };
}

/**
 * The member's 'Finish Quiz' (or the page's auto-finish at 0). An attempt that has already ended
 * answers with its stored outcome, so a double click or a retry changes nothing; in a mode that
 * refuses a second finish (a competition) that is 'Already Submitted' (docs/product.md part 2 §8).
 */
export async function finishAttempt(db: Db, memberId: string, attemptId: number, now: Date): Promise<AttemptOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const row = await lockOwnAttempt(tx, attemptId, memberId);
    if (row.status !== "in_progress") return modeOf(row.mode).refusesSecondFinish ? null : presentOutcome(tx, row, now);
    return presentOutcome(tx, await endAttempt(tx, row, { status: "finished", at: now }), now);
  });
  if (!outcome) throw new AppError(409, "ALREADY_SUBMITTED", COMPETITION_REFUSALS.ALREADY_SUBMITTED.message);
  return outcome;
}
