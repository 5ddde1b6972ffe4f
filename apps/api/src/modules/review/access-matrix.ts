import { at, MEMBERS, NONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // The review deck (docs/architecture.md §4 'Study'): every member reads their own; a card is its
  // owner's alone, anyone else is told 404 (these callers, for a card that does not exist). The
  // owner's own rules are the review tests' (modules/review/review.test.ts).
  "GET /api/review": { path: at("/api/review"), allow: MEMBERS },
  "GET /api/review/summary": { path: at("/api/review/summary"), allow: MEMBERS },
  "POST /api/review/cards/:cardId/answer": { path: at(`/api/review/cards/${NONE}/answer`), allow: MEMBERS, body: () => ({ choice: 0 }) },
  "POST /api/review/cards/:cardId/rate": { path: at(`/api/review/cards/${NONE}/rate`), allow: MEMBERS, body: () => ({ rating: "good" }) },
};
