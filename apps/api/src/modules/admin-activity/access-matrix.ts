import { ADMIN, at, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Administrators
  "GET /api/admin/activity": { path: at("/api/admin/activity"), allow: ADMIN },
};
