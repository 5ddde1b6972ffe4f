import { createAuthClient } from "better-auth/react";
import { apiPaths } from "../config/paths";

/** Better Auth client; same origin, so no baseURL. Session state is read through GET /api/me. */
export const authClient = createAuthClient({ basePath: apiPaths.authBasePath });

/** The error object Better Auth's client returns instead of throwing. */
export interface AuthClientError {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
}
