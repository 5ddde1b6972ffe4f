/**
 * What the benchmarks share: the PostgreSQL server, scratch databases, free ports, the compiled
 * API, members with sessions, a JSON client for the server, its memory, percentiles.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { appendFileSync, openSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
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

/** The cookie of a session token as Better Auth signs it: `token.base64(HMAC-SHA256(secret, token))`. */
export function sessionCookie(token: string, secret: string): string {
  return `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`)}`;
}

/**
 * `count` verified members with a session each, written straight to the database (signing up is
 * not what a benchmark measures): ids `${prefix}-0…`, emails `${id}@bench.test`, New York's time
 * zone. Returns their session cookies, in order.
 */
export async function seedMembers(
  db: pg.Pool,
  secret: string,
  prefix: string,
  count: number,
  options: { plan?: "free" | "pro"; name?: string } = {},
): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
  const tokens = ids.map(() => randomBytes(24).toString("base64url"));
  for (let from = 0; from < count; from += 1000) {
    const slice = ids.slice(from, from + 1000);
    await db.query(
      `insert into "user" (id, full_name, email, email_verified, plan, timezone) select id, $2 || ' ' || id, id || '@bench.test', true, $3, 'America/New_York' from unnest($1::text[]) as t(id)`,
      [slice, options.name ?? "Member", options.plan ?? "free"],
    );
    // A year past the real clock, so past the shifted clocks too (they start on a past Saturday).
    await db.query(
      `insert into session (id, user_id, token, expires_at) select 's-' || id, id, token, now() + interval '1 year' from unnest($1::text[], $2::text[]) as t(id, token)`,
      [slice, tokens.slice(from, from + 1000)],
    );
  }
  return tokens.map((token) => sessionCookie(token, secret));
}

export type BenchResponse = { status: number; body: any; setCookie: string[] };

/**
 * A client for one server as a browser behind a load balancer calls it: requests share `agent`'s
 * kept-alive connections, a POST carries the site's Origin and a JSON body; with `tls`, over HTTPS
 * (`agent` an https.Agent). A body that is not
 * JSON comes back as text; a failed connection or one silent for 30 s answers status 0.
 */
export function jsonClient(port: number, agent: http.Agent, appUrl: string, tls?: { ca: Buffer }) {
  // Through a proxy that terminates TLS (bench:cluster's Caddy), with its authority's root.
  const send = tls ? https.request : http.request;
  return (method: "GET" | "POST", path: string, headers: Record<string, string>, body?: unknown): Promise<BenchResponse> =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const sent: Record<string, string> = { ...headers, ...(method === "POST" ? { origin: appUrl, "content-type": "application/json" } : {}) };
      const req = send({ host: "127.0.0.1", port, path, method, agent, headers: sent, ca: tls?.ca }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, setCookie: (res.headers["set-cookie"] as string[] | undefined) ?? [] });
        });
      });
      req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
      req.on("error", () => resolve({ status: 0, body: undefined, setCookie: [] }));
      req.end(payload);
    });
}

/** The server's resident memory (VmRSS, in MB) read every 250 ms and handed to `onSample`; returns the stop. */
export function sampleRss(pid: number, onSample: (mb: number) => void): () => void {
  const timer = setInterval(() => {
    try {
      onSample(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
    } catch {
      /* gone */
    }
  }, 250);
  return () => clearInterval(timer);
}

/** The value at percentile `p` of ascending `sorted` (0 when empty). */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One figure of a benchmark, for `npm run bench:all`'s table: beside its target and its anchor. */
export interface Figure {
  bench: string;
  figure: string;
  value: number;
  unit: string;
  /** The target, as the table prints it ('≤ 50 ms'), and whether the value meets it. */
  target?: { text: string; met: boolean };
  /** The reference measured in the same run ('bare Fastify 21,400 req/s'). */
  anchor?: string;
}

/** Under `npm run bench:all` (BENCH_SUMMARY names its file), keeps a figure for the table; alone, nothing. */
export function report(figure: Figure): void {
  const file = process.env.BENCH_SUMMARY;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
export const atMost = (value: number, limit: number, unit: string) => ({ text: `≤ ${limit.toLocaleString("en-US")} ${unit}`.trim(), met: value <= limit });
export const atLeast = (value: number, limit: number, unit: string) => ({ text: `≥ ${limit.toLocaleString("en-US")} ${unit}`.trim(), met: value >= limit });
