import { ADMIN, at, EVERYONE, MEMBERS, NONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Groups (docs/architecture.md §4 'Groups'): any verified member creates one and lists their own;
  // a group's routes answer 404 to anyone outside it (these callers, for a group that does not
  // exist), and the group's own roles are the groups test's matrix (modules/groups/groups.test.ts).
  "POST /api/groups": { path: at("/api/groups"), allow: MEMBERS, body: () => ({ name: "" }) },
  "GET /api/groups": { path: at("/api/groups"), allow: MEMBERS },
  "GET /api/groups/:id": { path: at(`/api/groups/${NONE}`), allow: MEMBERS },
  "PATCH /api/groups/:id": { path: at(`/api/groups/${NONE}`), allow: MEMBERS, body: () => ({ name: "Renamed" }) },
  "DELETE /api/groups/:id": { path: at(`/api/groups/${NONE}`), allow: MEMBERS },
  "PUT /api/groups/:id/members/:userId/role": { path: at(`/api/groups/${NONE}/members/nobody/role`), allow: MEMBERS, body: () => ({ role: "leader" }) },
  "DELETE /api/groups/:id/members/:userId": { path: at(`/api/groups/${NONE}/members/nobody`), allow: MEMBERS },
  "POST /api/groups/:id/leave": { path: at(`/api/groups/${NONE}/leave`), allow: MEMBERS },
  "POST /api/groups/:id/invite": { path: at(`/api/groups/${NONE}/invite`), allow: MEMBERS },
  "DELETE /api/groups/:id/invite": { path: at(`/api/groups/${NONE}/invite`), allow: MEMBERS },
  "GET /api/groups/:id/leaderboard": { path: at(`/api/groups/${NONE}/leaderboard`), allow: MEMBERS },
  // An invite link's preview is for anyone (a visitor decides whether to register); joining, for members.
  "GET /api/join/:code": { path: at("/api/join/ABCDEFGHJK"), allow: EVERYONE },
  "POST /api/join/:code": { path: at("/api/join/ABCDEFGHJK"), allow: MEMBERS },

  // Administrators
  "GET /api/admin/groups": { path: at("/api/admin/groups"), allow: ADMIN },
  "DELETE /api/admin/groups/:id": { path: at(`/api/admin/groups/${NONE}`), allow: ADMIN },
};
