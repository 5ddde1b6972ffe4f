import { at, MEMBERS, NO_GAME, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Practice (docs/architecture.md §4 'Study'): every member practises in their own sessions; a
  // session is its member's alone, anyone else is told 404 (these callers, for a session that does
  // not exist). The owner's own rules are the practice tests' (modules/practice/practice.test.ts).
  "GET /api/practice": { path: at("/api/practice"), allow: MEMBERS },
  "POST /api/practice": { path: at("/api/practice"), allow: MEMBERS, body: () => ({ books: ["genesis"] }) },
  "GET /api/practice/:sessionId": { path: at(`/api/practice/${NO_GAME}`), allow: MEMBERS },
  "POST /api/practice/:sessionId/next": { path: at(`/api/practice/${NO_GAME}/next`), allow: MEMBERS },
  "POST /api/practice/:sessionId/answers": { path: at(`/api/practice/${NO_GAME}/answers`), allow: MEMBERS, body: () => ({ position: 1, choice: 0 }) },
  "POST /api/practice/:sessionId/end": { path: at(`/api/practice/${NO_GAME}/end`), allow: MEMBERS },
};
