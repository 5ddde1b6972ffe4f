import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, pgliteClientOf } from "../db/client.ts";

/**
 * Migrating a new PGlite database takes seconds, so it is done once: every test file restores
 * this snapshot instead. With DATABASE_URL each test file gets its own PostgreSQL database.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  if (process.env.DATABASE_URL) {
    provide("pgliteSnapshot", "");
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "berean-test-"));
  const database = await openDatabase({});
  await database.migrate();
  const dump = await pgliteClientOf(database)!.dumpDataDir("none");
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  provide("pgliteSnapshot", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
