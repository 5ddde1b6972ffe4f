import { passageReference, STUDY_PLANS, type CurrentPlan, type Locale, type StudyPlanDetail, type StudyPlanList } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import type { Member } from "../../lib/session.ts";
import { openFollowOf, planOf, presentFollow, summaryOf } from "./plan-store.ts";

/** Every plan a member may choose, with its length and what it covers. */
export function listPlans(locale: Locale = "en"): StudyPlanList {
  return { plans: STUDY_PLANS.map((plan) => summaryOf(plan, locale)) };
}

/** One plan's days, by passage. */
export function readPlan(slug: string, locale: Locale = "en"): StudyPlanDetail {
  const plan = planOf(slug);
  return { ...summaryOf(plan, locale), days: plan.days.map((passage, i) => ({ day: i + 1, reading: passageReference(passage) })) };
}

/** The plan the member follows, as today's card shows it, or null. */
export async function currentPlan(db: Db, member: Member, now: Date): Promise<CurrentPlan> {
  return db.transaction(async (tx) => {
    const follow = await openFollowOf(tx, member.id);
    return { follow: follow ? await presentFollow(tx, follow, member, now) : null };
  });
}
