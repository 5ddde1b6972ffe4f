/**
 * A server of its own on a shifted clock, for the tests that meet the Saturday event on any day of
 * the week: the built app started as `npm start` starts it, on its own embedded database, with a
 * clock that begins at `start` and runs on (e2e/support/shifted-clock.mjs), and that the test moves
 * forward through the server's test clock control (BEREAN_TEST_CLOCK, never in production) rather
 * than wait. The fixtures' mailbox reads this server's while it runs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface SaturdayServer {
  baseURL: string;
  /** The server's clock now. */
  now(): Date;
  /** Moves the server's clock `ms` forward (apps/api/src/modules/dev/clock.ts). */
  advance(ms: number): Promise<void>;
  stop(): void;
}

export async function startSaturdayServer(options: { port: number; start: Date; timeZone?: string }): Promise<SaturdayServer> {
  const baseURL = `http://localhost:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "berean-e2e-event-"));
  // Members made by the test file verify their addresses through this server's own mailbox.
  process.env.E2E_MAILBOX_DIR = dataDir;
  const server: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(options.port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      APP_TIMEZONE: options.timeZone ?? "America/New_York",
      BEREAN_CLOCK_START: options.start.toISOString(),
      BEREAN_TEST_CLOCK: "true",
      NODE_OPTIONS: `--import ${join(process.cwd(), "e2e/support/shifted-clock.mjs")}`,
    },
    stdio: "ignore",
  });
  for (let i = 0; ; i += 1) {
    if (i >= 240) throw new Error("the event server did not start");
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  // The server's clock starts at `start` when its process loads, seconds after the spawn on a busy
  // machine: the test keeps the server's own reading (its answer to each move) rather than its own
  // guess, or a move 'to just past the close' could leave the server before it.
  let skewMs = 0;
  const advance = async (ms: number) => {
    const res = await fetch(`${baseURL}/dev/clock`, {
      method: "POST",
      headers: { origin: baseURL, "content-type": "application/json" },
      body: JSON.stringify({ advanceMs: ms }),
    });
    if (!res.ok) throw new Error(`the server's clock did not move: ${res.status} ${await res.text()}`);
    const { now } = (await res.json()) as { now: string };
    skewMs = Date.parse(now) - Date.now();
  };
  await advance(0);
  return {
    baseURL,
    now: () => new Date(Date.now() + skewMs),
    advance,
    stop: () => {
      delete process.env.E2E_MAILBOX_DIR;
      server.kill("SIGTERM");
    },
  };
}
