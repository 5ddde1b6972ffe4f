import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { attempt, liveEvent } from "../../db/schema.ts";
import { recordLeaderboardResults } from "../leaderboards/service.ts";

/**
 * A Saturday event's results go onto the site's boards at its close, all at once (docs/architecture.md
 * §4 'Sealed and open'): while it runs a score on a board is an oracle. Run by the attempt sweep
 * after it has ended the overdue attempts (every event attempt's deadline is before the close).
 * Each closed event is claimed under its row's lock, so two instances board it once; a result that
 * stands only later (a hold cleared) goes on by itself (attempts' recordOnBoards). Returns how many
 * results it put on.
 */
export async function boardClosedEvents(db: DbOrTx, now: Date): Promise<number> {
  const [due] = await db
    .select({ id: liveEvent.id })
    .from(liveEvent)
    .where(and(isNull(liveEvent.boardedAt), lte(liveEvent.closesAt, now)))
    .limit(1);
  if (!due) return 0;
  return db.transaction(async (tx) => {
    const events = await tx
      .select({ id: liveEvent.id })
      .from(liveEvent)
      .where(and(isNull(liveEvent.boardedAt), lte(liveEvent.closesAt, now)))
      .orderBy(asc(liveEvent.closesAt))
      .for("update", { skipLocked: true });
    let boarded = 0;
    for (const event of events) {
      const results = await tx
        .select({
          userId: attempt.userId,
          score: attempt.score,
          secondsUsed: attempt.secondsUsed,
          finishedAt: sql<Date>`coalesce(${attempt.finishedAt}, ${attempt.deadlineAt})`,
        })
        .from(attempt)
        .where(and(eq(attempt.liveEventId, event.id), sql`${attempt.status} in ('finished', 'expired') and ${attempt.heldReason} is null`));
      await recordLeaderboardResults(
        tx,
        results.map((r) => ({ ...r, finishedAt: new Date(r.finishedAt) })),
        now,
        [{ topic: "events", detail: String(event.id) }],
      );
      await tx.update(liveEvent).set({ boardedAt: now }).where(eq(liveEvent.id, event.id));
      boarded += results.length;
    }
    return boarded;
  });
}
