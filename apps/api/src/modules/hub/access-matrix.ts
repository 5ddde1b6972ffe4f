import { at, EVERYONE, PRO, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  "GET /api/hub/books/:book": { path: at("/api/hub/books/genesis"), allow: EVERYONE },
  // A book's study sheet (docs/architecture.md §4 'Public site'): a Pro download (a free member: 403 PRO_REQUIRED).
  "GET /api/hub/books/:book/study-sheet.pdf": { path: at("/api/hub/books/ruth/study-sheet.pdf"), allow: PRO },
};
