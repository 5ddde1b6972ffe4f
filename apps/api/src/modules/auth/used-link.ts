import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema.ts";

/** What a mailed link asked for, read from a token whose signature is ours (its expiry aside). */
function signedPayload(token: string, secret: string): Record<string, unknown> | null {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return null;
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Whether a verification or change-of-email link that was already used has done what it asked:
 * the address is confirmed, or the account's address is now the new one. A link opened again (a
 * second tab, a mail client that follows links, a double request) then lands on the kind answer
 * ('Your email is already confirmed — sign in') instead of the expired-link error.
 */
export async function linkAlreadyDone(db: Db, token: string, secret: string): Promise<boolean> {
  const asked = signedPayload(token, secret);
  if (!asked || typeof asked.email !== "string") return false;
  if (typeof asked.updateTo === "string") {
    if (typeof asked.userId !== "string") return false;
    const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, asked.userId));
    return row?.email === asked.updateTo.toLowerCase();
  }
  const [row] = await db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, asked.email.toLowerCase()));
  return row?.emailVerified === true;
}
