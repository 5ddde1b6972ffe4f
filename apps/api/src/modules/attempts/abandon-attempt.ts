import type { AttemptOutcome } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { conflict } from "../../lib/errors.ts";
import { endAttempt, lockOwnAttempt } from "./attempt-store.ts";
import { presentOutcome } from "./finish-attempt.ts";
import { modeOf } from "./modes.ts";

/**
 * Leaving a running quiz through the app (after the page's confirm) ends it with score 0, as
 * specified; a reload or a closed tab does not call this (docs/architecture.md §4 'Attempts'). An ended attempt is left
 * as it is. A competition cannot be left: its clock runs on and its answers stand.
 */
export async function abandonAttempt(db: Db, memberId: string, attemptId: number, now: Date): Promise<AttemptOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockOwnAttempt(tx, attemptId, memberId);
    if (row.status !== "in_progress") return presentOutcome(tx, row, now);
    if (!modeOf(row.mode).abandonable) throw conflict("NOT_ABANDONABLE", "A competition attempt runs until it is finished or its time is up.");
    return presentOutcome(tx, await endAttempt(tx, row, { status: "abandoned", at: now }), now);
  });
}
