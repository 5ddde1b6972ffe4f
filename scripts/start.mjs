#!/usr/bin/env node
/**
 * `npm start`: builds the web app and compiles the API when their builds are missing or older than
 * their sources, then runs the compiled API server (which migrates, seeds an empty database and
 * serves the built app). No TypeScript compiler runs in the server process.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { serverNodeArgs } from "./server-node-args.mjs";

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
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The API runs compiled (scripts/build-api.mjs): built again when its sources are newer.
const builtServer = join(root, "apps/api/dist/server.mjs");
const apiSources = ["apps/api/src", "apps/api/package.json", "packages/domain/src", "apps/web/src"].map((p) => join(root, p)).filter(existsSync);
if (!existsSync(builtServer) || Math.max(...apiSources.map(newestMtime)) > statSync(builtServer).mtimeMs) {
  console.log("Compiling the API…");
  const build = spawnSync(process.execPath, [join(root, "scripts/build-api.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...serverNodeArgs(), builtServer], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
