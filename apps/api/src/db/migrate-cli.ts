/**
 * `npm run db:migrate` (compiled: `node apps/api/dist/db-migrate.mjs`): migrates the configured
 * database as a step of its own, before the instances of a release start (docs/architecture.md §8);
 * an empty database is then filled with the bank (content/), without the public sample pack in
 * production. Refuses a database a later release migrated. `npm start` still migrates by itself
 * outside production.
 */
import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { migrationState, SCHEMA_REFUSAL } from "./migration-state.ts";
import { isEmpty, seedContent } from "./seed.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
const before = await migrationState(database.db);
if (before === "ahead") {
  console.error(SCHEMA_REFUSAL.ahead);
  await database.close();
  process.exit(1);
}
await database.migrate();
console.log(before === "current" ? "The database's schema was already current." : "Migrated the database to this release's schema.");
if (await isEmpty(database.db)) {
  const seeded = await seedContent(database.db, undefined, new Date(), { samplePack: config.env !== "production" });
  console.log(`Seeded the empty database with ${seeded.questions} questions and ${seeded.quizzes} quizzes.`);
}
await database.close();
