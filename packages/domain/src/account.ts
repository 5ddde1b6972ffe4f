import { z } from "zod";
import { MAX_FULL_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./limits.ts";

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const PLANS = ["free", "pro"] as const;
export type Plan = (typeof PLANS)[number];

/**
 * Control characters (NUL, line breaks, …) and invisible format characters (bidi overrides such
 * as U+202E, zero-width spaces and joiners) can hide or reverse what a name shows on public
 * boards and in mail: a name is letters, marks, digits, punctuation, symbols and plain spaces.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}]/u;
export const FullNameSchema = z
  .string()
  .trim()
  .min(1, "Full name is required")
  .max(MAX_FULL_NAME_LENGTH)
  .refine((name) => !HIDDEN_CHARACTERS.test(name), "Full name may not contain control or invisible formatting characters.");

/** A one-time token from a mailed link: printable ASCII only (no control characters, no spaces). */
export const LinkTokenSchema = (max: number) => z.string().min(1).max(max).regex(/^[\x21-\x7e]+$/, "This link is not valid.");
export const PasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);

/** What the browser may know about the signed-in member. */
export const MeSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  plan: z.enum(PLANS),
  timezone: z.string(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof MeSchema>;

/** A member may change their own full name only; anything else in the body is refused. */
export const UpdateProfileSchema = z.strictObject({ fullName: FullNameSchema });
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

export const SetupAdminSchema = z.strictObject({
  token: LinkTokenSchema(200),
  fullName: FullNameSchema,
  email: z.email().max(254),
  password: PasswordSchema,
});
export type SetupAdmin = z.infer<typeof SetupAdminSchema>;

/** IANA time zone names; anything the runtime cannot resolve is refused. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    return Boolean(new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}
