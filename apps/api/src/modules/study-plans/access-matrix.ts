import { at, MEMBERS, NO_GAME, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Study plans (docs/architecture.md §4 'Study'): every member follows their own plan; a follow is
  // its member's alone, anyone else is told 404 (these callers, for a follow that does not exist).
  // The owner's own rules are the plans' tests (modules/study-plans/study-plans.test.ts).
  "GET /api/plans": { path: at("/api/plans"), allow: MEMBERS },
  "GET /api/plans/current": { path: at("/api/plans/current"), allow: MEMBERS },
  "GET /api/plans/:slug": { path: at("/api/plans/acts-28"), allow: MEMBERS, owned: true },
  "POST /api/plan-follows": { path: at("/api/plan-follows"), allow: MEMBERS, body: () => ({ plan: "acts-28" }) },
  "POST /api/plan-follows/:followId/done": { path: at(`/api/plan-follows/${NO_GAME}/done`), allow: MEMBERS, body: () => ({ day: 1 }) },
  "DELETE /api/plan-follows/:followId": { path: at(`/api/plan-follows/${NO_GAME}`), allow: MEMBERS },
};
