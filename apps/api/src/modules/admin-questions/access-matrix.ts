import { ADMIN, at, NONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Administrators
  "POST /api/admin/questions/upload": { path: at("/api/admin/questions/upload"), allow: ADMIN },
  "POST /api/admin/question-packs": { path: at("/api/admin/question-packs"), allow: ADMIN, body: () => ({ name: "matrix", questions: [] }) },
  "GET /api/admin/questions": { path: at("/api/admin/questions"), allow: ADMIN },
  "GET /api/admin/questions/:questionId": { path: at(`/api/admin/questions/${NONE}`), allow: ADMIN },
  "POST /api/admin/questions": { path: at("/api/admin/questions"), allow: ADMIN },
  "PUT /api/admin/questions/:questionId": { path: at(`/api/admin/questions/${NONE}`), allow: ADMIN },
  "DELETE /api/admin/questions/:questionId": { path: at(`/api/admin/questions/${NONE}`), allow: ADMIN },
};
