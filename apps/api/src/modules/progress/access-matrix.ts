import { at, PRO, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // My progress (docs/architecture.md §4 'Study'): a Pro benefit.
  "GET /api/progress": { path: at("/api/progress"), allow: PRO },
};
