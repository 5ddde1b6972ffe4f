import { createHash } from "node:crypto";
import { ACCOUNT_SIGN_IN_FAILURES, ACCOUNT_SIGN_IN_WINDOW_SECONDS } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { clearCount, countInWindow } from "../../lib/counters.ts";

const keyOf = (email: string) => `sign-in:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;

/**
 * Sign-ins per account whatever the address (docs/security.md 44): each try counts, a success clears the
 * count, so what it holds is the failures since the last success (and tries under way, so a burst
 * from many addresses at once is counted too). Past ACCOUNT_SIGN_IN_FAILURES in the window the
 * account's sign-in is refused until the window has passed. An email with no account counts the
 * same way and gets the same answer, so the limit never tells whether an account exists.
 */
export async function countSignInTry(db: Db, email: string): Promise<void> {
  const tries = await countInWindow(db, keyOf(email), ACCOUNT_SIGN_IN_WINDOW_SECONDS * 1000);
  if (tries > ACCOUNT_SIGN_IN_FAILURES) {
    throw new AppError(
      429,
      "ACCOUNT_LIMITED",
      `Too many failed sign-ins for this email address. Please wait ${ACCOUNT_SIGN_IN_WINDOW_SECONDS / 60} minutes, or reset your password.`,
    );
  }
}

export async function signInSucceeded(db: Db, email: string): Promise<void> {
  await clearCount(db, keyOf(email));
}
