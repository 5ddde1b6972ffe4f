import { ADMIN, at, NONE, PRO, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Pro members and administrators (a free member is offered the upgrade: 403 PRO_REQUIRED)
  "GET /api/competitions": { path: at("/api/competitions"), allow: PRO },
  "POST /api/competitions/:competitionId/join": { path: (f) => `/api/competitions/${f.competitionId}/join`, allow: PRO },
  "GET /api/competitions/:competitionId/leaderboard": { path: (f) => `/api/competitions/${f.competitionId}/leaderboard`, allow: PRO },
  // Entrants only: the competition's questions and receipt are the paid entrant's.
  "POST /api/competitions/:competitionId/attempt": { path: (f) => `/api/competitions/${f.competitionId}/attempt`, allow: ["pro"], owned: true },
  "GET /api/competitions/:competitionId/attempt": { path: (f) => `/api/competitions/${f.competitionId}/attempt`, allow: ["pro"], owned: true },
  "GET /api/competitions/:competitionId/receipt": { path: (f) => `/api/competitions/${f.competitionId}/receipt`, allow: ["pro"], owned: true },

  // Administrators
  "GET /api/admin/competitions": { path: at("/api/admin/competitions"), allow: ADMIN },
  "GET /api/admin/prizes": { path: at("/api/admin/prizes"), allow: ADMIN },
  "POST /api/admin/prizes/:attemptId/paid": { path: at(`/api/admin/prizes/${NONE}/paid`), allow: ADMIN },
  "POST /api/admin/prizes/:attemptId/void": { path: at(`/api/admin/prizes/${NONE}/void`), allow: ADMIN },
  "GET /api/admin/competitions/draw": { path: at("/api/admin/competitions/draw"), allow: ADMIN },
  "GET /api/admin/competitions/questions": { path: at("/api/admin/competitions/questions"), allow: ADMIN },
  "POST /api/admin/competitions": { path: at("/api/admin/competitions"), allow: ADMIN },
  "PUT /api/admin/competitions/:competitionId": { path: at(`/api/admin/competitions/${NONE}`), allow: ADMIN },
  "DELETE /api/admin/competitions/:competitionId": { path: at(`/api/admin/competitions/${NONE}`), allow: ADMIN },
  "POST /api/admin/competitions/:competitionId/status": { path: at(`/api/admin/competitions/${NONE}/status`), allow: ADMIN },
};
