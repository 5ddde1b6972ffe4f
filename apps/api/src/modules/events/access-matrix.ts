import { at, EVERYONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  "GET /api/events/live": { path: at("/api/events/live"), allow: EVERYONE },
  "GET /api/events/live/stream": { path: at("/api/events/live/stream"), allow: EVERYONE },
  "GET /api/events": { path: at("/api/events"), allow: EVERYONE },
  "GET /api/events/:eventId": { path: (f) => `/api/events/${f.eventId}`, allow: EVERYONE },
};
