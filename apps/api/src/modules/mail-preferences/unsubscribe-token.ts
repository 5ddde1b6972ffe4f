import { createHmac, timingSafeEqual } from "node:crypto";
import { REMINDER_KINDS, type ReminderKind } from "@berean/domain";

/**
 * The signed token of a reminder's unsubscribe link (docs/architecture.md §4 'Reminders'): the
 * kind's letter and the member's id, base64url, followed by an HMAC-SHA-256 of them (its first 128
 * bits, 22 characters) under a key derived from the server's secret for this one purpose. Kept
 * short and in base64url's letters alone, since it is one path segment (the router takes at most
 * 100 characters, and a page path ending in '.xyz' is taken for a missing file). It never
 * expires: turning a kind off twice is the same.
 */
const PURPOSE = "berean:unsubscribe:v1";
const SIGNATURE_BYTES = 16;
const SIGNATURE_CHARS = 22;
/** One letter per kind, for good: a link already mailed must keep naming the same kind. */
const KIND_CODES: Record<ReminderKind, string> = { event_open: "o", last_call: "l", weekly_summary: "w", assignment: "a", study_plan: "s" };

const keyOf = (secret: string) => createHmac("sha256", secret).update(PURPOSE).digest();
const sign = (secret: string, body: string) => createHmac("sha256", keyOf(secret)).update(body).digest().subarray(0, SIGNATURE_BYTES).toString("base64url");

export function signUnsubscribeToken(secret: string, userId: string, kind: ReminderKind): string {
  const body = Buffer.from(`${KIND_CODES[kind]}:${userId}`).toString("base64url");
  return body + sign(secret, body);
}

/** The member and kind a token names, or null for a token this server did not sign (forged, altered or cut). */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: ReminderKind } | null {
  if (token.length > 400 || token.length <= SIGNATURE_CHARS) return null;
  const body = token.slice(0, -SIGNATURE_CHARS);
  const signature = token.slice(-SIGNATURE_CHARS);
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [code, userId] = splitOnce(Buffer.from(body, "base64url").toString("utf8"), ":");
  const kind = REMINDER_KINDS.find((k) => KIND_CODES[k] === code);
  return kind && userId ? { userId, kind } : null;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ""] : [text.slice(0, at), text.slice(at + 1)];
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
