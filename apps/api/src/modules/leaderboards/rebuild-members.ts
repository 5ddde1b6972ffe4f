import { sql } from "drizzle-orm";
import { LEADERBOARD_TIME_ZONE, SITE_BOARD_MODES } from "@berean/domain";
import { announce } from "../../lib/changes.ts";
import type { Tx } from "../../db/client.ts";
import { WINDOWED_BOARDS, windowStartDays } from "./boards.ts";

/**
 * Rebuilds some members' day buckets and board entries from their attempts as they now stand:
 * what a voided result or a regrade (a corrected answer key) needs, since boards otherwise only
 * ever keep the better result. Entries are written after the day rows and the boards' windows,
 * as recordLeaderboardResults writes them (the windows' share locks never wait on each other);
 * the score histogram follows by trigger.
 */
export async function rebuildMemberBoards(tx: Tx, userIds: readonly string[], now: Date = new Date()): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql`(${sql.join(
    [...new Set(userIds)].sort().map((id) => sql`${id}`),
    sql`, `,
  )})`;
  await tx.execute(sql`delete from leaderboard_day where user_id in ${ids}`);
  await tx.execute(sql`
    insert into leaderboard_day (user_id, day, score, seconds_used, finished_at, attempts)
    select distinct on (r.user_id, r.day) r.user_id, r.day, r.score, r.seconds_used, r.finished_at,
           count(*) over (partition by r.user_id, r.day)
    from (
      select user_id, (finished_at at time zone ${LEADERBOARD_TIME_ZONE})::date as day, score, seconds_used, finished_at
      from attempt
      -- Only the modes on the site's boards (not competitions: modules/attempts/modes.ts), and a
      -- Saturday event's results once the event's close put them there (docs/architecture.md §4 'Sealed and open').
      where user_id in ${ids} and status in ('finished', 'expired') and held_reason is null and finished_at is not null
        and mode in (${sql.join(
          SITE_BOARD_MODES.map((m) => sql`${m}`),
          sql`, `,
        )})
        and (live_event_id is null or exists (select 1 from live_event e where e.id = live_event_id and e.boarded_at is not null))
    ) r
    order by r.user_id, r.day, r.score desc, r.seconds_used, r.finished_at`);

  const starts = await windowStartDays(tx, now);
  const windows: Array<{ board: string; from: string | null }> = [
    { board: "all", from: null },
    ...WINDOWED_BOARDS.map((board) => ({ board, from: starts.get(board)! })),
  ];
  windows.sort((a, b) => (a.board < b.board ? -1 : 1));
  await tx.execute(sql`delete from leaderboard_entry where user_id in ${ids}`);
  for (const { board, from } of windows) {
    await tx.execute(sql`
      insert into leaderboard_entry (board, user_id, score, seconds_used, finished_at, attempts)
      select distinct on (d.user_id) ${board}, d.user_id, d.score, d.seconds_used, d.finished_at,
             sum(d.attempts) over (partition by d.user_id)
      from leaderboard_day d
      where d.user_id in ${ids} and (${from}::date is null or d.day >= ${from}::date)
      order by d.user_id, d.score desc, d.seconds_used, d.finished_at`);
  }
  await announce(tx, { topic: "results" });
}
