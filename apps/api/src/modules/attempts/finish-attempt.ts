import type { AttemptOutcome, AttemptStatus } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { endAttempt, lockOwnAttempt, type AttemptRow } from "./attempt-store.ts";

export function presentOutcome(row: AttemptRow): AttemptOutcome {
  return { attemptId: row.id, status: row.status as AttemptStatus, score: row.score, correct: row.correctCount, wrong: row.wrongCount, secondsUsed: row.secondsUsed };
}

/**
 * The member's 'Finish Quiz' (or the page's auto-finish at 0). Idempotent: an attempt that has
 * already ended answers with its stored outcome, so a double click or a retry changes nothing.
 */
export async function finishAttempt(db: Db, memberId: string, attemptId: number, now: Date): Promise<AttemptOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockOwnAttempt(tx, attemptId, memberId);
    if (row.status !== "in_progress") return presentOutcome(row);
    return presentOutcome(await endAttempt(tx, row, { status: "finished", at: now }));
  });
}
