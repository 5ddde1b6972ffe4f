import { createHmac, timingSafeEqual } from "node:crypto";
import { REMINDER_KINDS, type ReminderKind } from "@berean/domain";

/**
 * The signed token of a reminder's unsubscribe link (docs/architecture.md §4 'Reminders'): the
 * member and the kind, base64url, then an HMAC-SHA-256 of them under a key derived from the
 * server's secret for this one purpose. It never expires: turning a kind off twice is the same.
 */
const PURPOSE = "berean:unsubscribe:v1";

const keyOf = (secret: string) => createHmac("sha256", secret).update(PURPOSE).digest();
const sign = (secret: string, body: string) => createHmac("sha256", keyOf(secret)).update(body).digest("base64url");

export function signUnsubscribeToken(secret: string, userId: string, kind: ReminderKind): string {
  const body = Buffer.from(JSON.stringify([userId, kind])).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

/** The member and kind a token names, or null for a token this server did not sign (forged, altered or cut). */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: ReminderKind } | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined || token.length > 400) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [userId, kind] = value as [unknown, unknown];
    if (typeof userId !== "string" || !REMINDER_KINDS.includes(kind as ReminderKind)) return null;
    return { userId, kind: kind as ReminderKind };
  } catch {
    return null;
  }
}

/** What every reminder mail carries: the RFC 8058 headers, the unsubscribe page and the preferences. */
export function unsubscribeLinks(options: { appUrl: string; secret: string; userId: string; kind: ReminderKind }): {
  headers: Record<string, string>;
  pageUrl: string;
  preferencesUrl: string;
} {
  const token = signUnsubscribeToken(options.secret, options.userId, options.kind);
  return {
    headers: {
      "List-Unsubscribe": `<${options.appUrl}/api/mail/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    pageUrl: `${options.appUrl}/unsubscribe/${token}`,
    preferencesUrl: `${options.appUrl}/dashboard/settings#email-reminders`,
  };
}
