import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { calendarFeed } from "../../db/schema.ts";

/**
 * The key of a member's calendar feed (docs/architecture.md §4 'Calendar feed'): a random salt
 * (16 bytes, base64url, 22 characters) followed by an HMAC-SHA-256 of the member and that salt
 * under a key derived from the server's secret for this one purpose (43 characters). The table
 * keeps the salt, so Settings shows the same link on every visit, yet a copy of the table alone
 * opens no feed; a new salt replaces the old, and the old link stops at once.
 */
const PURPOSE = "berean:calendar-feed:v1";
const SALT_LENGTH = 22;
const TOKEN_LENGTH = SALT_LENGTH + 43;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+$/;

const keyOf = (secret: string) => createHmac("sha256", secret).update(PURPOSE).digest();
const sign = (secret: string, userId: string, salt: string) => createHmac("sha256", keyOf(secret)).update(`${userId}:${salt}`).digest("base64url");

export const feedToken = (secret: string, userId: string, salt: string): string => `${salt}${sign(secret, userId, salt)}`;

/** The feed's address: https (or whatever APP_URL is); the web app offers the same as webcal://. */
export const feedUrl = (appUrl: string, token: string): string => `${appUrl}/calendar/${token}.ics`;

/** The member's current token, or null before they made a link. */
export async function currentFeedToken(db: DbOrTx, secret: string, userId: string): Promise<string | null> {
  const [row] = await db.select({ salt: calendarFeed.salt }).from(calendarFeed).where(eq(calendarFeed.userId, userId));
  return row ? feedToken(secret, userId, row.salt) : null;
}

/** Makes the member's link, or replaces it: the old token names a salt no row holds any more. */
export async function renewFeedToken(db: DbOrTx, secret: string, userId: string): Promise<string> {
  const salt = randomBytes(16).toString("base64url");
  await db
    .insert(calendarFeed)
    .values({ userId, salt })
    .onConflictDoUpdate({ target: calendarFeed.userId, set: { salt, createdAt: new Date() } });
  return feedToken(secret, userId, salt);
}

/** The member a token opens the feed of, or null for one this server did not make or has replaced. */
export async function feedOwner(db: DbOrTx, secret: string, token: string): Promise<string | null> {
  if (token.length !== TOKEN_LENGTH || !TOKEN_SHAPE.test(token)) return null;
  const salt = token.slice(0, SALT_LENGTH);
  const [row] = await db.select({ userId: calendarFeed.userId }).from(calendarFeed).where(eq(calendarFeed.salt, salt));
  if (!row) return null;
  const expected = Buffer.from(feedToken(secret, row.userId, salt));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? row.userId : null;
}
