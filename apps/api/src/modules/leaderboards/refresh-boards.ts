import { eq, sql } from "drizzle-orm";
import { leaderboardStartDay } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { leaderboardBoard } from "../../db/schema.ts";
import { boardStartDay, WINDOWED_BOARDS, type WindowedBoard } from "./boards.ts";

/**
 * Moves a windowed board on to today's window: only the members who have a day bucket that left
 * the window are rebuilt, from their remaining day buckets (at most a day's finishers per day).
 * Returns the board's first day. Cheap when the window has not moved: one primary-key read.
 */
export async function refreshBoard(db: DbOrTx, board: WindowedBoard, now: Date): Promise<string> {
  const target = leaderboardStartDay(board, now)!;
  const current = await boardStartDay(db, board, now, null);
  if (current >= target) return current;
  return db.transaction(async (tx) => {
    const from = await boardStartDay(tx, board, now, "update");
    if (from >= target) return from;
    const leaving = sql`(select distinct user_id from leaderboard_day where day >= ${from}::date and day < ${target}::date)`;
    await tx.execute(sql`delete from leaderboard_entry where board = ${board} and user_id in ${leaving}`);
    await tx.execute(sql`
      insert into leaderboard_entry (board, user_id, score, seconds_used, finished_at, attempts)
      select distinct on (d.user_id) ${board}, d.user_id, d.score, d.seconds_used, d.finished_at,
             sum(d.attempts) over (partition by d.user_id)
      from leaderboard_day d
      where d.day >= ${target}::date and d.user_id in ${leaving}
      order by d.user_id, d.score desc, d.seconds_used, d.finished_at`);
    await tx.update(leaderboardBoard).set({ startDay: target }).where(eq(leaderboardBoard.board, board));
    return target;
  });
}

/** What the server's sweep runs: every windowed board moved on to now. */
export async function refreshBoards(db: DbOrTx, now: Date): Promise<void> {
  for (const board of WINDOWED_BOARDS) await refreshBoard(db, board, now);
}
