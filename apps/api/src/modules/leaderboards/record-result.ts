import { sql } from "drizzle-orm";
import { compareEntries, LEADERBOARD_TIME_ZONE, localDate } from "@berean/domain";
import { announce, type Change } from "../../lib/changes.ts";
import type { Tx } from "../../db/client.ts";
import { betterThan, WINDOWED_BOARDS, windowStartDays } from "./boards.ts";

export interface FinishedResult {
  userId: string;
  score: number;
  secondsUsed: number;
  finishedAt: Date;
}

interface Bucket {
  userId: string;
  best: FinishedResult;
  attempts: number;
}

/** Each member's best result among `results` (higher score, fewer seconds, earlier finish) and how many they are. */
function bestPerMember(results: readonly FinishedResult[], keyOf: (r: FinishedResult) => string): Bucket[] {
  const buckets = new Map<string, Bucket>();
  for (const r of results) {
    const key = keyOf(r);
    const b = buckets.get(key);
    if (!b) buckets.set(key, { userId: r.userId, best: r, attempts: 1 });
    else {
      b.attempts += 1;
      if (compareEntries(r, b.best) < 0) b.best = r;
    }
  }
  // A fixed order, so concurrent writers take the rows' locks in the same order.
  return [...buckets.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, b]) => b);
}

const keepBetter = (table: string) => sql`
    score = case when ${betterThan("excluded", table)} then excluded.score else ${sql.raw(table)}.score end,
    seconds_used = case when ${betterThan("excluded", table)} then excluded.seconds_used else ${sql.raw(table)}.seconds_used end,
    finished_at = case when ${betterThan("excluded", table)} then excluded.finished_at else ${sql.raw(table)}.finished_at end,
    attempts = ${sql.raw(table)}.attempts + excluded.attempts`;

const valuesOf = (b: Bucket, tail: ReturnType<typeof sql>) =>
  sql`(${b.userId}, ${b.best.score}, ${b.best.secondsUsed}, ${b.best.finishedAt.toISOString()}::timestamptz, ${b.attempts}, ${tail})`;

/**
 * Called in the transaction that finishes attempts (one, or a whole sweep of overdue ones): folds
 * the results into the members' day buckets and into each board whose window holds their day.
 * Four statements however many results: the windows' first days (share-locked), the day
 * buckets' upsert, every board's entries in one upsert, and the announcement of the change with
 * `also` (a live event's board, say). Upserts keep the better result, so concurrent finishes of one
 * member cannot lose one; the score histogram follows by trigger.
 */
export async function recordLeaderboardResults(
  tx: Tx,
  results: readonly FinishedResult[],
  now: Date = new Date(),
  also: readonly Change[] = [],
): Promise<void> {
  if (results.length === 0) return;
  const dayOf = (r: FinishedResult) => localDate(r.finishedAt, LEADERBOARD_TIME_ZONE);
  const windows = await windowStartDays(tx, now);

  const days = bestPerMember(results, (r) => `${r.userId}\u0000${dayOf(r)}`);
  // Boards in a fixed order (then members, by bestPerMember), so concurrent finishes take the
  // entries' and the histogram's row locks in the same order.
  const boards: Array<{ board: string; from: string | null }> = [
    { board: "all", from: null },
    ...WINDOWED_BOARDS.map((board) => ({ board, from: windows.get(board)! })),
  ];
  boards.sort((a, b) => (a.board < b.board ? -1 : 1));
  const entries = boards.flatMap(({ board, from }) =>
    bestPerMember(
      results.filter((r) => from === null || dayOf(r) >= from),
      (r) => r.userId,
    ).map((b) => valuesOf(b, sql`${board}`)),
  );
  await tx.execute(sql`
    insert into leaderboard_day (user_id, score, seconds_used, finished_at, attempts, day)
    values ${sql.join(
      days.map((b) => valuesOf(b, sql`${dayOf(b.best)}::date`)),
      sql`, `,
    )}
    on conflict (user_id, day) do update set ${keepBetter("leaderboard_day")}`);
  await tx.execute(sql`
    insert into leaderboard_entry (user_id, score, seconds_used, finished_at, attempts, board)
    values ${sql.join(entries, sql`, `)}
    on conflict (board, user_id) do update set ${keepBetter("leaderboard_entry")}`);
  // The boards, stats and cards every instance keeps go stale when this commits.
  await announce(tx, { topic: "results" }, ...also);
}

/** One finished attempt's result on the boards. */
export function recordLeaderboardResult(tx: Tx, result: FinishedResult, now: Date = new Date(), also: readonly Change[] = []): Promise<void> {
  return recordLeaderboardResults(tx, [result], now, also);
}
