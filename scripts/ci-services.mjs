#!/usr/bin/env node
/**
 * CI's check, before any test: PostgreSQL answers at the given URL and Redis at REDIS_URL (or
 * 127.0.0.1:6379). CI runs API files on both, so a missing one fails the run here, by name,
 * instead of the tests that need it being skipped.
 */
import { spawnSync } from "node:child_process";
import { createConnection } from "node:net";

const postgresUrl = process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const postgres = spawnSync(process.execPath, [new URL("postgres-available.mjs", import.meta.url).pathname, postgresUrl], {
  stdio: "inherit",
  env: { ...process.env, CI: "true" },
});
const { hostname, port } = new URL(redisUrl);
const redis = await new Promise((resolve) => {
  const socket = createConnection({ host: hostname, port: Number(port || 6379) }, () => {
    socket.end();
    resolve(true);
  });
  socket.on("error", () => resolve(false));
  socket.setTimeout(2000, () => {
    socket.destroy();
    resolve(false);
  });
});
if (!redis) console.error(`Redis does not answer at ${redisUrl}: CI requires it`);
if (postgres.status !== 0 || !redis) process.exit(1);
console.log(`PostgreSQL at ${postgresUrl} and Redis at ${redisUrl} answer`);
