import { ADMIN, at, NONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Administrators
  "GET /api/admin/attempts": { path: at("/api/admin/attempts"), allow: ADMIN },
  "GET /api/admin/attempts/export": { path: at("/api/admin/attempts/export"), allow: ADMIN },
  "POST /api/admin/attempts/:attemptId/void": { path: at(`/api/admin/attempts/${NONE}/void`), allow: ADMIN },
  "GET /api/admin/attempts/held": { path: at("/api/admin/attempts/held"), allow: ADMIN },
  "POST /api/admin/held/:kind/:id": {
    path: at(`/api/admin/held/attempt/${NONE}`),
    allow: ADMIN,
    body: () => ({ decision: "clear", note: "Checked by hand." }),
  },
};
