import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { studyPlanFollow } from "../../db/schema.ts";
import { ownFollow } from "./plan-store.ts";

/** Leaves the plan: the follow ends, its days done stay with it. */
export async function leavePlan(db: Db, memberId: string, followId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const follow = await ownFollow(tx, memberId, followId);
    await tx.update(studyPlanFollow).set({ endedAt: now }).where(eq(studyPlanFollow.id, follow.id));
  });
}
