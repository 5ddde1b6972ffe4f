import { at, MEMBERS, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Memory verses (docs/architecture.md §4 'Study'): every member learns on their own progress.
  "GET /api/memory": { path: at("/api/memory"), allow: MEMBERS },
  "GET /api/memory/:slug": { path: at("/api/memory/john-3-16"), allow: MEMBERS, owned: true },
  "POST /api/memory/:slug/steps": { path: at("/api/memory/john-3-16/steps"), allow: MEMBERS, owned: true, body: () => ({ step: "read" }) },
};
