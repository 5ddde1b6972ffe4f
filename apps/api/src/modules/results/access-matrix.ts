import { at, MEMBERS, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Any verified member, on their own account
  "GET /api/results/latest": { path: at("/api/results/latest"), allow: MEMBERS },

  // A member's own things: the owner only
  "GET /api/results/:attemptId": { path: (f) => `/api/results/${f.attemptId}`, allow: ["free"], owned: true },
};
