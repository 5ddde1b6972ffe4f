/**
 * `npm run bench:reads`: the public reads a crowd of visitors makes — the leaderboard, the quiz
 * list, the stats strip, a hub book's data and its server-rendered page — as browsers ask for
 * them (Brotli accepted), from one compiled server (as `npm start` runs it) on PostgreSQL with the
 * seeded content, against a bare Fastify server answering a fixed JSON body in the same run.
 *
 *   DATABASE_URL=postgres://…   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test;
 *                                a database berean_bench_reads is created and dropped)
 *   BENCH_CONNECTIONS          concurrent connections (default 50)
 *   BENCH_SECONDS              seconds per route (default 8)
 *   BENCH_NODE_ARGS            more flags for the server's node (a CPU profile: "--cpu-prof --cpu-prof-dir=DIR")
 *   BENCH_PRACTICE_ONLY=1      the practice draw alone (to profile it)
 *   BENCH_ROUTES=week,stats    only the public reads whose names hold one of these
 *
 * Then the practice draw (docs/architecture.md §4 'Study'): Pro members, each in their own session
 * of every book, asking 'Next' and answering the question drawn, one member per connection at a
 * time; its line gives the draws a second and the latency of 'Next' alone.
 *
 * The last line is the slowest public route's requests per second as a share of bare Fastify's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import { atLeast, atMost, databaseUrl, dropDatabase, ensureCompiledApi, freePort, recreateDatabase, report, root, startBenchServer } from "./support.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const DB_NAME = "berean_bench_reads";

async function untilUp(port: number, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
async function load(port: number, path: string) {
  const run = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "br, gzip" },
  });
  return { rps: run.requests.average, p99: run.latency.p99, failures: run.errors + run.timeouts + run.non2xx };
}

ensureCompiledApi();

const scratch = mkdtempSync(join(tmpdir(), "berean-bench-reads-"));

// The reference: Fastify answering one fixed JSON body, nothing else.
const bare = join(scratch, "bare.mjs");
writeFileSync(
  bare,
  `import Fastify from ${JSON.stringify(join(root, "node_modules/fastify/fastify.js"))};
const app = Fastify(); const body = { status: "ok" };
app.get("/api/health", async () => body);
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));`,
);
const barePort = await freePort();
const bareServer = spawn(process.execPath, [bare], { env: { ...process.env, PORT: String(barePort) }, stdio: "ignore" });
await untilUp(barePort, bareServer);
const reference = await load(barePort, "/api/health");
await stop(bareServer);

/**
 * The practice draw: each 'Next' after an answer draws one question at random among every book's
 * questions in play nowhere, in one statement (modules/practice). Members (with sessions written
 * straight to the database) take turns on the connections: a member's 'Next' and answer run one
 * after the other, as one person's clicks do.
 */
async function practiceDraws(port: number, secret: string) {
  const db = new pg.Pool({ connectionString: databaseUrl(DB_NAME), max: 2 });
  const ids = Array.from({ length: CONNECTIONS + 10 }, (_, i) => `practice-${i}`);
  const tokens = ids.map(() => randomBytes(24).toString("base64url"));
  await db.query(
    `insert into "user" (id, full_name, email, email_verified, plan) select id, 'Practice ' || id, id || '@bench.test', true, 'pro' from unnest($1::text[]) as t(id)`,
    [ids],
  );
  await db.query(
    `insert into session (id, user_id, token, expires_at) select 's-' || id, id, token, now() + interval '1 day' from unnest($1::text[], $2::text[]) as t(id, token)`,
    [ids, tokens],
  );
  const [{ books }] = (await db.query(`select array_agg(distinct book) as books from question where book is not null`)).rows;
  await db.query(`insert into practice_session (id, user_id, books) select 'bench-' || id, id, $2::text[] from unnest($1::text[]) as t(id)`, [ids, books]);
  await db.end();
  const members = ids.map((id, i) => ({
    session: `bench-${id}`,
    cookie: `better-auth.session_token=${encodeURIComponent(`${tokens[i]}.${createHmac("sha256", secret).update(tokens[i]!).digest("base64")}`)}`,
  }));
  type Turn = { member?: (typeof members)[number]; position?: number; sentAt?: number };
  const idle = [...members];
  const nextMs: number[] = [];
  let draws = 0;
  const headers = (cookie: string) => ({ cookie, origin: `http://localhost:${port}`, "content-type": "application/json" });
  const run = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: "POST",
        setupRequest: (req, context: Turn) => {
          context.member = idle.shift()!;
          context.sentAt = performance.now();
          return { ...req, path: `/api/practice/${context.member.session}/next`, body: "{}", headers: headers(context.member.cookie) };
        },
        onResponse: (status, body, context: Turn) => {
          nextMs.push(performance.now() - context.sentAt!);
          const position = status === 200 ? (JSON.parse(body) as { question: { position: number } | null }).question?.position : undefined;
          if (position) draws += 1;
          else idle.push(context.member!);
          context.position = position;
        },
      },
      {
        method: "POST",
        // Nothing drawn (none left): no answer; autocannon skips a request set up as nothing.
        setupRequest: (req, context: Turn) =>
          (context.position
            ? {
                ...req,
                path: `/api/practice/${context.member!.session}/answers`,
                body: JSON.stringify({ position: context.position, choice: 0 }),
                headers: headers(context.member!.cookie),
              }
            : null) as autocannon.Request,
        onResponse: (_status, _body, context: Turn) => {
          idle.push(context.member!);
        },
      },
    ],
  });
  nextMs.sort((a, b) => a - b);
  const at = (p: number) => nextMs[Math.min(nextMs.length - 1, Math.floor(p * nextMs.length))] ?? 0;
  return { drawsPerSecond: draws / SECONDS, p50: at(0.5), p99: at(0.99), failures: run.errors + run.timeouts + run.non2xx };
}

// Ours: migrated and seeded by its first start, as a new installation is.
await recreateDatabase(DB_NAME);
const secret = randomBytes(32).toString("hex");
const server = await startBenchServer({
  DATA_DIR: join(scratch, "data"),
  DATABASE_URL: databaseUrl(DB_NAME),
  BETTER_AUTH_SECRET: secret,
  // Visitors from one address: the general limit would stop the benchmark, not a real crowd.
  API_RATE_LIMIT_PER_MINUTE: "100000000",
  PAGE_RATE_LIMIT_PER_MINUTE: "100000000",
});
const { port } = server;

const routes = [
  ["GET leaderboard (all time)", "/api/leaderboard?window=all"],
  ["GET leaderboard (this week)", "/api/leaderboard?window=week"],
  ["GET quiz list", "/api/quizzes"],
  ["GET stats", "/api/stats"],
  ["GET hub book data", "/api/hub/books/genesis"],
  ["GET hub book page (HTML)", "/bible-questions-and-answers-hub/genesis"],
] as const;
const results: Array<{ name: string; rps: number; p99: number; failures: number }> = [];
const chosen = routes.filter(([name]) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(",").some((part) => name.includes(part)));
for (const [name, path] of process.env.BENCH_PRACTICE_ONLY ? [] : chosen) {
  const r = await load(port, path);
  results.push({ name, ...r });
  console.log(
    `${name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  failures ${r.failures}  (${((r.rps / reference.rps) * 100).toFixed(1)} % of bare)`,
  );
}
if (process.env.BENCH_ROUTES) {
  await server.stop();
  await dropDatabase(DB_NAME);
  rmSync(scratch, { recursive: true, force: true });
  for (const r of results) console.log(`${r.name}: ${((r.rps / reference.rps) * 100).toFixed(1)} % of bare Fastify (${reference.rps.toFixed(0)} req/s)`);
  process.exit(0);
}
const practice = await practiceDraws(port, secret);
console.log(
  `${"POST practice next (draw)".padEnd(30)} ${practice.drawsPerSecond.toFixed(0).padStart(7)} draws/s  'Next' p50 ${practice.p50.toFixed(0)} ms, p99 ${practice.p99.toFixed(0)} ms  failures ${practice.failures}  (each draw beside its answer)`,
);
await server.stop();
await dropDatabase(DB_NAME);
rmSync(scratch, { recursive: true, force: true });

console.log(`${"bare Fastify, fixed JSON".padEnd(30)} ${reference.rps.toFixed(0).padStart(7)} req/s  p99 ${String(reference.p99).padStart(4)} ms`);
if (results.length === 0) process.exit(0);
const slowest = results.reduce((a, b) => (b.rps < a.rps ? b : a));
const share = (slowest.rps / reference.rps) * 100;
console.log(`slowest public read (${slowest.name}) is ${share.toFixed(1)} % of bare Fastify`);
const bareAnchor = `bare Fastify ${reference.rps.toFixed(0)} req/s`;
report({
  bench: "reads",
  figure: `slowest public read (${slowest.name})`,
  value: share,
  unit: "% of bare",
  target: atLeast(share, 50, "%"),
  anchor: bareAnchor,
});
report({
  bench: "reads",
  figure: "practice draws a second",
  value: practice.drawsPerSecond,
  unit: "draws/s",
  target: atLeast(practice.drawsPerSecond, 1000, ""),
});
report({
  bench: "reads",
  figure: "practice 'Next' p99",
  value: practice.p99,
  unit: "ms",
  target: atMost(practice.p99, 50, "ms"),
  anchor: `p50 ${practice.p50.toFixed(0)} ms`,
});
