import { createHmac, timingSafeEqual } from "node:crypto";

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
