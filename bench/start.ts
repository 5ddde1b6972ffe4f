/**
 * `npm run bench:start`: cold start to the first 200 of /api/health, as `npm start` runs the
 * server (the compiled API in apps/api/dist, built first if missing), on the embedded database and
 * on PostgreSQL, against a bare Fastify server measured in the same run. Each figure is the median
 * of BENCH_RUNS starts (default 5) on a database that is already migrated and seeded, so what is
 * measured is the start itself, not the first seed. Also prints the idle RSS of the PGlite server.
 *
 *   DATABASE_URL=postgres://…   the PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/test;
 *                                a database `berean_bench_start` is created and dropped)
 *
 * The last line is the ratio of our PGlite start to bare Fastify's.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { serverNodeArgs } from "../scripts/server-node-args.mjs";
import { atMost, databaseUrl, dropDatabase, freePort, recreateDatabase, report, root } from "./support.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function untilUp(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Median milliseconds from spawn to the first 200, over `runs` starts (RUNS by default). */
async function measure(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { runs?: number; afterUp?: (child: ChildProcess) => Promise<void> } = {},
): Promise<number> {
  const runs = options.runs ?? RUNS;
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const port = await freePort();
    const started = performance.now();
    // DATABASE_URL names the PostgreSQL server for the runs that ask for it, never the embedded ones.
    const { DATABASE_URL: _server, ...inherited } = process.env;
    const child = spawn(process.execPath, args, { cwd: root, env: { ...inherited, ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: "ignore" });
    await untilUp(port, child);
    times.push(performance.now() - started);
    if (options.afterUp) await options.afterUp(child);
    await stop(child);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(`${name.padEnd(40)} ${median.toFixed(0).padStart(6)} ms   (runs: ${times.map((t) => t.toFixed(0)).join(", ")})`);
  return median;
}

if (!existsSync(join(root, "apps/api/dist/server.mjs"))) {
  const built = spawnSync(process.execPath, [join(root, "scripts/build-api.mjs")], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(1);
}
// Started with the flags `npm start` gives it (source maps, the heap limit), so the idle memory is
// what a running Berean holds.
const server = [...serverNodeArgs(), join(root, "apps/api/dist/server.mjs")];
const scratch = mkdtempSync(join(tmpdir(), "berean-bench-start-"));
const common = { NODE_ENV: "development", LOG_LEVEL: "warn", WEB_DIST: join(root, "apps/web/dist") };

// Reference: Fastify with one route, nothing else.
const bare = join(scratch, "bare.mjs");
writeFileSync(
  bare,
  `import Fastify from ${JSON.stringify(join(root, "node_modules/fastify/fastify.js"))};
const app = Fastify(); app.get("/api/health", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });`,
);

console.log(`Cold start to the first 200 of /api/health, median of ${RUNS} (Node ${process.version}):`);
const bareMs = await measure("bare Fastify", [bare], {});

// The embedded database, migrated and seeded by a first start that is not measured.
const dataDir = join(scratch, "data");
const firstStartMs = await measure("Berean, PGlite (first start, seeds)", server, { ...common, DATA_DIR: dataDir }, { runs: 1 });
// The idle memory 3 s after each start: how much a process holds differs by a few megabytes from
// one start to the next (when its collections happened to run), so the median is reported.
const idleRssKb: number[] = [];
const pgliteMs = await measure(
  "Berean, PGlite",
  server,
  { ...common, DATA_DIR: dataDir },
  {
    afterUp: async (child) => {
      await new Promise((r) => setTimeout(r, 3000));
      idleRssKb.push(rssKb(child.pid!));
    },
  },
);

let postgresMs = Number.NaN;
try {
  await recreateDatabase("berean_bench_start");
  const url = new URL(databaseUrl("berean_bench_start"));
  await measure("Berean, PostgreSQL (first start, seeds)", server, { ...common, DATA_DIR: join(scratch, "pg"), DATABASE_URL: url.toString() }, { runs: 1 });
  postgresMs = await measure("Berean, PostgreSQL", server, { ...common, DATA_DIR: join(scratch, "pg"), DATABASE_URL: url.toString() });
  await dropDatabase("berean_bench_start");
} catch (error) {
  console.log(`PostgreSQL skipped (${(error as Error).message})`);
}
rmSync(scratch, { recursive: true, force: true });

idleRssKb.sort((a, b) => a - b);
const idleMb = (kb: number) => (kb / 1024).toFixed(0);
console.log(`idle RSS, PGlite: ${idleMb(idleRssKb[Math.floor(idleRssKb.length / 2)]!)} MB (median; runs: ${idleRssKb.map(idleMb).join(", ")} MB)`);
const idleMedianMb = idleRssKb[Math.floor(idleRssKb.length / 2)]! / 1024;
const bareAnchor = `bare Fastify ${bareMs.toFixed(0)} ms`;
report({ bench: "start", figure: "cold start, embedded database", value: pgliteMs, unit: "ms", target: atMost(pgliteMs, 1500, "ms"), anchor: bareAnchor });
if (!Number.isNaN(postgresMs))
  report({ bench: "start", figure: "cold start, PostgreSQL", value: postgresMs, unit: "ms", target: atMost(postgresMs, 1000, "ms"), anchor: bareAnchor });
report({ bench: "start", figure: "first start with seeding (embedded)", value: firstStartMs, unit: "ms", target: atMost(firstStartMs, 5000, "ms") });
report({ bench: "start", figure: "idle RSS (embedded)", value: idleMedianMb, unit: "MB", target: atMost(idleMedianMb, 250, "MB") });
console.log(
  `PGlite ${pgliteMs.toFixed(0)} ms, PostgreSQL ${Number.isNaN(postgresMs) ? "—" : `${postgresMs.toFixed(0)} ms`}, bare Fastify ${bareMs.toFixed(0)} ms: PGlite start is ${(pgliteMs / bareMs).toFixed(1)}× bare Fastify`,
);
