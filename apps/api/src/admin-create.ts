/**
 * `npm run admin:create` — creates an administrator from the shell (docs/security.md 8).
 * Asks for full name, email and password, or takes ADMIN_NAME, ADMIN_EMAIL, ADMIN_PASSWORD.
 */
import { createInterface } from "node:readline/promises";
import { join } from "node:path";
import { SetupAdminSchema } from "@berean/domain";
import pino from "pino";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createAuth } from "./lib/auth.ts";
import { createOutboxMailer } from "./lib/mail.ts";
import { ensureAuthSecret } from "./lib/secrets.ts";
import { createAdmin } from "./modules/setup/service.ts";

const config = loadConfig();
const prompt = createInterface({ input: process.stdin, output: process.stdout });
const ask = async (label: string, env?: string) => env ?? (await prompt.question(`${label}: `));
const fullName = await ask("Full name", process.env.ADMIN_NAME);
const email = await ask("Email", process.env.ADMIN_EMAIL);
const password = await ask("Password (at least 8 characters)", process.env.ADMIN_PASSWORD);
prompt.close();

const input = SetupAdminSchema.omit({ token: true }).safeParse({ fullName, email, password });
if (!input.success) {
  console.error(input.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : join(config.dataDir, "pglite") });
await database.migrate();
const log = pino({ level: "warn" });
const secret = config.authSecret || (await ensureAuthSecret(database.db));
const auth = createAuth({ config, db: database.db, mailer: createOutboxMailer(database.db, log), secret, log });
try {
  const admin = await createAdmin(auth, database.db, input.data);
  console.log(`Administrator ${admin.email} created. Sign in at ${config.appUrl}/auth/login`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
