import { eq } from "drizzle-orm";
import { REMINDER_LABELS, REMINDER_PREFERENCE, UNSUBSCRIBE_INVALID, type UnsubscribeView } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { mailPreference } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { readMailPreferences } from "./mail-preferences.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

/** The member and kind a link names, or 400: a token this server did not sign changes nothing. */
function readToken(secret: string, token: string) {
  const named = readUnsubscribeToken(secret, token);
  if (!named) throw new AppError(400, "INVALID_UNSUBSCRIBE_LINK", UNSUBSCRIBE_INVALID);
  return named;
}

/**
 * What the unsubscribe page shows before the member presses the button: the kind and whether it
 * is on. Only a read, since mail scanners open every link in a mail. A member whose account is
 * gone is simply not subscribed.
 */
export async function viewUnsubscribe(db: Db, secret: string, token: string): Promise<UnsubscribeView> {
  const { userId, kind } = readToken(secret, token);
  const preferences = await readMailPreferences(db, userId);
  return { kind, label: REMINDER_LABELS[kind], subscribed: preferences[REMINDER_PREFERENCE[kind]] };
}

/**
 * The one-click unsubscribe (RFC 8058): turns off the kind the link names and no other. Already
 * off, or no row at all (every kind off), it changes nothing and answers the same.
 */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<UnsubscribeView> {
  const { userId, kind } = readToken(secret, token);
  await db
    .update(mailPreference)
    .set({ [REMINDER_PREFERENCE[kind]]: false, updatedAt: new Date() })
    .where(eq(mailPreference.userId, userId));
  return { kind, label: REMINDER_LABELS[kind], subscribed: false };
}
