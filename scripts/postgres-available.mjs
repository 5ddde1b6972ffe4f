#!/usr/bin/env node
/** Exits 0 when a PostgreSQL server answers at the given URL (CI runs the API suite again on it). */
import pg from "pg";

const url = process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/test";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query("select 1");
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
