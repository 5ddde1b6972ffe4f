import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Better Auth's session cookie; `__Secure-` prefixed when cookies are secure (production). */
const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

/**
 * The session token a signed-in browser carries, checked by its HMAC signature alone (no database
 * read), as Better Auth signs it: `token.base64(HMAC-SHA256(secret, token))`. Null when there is
 * none or the signature is wrong, so a made-up cookie cannot buy a fresh rate-limit bucket.
 */
export function signedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  const sent = sessionCookieValue(cookieHeader);
  const value = sent === null ? null : decoded(sent);
  return value === null ? null : verifiedToken(value, secret);
}

/** The session cookie's value as sent (still URL-encoded), or null when the header has none. */
export function sessionCookieValue(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq >= 0 && SESSION_COOKIES.includes(part.slice(0, eq).trim())) return part.slice(eq + 1).trim();
  }
  return null;
}

function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The token of a decoded session cookie value whose signature is ours, else null. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** A request's signed session: the token and its SHA-256 (the key caches and rate limits use). */
export interface RequestSession {
  token: string;
  key: string;
}

const perRequest = new WeakMap<object, RequestSession | null>();

/**
 * The signed session of a request, checked once however many guards ask (the rate limit, the
 * access policy): one HMAC and one hash per request.
 */
export function requestSession(raw: { headers: { cookie?: string } }, secret: string): RequestSession | null {
  if (!raw.headers.cookie) return null;
  const known = perRequest.get(raw);
  if (known !== undefined) return known;
  const sent = sessionCookieValue(raw.headers.cookie);
  // Decoded first, so one cookie spelt with different %XX escapes is one entry.
  const value = sent === null ? null : decoded(sent);
  const session = value === null ? null : verifiedSession(value, secret);
  perRequest.set(raw, session);
  return session;
}

/**
 * Verified session cookie values, per signing secret (a server runs one; tests run several apps in
 * one process), so a member's requests skip the HMAC and the hash after the first (docs/architecture.md
 * §4 'Memory bounds'). Keyed by the session cookie's own value, never the whole Cookie header (a
 * header padded with a unique junk cookie each time once filled this map to a crash); only a
 * value that verifies and is no longer than a real one is kept, the least recently used going
 * first past SESSION_VALUES_MAX: at most about 10,000 × 300 bytes.
 */
export const SESSION_VALUES_MAX = 10_000;
const SESSION_VALUE_MAX_LENGTH = 256;
const verifiedValues = new Map<string, Map<string, RequestSession>>();

function verifiedSession(value: string, secret: string): RequestSession | null {
  let verified = verifiedValues.get(secret);
  if (!verified) verifiedValues.set(secret, (verified = new Map()));
  const known = verified.get(value);
  if (known) {
    // Most recently used last.
    verified.delete(value);
    verified.set(value, known);
    return known;
  }
  const token = verifiedToken(value, secret);
  if (!token) return null;
  const session = { token, key: sessionKey(token) };
  if (value.length <= SESSION_VALUE_MAX_LENGTH) {
    if (verified.size >= SESSION_VALUES_MAX) verified.delete(verified.keys().next().value!);
    verified.set(value, session);
  }
  return session;
}

/** What the verified-value cache holds now, across secrets: entries and the characters of their keys and tokens. */
export function verifiedSessionStats(): { entries: number; chars: number } {
  let entries = 0;
  let chars = 0;
  for (const map of verifiedValues.values()) {
    for (const [value, session] of map) {
      entries += 1;
      chars += value.length + session.token.length + session.key.length;
    }
  }
  return { entries, chars };
}

export function sessionKey(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
