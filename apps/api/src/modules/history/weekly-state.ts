import { and, count, eq, inArray } from "drizzle-orm";
import { weekStartDate, type WeeklyState } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt } from "../../db/schema.ts";
import { FREE_WEEK_MODES } from "../attempts/service.ts";
import type { Member } from "../../lib/session.ts";

/** Has the member used this week's attempt (Sunday to Sunday in their time zone)? Free members are then at the limit. */
export async function weeklyState(db: Db, member: Member, now: Date): Promise<WeeklyState> {
  const weekStart = weekStartDate(now, member.timezone);
  // Only the attempts that spend the free week count (not the Saturday event, not a competition, not
  // a Pro-owned group's assignment: docs/architecture.md §4 'Groups'), as when starting.
  const [row] = await db
    .select({ n: count() })
    .from(attempt)
    .where(and(eq(attempt.userId, member.id), eq(attempt.weekStart, weekStart), inArray(attempt.mode, FREE_WEEK_MODES), eq(attempt.freeWeekExempt, false)));
  const attemptsThisWeek = row?.n ?? 0;
  return { plan: member.plan, weekStart, attemptsThisWeek, limitReached: member.plan === "free" && attemptsThisWeek > 0 };
}
