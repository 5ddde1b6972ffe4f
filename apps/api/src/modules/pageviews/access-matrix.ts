import { ADMIN, at, EVERYONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  "POST /api/page-views": { path: at("/api/page-views"), allow: EVERYONE },

  // Administrators
  "GET /api/admin/page-views": { path: at("/api/admin/page-views"), allow: ADMIN },
};
