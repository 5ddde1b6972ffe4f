import { at, EVERYONE, MEMBERS, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  "GET /api/certificates/:code": { path: (f) => `/api/certificates/${f.certificateCode}`, allow: EVERYONE },

  // Any verified member, on their own account
  "GET /api/me/certificates": { path: at("/api/me/certificates"), allow: MEMBERS },

  // A member's own things: the owner only
  "GET /api/certificates/:code/pdf": { path: (f) => `/api/certificates/${f.certificateCode}/pdf`, allow: ["pro"], owned: true },
};
