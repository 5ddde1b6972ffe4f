import { createAuthClient } from "better-auth/react";
import { inferAdditionalFields } from "better-auth/client/plugins";
import { apiPaths } from "../config/paths";

/**
 * Better Auth client; same origin, so no baseURL. Session state is read through GET /api/me.
 * `timezone` and `locale` are user fields the server declares in `user.additionalFields` (sign-up input).
 */
export const authClient = createAuthClient({
  basePath: apiPaths.authBasePath,
  plugins: [inferAdditionalFields({ user: { timezone: { type: "string", required: false }, locale: { type: "string", required: false } } })],
});

/**
 * The error object Better Auth's client returns instead of throwing: the response body spread
 * over `{ status, statusText }`. Better Auth's own errors carry `code` and `message`; our API's
 * request validation in front of it answers `{ error: { code, message, fields } }` instead.
 */
export interface AuthClientError {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
  error?: unknown;
}
