/**
 * A release in production (docs/architecture.md §8 'Operations'): migrations are their own step.
 * An instance started against a database `npm run db:migrate` has not migrated refuses with the
 * reason; after it, the instance starts and is ready; against a schema a later release migrated it
 * refuses again, and so does the migration. Production runs on PostgreSQL only, so this runs in
 * CI's PostgreSQL run (DATABASE_URL).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess } from "./test/server-process.ts";
import { onPostgres } from "./test/services.ts";

const POSTGRES = process.env.DATABASE_URL;
const database = `berean_production_${process.pid}`;

const databaseUrl = () => {
  const url = new URL(POSTGRES!);
  url.pathname = `/${database}`;
  return url.toString();
};

/** What production demands besides the database (config.ts): fakes that are never called here. */
const productionEnv = () => ({
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl(),
  SMTP_URL: "smtp://127.0.0.1:2525",
  BETTER_AUTH_SECRET: "production-start-test-secret-0123456789-abcdef",
  STRIPE_SECRET_KEY: "sk_test_production_start",
  STRIPE_WEBHOOK_SECRET: "whsec_production_start",
  STRIPE_PRO_PRICE_ID: "price_production_start",
  APP_URL: "https://berean.test",
  LOG_LEVEL: "silent",
});

/** Runs a TypeScript entry of the API to its end: its exit code and what it printed. */
function runToEnd(entry: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _notInherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, entry)], {
    env: { ...inherited, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => (output += text));
  child.stderr.setEncoding("utf8").on("data", (text: string) => (output += text));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

afterAll(async () => {
  if (POSTGRES) await onPostgres(POSTGRES, `drop database if exists ${database} with (force)`);
});

describe.skipIf(!POSTGRES)("a production release", () => {
  it("refuses a schema it does not know until npm run db:migrate has run, then is ready; a later release's schema is refused by both", async () => {
    await onPostgres(POSTGRES!, `drop database if exists ${database} with (force)`);
    await onPostgres(POSTGRES!, `create database ${database}`);
    const port = String(await freePort());

    const unmigrated = await runToEnd("server.ts", { ...productionEnv(), PORT: port });
    expect(unmigrated.code).toBe(1);
    expect(unmigrated.output).toContain("The database's schema is older than this release: run npm run db:migrate.");

    const migrated = await runToEnd("db/migrate-cli.ts", productionEnv());
    expect(migrated.code, migrated.output).toBe(0);
    expect(migrated.output).toContain("Migrated the database to this release's schema.");
    expect(migrated.output).toMatch(/Seeded the empty database with \d+ questions/);

    const server = await startServerProcess(Number(port), productionEnv());
    try {
      const ready = await fetch(`${server.baseUrl}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready" });
      // Production never loads the public sample pack: its keys are in the repository.
      const sample = new pg.Client({ connectionString: databaseUrl() });
      await sample.connect();
      const { rows } = await sample.query(`select count(*)::int as n from question where pack = 'sample'`);
      await sample.end();
      expect(rows[0].n).toBe(0);
    } finally {
      await server.stop();
    }

    await onPostgres(databaseUrl(), `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-later-release', 9999999999999)`);
    const later = await runToEnd("server.ts", { ...productionEnv(), PORT: port });
    expect(later.code).toBe(1);
    expect(later.output).toContain("The database's schema is newer than this release: it was migrated by a later one.");
    const migrateLater = await runToEnd("db/migrate-cli.ts", productionEnv());
    expect(migrateLater.code).toBe(1);
    expect(migrateLater.output).toContain("newer than this release");
  }, 360_000);
});
