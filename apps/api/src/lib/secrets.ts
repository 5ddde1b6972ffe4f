import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appSecret } from "../db/schema.ts";

/**
 * Without BETTER_AUTH_SECRET the server makes one on first start and keeps it in the database,
 * so sessions and links survive restarts and every instance on the same database agrees.
 */
export async function ensureAuthSecret(db: Db): Promise<string> {
  await db
    .insert(appSecret)
    .values({ key: "auth_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecret).where(eq(appSecret.key, "auth_secret"));
  if (!row) throw new Error("could not read the generated auth secret");
  return row.value;
}

/**
 * The key the dev mailbox asks for (modules/dev, docs/security.md 42), made on the first start and kept
 * in the database: a bookmark of the mailbox keeps working across restarts of the same data, and
 * every instance on one database agrees.
 */
export async function ensureDevMailboxKey(db: Db): Promise<string> {
  await db
    .insert(appSecret)
    .values({ key: "dev_mailbox_key", value: randomBytes(24).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecret).where(eq(appSecret.key, "dev_mailbox_key"));
  if (!row) throw new Error("could not read the dev mailbox key");
  return row.value;
}

/**
 * The signing secret of the local test-mode payment provider's webhook (modules/billing): made
 * on first start and kept, so events signed by one instance verify on every other.
 */
export async function ensureLocalWebhookSecret(db: Db): Promise<string> {
  await db
    .insert(appSecret)
    .values({ key: "local_webhook_secret", value: `whsec_local_${randomBytes(24).toString("base64url")}` })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecret).where(eq(appSecret.key, "local_webhook_secret"));
  if (!row) throw new Error("could not read the local webhook secret");
  return row.value;
}
