import { ADMIN, at, NONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // A member's own things: the owner only
  "POST /api/results/:attemptId/challenges": {
    path: (f) => `/api/results/${f.attemptId}/challenges`,
    allow: ["free"],
    owned: true,
    body: () => ({ position: 1, reason: "The verse cited says otherwise." }),
  },

  // Administrators
  "GET /api/admin/challenges": { path: at("/api/admin/challenges"), allow: ADMIN },
  "POST /api/admin/challenges/:questionId/reject": { path: at(`/api/admin/challenges/${NONE}/reject`), allow: ADMIN },
};
