import { sql } from "drizzle-orm";
import { LEADERBOARD_TIME_ZONE, localDate } from "@berean/domain";
import type { Tx } from "../../db/client.ts";
import { betterThan, boardStartDay, WINDOWED_BOARDS } from "./boards.ts";

export interface FinishedResult {
  userId: string;
  score: number;
  secondsUsed: number;
  finishedAt: Date;
}

/**
 * Called in the transaction that finishes an attempt: folds the result into the member's day
 * bucket and into each board whose window holds that day. Upserts keep the better result, so
 * concurrent finishes of one member cannot lose one; the score histogram follows by trigger.
 */
export async function recordLeaderboardResult(tx: Tx, result: FinishedResult, now: Date = new Date()): Promise<void> {
  const day = localDate(result.finishedAt, LEADERBOARD_TIME_ZONE);
  const values = sql`${result.userId}, ${result.score}, ${result.secondsUsed}, ${result.finishedAt.toISOString()}::timestamptz, 1`;
  const keepBetter = (table: string) => sql`
    score = case when ${betterThan("excluded", table)} then excluded.score else ${sql.raw(table)}.score end,
    seconds_used = case when ${betterThan("excluded", table)} then excluded.seconds_used else ${sql.raw(table)}.seconds_used end,
    finished_at = case when ${betterThan("excluded", table)} then excluded.finished_at else ${sql.raw(table)}.finished_at end,
    attempts = ${sql.raw(table)}.attempts + 1`;

  await tx.execute(sql`
    insert into leaderboard_day (user_id, score, seconds_used, finished_at, attempts, day)
    values (${values}, ${day}::date)
    on conflict (user_id, day) do update set ${keepBetter("leaderboard_day")}`);

  const boards: string[] = ["all"];
  for (const board of WINDOWED_BOARDS) {
    // Share lock: a window moving on (refresh-boards) waits for this finish, and the other way round.
    const startDay = await boardStartDay(tx, board, now, "share");
    if (day >= startDay) boards.push(board);
  }
  // Boards in a fixed order, so concurrent finishes take the histogram rows' locks in the same order.
  boards.sort();
  for (const board of boards) {
    await tx.execute(sql`
      insert into leaderboard_entry (user_id, score, seconds_used, finished_at, attempts, board)
      values (${values}, ${board})
      on conflict (board, user_id) do update set ${keepBetter("leaderboard_entry")}`);
  }
}
