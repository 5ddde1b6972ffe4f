import { displayName, LEADERBOARD_SIZE, leaderboardStartDay, type LeaderboardEntry, type LeaderboardResponse, type LeaderboardWindow } from "@berean/domain";
import { runPrepared, type DbOrTx } from "../../db/client.ts";
import { refreshBoard } from "./refresh-boards.ts";

type EntryRow = { userId: string; score: number; secondsUsed: number; finishedAt: string; attempts: number; fullName: string | null; email: string | null };

interface BoardRead {
  startDay: string | null;
  top: EntryRow[];
  own: (EntryRow & { rank: number }) | null;
  activePlayers: number;
  highestScore: number;
  quizTakers: number;
}

function presentEntry(row: EntryRow, rank: number, viewerId: string | null): LeaderboardEntry {
  return {
    rank,
    name: displayName(row.fullName, row.email),
    score: row.score,
    secondsUsed: row.secondsUsed,
    attempts: row.attempts,
    finishedAt: new Date(row.finishedAt).toISOString(),
    isViewer: row.userId === viewerId,
  };
}

/**
 * $1 board, $2 viewer (or null). The top 10 in the rank index's exact order (an index scan of 10
 * rows, joined to their members only then: a CTE read twice would be materialized whole); the viewer's rank from the score histogram (members with a higher best score) plus an
 * index count inside their own score; the counters from the histograms; the board's first day.
 */
const READ_BOARD = `
  with top as (
    select e.user_id as "userId", e.score, e.seconds_used as "secondsUsed", e.finished_at as "finishedAt",
           e.attempts, u.full_name as "fullName", u.email
    from (select * from leaderboard_entry where board = $1
          order by score desc nulls last, seconds_used, finished_at, user_id
          limit ${LEADERBOARD_SIZE}) e
    join "user" u on u.id = e.user_id
  ), own as (
    select e.user_id as "userId", e.score, e.seconds_used as "secondsUsed", e.finished_at as "finishedAt",
           e.attempts, u.full_name as "fullName", u.email
    from leaderboard_entry e join "user" u on u.id = e.user_id
    where e.board = $1 and e.user_id = $2
  ), histogram as (
    select score, members from leaderboard_score where board = $1 and members > 0
  )
  select
    (select start_day::text from leaderboard_board where board = $1) as "startDay",
    coalesce((select json_agg(top order by score desc nulls last, "secondsUsed", "finishedAt", "userId") from top), '[]'::json) as top,
    (select row_to_json(ranked) from (
      select own.*, 1
        + coalesce((select sum(h.members) from histogram h where h.score > own.score), 0)
        + (select count(*) from leaderboard_entry x
           where x.board = $1 and x.score = own.score
             and (x.seconds_used, x.finished_at, x.user_id) < (own."secondsUsed", own."finishedAt", own."userId")) as rank
      from own) ranked) as own,
    coalesce((select sum(members) from histogram), 0)::int as "activePlayers",
    coalesce((select max(score) from histogram), 0)::int as "highestScore",
    coalesce((select sum(members) from leaderboard_score where board = 'all'), 0)::int as "quizTakers"`;

/**
 * The one leaderboard read (member page, home leaders, floating panel, public tabs): one prepared
 * statement, one round trip. Nothing here reads attempts. When a week's or month's window has
 * moved on since the board was last brought up to date (once a day), the board is moved first
 * and read again.
 */
export async function readLeaderboard(db: DbOrTx, window: LeaderboardWindow, viewerId: string | null, now: Date): Promise<LeaderboardResponse> {
  let read = await readBoard(db, window, viewerId);
  const target = leaderboardStartDay(window, now);
  if (window !== "all" && (read.startDay === null || (target !== null && read.startDay < target))) {
    await refreshBoard(db, window, now);
    read = await readBoard(db, window, viewerId);
  }
  const entries = read.top.map((row, i) => presentEntry(row, i + 1, viewerId));
  const me = entries.find((e) => e.isViewer) ?? (read.own ? presentEntry(read.own, Number(read.own.rank), viewerId) : null);
  return {
    window,
    since: window === "all" ? null : read.startDay,
    entries,
    me,
    counters: { activePlayers: read.activePlayers, highestScore: read.highestScore, quizTakers: read.quizTakers },
  };
}

async function readBoard(db: DbOrTx, window: LeaderboardWindow, viewerId: string | null): Promise<BoardRead> {
  const [row] = await runPrepared<BoardRead>(db, "read-leaderboard", READ_BOARD, [window, viewerId]);
  return row!;
}
