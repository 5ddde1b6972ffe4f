/**
 * `npm start` stopped with SIGTERM stops everything it started (scripts/start.mjs): npm passes the
 * signal to its child, which package.json's `exec` makes the start script itself rather than a
 * shell that would die alone; the script passes it to the server and exits when the server has.
 * Before, npm and its shell ended and left the start script and the server running on the port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./paths.ts";
import { freePort } from "./test/server-process.ts";

const dataDir = mkdtempSync(join(tmpdir(), "berean-npm-start-"));
let npm: ChildProcess | undefined;
let tree: number[] = [];
afterAll(() => {
  // Whatever is left of the tree goes (npm runs the script in a session of its own: the tree's ids, not a group).
  for (const pid of [npm?.pid ?? 0, ...tree].filter(Boolean)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      /* gone, as it should be */
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The process ids below `root`, read from /proc (each process's parent is the 4th field of its stat). */
function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      /* ended while we read */
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    const children = [...parentOf].filter(([, parent]) => parent === pid).map(([child]) => child);
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    // A zombie has ended: only its parent has not collected it yet.
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

const listening = async (url: string) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
};

async function waitFor(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return condition();
}

describe.skipIf(process.platform !== "linux" || Boolean(process.env.DATABASE_URL))("npm start", () => {
  it("SIGTERM to npm ends the start script and the server: the port closes and no process of the tree remains", { timeout: 150_000 }, async () => {
    const port = await freePort();
    const { DATABASE_URL: _notInherited, ...inherited } = process.env;
    npm = spawn("npm", ["start"], {
      cwd: REPO_ROOT,
      // WEB_DIST elsewhere: the script builds no web app (the server serves the API without one).
      env: {
        ...inherited,
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        WEB_DIST: "/nonexistent",
        NODE_ENV: "development",
        LOG_LEVEL: "silent",
      },
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => npm!.once("exit", (code) => resolve(code)));
    const health = `http://127.0.0.1:${port}/api/health`;
    // The first start may compile the API (scripts/build-api.mjs) before the server migrates.
    expect(await waitFor(() => listening(health), 120_000)).toBe(true);
    tree = descendants(npm.pid!);
    expect(tree.length).toBeGreaterThanOrEqual(2); // the start script and the server

    npm.kill("SIGTERM");
    expect(await waitFor(async () => !(await listening(health)), 12_000)).toBe(true);
    expect(await waitFor(() => tree.every((pid) => !alive(pid)), 12_000), `still running: ${tree.filter(alive).join(", ")}`).toBe(true);
    await exited;
  });
});
