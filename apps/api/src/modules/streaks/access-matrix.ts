import { at, MEMBERS, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Any verified member, on their own account
  "GET /api/streak": { path: at("/api/streak"), allow: MEMBERS },
  "POST /api/streak/read": { path: at("/api/streak/read"), allow: MEMBERS },
};
