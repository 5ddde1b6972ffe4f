import { PLAN_MESSAGES, type PlanFollow } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { studyPlanDay } from "../../db/schema.ts";
import { conflict } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { countStudyDay } from "../streaks/service.ts";
import { followState, ownFollow, presentFollow } from "./plan-store.ts";

/**
 * 'Mark today's reading done': the day today's card shows, once. A day already done is left as it
 * is (a second click, a second tab); any other day is refused — one plan day a local day, in order.
 * The day counts for the member's daily streak in the same transaction (§4 'Study').
 */
export async function markDayDone(db: Db, member: Member, followId: string, day: number, now: Date): Promise<PlanFollow> {
  return db.transaction(async (tx) => {
    const follow = await ownFollow(tx, member.id, followId);
    const state = await followState(tx, follow, member, now);
    if (state.done.some((d) => d.day === day)) return presentFollow(tx, follow, member, now);
    if (state.completed) throw conflict("PLAN_COMPLETED", PLAN_MESSAGES.completed);
    if (state.doneToday || day !== state.day) throw conflict("PLAN_DAY_NOT_TODAY", PLAN_MESSAGES.notToday);
    await tx.insert(studyPlanDay).values({ followId: follow.id, day, doneOn: state.today, createdAt: now });
    await countStudyDay(tx, member, now);
    return presentFollow(tx, follow, member, now);
  });
}
