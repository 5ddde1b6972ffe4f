/** `npm run db:seed`: migrates, then upserts content/ into the configured database. */
import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { seedContent } from "./seed.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
await database.migrate();
// Production never loads the public sample pack: its keys are in the repository.
const result = await seedContent(database.db, undefined, new Date(), { samplePack: config.env !== "production" });
console.log(
  `Seeded ${result.questions} questions and ${result.quizzes} quizzes into ${database.kind}${result.sealed ? `, and ${result.sealed} new sealed questions of the public sample pack` : ""}.`,
);
await database.close();
