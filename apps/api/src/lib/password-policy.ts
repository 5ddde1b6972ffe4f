import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * NIST SP 800-63B §5.1.1.2: a new password is checked against passwords known to be common or
 * breached, and against repetitive or sequential characters. The list is zxcvbn's common
 * passwords (about 49,000, from breach corpora). Length limits are in the shared PasswordSchema.
 */
const COMMON = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

export const WEAK_PASSWORD_MESSAGE = "This password is too common or too easy to guess. Try a few unrelated words instead.";

/** Whether a password is a repeated pattern ('aaaaaaaa', 'abcabcabc') or a run ('12345678', 'hgfedcba'). */
function isPattern(password: string): boolean {
  const chars = [...password.toLowerCase()];
  for (let unit = 1; unit <= 3; unit += 1) {
    if (chars.every((c, i) => c === chars[i % unit])) return true;
  }
  const steps = chars.slice(1).map((c, i) => c.codePointAt(0)! - chars[i]!.codePointAt(0)!);
  return steps.every((d) => d === 1) || steps.every((d) => d === -1);
}

/** Null when the password may be used, else the message to show. */
export function weakPasswordMessage(password: string, context: string[] = []): string | null {
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || isPattern(password)) return WEAK_PASSWORD_MESSAGE;
  // The site's name or the member's own email name with at most four characters added.
  for (const word of ["berean", ...context.map((c) => c.toLowerCase()).filter((c) => c.length >= 4)]) {
    if (lower.includes(word) && lower.length - word.length <= 4) return WEAK_PASSWORD_MESSAGE;
  }
  return null;
}
