import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { localDate, type PlanFollow, type StartPlan } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { studyPlanFollow, user } from "../../db/schema.ts";
import type { Member } from "../../lib/session.ts";
import { planOf, presentFollow } from "./plan-store.ts";

/**
 * Follows a plan from its first day, ending the one the member followed: one plan at a time (the
 * page asks before it replaces one). The member's row is locked first, so two starts at once queue
 * rather than meet the one-open-follow index.
 */
export async function startPlan(db: Db, member: Member, input: StartPlan, now: Date): Promise<PlanFollow> {
  planOf(input.plan);
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, member.id)).for("no key update");
    await tx
      .update(studyPlanFollow)
      .set({ endedAt: now })
      .where(and(eq(studyPlanFollow.userId, member.id), isNull(studyPlanFollow.endedAt)));
    const [follow] = await tx
      .insert(studyPlanFollow)
      .values({ id: randomUUID(), userId: member.id, planSlug: input.plan, startedOn: localDate(now, member.timezone), createdAt: now })
      .returning();
    return presentFollow(tx, follow!, member, now);
  });
}
