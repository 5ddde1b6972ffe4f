/** What the benchmarks share: the PostgreSQL server, scratch databases, free ports, the compiled API. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import pg from "pg";
import { serverNodeArgs } from "../scripts/server-node-args.mjs";

export const root = new URL("..", import.meta.url).pathname;
export const PG_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** The address of a database `name` on the same PostgreSQL server. */
export function databaseUrl(name: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the PostgreSQL server (create and drop database). */
export async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(name: string): Promise<void> {
  await onPostgres(`drop database if exists ${name} with (force)`);
  await onPostgres(`create database ${name}`);
}

export const dropDatabase = (name: string) => onPostgres(`drop database if exists ${name} with (force)`);

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Compiles the API (apps/api/dist): the benchmarks run the server as `npm start` does. */
export function ensureCompiledApi(): void {
  // Always compiled afresh (two seconds): a build left from before a change measured the old code.
  if (spawnSync(process.execPath, [join(root, "scripts/build-api.mjs")], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
}

export type BenchServer = { child: ChildProcess; port: number; base: string; stop(): Promise<void>; crash(): Promise<void> };

/**
 * Starts the compiled API as `npm start` does (its node flags, scripts/server-node-args.mjs) and
 * waits for /api/health. `env` adds to and overrides the bench defaults; a value of undefined
 * removes a variable (no DATABASE_URL: the embedded database). With BEREAN_CLOCK_START the
 * server's clock starts there (e2e/support/shifted-clock.mjs). BENCH_NODE_ARGS adds node flags,
 * e.g. a CPU profile: "--cpu-prof --cpu-prof-dir=DIR"; BENCH_SERVER_OUT names a file for the
 * server's standard output (with "--trace-gc": every collection and its pause).
 */
export async function startBenchServer(env: Record<string, string | undefined>, options: { port?: number } = {}): Promise<BenchServer> {
  const port = options.port ?? (await freePort());
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    WEB_DIST: join(root, "apps/web/dist"),
  };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  const clock = merged.BEREAN_CLOCK_START ? ["--import", join(root, "e2e/support/shifted-clock.mjs")] : [];
  const extra = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...serverNodeArgs(), ...extra, ...clock, join(root, "apps/api/dist/server.mjs")], {
    cwd: root,
    env: merged,
    stdio: ["ignore", process.env.BENCH_SERVER_OUT ? openSync(process.env.BENCH_SERVER_OUT, "a") : "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = () => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));
  const server: BenchServer = {
    child,
    port,
    base,
    async stop() {
      const gone = exited();
      child.kill("SIGTERM");
      await gone;
    },
    async crash() {
      const gone = exited();
      child.kill("SIGKILL");
      await gone;
    },
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return server;
    } catch {
      // starting
    }
    if (i > 1200) throw new Error("the server did not start in 2 minutes");
    await new Promise((r) => setTimeout(r, 100));
  }
}
