import { eq } from "drizzle-orm";
import { EMPTY_STREAK, localDate, markRead, streakAsOf, type Streak, type StreakResponse } from "@berean/domain";
import type { Db, DbOrTx } from "../../db/client.ts";
import { devotionalStreak } from "../../db/schema.ts";
import type { Member } from "../../lib/session.ts";
import { readingFor } from "./reading-plan.ts";

async function storedStreak(db: DbOrTx, memberId: string, lock: boolean): Promise<Streak> {
  const q = db.select().from(devotionalStreak).where(eq(devotionalStreak.userId, memberId));
  const [row] = lock ? await q.for("update") : await q;
  return row
    ? { currentStreak: row.currentStreak, longestStreak: row.longestStreak, totalDaysRead: row.totalDaysRead, lastReadDate: row.lastReadDate }
    : EMPTY_STREAK;
}

function present(member: Member, streak: Streak, now: Date): StreakResponse {
  const today = localDate(now, member.timezone);
  const shown = streakAsOf(streak, today);
  return { today, reading: readingFor(now, member.timezone, member.locale), streak: { ...shown, readToday: shown.lastReadDate === today } };
}

/** Today's reading and the streak as of today, in the member's time zone. */
export async function getStreak(db: Db, member: Member, now: Date): Promise<StreakResponse> {
  return present(member, await storedStreak(db, member.id, false), now);
}

/** 'Mark as read': idempotent per day; a missed day starts the current streak over. */
export async function markTodayRead(db: Db, member: Member, now: Date): Promise<StreakResponse> {
  const today = localDate(now, member.timezone);
  const streak = await db.transaction(async (tx) => {
    await tx.insert(devotionalStreak).values({ userId: member.id }).onConflictDoNothing();
    const next = markRead(await storedStreak(tx, member.id, true), today);
    await tx
      .update(devotionalStreak)
      .set({ ...next, updatedAt: now })
      .where(eq(devotionalStreak.userId, member.id));
    return next;
  });
  return present(member, streak, now);
}

/**
 * A day with practice, review or memory work counts for the streak as a day's reading does
 * (docs/architecture.md §4 'Study'): the same once-a-day mark, in the member's time zone, in the
 * caller's transaction so the work and its day land together.
 */
export async function countStudyDay(tx: DbOrTx, member: Pick<Member, "id" | "timezone">, now: Date): Promise<void> {
  const today = localDate(now, member.timezone);
  // Most answers come on a day already counted: one read, no lock, and nothing to write.
  const [counted] = await tx.select({ lastReadDate: devotionalStreak.lastReadDate }).from(devotionalStreak).where(eq(devotionalStreak.userId, member.id));
  if (counted?.lastReadDate === today) return;
  await tx.insert(devotionalStreak).values({ userId: member.id }).onConflictDoNothing();
  const stored = await storedStreak(tx, member.id, true);
  if (stored.lastReadDate === today) return;
  await tx
    .update(devotionalStreak)
    .set({ ...markRead(stored, today), updatedAt: now })
    .where(eq(devotionalStreak.userId, member.id));
}
