import { at, EVERYONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  "GET /api/setup": { path: at("/api/setup"), allow: EVERYONE },
  // Answers 409 once an administrator exists: open to all, useful to none after set-up.
  "POST /api/setup": { path: at("/api/setup"), allow: EVERYONE },
};
