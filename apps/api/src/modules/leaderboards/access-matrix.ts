import { at, EVERYONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  "GET /api/leaderboard": { path: at("/api/leaderboard"), allow: EVERYONE },
  "GET /api/leaderboard/latest-competition": { path: at("/api/leaderboard/latest-competition"), allow: EVERYONE },
};
