import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, pgliteClientOf } from "../db/client.ts";
import { onPostgres } from "./services.ts";

/**
 * Migrating a new database takes seconds, so it is done once per run: every PGlite test file
 * restores this snapshot, and with DATABASE_URL every test file's PostgreSQL database is a copy of
 * one migrated template (`create database … template …`), named for this run so that two runs on
 * one server never share it.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `berean_template_${randomBytes(4).toString("hex")}`;
    await onPostgres(url, `create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString() });
    await database.migrate();
    // A template with a connection open cannot be copied.
    await database.close();
    provide("pgliteSnapshot", "");
    provide("postgresTemplate", template);
    return () => onPostgres(url, `drop database if exists ${template} with (force)`);
  }
  const dir = mkdtempSync(join(tmpdir(), "berean-test-"));
  const database = await openDatabase({});
  await database.migrate();
  const dump = await pgliteClientOf(database)!.dumpDataDir("none");
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  provide("pgliteSnapshot", file);
  provide("postgresTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** The migrated database each PostgreSQL test file copies. */
    postgresTemplate: string;
  }
}
