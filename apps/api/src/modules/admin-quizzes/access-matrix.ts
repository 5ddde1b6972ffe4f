import { ADMIN, at, NONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Administrators
  "GET /api/admin/quizzes": { path: at("/api/admin/quizzes"), allow: ADMIN },
  "GET /api/admin/quizzes/:quizId/questions": { path: (f) => `/api/admin/quizzes/${f.quizId}/questions`, allow: ADMIN },
  "POST /api/admin/quizzes": { path: at("/api/admin/quizzes"), allow: ADMIN },
  "PUT /api/admin/quizzes/:quizId": { path: at(`/api/admin/quizzes/${NONE}`), allow: ADMIN },
  "DELETE /api/admin/quizzes/:quizId": { path: at(`/api/admin/quizzes/${NONE}`), allow: ADMIN },
};
