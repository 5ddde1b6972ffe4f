import { addressKey } from "../../lib/address-range.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import Papa from "papaparse";
import QRCode from "qrcode";
import { z } from "zod";
import {
  CheckPinResultSchema,
  CheckPinSchema,
  CreateGameSchema,
  GAME_OPTION_LETTERS,
  gameCsvHeader,
  GAME_IDLE_MS,
  GAME_MESSAGES,
  GAME_PLAYERS_MAX,
  GAME_SEAT_COOKIE,
  GameAnswerSchema,
  GameControlSchema,
  GameIdParams,
  GamePlayerParams,
  HostableSchema,
  HostGameSchema,
  JoinGameSchema,
  LIVE_STREAMS_PER_MEMBER,
  PlayerGameSchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { FORMULA_START } from "../../lib/csv.ts";
import { addressCeiling } from "../../lib/address-ceiling.ts";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";
import type { StreamClient } from "../../lib/live-streams.ts";
import { requireMember } from "../../lib/session.ts";
import { controlGame, sweepGames } from "./control.ts";
import { createGame, listHostable } from "./create-game.ts";
import { hostView, joinUrlOf, playerView, readSnapshot, type GameSnapshot } from "./game-store.ts";
import { answerQuestion, checkPin, joinGame, seatOf, type Seat } from "./play.ts";
import { gameResultRows } from "./results.ts";
import { seatCookieValue, seatTokenOf } from "./seat-cookie.ts";
import { GameStreams } from "./streams.ts";

/** How long a phone keeps its seat's cookie: longer than any game runs before it is idle. */
const SEAT_COOKIE_SECONDS = 24 * 60 * 60;
/** A phone's streams open at once (a reload may overlap the old one for a moment). */
const STREAMS_PER_SEAT = 3;
/** The sweep closing questions at their deadline and ending idle games, on every instance. */
const SWEEP_MS = 1_000;

const ControlResponse = HostGameSchema;
const CreatedSchema = z.object({ game: HostGameSchema });
const AnswerAcceptedSchema = z.object({ accepted: z.literal(true), chosenIndex: z.number() });

/**
 * Every /api/play request of an address a minute, whatever seat it names (a forged or fresh seat
 * never resets it): a full hall of GAME_PLAYERS_MAX phones behind one address, each loading its
 * seat, following it and answering, stays well within it.
 */
export const PLAY_REQUESTS_PER_ADDRESS_PER_MINUTE = GAME_PLAYERS_MAX * 12;
/** Game streams open at once from one address: a full hall's phones, a reload each, and its hosts. */
export const GAME_STREAMS_PER_ADDRESS = GAME_PLAYERS_MAX + 100;

export interface GameRouteDeps {
  db: Db;
  appUrl: string;
  /** Signs the seats' cookies. */
  secret: string;
  /** The PIN picker; tests pass one to force a collision. */
  pin?: () => string;
  /** false leaves the deadline and idle sweep off (tests that drive it themselves). */
  sweep?: boolean;
}

/**
 * Hosted games (docs/architecture.md §4 'Hosted games'): the host's screen and controls under
 * /api/games (the host's alone: anyone else, admins included, is told 'Game not found.'), and the
 * phones' seat under /api/play (no account needed; the seat is an HttpOnly cookie).
 */
export async function gameRoutes(app: FastifyInstance, deps: GameRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, appUrl } = deps;
  const tags = ["games"];
  const secure = appUrl.startsWith("https://");
  const streams = new GameStreams(db, app.log);

  const seatToken = (request: FastifyRequest) => seatTokenOf(request, deps.secret);
  /** A phone's own requests are limited per seat (a room shares one address), a request without a signed seat per address. */
  const perSeat = (max: number) => ({
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => {
      const token = seatToken(request);
      return token ? `game-seat:${token}` : `game-ip:${addressKey(request.ip)}`;
    },
  });
  const perAddress = addressCeiling(app, "play", PLAY_REQUESTS_PER_ADDRESS_PER_MINUTE);
  const fromAddress = (request: FastifyRequest): StreamClient => ({
    key: `ip:${addressKey(request.ip)}`,
    limit: GAME_STREAMS_PER_ADDRESS,
    message: "Too many game screens are open from this network. Close some and try again.",
  });
  const seatCookie = (token: string, maxAge: number) =>
    `${GAME_SEAT_COOKIE}=${token ? seatCookieValue(token, deps.secret) : ""}; Path=/api/play; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;

  /** The host's game as their screen shows it; 404 for anyone else. */
  const hostSnapshot = async (gameId: string, memberId: string): Promise<GameSnapshot> => {
    const snapshot = await readSnapshot(db, gameId);
    if (!snapshot || snapshot.game.hostId !== memberId) throw notFound(GAME_MESSAGES.notFound);
    return snapshot;
  };
  const hostGame = async (gameId: string, memberId: string) => hostView(await hostSnapshot(gameId, memberId), appUrl, new Date());

  /** The phone's seat from its cookie; 404 NO_SEAT without one. */
  const requireSeat = async (request: FastifyRequest): Promise<Seat> => {
    const seat = await seatOf(db, seatToken(request));
    if (!seat) throw new AppError(404, "NO_SEAT", GAME_MESSAGES.noSeat);
    return seat;
  };
  const seatView = async (seat: Seat) => {
    const snapshot = await readSnapshot(db, seat.gameId);
    const view = snapshot ? playerView(snapshot, seat.id, new Date()) : null;
    if (!view) throw new AppError(404, "NO_SEAT", GAME_MESSAGES.noSeat);
    return view;
  };

  // ------------------------------------------------------------------ the host

  r.get(
    "/api/games/hostable",
    {
      schema: { tags, response: { 200: HostableSchema } },
      config: { access: "member", summary: "What the member may host a game from, and their plan's player limit" },
    },
    async (request) => listHostable(db, requireMember(request)),
  );
  r.post(
    "/api/games",
    {
      schema: { tags, body: CreateGameSchema, response: { 201: CreatedSchema } },
      config: { access: "member", summary: "Create a hosted game (a verified member): its questions, PIN and lobby" },
    },
    async (request, reply) => {
      const member = requireMember(request);
      if (!member.emailVerified) throw forbidden(GAME_MESSAGES.verifyFirst, "EMAIL_NOT_VERIFIED");
      const id = await createGame(db, member, request.body, { appUrl, pin: deps.pin }, new Date());
      return reply.code(201).send({ game: await hostGame(id, member.id) });
    },
  );
  r.get(
    "/api/games/:gameId",
    { schema: { tags, params: GameIdParams, response: { 200: HostGameSchema } }, config: { access: "member", summary: "The host's screen of their game" } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return hostGame(request.params.gameId, requireMember(request).id);
    },
  );
  r.get(
    "/api/games/:gameId/stream",
    { schema: { tags, params: GameIdParams }, config: { access: "member", summary: "The host's screen as Server-Sent Events ('game' events)" } },
    async (request, reply) => {
      const member = requireMember(request);
      await hostSnapshot(request.params.gameId, member.id);
      await streams.stream(request, reply, {
        gameId: request.params.gameId,
        clients: [
          { key: `host:${member.id}`, limit: LIVE_STREAMS_PER_MEMBER, message: "This game is already open in too many windows. Close one and try again." },
          fromAddress(request),
        ],
        render: (snapshot, now) => (snapshot.game.hostId === member.id ? `event: game\ndata: ${JSON.stringify(hostView(snapshot, appUrl, now))}\n\n` : null),
      });
    },
  );
  r.get(
    "/api/games/:gameId/qr.svg",
    { schema: { tags, params: GameIdParams }, config: { access: "member", summary: "The game's join address as a QR code (SVG)" } },
    async (request, reply) => {
      const snapshot = await hostSnapshot(request.params.gameId, requireMember(request).id);
      const svg = await QRCode.toString(joinUrlOf(appUrl, snapshot.game.pin), { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return reply.type("image/svg+xml").header("cache-control", "private, no-store").send(svg);
    },
  );

  /** A host control: the change (or none, for a stale position), then the host's screen as it now is. */
  const control = async (request: FastifyRequest, gameId: string, kind: Parameters<typeof controlGame>[3], position: number | null, status?: string) => {
    const member = requireMember(request);
    const changed = await controlGame(db, member.id, gameId, kind, position, new Date(), status);
    if (changed) streams.changed(gameId, true);
    return hostGame(gameId, member.id);
  };
  r.post(
    "/api/games/:gameId/start",
    {
      schema: { tags, params: GameIdParams, body: GameControlSchema, response: { 200: ControlResponse } },
      config: { access: "member", summary: "Start the game: question 1 opens (the host)" },
    },
    async (request) => control(request, request.params.gameId, { kind: "start" }, request.body.position, request.body.status),
  );
  r.post(
    "/api/games/:gameId/next",
    {
      schema: { tags, params: GameIdParams, body: GameControlSchema, response: { 200: ControlResponse } },
      config: { access: "member", summary: "Close the open question, or open the next one (after the last, end the game) (the host)" },
    },
    async (request) => control(request, request.params.gameId, { kind: "next" }, request.body.position, request.body.status),
  );
  r.post(
    "/api/games/:gameId/players/:playerId/remove",
    {
      schema: { tags, params: GamePlayerParams, response: { 200: ControlResponse } },
      config: { access: "member", summary: "Remove a player from the game (the host)" },
    },
    async (request) => control(request, request.params.gameId, { kind: "remove", playerId: request.params.playerId }, null),
  );
  r.post(
    "/api/games/:gameId/end",
    { schema: { tags, params: GameIdParams, response: { 200: ControlResponse } }, config: { access: "member", summary: "End the game now (the host)" } },
    async (request) => control(request, request.params.gameId, { kind: "end" }, null),
  );
  r.get(
    "/api/games/:gameId/results.csv",
    {
      schema: { tags, params: GameIdParams },
      config: { access: "member", summary: "The game's results as CSV, best first (the host)", rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const snapshot = await hostSnapshot(request.params.gameId, requireMember(request).id);
      const rows = await gameResultRows(db, snapshot);
      const csv = Papa.unparse(
        {
          fields: gameCsvHeader(snapshot.game.questionCount),
          data: rows.map((p) => [
            p.place,
            p.nickname,
            p.score,
            p.correct,
            p.answered,
            p.signedIn ? "Yes" : "No",
            // Unanswered (or not yet asked): three empty cells.
            ...p.answers.flatMap((a) => (a ? [GAME_OPTION_LETTERS[a.shownIndex] ?? "", a.correct ? "Yes" : "No", a.points] : ["", "", ""])),
          ]),
        },
        { escapeFormulae: FORMULA_START },
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="berean-game-${snapshot.game.pin}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  // ------------------------------------------------------------------ the phones

  r.post(
    "/api/play/check",
    {
      schema: { tags, body: CheckPinSchema, response: { 200: CheckPinResultSchema } },
      config: { access: "public", summary: "Is a game open with this PIN? Its title (anyone; counted with joins)" },
      onRequest: perAddress,
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return checkPin(db, request.body.pin, addressKey(request.ip), new Date());
    },
  );
  r.post(
    "/api/play/join",
    {
      schema: { tags, body: JoinGameSchema, response: { 200: PlayerGameSchema, 201: PlayerGameSchema } },
      config: { access: "public", summary: "Join a game by its PIN with a nickname (anyone); the seat is a cookie" },
      onRequest: perAddress,
    },
    async (request, reply) => {
      const joined = await joinGame(
        db,
        request.body,
        { ip: addressKey(request.ip), memberId: request.member?.id ?? null, heldToken: seatToken(request) },
        new Date(),
      );
      if (joined.token) reply.header("set-cookie", seatCookie(joined.token, SEAT_COOKIE_SECONDS));
      reply.header("cache-control", "no-store");
      return reply.code(joined.token ? 201 : 200).send(await seatView({ id: joined.seatId, gameId: joined.gameId, removed: false }));
    },
  );
  r.get(
    "/api/play",
    {
      schema: { tags, response: { 200: PlayerGameSchema } },
      config: { access: "public", summary: "The phone's seat: its game as the phone shows it (anyone with a seat)", rateLimit: perSeat(240) },
      onRequest: perAddress,
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return seatView(await requireSeat(request));
    },
  );
  r.get(
    "/api/play/stream",
    {
      schema: { tags },
      config: { access: "public", summary: "The phone's seat as Server-Sent Events ('play' events)", rateLimit: perSeat(120) },
      onRequest: perAddress,
    },
    async (request, reply) => {
      const seat = await requireSeat(request);
      await streams.stream(request, reply, {
        gameId: seat.gameId,
        clients: [
          { key: `seat:${seat.id}`, limit: STREAMS_PER_SEAT, message: "This game is already open in too many windows. Close one and try again." },
          fromAddress(request),
        ],
        render: (snapshot, now) => {
          const view = playerView(snapshot, seat.id, now);
          return view ? `event: play\ndata: ${JSON.stringify(view)}\n\n` : null;
        },
      });
    },
  );
  r.post(
    "/api/play/answers",
    {
      schema: { tags, body: GameAnswerSchema, response: { 200: AnswerAcceptedSchema } },
      config: { access: "public", summary: "Answer the open question (the seat's one answer to it)", rateLimit: perSeat(240) },
      onRequest: perAddress,
    },
    async (request) => {
      const result = await answerQuestion(db, seatToken(request), request.body.position, request.body.choice, new Date());
      if (result.closed) streams.changed(result.gameId, true);
      return { accepted: true as const, chosenIndex: result.chosenIndex };
    },
  );
  r.post(
    "/api/play/leave",
    { schema: { tags }, config: { access: "public", summary: "Leave the game on this phone: the seat's cookie is cleared" }, onRequest: perAddress },
    async (_request, reply) => {
      reply.header("set-cookie", seatCookie("", 0));
      return reply.code(204).send();
    },
  );

  // ------------------------------------------------------------------ the room's clock

  let stopSweep: (() => Promise<void>) | null = null;
  if (deps.sweep !== false) {
    let current: Promise<void> | null = null;
    let stopped = false;
    const tick = () => {
      if (current || stopped) return;
      current = sweepGames(db, new Date(), GAME_IDLE_MS)
        .then((changed) => {
          for (const id of changed) streams.changed(id, true);
        })
        .catch((error: unknown) => app.log.error({ err: error }, "game sweep failed"))
        .finally(() => {
          current = null;
        });
    };
    const timer = setInterval(tick, SWEEP_MS);
    timer.unref();
    stopSweep = async () => {
      stopped = true;
      clearInterval(timer);
      await current;
    };
  }
  // Open streams end as the shutdown begins (preClose): the server waits for open requests before
  // its onClose hooks run (docs/security.md 43).
  app.addHook("preClose", async () => streams.endAll());
  app.addHook("onClose", async () => {
    await stopSweep?.();
    streams.close();
  });
}
