import { z } from "zod";
import { MAX_FULL_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./limits.ts";
import { LOCALES } from "./book-names.ts";
import { displayText } from "./text.ts";

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const PLANS = ["free", "pro"] as const;
/** The English texts a member may read an English question's verse in (docs/architecture.md §9). */
export const READING_TEXTS = ["kjv", "web"] as const;
export type ReadingText = (typeof READING_TEXTS)[number];
export type Plan = (typeof PLANS)[number];

/**
 * A name shows on public boards, certificates and in mail: one line of visible text (the display-text
 * rule, text.ts), so a bidi override or a zero-width character cannot hide or reverse what it shows,
 * held to the rule for names shown to others (docs/security.md 68): no invisible character, no word
 * mixing alphabets.
 */
export const FullNameSchema = displayText("Full name", MAX_FULL_NAME_LENGTH, { name: true }).min(1, "Full name is required");

/** A one-time token from a mailed link: printable ASCII only (no control characters, no spaces). */
export const LinkTokenSchema = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/, "This link is not valid.");
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
  /** The language the member reads Berean in. */
  locale: z.enum(LOCALES),
  /** The English text beside an English question's verse: the KJV it cites, or the World English Bible. */
  readingText: z.enum(READING_TEXTS),
  createdAt: z.string(),
});
export type Me = z.infer<typeof MeSchema>;

/** A member may change their own full name, language and reading text only; anything else in the body is refused. */
export const UpdateProfileSchema = z
  .strictObject({ fullName: FullNameSchema.optional(), locale: z.enum(LOCALES).optional(), readingText: z.enum(READING_TEXTS).optional() })
  .refine((change) => change.fullName !== undefined || change.locale !== undefined || change.readingText !== undefined, "Nothing to change.");
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
