import { ADMIN, at, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Administrators
  "GET /api/admin/overview": { path: at("/api/admin/overview"), allow: ADMIN },
  "GET /api/admin/attention": { path: at("/api/admin/attention"), allow: ADMIN },
  "PUT /api/admin/flags/hide_membership_section": { path: at("/api/admin/flags/hide_membership_section"), allow: ADMIN },
};
