import { eq, inArray, sql } from "drizzle-orm";
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
    await db
      .insert(leaderboardBoard)
      .values({ board, startDay: leaderboardStartDay(board, now)! })
      .onConflictDoNothing();
    [row] = await select();
  }
  return row!.startDay;
}

/**
 * Every windowed board's first day in one read, share-locked (a window moving on waits for the
 * transaction, and the other way round); a board without its row yet gets one, as boardStartDay.
 */
export async function windowStartDays(tx: DbOrTx, now: Date): Promise<Map<WindowedBoard, string>> {
  const rows = await tx
    .select({ board: leaderboardBoard.board, startDay: leaderboardBoard.startDay })
    .from(leaderboardBoard)
    .where(inArray(leaderboardBoard.board, [...WINDOWED_BOARDS]))
    .orderBy(leaderboardBoard.board)
    .for("share");
  const days = new Map(rows.map((r) => [r.board as WindowedBoard, r.startDay]));
  for (const board of WINDOWED_BOARDS) if (!days.has(board)) days.set(board, await boardStartDay(tx, board, now, "share"));
  return days;
}
