#!/usr/bin/env node
/**
 * `npm run db:restore -- FILE`: restores a backup made by `npm run db:backup` into the PostgreSQL
 * database at DATABASE_URL, which must be empty (create it first: `createdb berean_restored`), so a
 * restore never mixes two databases' rows. Then, if the backup came from an earlier release, run
 * `npm run db:migrate` before the instances start: a production instance refuses a schema older
 * than its own (docs/operations.md 'Backups').
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import pg from "pg";

const url = process.env.DATABASE_URL;
const file = process.argv[2] && resolve(process.argv[2]);
if (!url || !file) {
  console.error("Usage: DATABASE_URL=postgres://… npm run db:restore -- FILE (a backup made by npm run db:backup), into an empty database.");
  process.exit(1);
}
if (!existsSync(file)) {
  console.error(`There is no backup at ${file}.`);
  process.exit(1);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query(
  `select count(*)::int as tables from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
);
await client.end();
if (rows[0].tables > 0) {
  console.error(
    `The database at DATABASE_URL is not empty (${rows[0].tables} tables): restore into a new, empty database (createdb berean_restored) and point DATABASE_URL at it.`,
  );
  process.exit(1);
}

// One transaction: a restore that fails part-way leaves the database empty, not half filled.
const restore = spawnSync("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, file], {
  stdio: ["ignore", "inherit", "inherit"],
});
if (restore.error) {
  console.error(`pg_restore could not run (${restore.error.message}): install PostgreSQL's client programs (Debian: apt install postgresql-client).`);
  process.exit(1);
}
if (restore.status !== 0) {
  console.error(`pg_restore failed (exit ${restore.status}); the database was left empty.`);
  process.exit(1);
}
console.log(`Restored ${file}. If it came from an earlier release, run npm run db:migrate before starting Berean.`);
