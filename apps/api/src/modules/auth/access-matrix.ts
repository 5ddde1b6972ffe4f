import { at, EVERYONE, MEMBERS, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  "GET /api/email-link/verified": { path: at("/api/email-link/verified"), allow: EVERYONE },

  // Any verified member, on their own account
  "POST /api/me/email": { path: at("/api/me/email"), allow: MEMBERS, body: () => ({ newEmail: "elsewhere@example.com", currentPassword: "not the password" }) },
};
