import { at, MEMBERS, NONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Assignments (docs/architecture.md §4 'Groups'): a group's leaders assign, withdraw and read the
  // leader's view, its members list; anyone outside the group is told 404 (these callers, for a group
  // that does not exist). The group's own roles are the assignments test's matrix
  // (modules/assignments/assignments.test.ts).
  "POST /api/groups/:id/assignments": { path: at(`/api/groups/${NONE}/assignments`), allow: MEMBERS, body: () => ({ quizId: 1 }) },
  "GET /api/groups/:id/assignments": { path: at(`/api/groups/${NONE}/assignments`), allow: MEMBERS },
  "DELETE /api/groups/:id/assignments/:assignmentId": { path: at(`/api/groups/${NONE}/assignments/${NONE}`), allow: MEMBERS },
  "GET /api/groups/:id/assignments/:assignmentId/results": { path: at(`/api/groups/${NONE}/assignments/${NONE}/results`), allow: MEMBERS },
  "GET /api/groups/:id/assignments/:assignmentId/results.csv": { path: at(`/api/groups/${NONE}/assignments/${NONE}/results.csv`), allow: MEMBERS },
  "GET /api/groups/:id/assignments/:assignmentId/questions": { path: at(`/api/groups/${NONE}/assignments/${NONE}/questions`), allow: MEMBERS },
  "POST /api/groups/:id/assignments/:assignmentId/reminders": {
    path: at(`/api/groups/${NONE}/assignments/${NONE}/reminders`),
    allow: MEMBERS,
    body: () => ({}),
  },
  "GET /api/me/assignments": { path: at("/api/me/assignments"), allow: MEMBERS },
};
