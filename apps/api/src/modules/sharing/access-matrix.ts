import { at, EVERYONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  "GET /api/shares/:code": { path: at("/api/shares/2222222222"), allow: EVERYONE },

  // A member's own things: the owner only
  "POST /api/results/:attemptId/share": { path: (f) => `/api/results/${f.attemptId}/share`, allow: ["free"], owned: true },
  "GET /api/results/:attemptId/share": { path: (f) => `/api/results/${f.attemptId}/share`, allow: ["free"], owned: true },
  "DELETE /api/results/:attemptId/share": { path: (f) => `/api/results/${f.attemptId}/share`, allow: ["free"], owned: true },
};
