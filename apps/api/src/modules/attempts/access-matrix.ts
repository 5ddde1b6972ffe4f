import { MEMBERS, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Any verified member, on their own account
  "POST /api/quizzes/:quizId/attempts": { path: (f) => `/api/quizzes/${f.quizId}/attempts`, allow: MEMBERS },

  // A member's own things: the owner only
  "GET /api/attempts/:attemptId": { path: (f) => `/api/attempts/${f.attemptId}`, allow: ["free"], owned: true },
  "POST /api/attempts/:attemptId/answers": {
    path: (f) => `/api/attempts/${f.attemptId}/answers`,
    allow: ["free"],
    owned: true,
    body: () => ({ position: 1, chosenIndex: 0 }),
  },
  "POST /api/attempts/:attemptId/finish": { path: (f) => `/api/attempts/${f.attemptId}/finish`, allow: ["free"], owned: true },
  "POST /api/attempts/:attemptId/abandon": { path: (f) => `/api/attempts/${f.attemptId}/abandon`, allow: ["free"], owned: true },
};
