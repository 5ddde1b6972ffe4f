import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appSecret } from "../db/schema.ts";

/**
 * Without BETTER_AUTH_SECRET the server makes one on first start and keeps it in the database,
 * so sessions and links survive restarts and every instance on the same database agrees.
 */
export async function ensureAuthSecret(db: Db): Promise<string> {
  await db.insert(appSecret).values({ key: "auth_secret", value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select().from(appSecret).where(eq(appSecret.key, "auth_secret"));
  if (!row) throw new Error("could not read the generated auth secret");
  return row.value;
}
