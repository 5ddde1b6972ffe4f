/**
 * `npm run bench:leaderboard`: our leaderboard read (top 10 + the viewer's own rank, from the
 * per-board best tables and score histogram) against the naive GROUP BY over all attempts, side
 * by side on one database.
 *
 *   DATABASE_URL=postgres://…   loads into a fresh database `berean_bench` on that server (dropped at the end)
 *   (no DATABASE_URL)            loads into an in-memory PGlite database
 *   BENCH_ATTEMPTS, BENCH_MEMBERS  load size (default 1,000,000 / 50,000 on PostgreSQL;
 *                                  100,000 / 5,000 on PGlite, which is slower to load)
 *   BENCH_RUNS, BENCH_NAIVE_RUNS   measured reads per window (default 300 / 20)
 *
 * Then a group's board (docs/architecture.md §4 'Groups'): a group of GROUP_MEMBERS (500) members
 * drawn from the bench's members, read as the group page does (its members looked up in the best
 * tables) beside the naive GROUP BY over the members' attempts.
 *
 * The last line is the ratio of the naive p50 to ours for the all-time board.
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import { leaderboardStartDay, LEADERBOARD_SIZE, type LeaderboardWindow } from "@berean/domain";
import { openDatabase, type Database } from "../apps/api/src/db/client.ts";
import { readGroupLeaderboard } from "../apps/api/src/modules/groups/read-group-leaderboard.ts";
import { readLeaderboard } from "../apps/api/src/modules/leaderboards/read-leaderboard.ts";
import { report } from "./support.ts";

const databaseUrl = process.env.DATABASE_URL;
const onPostgres = Boolean(databaseUrl);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? (onPostgres ? 1_000_000 : 100_000));
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? (onPostgres ? 50_000 : 5_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const NAIVE_RUNS = Number(process.env.BENCH_NAIVE_RUNS ?? 20);
const QUIZZES = 25;
const GROUP_MEMBERS = Math.min(500, MEMBERS);
const NOW = new Date();

async function openBenchDatabase(): Promise<Database> {
  if (!databaseUrl) return openDatabase({});
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query("drop database if exists berean_bench with (force)");
  await admin.query("create database berean_bench");
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = "/berean_bench";
  return openDatabase({ databaseUrl: url.toString() });
}

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

async function load(database: Database): Promise<void> {
  const { db } = database;
  const exec = (q: ReturnType<typeof sql>) => db.execute(q);
  const t0 = performance.now();
  await exec(sql`insert into "user" (id, full_name, email, email_verified)
    select 'm' || i, case when i % 10 = 0 then '' else 'Member ' || i end, 'm' || i || '@example.com', true
    from generate_series(1, ${MEMBERS}::int) i`);
  await exec(sql`insert into quiz (title) select 'Bench quiz ' || i from generate_series(1, ${QUIZZES}::int) i`);
  const [first] = rowsOf(await exec(sql`select min(id)::int as id from quiz`));
  const quizBase = Number(first!.id);
  // Finished attempts spread over the last year; scores 0–200 leaning low, as real quizzes do.
  const chunk = 200_000;
  for (let from = 1; from <= ATTEMPTS; from += chunk) {
    const to = Math.min(ATTEMPTS, from + chunk - 1);
    await exec(sql`insert into attempt (user_id, quiz_id, period_key, week_start, status, started_at, deadline_at, finished_at, score, correct_count, wrong_count, seconds_used)
      select 'm' || (1 + (i::bigint * 7919) % ${MEMBERS}::int), ${quizBase}::int + i % ${QUIZZES}::int, 'bench-' || i, (s - interval '3 days')::date, 'finished',
             s, s + interval '600 seconds', s + make_interval(secs => u), sc, sc / 5, 2, u
      from (select i, ${NOW.toISOString()}::timestamptz - random() * interval '365 days' - interval '700 seconds' as s,
                   (60 + floor(random() * 540))::int as u, floor(200 * random() * random())::int as sc
            from generate_series(${from}::int, ${to}::int) i) g`);
  }
  const t1 = performance.now();
  // The same rows recordLeaderboardResult keeps up to date attempt by attempt, built in bulk here.
  await exec(sql`insert into leaderboard_day (user_id, day, score, seconds_used, finished_at, attempts)
    select distinct on (user_id, d) user_id, d, score, seconds_used, finished_at, count(*) over (partition by user_id, d)
    from (select *, (finished_at at time zone 'UTC')::date as d from attempt where status in ('finished', 'expired')) a
    order by user_id, d, score desc, seconds_used, finished_at`);
  for (const board of ["week", "month", "all"] as const) {
    const start = leaderboardStartDay(board, NOW);
    if (start) await exec(sql`insert into leaderboard_board (board, start_day) values (${board}, ${start}::date)`);
    await exec(sql`insert into leaderboard_entry (board, user_id, score, seconds_used, finished_at, attempts)
      select distinct on (user_id) ${board}, user_id, score, seconds_used, finished_at, sum(attempts) over (partition by user_id)
      from leaderboard_day where day >= coalesce(${start}::date, '-infinity'::date)
      order by user_id, score desc, seconds_used, finished_at`);
  }
  // A server that has run a while has been vacuumed: the bulk load leaves the histogram rows bloated.
  await exec(sql`vacuum analyze`);
  console.log(
    `loaded ${ATTEMPTS.toLocaleString("en-US")} attempts of ${MEMBERS.toLocaleString("en-US")} members into ${database.kind} in ${((t1 - t0) / 1000).toFixed(1)} s (+ ${((performance.now() - t1) / 1000).toFixed(1)} s for the leaderboard tables)`,
  );
}

/** What the first browser app did (docs/product.md part 1 §7), moved to the server: aggregate every attempt per member. */
async function naiveRead(database: Database, window: LeaderboardWindow, viewerId: string) {
  const start = window === "all" ? new Date(0) : new Date(`${leaderboardStartDay(window, NOW)}T00:00:00Z`);
  const best = sql`select user_id, max(score) as score, count(*) as attempts from attempt
    where status in ('finished', 'expired') and finished_at >= ${start.toISOString()}::timestamptz group by user_id`;
  const top = rowsOf(
    await database.db.execute(
      sql`select b.user_id, b.score, b.attempts, u.full_name from (${best}) b join "user" u on u.id = b.user_id order by b.score desc limit ${LEADERBOARD_SIZE}::int`,
    ),
  );
  const own = rowsOf(
    await database.db.execute(
      sql`with best as (${best}) select count(*) + 1 as rank from best where score > (select score from best where user_id = ${viewerId})`,
    ),
  );
  return { top, rank: Number(own[0]?.rank) };
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const anyMember = () => `m${1 + Math.floor(Math.random() * MEMBERS)}`;

async function time(runs: number, read: (viewerId: string) => Promise<unknown>, viewer = anyMember): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(5, runs); i += 1) await read(viewer()); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const viewerId = viewer();
    const t0 = performance.now();
    await read(viewerId);
    samples.push(performance.now() - t0);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const database = await openBenchDatabase();
await database.migrate();
await load(database);

// Sanity: both reads agree on the all-time leader's score and on a viewer's standing above them.
const ours = await readLeaderboard(database.db, "all", "m1", NOW);
const naive = await naiveRead(database, "all", "m1");
if (ours.entries[0]?.score !== Number(naive.top[0]?.score)) throw new Error("our top score differs from the naive read");
console.log(`check: top score ${ours.entries[0]?.score} in both; m1 ranks ${ours.me?.rank} (ours, with tie-breaks), ${naive.rank} (naive, score only)`);

const fmt = (ms: number) => `${ms.toFixed(2).padStart(9)} ms`;
console.log(`\nwindow   ours p50      ours p95      naive p50     naive p95     (top ${LEADERBOARD_SIZE} + own rank; ${RUNS} / ${NAIVE_RUNS} runs)`);
let ratio = 0;
for (const window of ["all", "month", "week"] as const) {
  const o = await time(RUNS, (viewer) => readLeaderboard(database.db, window, viewer, NOW));
  const n = await time(NAIVE_RUNS, (viewer) => naiveRead(database, window, viewer));
  console.log(`${window.padEnd(6)} ${fmt(o.p50)} ${fmt(o.p95)} ${fmt(n.p50)} ${fmt(n.p95)}`);
  if (window === "all") ratio = n.p50 / o.p50;
}

// A group of GROUP_MEMBERS members spread over the bench's members, its owner the first of them.
const stride = Math.floor(MEMBERS / GROUP_MEMBERS);
const groupMemberId = (k: number) => `m${1 + k * stride}`;
const [group] = rowsOf(
  await database.db.execute(sql`insert into member_group (name, owner_id, timezone) values ('Bench group', ${groupMemberId(0)}, 'UTC') returning id`),
);
const groupId = Number(group!.id);
await database.db.execute(sql`insert into group_member (group_id, user_id, role)
  select ${groupId}::int, 'm' || (1 + k * ${stride}::int), case when k = 0 then 'owner' else 'member' end from generate_series(0, ${GROUP_MEMBERS - 1}::int) k`);
await database.db.execute(sql`analyze group_member`);
const groupViewer = () => groupMemberId(Math.floor(Math.random() * GROUP_MEMBERS));

/** The naive group board: every attempt of the group's members, aggregated per member. */
async function naiveGroupRead(window: LeaderboardWindow, viewerId: string) {
  const start = window === "all" ? new Date(0) : new Date(`${leaderboardStartDay(window, NOW)}T00:00:00Z`);
  const best = sql`select a.user_id, max(a.score) as score, count(*) as attempts from attempt a join group_member g on g.user_id = a.user_id and g.group_id = ${groupId}::int
    where a.status in ('finished', 'expired') and a.finished_at >= ${start.toISOString()}::timestamptz group by a.user_id`;
  const top = rowsOf(
    await database.db.execute(
      sql`select b.user_id, b.score, b.attempts, u.full_name from (${best}) b join "user" u on u.id = b.user_id order by b.score desc limit ${LEADERBOARD_SIZE}::int`,
    ),
  );
  const own = rowsOf(
    await database.db.execute(
      sql`with best as (${best}) select count(*) + 1 as rank from best where score > (select score from best where user_id = ${viewerId})`,
    ),
  );
  return { top, rank: Number(own[0]?.rank) };
}

const ourGroup = await readGroupLeaderboard(database.db, groupId, groupMemberId(0), "all", NOW);
const naiveGroup = await naiveGroupRead("all", groupMemberId(0));
if (ourGroup.entries[0]?.score !== Number(naiveGroup.top[0]?.score)) throw new Error("our group's top score differs from the naive read");
console.log(`
group of ${GROUP_MEMBERS} members: top score ${ourGroup.entries[0]?.score} in both, ${ourGroup.counters.activePlayers} with a result all time`);
console.log(`window   ours p50      ours p95      naive p50     naive p95     (group board; ${RUNS} / ${NAIVE_RUNS} runs)`);
let groupRatio = 0;
for (const window of ["all", "month", "week"] as const) {
  const o = await time(RUNS, (viewer) => readGroupLeaderboard(database.db, groupId, viewer, window, NOW), groupViewer);
  const n = await time(NAIVE_RUNS, (viewer) => naiveGroupRead(window, viewer), groupViewer);
  console.log(`${window.padEnd(6)} ${fmt(o.p50)} ${fmt(o.p95)} ${fmt(n.p50)} ${fmt(n.p95)}`);
  if (window === "all") groupRatio = n.p50 / o.p50;
}
console.log(`group ratio (naive p50 / ours p50, all time): ${groupRatio.toFixed(1)}x`);

await database.close();
if (databaseUrl) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query("drop database if exists berean_bench with (force)");
  await admin.end();
}
report({
  bench: "leaderboard",
  figure: "all-time board, naive p50 / ours",
  value: ratio,
  unit: "×",
  anchor: `${ATTEMPTS.toLocaleString("en-US")} attempts, ${database.kind}`,
});
console.log(`\nratio (naive p50 / ours p50, all time, ${ATTEMPTS.toLocaleString("en-US")} attempts on ${database.kind}): ${ratio.toFixed(1)}x`);
