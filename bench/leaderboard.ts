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
 * The last line is the ratio of the naive p50 to ours for the all-time board.
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import { leaderboardStartDay, LEADERBOARD_SIZE, type LeaderboardWindow } from "@berean/domain";
import { openDatabase, type Database } from "../apps/api/src/db/client.ts";
import { readLeaderboard } from "../apps/api/src/modules/leaderboards/read-leaderboard.ts";

const databaseUrl = process.env.DATABASE_URL;
const onPostgres = Boolean(databaseUrl);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? (onPostgres ? 1_000_000 : 100_000));
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? (onPostgres ? 50_000 : 5_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const NAIVE_RUNS = Number(process.env.BENCH_NAIVE_RUNS ?? 20);
const QUIZZES = 25;
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
  console.log(`loaded ${ATTEMPTS.toLocaleString("en-US")} attempts of ${MEMBERS.toLocaleString("en-US")} members into ${database.kind} in ${((t1 - t0) / 1000).toFixed(1)} s (+ ${((performance.now() - t1) / 1000).toFixed(1)} s for the leaderboard tables)`);
}

/** What the first browser app did (docs/product.md part 1 §7), moved to the server: aggregate every attempt per member. */
async function naiveRead(database: Database, window: LeaderboardWindow, viewerId: string) {
  const start = window === "all" ? new Date(0) : new Date(`${leaderboardStartDay(window, NOW)}T00:00:00Z`);
  const best = sql`select user_id, max(score) as score, count(*) as attempts from attempt
    where status in ('finished', 'expired') and finished_at >= ${start.toISOString()}::timestamptz group by user_id`;
  const top = rowsOf(await database.db.execute(sql`select b.user_id, b.score, b.attempts, u.full_name from (${best}) b join "user" u on u.id = b.user_id order by b.score desc limit ${LEADERBOARD_SIZE}::int`));
  const own = rowsOf(await database.db.execute(sql`with best as (${best}) select count(*) + 1 as rank from best where score > (select score from best where user_id = ${viewerId})`));
  return { top, rank: Number(own[0]?.rank) };
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(runs: number, read: (viewerId: string) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(5, runs); i += 1) await read(`m${1 + i}`); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const viewerId = `m${1 + Math.floor(Math.random() * MEMBERS)}`;
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
await database.close();
if (databaseUrl) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query("drop database if exists berean_bench with (force)");
  await admin.end();
}
console.log(`\nratio (naive p50 / ours p50, all time, ${ATTEMPTS.toLocaleString("en-US")} attempts on ${database.kind}): ${ratio.toFixed(1)}x`);
