import { and, count, eq } from "drizzle-orm";
import { weekStartDate, type WeeklyState } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt } from "../../db/schema.ts";
import type { Member } from "../../lib/session.ts";

/** Has the member used this week's attempt (Sunday to Sunday in their time zone)? Free members are then at the limit. */
export async function weeklyState(db: Db, member: Member, now: Date): Promise<WeeklyState> {
  const weekStart = weekStartDate(now, member.timezone);
  const [row] = await db.select({ n: count() }).from(attempt).where(and(eq(attempt.userId, member.id), eq(attempt.weekStart, weekStart)));
  const attemptsThisWeek = row?.n ?? 0;
  return { plan: member.plan, weekStart, attemptsThisWeek, limitReached: member.plan === "free" && attemptsThisWeek > 0 };
}
