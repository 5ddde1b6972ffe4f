/** `npm run db:seed`: migrates, then upserts content/ into the configured database. */
import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { seedContent } from "./seed.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
await database.migrate();
const result = await seedContent(database.db);
console.log(`Seeded ${result.questions} questions and ${result.quizzes} quizzes into ${database.kind}.`);
await database.close();
