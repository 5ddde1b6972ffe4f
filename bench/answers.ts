/**
 * `npm run bench:answers`: the answer POST under load, as a Saturday would hit it — one compiled
 * server (as `npm start` runs it) on PostgreSQL, BENCH_CONNECTIONS concurrent connections, every
 * request a new answer of a signed-in member to their running attempt (each member having opened
 * the quiz page first, as the browser does, untimed) — against raw INSERTs of
 * the same rows through a pg pool of the same size, measured in the same run on the same server.
 *
 *   DATABASE_URL=postgres://…   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test;
 *                                databases berean_bench_answers and berean_bench_raw are created and dropped)
 *   BENCH_CONNECTIONS          concurrent connections (default 50)
 *   BENCH_ATTEMPTS             running attempts, 25 answers each (default 1,000: 25,000 answers)
 *   BENCH_DB=pglite            the server on the embedded database instead (no raw reference: the last
 *                                line is the number of timeouts, which must be 0)
 *   BENCH_NODE_ARGS            more flags for the server's node (a CPU profile: "--cpu-prof --cpu-prof-dir=DIR")
 *
 * The last line is our answers per second as a share of raw INSERTs per second.
 */
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";
import { atMost, databaseUrl, dropDatabase, ensureCompiledApi, freePort, recreateDatabase, report, startBenchServer } from "./support.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 1000);
const ON_PGLITE = process.env.BENCH_DB === "pglite";
const SECRET = randomBytes(32).toString("hex");
const APP_URL = "http://bench.berean.test";

const urlFor = databaseUrl;

ensureCompiledApi();

// 1. Our server on its own database: migrated and seeded by its first start.
if (!ON_PGLITE) await recreateDatabase("berean_bench_answers");
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "berean-bench-answers-"));
const startServer = () =>
  startBenchServer(
    {
      APP_URL,
      DATA_DIR: dataDir,
      // Without DATABASE_URL the server opens its embedded database.
      DATABASE_URL: ON_PGLITE ? undefined : urlFor("berean_bench_answers"),
      BETTER_AUTH_SECRET: SECRET,
      API_RATE_LIMIT_PER_MINUTE: "100000000",
    },
    { port },
  );
let server = await startServer();

// 2. Members with sessions and running attempts, written straight to the database. The embedded
// database belongs to one process: the server stops while the bench writes into its folder.
let db: { query(text: string, values?: unknown[]): Promise<{ rows: any[] }>; end(): Promise<void> };
if (ON_PGLITE) {
  await server.stop();
  const embedded = new PGlite({ dataDir: join(dataDir, "pglite") });
  db = { query: (text, values) => embedded.query(text, values), end: () => embedded.close() };
} else {
  const pgPool = new pg.Pool({ connectionString: urlFor("berean_bench_answers"), max: 4 });
  // Dropping the scratch databases at the end ends their idle connections: not an error here.
  pgPool.on("error", () => undefined);
  db = pgPool;
}
const [quiz] = (await db.query(`select q.id from quiz q where (select count(*) from quiz_question qq where qq.quiz_id = q.id) >= 25 order by q.id limit 1`))
  .rows;
const pool: Array<{ question_id: number }> = (
  await db.query(`select question_id from quiz_question where quiz_id = $1 order by order_index limit 25`, [quiz.id])
).rows;
const requests: Array<{ cookie: string; path: string; body: string }> = [];
const started = new Date();
const deadline = new Date(started.getTime() + 3600_000); // the clock is not what is measured
for (let i = 0; i < ATTEMPTS; i += 1) {
  const userId = `bench-${i}`;
  const token = randomBytes(24).toString("base64url");
  await db.query(`insert into "user" (id, full_name, email, email_verified, plan) values ($1, $2, $3, true, 'pro')`, [
    userId,
    `Bench ${i}`,
    `${userId}@bench.test`,
  ]);
  await db.query(`insert into session (id, user_id, token, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [`s-${userId}`, userId, token]);
  const [attempt] = (
    await db.query(
      `insert into attempt (user_id, quiz_id, period_key, week_start, status, started_at, deadline_at) values ($1, $2, 'ever', current_date, 'in_progress', $3, $4) returning id`,
      [userId, quiz.id, started, deadline],
    )
  ).rows;
  await db.query(
    `insert into attempt_question (attempt_id, position, question_id, option_order) select $1, ord - 1, qid, '{0,1,2,3}' from unnest($2::int[]) with ordinality as t(qid, ord)`,
    [attempt.id, pool.map((q) => q.question_id)],
  );
  const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac("sha256", SECRET).update(token).digest("base64")}`)}`;
  for (const position of pool.keys())
    requests.push({ cookie, path: `/api/attempts/${attempt.id}/answers`, body: JSON.stringify({ position: position + 1, chosenIndex: i % 4 }) });
}
await db.end();
if (ON_PGLITE) server = await startServer();
// A room full of members answering together: everyone's first question, then everyone's second, …
const perMember = pool.length;
const interleaved = requests.map((_, i) => requests[(i % ATTEMPTS) * perMember + Math.floor(i / ATTEMPTS)]!);
requests.splice(0, requests.length, ...interleaved);

let next = 0;
// 3. Each member opens the quiz page first (GET the attempt), as the browser does before any answer.
const opened = new Set<string>();
const openings = requests.filter((r) => !opened.has(r.path) && opened.add(r.path));
await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: Math.min(CONNECTIONS, 50),
  amount: openings.length,
  requests: [
    {
      method: "GET",
      setupRequest: (req) => {
        const r = openings[next++ % openings.length]!;
        return { ...req, path: r.path.replace(/\/answers$/, ""), headers: { cookie: r.cookie } };
      },
    },
  ],
});
next = 0;

// 4. The answer POSTs, timed from the first request to the last response: autocannon itself ends
// a run only at its next one-second sample, so its own duration (and its per-second average) is
// the time rounded up to a whole second (25,000 answers in 3.2 s would read 6,250 a second).
let lastResponseAt = 0;
const answersStartedAt = performance.now();
const run = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: CONNECTIONS,
  amount: requests.length,
  requests: [
    {
      method: "POST",
      setupRequest: (req) => {
        const r = requests[next++ % requests.length]!;
        return { ...req, path: r.path, body: r.body, headers: { "content-type": "application/json", origin: APP_URL, cookie: r.cookie } };
      },
      onResponse: () => {
        lastResponseAt = performance.now();
      },
    },
  ],
});
await server.stop();
const ours = {
  rps: run.requests.total / ((lastResponseAt - answersStartedAt) / 1000),
  p99: run.latency.p99,
  errors: run.errors,
  timeouts: run.timeouts,
  non2xx: run.non2xx,
};
const oursLine = `answer POST on ${ON_PGLITE ? "PGlite" : "PostgreSQL"}, ${CONNECTIONS} connections, ${requests.length} answers: ${ours.rps.toFixed(0)} req/s, p99 ${ours.p99} ms, errors ${ours.errors}, timeouts ${ours.timeouts}, non-2xx ${ours.non2xx}`;
if (ON_PGLITE) {
  // No raw reference: nothing but the server can open the embedded database.
  rmSync(dataDir, { recursive: true, force: true });
  console.log(oursLine);
  console.log(`timeouts on the embedded database: ${ours.timeouts}`);
  process.exit(0);
}

// 5. The reference: the same number of rows by raw INSERT through a pool as large as the
// connections (at most 90: PostgreSQL's default max_connections is 100).
const RAW_POOL = Math.min(CONNECTIONS, 90);
await recreateDatabase("berean_bench_raw");
const raw = new pg.Pool({ connectionString: urlFor("berean_bench_raw"), max: RAW_POOL });
raw.on("error", () => undefined);
await raw.query(
  `create table answer (attempt_id int, question_id int, chosen_index smallint, is_correct boolean, answered_at timestamptz default now(), primary key (attempt_id, question_id))`,
);
let k = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: RAW_POOL }, async () => {
    for (let i = k++; i < requests.length; i = k++)
      await raw.query(`insert into answer (attempt_id, question_id, chosen_index, is_correct) values ($1, $2, 0, true)`, [Math.floor(i / 25), i % 25]);
  }),
);
const rawRps = requests.length / ((performance.now() - t0) / 1000);
await raw.end();
await dropDatabase("berean_bench_raw");
await dropDatabase("berean_bench_answers");
rmSync(dataDir, { recursive: true, force: true });

console.log(oursLine);
console.log(`raw INSERT through a pg pool of ${RAW_POOL}: ${rawRps.toFixed(0)} rows/s`);
console.log(`answers per second are ${((ours.rps / rawRps) * 100).toFixed(1)} % of raw INSERTs`);
report({
  bench: "answers",
  figure: "answers a second",
  value: ours.rps,
  unit: "req/s",
  anchor: `raw INSERT ${rawRps.toFixed(0)} rows/s (${((ours.rps / rawRps) * 100).toFixed(1)} %)`,
});
report({ bench: "answers", figure: "answer p99", value: ours.p99, unit: "ms", target: atMost(ours.p99, 100, "ms") });
