import { ADMIN, at, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Administrators
  "GET /api/admin/users": { path: at("/api/admin/users"), allow: ADMIN },
  "GET /api/admin/users/:userId": { path: at("/api/admin/users/nobody"), allow: ADMIN },
  "PATCH /api/admin/users/:userId": { path: at("/api/admin/users/nobody"), allow: ADMIN },
};
