import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Better Auth's session cookie; `__Secure-` prefixed when cookies are secure (production). */
const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

/**
 * The session token a signed-in browser carries, checked by its HMAC signature alone (no database
 * read), as Better Auth signs it: `token.base64(HMAC-SHA256(secret, token))`. Null when there is
 * none or the signature is wrong, so a made-up cookie cannot buy a fresh rate-limit bucket.
 */
export function signedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || !SESSION_COOKIES.includes(part.slice(0, eq).trim())) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }
  return null;
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
  const cookie = raw.headers.cookie;
  // A member's requests carry the same cookie: once verified, it is recognised without the HMAC
  // and the hash again. Only verified cookies are remembered, so a forged one is checked each time.
  let verified = verifiedCookies.get(secret);
  if (!verified) verifiedCookies.set(secret, (verified = new Map()));
  let session = verified.get(cookie) ?? null;
  if (!session) {
    const token = signedSessionToken(cookie, secret);
    session = token ? { token, key: sessionKey(token) } : null;
    if (session) {
      if (verified.size >= 50_000) verified.clear();
      verified.set(cookie, session);
    }
  }
  perRequest.set(raw, session);
  return session;
}

/** Verified cookie headers, per signing secret (a server runs one; tests run several apps in one process). */
const verifiedCookies = new Map<string, Map<string, RequestSession>>();

export function sessionKey(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
