import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR } from "../paths.ts";
import { rowsOf, type DbOrTx } from "./client.ts";

/**
 * Where the database's schema stands against the migrations this build carries: `current`, `behind`
 * (a migration of this build not applied: `npm run db:migrate` has not run) or `ahead` (the database
 * holds a migration this build does not know: a newer release migrated it). Drizzle records each
 * applied migration with its folder's time (`created_at`), which is the journal's `when`.
 */
export type MigrationState = "current" | "behind" | "ahead";

let knownLatest: number | null = null;
function latestKnown(): number {
  if (knownLatest === null) {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: Array<{ when: number }> };
    knownLatest = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return knownLatest;
}

export async function migrationState(db: DbOrTx): Promise<MigrationState> {
  // A database never migrated has no record of migrations at all: behind.
  const [table] = rowsOf<{ found: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`));
  if (!table?.found) return "behind";
  const [row] = rowsOf<{ latest: string | number | null }>(await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`));
  const applied = Number(row?.latest ?? 0);
  const known = latestKnown();
  return applied === known ? "current" : applied < known ? "behind" : "ahead";
}

/** What an instance says when it will not serve a schema it does not know (a production start, /api/ready). */
export const SCHEMA_REFUSAL: Record<Exclude<MigrationState, "current">, string> = {
  behind: "The database's schema is older than this release: run npm run db:migrate.",
  ahead: "The database's schema is newer than this release: it was migrated by a later one.",
};
