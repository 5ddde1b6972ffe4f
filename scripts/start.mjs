#!/usr/bin/env node
/**
 * `npm start`: builds the web app and compiles the API when their builds are missing or older than
 * their sources, then runs the compiled API server (which migrates, seeds an empty database and
 * serves the built app). No TypeScript compiler runs in the server process. `--build-only` stops
 * after the builds (deploy/deploy.sh: a release's artefact, built once, without a full rebuild).
 *
 * SIGINT and SIGTERM go to whichever child runs (a build or the server), and this script exits
 * when that child has: with the server's own code, or 128 + the signal's number when a signal
 * ended it, as a shell reports it. package.json runs it with `exec`, so npm's `sh -c` does not
 * stay between npm (which passes the signal on to its child) and this script.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";
import { serverNodeArgs } from "./server-node-args.mjs";

/** The child running now, that a signal is passed to (a build's whole process group: npm runs vite under a shell). */
let current = null;
let currentIsGroup = false;
let stopping = null;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = signal;
    if (!current) process.exit(128 + constants.signals[signal]);
    try {
      if (currentIsGroup) process.kill(-current.pid, signal);
      else current.kill(signal);
    } catch {
      /* already gone */
    }
  });
}

/** Runs a command to its end, passing our signals on; resolves with the code this script should exit with. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    currentIsGroup = Boolean(options.group);
    current = spawn(command, args, { cwd: root, stdio: "inherit", detached: currentIsGroup });
    current.on("error", (error) => {
      console.error(error.message);
      resolve(1);
    });
    current.on("exit", (code, signal) => {
      current = null;
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

/** A build that failed, or was stopped by a signal, ends this script with its code. */
async function build(command, args) {
  const code = await run(command, args, { group: true });
  if (code !== 0 || stopping) process.exit(code || 128 + constants.signals[stopping]);
}

const root = new URL("..", import.meta.url).pathname;
const builtIndex = join(root, "apps/web/dist/index.html");

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = ["apps/web/src", "apps/web/index.html", "apps/web/vite.config.ts", "apps/web/public", "packages/domain/src"]
  .map((p) => join(root, p))
  .filter(existsSync);
// WEB_DIST points the server at a build made elsewhere: nothing to build here then.
const stale = !process.env.WEB_DIST && (!existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs);
if (stale) {
  console.log("Building the web app…");
  await build("npm", ["run", "build", "-w", "apps/web"]);
}

// The API runs compiled (scripts/build-api.mjs): built again when its sources are newer.
const builtServer = join(root, "apps/api/dist/server.mjs");
const apiSources = ["apps/api/src", "apps/api/package.json", "packages/domain/src", "apps/web/src"].map((p) => join(root, p)).filter(existsSync);
if (!existsSync(builtServer) || Math.max(...apiSources.map(newestMtime)) > statSync(builtServer).mtimeMs) {
  console.log("Compiling the API…");
  await build(process.execPath, [join(root, "scripts/build-api.mjs")]);
}

if (process.argv.includes("--build-only")) process.exit(0);
process.exit(await run(process.execPath, [...serverNodeArgs(), builtServer]));
