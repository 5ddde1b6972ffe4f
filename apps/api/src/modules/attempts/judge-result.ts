import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { attempt } from "../../db/schema.ts";
import { rebuildMemberBoards } from "../leaderboards/service.ts";
import { recordOnBoards, type AttemptRow } from "./attempt-store.ts";

/**
 * An admin's judgement written to an ended attempt, in any mode (the admin's screens decide who
 * may, and audit it). Voided: the result stays as history with its reason and leaves the boards
 * (the member's are rebuilt from what remains). Cleared of a hold: it counts as if never held.
 */
export async function voidResult(tx: Tx, row: AttemptRow, reason: string, now: Date): Promise<void> {
  await tx
    .update(attempt)
    .set({ status: "voided", voidReason: reason })
    .where(and(eq(attempt.id, row.id), inArray(attempt.status, ["finished", "expired"])));
  await rebuildMemberBoards(tx, [row.userId], now);
}

export async function clearHold(tx: Tx, row: AttemptRow, now: Date): Promise<void> {
  const [cleared] = await tx.update(attempt).set({ heldReason: null, heldAt: null }).where(eq(attempt.id, row.id)).returning();
  await recordOnBoards(tx, cleared!, now);
}
