import { at, EVERYONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  "GET /api/health": { path: at("/api/health"), allow: EVERYONE },
  "GET /api/ready": { path: at("/api/ready"), allow: EVERYONE },
};
