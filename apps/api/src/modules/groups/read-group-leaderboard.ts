import { displayName, LEADERBOARD_SIZE, type LeaderboardEntry, type LeaderboardResponse, type LeaderboardWindow } from "@berean/domain";
import { runPrepared, type DbOrTx } from "../../db/client.ts";
import { refreshBoard } from "../leaderboards/service.ts";
import { requireGroupRole } from "./membership.ts";

type Row = {
  userId: string;
  score: number;
  secondsUsed: number;
  finishedAt: string;
  attempts: number;
  rank: number;
  fullName: string | null;
  email: string | null;
};
interface BoardRead {
  rows: Row[] | null;
  activePlayers: number;
  highestScore: number;
  quizTakers: number;
}

/**
 * $1 group, $2 board, $3 viewer. The group's members, each looked up in the site board's entries by
 * its primary key (at most 500 index reads, never a scan of attempts: a lateral `limit 1` per member keeps
 * the planner from hashing a whole board instead), ranked by the site's rules: best score, fewer
 * seconds, the earlier finish, then the user id; names are read for the rows shown only.
 *
 * `sources` is the union of every kind of result that counts on a group's board, one row per member
 * and source with the source's best and its attempts; `best` keeps each member's best of them.
 * `custom` is each member's best result at the custom quizzes shared with the group, finished in the
 * window ($4, its first instant; null for all time), read through attempt_custom_quiz_idx one shared
 * quiz at a time: custom quizzes count on their groups' boards only, never the site's
 * (docs/architecture.md §4 'Groups'). Held, voided and abandoned results never count.
 */
const READ_GROUP_BOARD = `
  with members as (
    select user_id from group_member where group_id = $1
  ), site as (
    select e.user_id, e.score, e.seconds_used, e.finished_at, e.attempts
    from members m cross join lateral (
      select * from leaderboard_entry x where x.board = $2 and x.user_id = m.user_id limit 1) e
  ), custom_results as (
    select a.user_id, a.score, a.seconds_used, a.finished_at
    from custom_quiz_group cg cross join lateral (
      select x.user_id, x.score, x.seconds_used, x.finished_at from attempt x
      where x.custom_quiz_id = cg.custom_quiz_id and x.status in ('finished', 'expired') and x.held_reason is null
        and ($4::timestamptz is null or x.finished_at >= $4::timestamptz)) a
    where cg.group_id = $1 and a.user_id in (select user_id from members)
  ), custom as (
    select distinct on (user_id) user_id, score, seconds_used, finished_at,
           count(*) over (partition by user_id) as attempts
    from custom_results
    order by user_id, score desc, seconds_used, finished_at
  ), sources as (
    select user_id, score, seconds_used, finished_at, attempts from site
    union all
    select user_id, score, seconds_used, finished_at, attempts from custom
  ), best as (
    select distinct on (user_id) user_id, score, seconds_used, finished_at,
           sum(attempts) over (partition by user_id) as attempts
    from sources
    order by user_id, score desc, seconds_used, finished_at
  ), ranked as (
    select best.*, row_number() over (order by score desc, seconds_used, finished_at, user_id) as rank from best
  )
  select
    (select json_agg(json_build_object(
        'userId', r.user_id, 'score', r.score, 'secondsUsed', r.seconds_used, 'finishedAt', r.finished_at,
        'attempts', r.attempts, 'rank', r.rank, 'fullName', u.full_name, 'email', u.email) order by r.rank)
     from ranked r join "user" u on u.id = r.user_id
     where r.rank <= ${LEADERBOARD_SIZE} or r.user_id = $3) as rows,
    (select count(*) from best)::int as "activePlayers",
    (select coalesce(max(score), 0) from best)::int as "highestScore",
    -- Members with a result ever that counts on the group's boards (a site result or one of the group's
    -- custom quizzes), the same figure on every window: on the all-time board, the ones ranked (no
    -- second round of look-ups); on a week's or month's, the all-time entries and the custom results
    -- without the window (each by its index: attempt_custom_quiz_idx, the members' entries by key).
    (case when $2 = 'all' then (select count(*) from best)
          else (select count(*) from (
                  select m.user_id from members m cross join lateral (
                    select 1 from leaderboard_entry x where x.board = 'all' and x.user_id = m.user_id limit 1) e
                  union
                  select x.user_id from custom_quiz_group cg join attempt x on x.custom_quiz_id = cg.custom_quiz_id
                  where cg.group_id = $1 and x.status in ('finished', 'expired') and x.held_reason is null
                    and x.user_id in (select user_id from members)) takers) end)::int as "quizTakers"`;

function presentEntry(row: Row, viewerId: string): LeaderboardEntry {
  return {
    rank: Number(row.rank),
    name: displayName(row.fullName, row.email),
    score: row.score,
    secondsUsed: row.secondsUsed,
    attempts: Number(row.attempts),
    finishedAt: new Date(row.finishedAt).toISOString(),
    isViewer: row.userId === viewerId,
  };
}

/**
 * The group's board (docs/architecture.md §4 'Groups'): the site board's shape and rules, ranked
 * among the group's members only; top 10 plus the viewer's own place. A week's or month's window
 * is first brought up to date as the site board's read does.
 */
export async function readGroupLeaderboard(db: DbOrTx, groupId: number, viewerId: string, window: LeaderboardWindow, now: Date): Promise<LeaderboardResponse> {
  await requireGroupRole(db, groupId, viewerId, "member");
  const since = window === "all" ? null : await refreshBoard(db, window, now);
  // The window's first instant: its first day's midnight in the boards' zone (UTC).
  const from = since === null ? null : `${since}T00:00:00Z`;
  const [read] = await runPrepared<BoardRead>(db, "read-group-leaderboard", READ_GROUP_BOARD, [groupId, window, viewerId, from]);
  const rows = read?.rows ?? [];
  const entries = rows.filter((r) => Number(r.rank) <= LEADERBOARD_SIZE).map((r) => presentEntry(r, viewerId));
  const own = rows.find((r) => r.userId === viewerId);
  return {
    window,
    since,
    entries,
    me: own ? presentEntry(own, viewerId) : null,
    counters: { activePlayers: read?.activePlayers ?? 0, highestScore: read?.highestScore ?? 0, quizTakers: read?.quizTakers ?? 0 },
  };
}
