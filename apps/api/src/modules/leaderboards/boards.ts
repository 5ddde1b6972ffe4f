import { eq, sql } from "drizzle-orm";
import { leaderboardStartDay, type LeaderboardWindow } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { leaderboardBoard } from "../../db/schema.ts";

export const WINDOWED_BOARDS = ["week", "month"] as const;
export type WindowedBoard = (typeof WINDOWED_BOARDS)[number];
export const BOARDS: readonly LeaderboardWindow[] = ["week", "month", "all"];

/**
 * "Strictly better" in SQL, the same order as compareEntries in packages/domain: higher score,
 * then fewer seconds, then the earlier finish. `a` and `b` are table aliases or `excluded`.
 */
export function betterThan(a: string, b: string) {
  return sql.raw(
    `(${a}.score > ${b}.score or (${a}.score = ${b}.score and (${a}.seconds_used < ${b}.seconds_used or ` +
      `(${a}.seconds_used = ${b}.seconds_used and ${a}.finished_at < ${b}.finished_at))))`,
  );
}

/** The board's current first day; creates the board's row at the window's start when missing. */
export async function boardStartDay(db: DbOrTx, board: WindowedBoard, now: Date, lock: "share" | "update" | null): Promise<string> {
  const select = () => {
    const q = db.select({ startDay: leaderboardBoard.startDay }).from(leaderboardBoard).where(eq(leaderboardBoard.board, board));
    return lock ? q.for(lock) : q;
  };
  let [row] = await select();
  if (!row) {
    await db.insert(leaderboardBoard).values({ board, startDay: leaderboardStartDay(board, now)! }).onConflictDoNothing();
    [row] = await select();
  }
  return row!.startDay;
}
