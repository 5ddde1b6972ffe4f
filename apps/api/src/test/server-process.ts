/**
 * The real server as `npm start` runs it (server.ts: migrate, seed, listen), in a child process:
 * for the tests that kill it (-9) or run two of it side by side.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { serverNodeArgs } from "../../../../scripts/server-node-args.mjs";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  /** What the server has printed so far (its start-up lines). */
  output(): string;
  /** The dev mailbox's path with the key the server printed at start (docs/security.md 42). */
  mailboxPath(): string;
  /** kill -9, and wait for the process to be gone. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts server.ts on `port` with `env` (on top of this process's, less DATABASE_URL unless given)
 * and waits for /api/health. `imports` are extra `--import` modules (a shifted clock).
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  options: { imports?: string[]; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const { DATABASE_URL: _notInherited, ...inherited } = process.env;
  const imports = ["tsx", ...(options.imports ?? [])].flatMap((module) => ["--import", module]);
  // With the node flags `npm start` gives the server (its heap limit): what is tested is what runs.
  const child = spawn(process.execPath, [...serverNodeArgs(), ...imports, join(import.meta.dirname, "../server.ts")], {
    env: { ...inherited, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", NODE_ENV: "development", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (text: string) => (output += text));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start migrates and seeds; beside CI's browser tests on a slow day it has taken more than 90 s.
  const deadline = Date.now() + (options.timeoutMs ?? 150_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on :${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server on :${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // The start-up lines come right after the server listens.
  while (!/Berean is running/.test(output) && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return {
    port,
    baseUrl,
    child,
    output: () => output,
    mailboxPath() {
      const printed = /Dev mailbox: (\S+)/.exec(output)?.[1];
      if (!printed) throw new Error(`server on :${port} printed no dev mailbox:\n${output}`);
      const url = new URL(printed);
      return url.pathname + url.search;
    },
    async crash() {
      child.kill("SIGKILL");
      await exited;
    },
    /** SIGTERM (a clean shutdown); kill -9 if it has not ended within 10 s. */
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const late = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(late);
    },
  };
}
