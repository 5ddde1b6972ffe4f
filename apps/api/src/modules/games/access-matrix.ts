import { at, EVERYONE, MEMBERS, NO_GAME, NONE, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Hosted games (docs/architecture.md §4 'Hosted games'): any verified member hosts; a game is its
  // host's alone, anyone else (administrators included) is told 404 (these callers, for a game that
  // does not exist). Phones need no account: the seat is a cookie (none here: 404 NO_SEAT). The
  // host's and the seat's own rules are the games tests' (modules/games/games.test.ts).
  "GET /api/games/hostable": { path: at("/api/games/hostable"), allow: MEMBERS },
  "POST /api/games": {
    path: at("/api/games"),
    allow: MEMBERS,
    body: () => ({ source: { kind: "quiz", quizId: NONE }, questionCount: 5, secondsPerQuestion: 20 }),
  },
  "GET /api/games/:gameId": { path: at(`/api/games/${NO_GAME}`), allow: MEMBERS },
  "GET /api/games/:gameId/stream": { path: at(`/api/games/${NO_GAME}/stream`), allow: MEMBERS },
  "GET /api/games/:gameId/qr.svg": { path: at(`/api/games/${NO_GAME}/qr.svg`), allow: MEMBERS },
  "POST /api/games/:gameId/start": { path: at(`/api/games/${NO_GAME}/start`), allow: MEMBERS, body: () => ({ position: 0 }) },
  "POST /api/games/:gameId/next": { path: at(`/api/games/${NO_GAME}/next`), allow: MEMBERS, body: () => ({ position: 0 }) },
  "POST /api/games/:gameId/players/:playerId/remove": { path: at(`/api/games/${NO_GAME}/players/${NONE}/remove`), allow: MEMBERS },
  "POST /api/games/:gameId/end": { path: at(`/api/games/${NO_GAME}/end`), allow: MEMBERS },
  "GET /api/games/:gameId/results.csv": { path: at(`/api/games/${NO_GAME}/results.csv`), allow: MEMBERS },
  "POST /api/play/check": { path: at("/api/play/check"), allow: EVERYONE, body: () => ({ pin: "000000" }) },
  "POST /api/play/join": { path: at("/api/play/join"), allow: EVERYONE, body: () => ({ pin: "000000", nickname: "Nobody" }) },
  "GET /api/play": { path: at("/api/play"), allow: EVERYONE },
  "GET /api/play/stream": { path: at("/api/play/stream"), allow: EVERYONE },
  "POST /api/play/answers": { path: at("/api/play/answers"), allow: EVERYONE, body: () => ({ position: 1, choice: 0 }) },
  "POST /api/play/leave": { path: at("/api/play/leave"), allow: EVERYONE },
};
