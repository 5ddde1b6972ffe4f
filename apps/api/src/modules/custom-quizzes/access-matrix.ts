import { at, MEMBERS, NONE, PRO, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Custom quizzes (docs/architecture.md §4 'Groups'): building is for Pro members, administrators and
  // group leaders (a free member is offered the upgrade: 403 PRO_REQUIRED); a quiz is read by its owner
  // and its groups' members only, which the use cases check (anyone else: 404).
  "GET /api/custom-quizzes": { path: at("/api/custom-quizzes"), allow: MEMBERS },
  "POST /api/custom-quizzes": { path: at("/api/custom-quizzes"), allow: PRO },
  "GET /api/custom-quizzes/candidates": { path: at("/api/custom-quizzes/candidates"), allow: PRO },
  "GET /api/custom-quizzes/draw": { path: at("/api/custom-quizzes/draw?count=5"), allow: PRO },
  "GET /api/custom-quizzes/own-questions": { path: at("/api/custom-quizzes/own-questions"), allow: PRO },
  "POST /api/custom-quizzes/own-questions": {
    path: at("/api/custom-quizzes/own-questions"),
    allow: PRO,
    body: () => ({
      text: "Who said 'whither thou goest, I will go'?",
      options: ["Ruth", "Naomi", "Orpah", "Boaz"],
      correctIndex: 0,
      reference: "Ruth 1:16",
      explanation: "Ruth to Naomi.",
    }),
  },
  "DELETE /api/custom-quizzes/own-questions/:id": { path: at(`/api/custom-quizzes/own-questions/${NONE}`), allow: MEMBERS },
  "GET /api/custom-quizzes/verse": { path: at("/api/custom-quizzes/verse?reference=Ruth%201:16"), allow: PRO },
  "GET /api/custom-quizzes/:id": { path: at(`/api/custom-quizzes/${NONE}`), allow: MEMBERS },
  "PATCH /api/custom-quizzes/:id": { path: at(`/api/custom-quizzes/${NONE}`), allow: PRO },
  "DELETE /api/custom-quizzes/:id": { path: at(`/api/custom-quizzes/${NONE}`), allow: MEMBERS },
  "PUT /api/custom-quizzes/:id/groups": { path: at(`/api/custom-quizzes/${NONE}/groups`), allow: MEMBERS, body: () => ({ groupIds: [] }) },
  "POST /api/custom-quizzes/:id/attempt": { path: at(`/api/custom-quizzes/${NONE}/attempt`), allow: MEMBERS },
  "GET /api/custom-quizzes/:id/sheet.pdf": { path: at(`/api/custom-quizzes/${NONE}/sheet.pdf`), allow: MEMBERS },
  "GET /api/custom-quizzes/:id/key.pdf": { path: at(`/api/custom-quizzes/${NONE}/key.pdf`), allow: MEMBERS },
};
