#!/usr/bin/env node
/**
 * `npm run dev`: the API on :3000 restarting on change (tsx watch) and the web app on Vite's dev
 * server (http://localhost:5173) with hot reload, proxying /api and /dev to the API.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", join(root, "apps/api/src/server.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.PORT ?? "3000" },
  }),
  spawn("npx", ["vite", "--port", "5173"], { cwd: join(root, "apps/web"), stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
