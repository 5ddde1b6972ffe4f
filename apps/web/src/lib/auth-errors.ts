import { NETWORK_ERROR_MESSAGE, RATE_LIMIT_MESSAGE, type FieldErrors } from "./api";
import type { AuthClientError } from "./auth-client";

/** Our code for an account whose sign-in is paused after too many failures. */
export const ACCOUNT_LIMITED = "ACCOUNT_LIMITED";

/** Better Auth's code for a sign-in before the email is verified. */
export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";

interface NormalizedAuthError {
  status: number;
  code?: string;
  message?: string;
  fields: FieldErrors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads both shapes: Better Auth's `{ code, message }` and our API's `{ error: { code, message, fields } }`. */
function normalize(error: AuthClientError): NormalizedAuthError {
  const nested = isRecord(error.error) ? error.error : undefined;
  const fields: FieldErrors = {};
  if (nested && isRecord(nested.fields)) {
    for (const [name, message] of Object.entries(nested.fields)) {
      if (typeof message === "string") fields[name] = message;
    }
  }
  return {
    status: error.status,
    code: typeof nested?.code === "string" ? nested.code : error.code,
    message: typeof nested?.message === "string" ? nested.message : error.message,
    fields,
  };
}

/** The message to show for a Better Auth client error, or `fallback`. */
export function authErrorMessage(error: AuthClientError | null | undefined, fallback: string): string {
  if (!error) return fallback;
  const { status, code, message } = normalize(error);
  // The account's own limit says how long to wait (docs/security.md 44); any other 429 is the general one.
  if (status === 429) return code === ACCOUNT_LIMITED && message ? message : RATE_LIMIT_MESSAGE;
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  if (status >= 500) return fallback;
  return message?.trim() || fallback;
}

/** Field messages from a 400 VALIDATION answer, keyed by the API's field names. */
export function authFieldErrors(error: AuthClientError): FieldErrors {
  return normalize(error).fields;
}

/** The error code, whichever shape the answer had. */
export function authErrorCode(error: AuthClientError): string | undefined {
  return normalize(error).code;
}

/** True when sign-in failed only because the email is not verified yet (docs/product.md part 1 §4 'Login'). */
export function isEmailNotVerified(error: AuthClientError): boolean {
  const { code, message = "" } = normalize(error);
  if (code === EMAIL_NOT_VERIFIED) return true;
  const lower = message.toLowerCase();
  return lower.includes("email") && (lower.includes("confirm") || lower.includes("verif"));
}

/** Runs a Better Auth client call; a network failure comes back as an error like any other. */
export async function runAuthCall<R extends { error: AuthClientError | null }>(call: () => Promise<R>): Promise<R | { data: null; error: AuthClientError }> {
  try {
    return await call();
  } catch {
    return { data: null, error: { status: 0, message: NETWORK_ERROR_MESSAGE } };
  }
}
