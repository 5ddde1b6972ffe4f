import { ADMIN, at, EVERYONE, NONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  // Visitors and members alike (a member's name and email are the account's).
  "POST /api/contact": { path: at("/api/contact"), allow: EVERYONE, body: () => ({ subject: "A question", message: "Where is the weekly event?" }) },

  // Administrators
  "GET /api/admin/inbox": { path: at("/api/admin/inbox"), allow: ADMIN },
  "POST /api/admin/inbox/:id/reply": { path: at(`/api/admin/inbox/${NONE}/reply`), allow: ADMIN, body: () => ({ reply: "Thank you." }) },
};
