import { NETWORK_ERROR_MESSAGE, RATE_LIMIT_MESSAGE } from "../../lib/api";
import type { AuthClientError } from "../../lib/auth-client";

/** Better Auth's code for a sign-in before the email is verified. */
export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";

/** The message to show for a Better Auth client error, or `fallback`. */
export function authErrorMessage(error: AuthClientError | null | undefined, fallback: string): string {
  if (!error) return fallback;
  if (error.status === 429) return RATE_LIMIT_MESSAGE;
  if (error.status >= 500) return fallback;
  return error.message?.trim() || fallback;
}

/** True when sign-in failed only because the email is not verified yet (spec §4 'Login'). */
export function isEmailNotVerified(error: AuthClientError): boolean {
  if (error.code === EMAIL_NOT_VERIFIED) return true;
  const message = error.message?.toLowerCase() ?? "";
  return message.includes("email") && (message.includes("confirm") || message.includes("verif"));
}

/** Runs a Better Auth client call; a network failure comes back as an error like any other. */
export async function runAuthCall<R extends { error: AuthClientError | null }>(
  call: () => Promise<R>,
): Promise<R | { data: null; error: AuthClientError }> {
  try {
    return await call();
  } catch {
    return { data: null, error: { status: 0, message: NETWORK_ERROR_MESSAGE } };
  }
}
