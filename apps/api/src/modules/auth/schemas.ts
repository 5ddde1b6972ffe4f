import { z } from "zod";
import { FullNameSchema, LinkTokenSchema, LOCALES, MAX_PASSWORD_LENGTH, PasswordSchema } from "@berean/domain";

const Email = z.email("Enter a valid email address.").max(254);
const CallbackURL = z
  .string()
  .max(500)
  .regex(/^[\x21-\x7e]*$/, "Not a valid address.")
  .optional();

/**
 * The Better Auth endpoints Berean uses, each with a strict schema of what a client may send.
 * Anything else under /api/auth is not served: no admin-plugin endpoints, no profile writes
 * that could carry role, plan or emailVerified (docs/security.md 11).
 */
export const AUTH_ENDPOINTS: Record<string, { body?: z.ZodType; query?: z.ZodType }> = {
  "POST /sign-up/email": {
    body: z.strictObject({
      name: FullNameSchema,
      email: Email,
      password: PasswordSchema,
      timezone: z
        .string()
        .max(64)
        .regex(/^[A-Za-z0-9_+\-/]*$/, "Not a time zone.")
        .optional(),
      locale: z.enum(LOCALES).optional(),
      callbackURL: CallbackURL,
      rememberMe: z.boolean().optional(),
    }),
  },
  "POST /sign-in/email": {
    body: z.strictObject({
      email: Email,
      password: z.string().min(1, "Password is required.").max(MAX_PASSWORD_LENGTH),
      rememberMe: z.boolean().optional(),
      callbackURL: CallbackURL,
    }),
  },
  "POST /sign-out": { body: z.strictObject({}).optional() },
  "GET /get-session": { query: z.strictObject({ disableCookieCache: z.string().optional(), disableRefresh: z.string().optional() }) },
  "POST /request-password-reset": { body: z.strictObject({ email: Email, redirectTo: CallbackURL }) },
  "GET /reset-password/:token": { query: z.strictObject({ callbackURL: CallbackURL.unwrap() }) },
  "POST /reset-password": { body: z.strictObject({ newPassword: PasswordSchema, token: LinkTokenSchema(500) }) },
  "GET /verify-email": { query: z.strictObject({ token: LinkTokenSchema(2000), callbackURL: CallbackURL }) },
  "POST /send-verification-email": { body: z.strictObject({ email: Email, callbackURL: CallbackURL }) },
  "POST /change-password": {
    body: z.strictObject({
      currentPassword: z.string().min(1, "Current password is required.").max(MAX_PASSWORD_LENGTH),
      newPassword: PasswordSchema,
      revokeOtherSessions: z.boolean().optional(),
    }),
  },
};

/** Maps a concrete path (`/reset-password/abc`) to its endpoint key (`GET /reset-password/:token`). */
export function endpointKey(method: string, path: string): string {
  if (method === "GET" && /^\/reset-password\/[^/]+$/.test(path)) return "GET /reset-password/:token";
  return `${method} ${path}`;
}
