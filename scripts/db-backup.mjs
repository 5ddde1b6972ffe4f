#!/usr/bin/env node
/**
 * `npm run db:backup [-- FILE]`: a consistent copy of Berean's PostgreSQL database (DATABASE_URL)
 * in pg_dump's custom format, taken while the instances keep serving (pg_dump reads one snapshot
 * and blocks no writer). FILE defaults to backups/berean-<UTC date and time>.dump. Restore it with
 * `npm run db:restore -- FILE` into an empty database (docs/operations.md 'Backups').
 *
 * Needs PostgreSQL's client programs (Debian: postgresql-client) of the server's major version or
 * newer. The embedded database (no DATABASE_URL) is a folder: stop Berean and copy DATA_DIR/pglite.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    "db:backup copies a PostgreSQL database and DATABASE_URL is not set. The embedded database is a folder: stop Berean, then copy data/pglite (or DATA_DIR/pglite).",
  );
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-");
const file = resolve(process.argv[2] ?? `backups/berean-${stamp}.dump`);
mkdirSync(dirname(file), { recursive: true });

// Custom format: compressed, restored table by table, and pg_restore can list or pick from it.
// No owners or grants: a restore may be made by another role on another server.
const dump = spawnSync("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`], {
  stdio: ["ignore", "inherit", "inherit"],
});
if (dump.error) {
  console.error(`pg_dump could not run (${dump.error.message}): install PostgreSQL's client programs (Debian: apt install postgresql-client).`);
  process.exit(1);
}
if (dump.status !== 0) {
  console.error(`pg_dump failed (exit ${dump.status}); no backup was written.`);
  process.exit(1);
}
const megabytes = statSync(file).size / 1_048_576;
console.log(`Backed up the database to ${file} (${megabytes.toFixed(1)} MB).`);
