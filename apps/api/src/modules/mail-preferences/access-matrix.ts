import { at, EVERYONE, MEMBERS, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  // A reminder's unsubscribe link: the signed token is the check (a forged one is 400, never a change).
  "GET /api/mail/unsubscribe/:token": { path: at("/api/mail/unsubscribe/not.signed"), allow: EVERYONE },
  "POST /api/mail/unsubscribe/:token": { path: at("/api/mail/unsubscribe/not.signed"), allow: EVERYONE },

  // Any verified member, on their own account
  "GET /api/me/mail-preferences": { path: at("/api/me/mail-preferences"), allow: MEMBERS },
  "PUT /api/me/mail-preferences": { path: at("/api/me/mail-preferences"), allow: MEMBERS },
};
