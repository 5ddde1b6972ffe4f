#!/usr/bin/env node
/**
 * Exits 0 when a PostgreSQL server answers at the given URL (CI runs the API suite again on it).
 * Otherwise exits 1; under CI=true it also says why, since CI must not pass without PostgreSQL.
 */
import pg from "pg";

const url = process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/test";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query("select 1");
  await client.end();
  process.exit(0);
} catch (error) {
  if (process.env.CI) console.error(`PostgreSQL does not answer at ${url} (${error instanceof Error ? error.message : error}): CI=true requires it`);
  process.exit(1);
}
