/** What the benchmarks share: the PostgreSQL server, scratch databases, free ports, the compiled API. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import pg from "pg";

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

/** Compiles the API (apps/api/dist) unless it is there: the benchmarks run the server as `npm start` does. */
export function ensureCompiledApi(): void {
  if (existsSync(join(root, "apps/api/dist/server.mjs"))) return;
  if (spawnSync(process.execPath, [join(root, "scripts/build-api.mjs")], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
}
