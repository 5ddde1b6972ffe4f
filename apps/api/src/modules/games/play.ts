import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { GAME_JOINS_PER_ADDRESS_PER_MINUTE, GAME_MESSAGES, GAME_PLAYERS_MAX, nameSkeleton, type JoinGame } from "@berean/domain";
import { rowsOf, type Db } from "../../db/client.ts";
import { game, gameAnswer, gamePlayer, user } from "../../db/schema.ts";
import { announce, announceLocally, CHANGES_CHANNEL } from "../../lib/changes.ts";
import { countInWindow } from "../../lib/counters.ts";
import { AppError, conflict, forbidden } from "../../lib/errors.ts";
import { closeIfAllAnswered } from "./control.ts";
import { playerLimitOf } from "./game-store.ts";

/** The seat's token (32 random bytes) as the phone's cookie holds it; only its SHA-256 is stored. */
export const newSeatToken = (): string => randomBytes(32).toString("base64url");
export const seatHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * A nickname's key (game_player.nickname_key, unique in a game): its UTS #39 skeleton, so case,
 * surrounding spaces, Unicode forms and look-alike letters do not make two names: 'Асе' in Cyrillic
 * letters and 'Adrnin' are 'Ace' and 'Admin' taken (docs/security.md 68).
 */
export const nicknameKey = (nickname: string): string => nameSkeleton(nickname);

/** How long after its end a game's PIN is answered 'This game has ended.' rather than not found. */
const ENDED_PIN_TOLD_MS = 24 * 60 * 60 * 1000;

export interface Seat {
  id: number;
  gameId: string;
  removed: boolean;
}

/** The seat a cookie's token names; null when it names none. */
export async function seatOf(db: Db, token: string | null): Promise<Seat | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: gamePlayer.id, gameId: gamePlayer.gameId, removedAt: gamePlayer.removedAt })
    .from(gamePlayer)
    .where(eq(gamePlayer.seatTokenHash, seatHash(token)));
  return row ? { id: row.id, gameId: row.gameId, removed: row.removedAt !== null } : null;
}

/**
 * The open game of a PIN, as a phone asks for it (to join, or at 'Enter' to check the PIN first):
 * counted against the address's joins a minute (a room shares one; a PIN guesser is stopped). A
 * game that ended today is told so (410); an older or unknown PIN is not found (404).
 */
async function openGameOfPin(db: Db, pin: string, ip: string, now: Date): Promise<{ id: string; title: string }> {
  if ((await countInWindow(db, `game-join:ip:${ip}`, 60_000, now.getTime())) > GAME_JOINS_PER_ADDRESS_PER_MINUTE) {
    throw new AppError(429, "TOO_MANY_JOINS", GAME_MESSAGES.tooManyJoins);
  }
  const [found] = await db
    .select({ id: game.id, title: game.title, status: game.status, endedAt: game.endedAt })
    .from(game)
    .where(eq(game.pin, pin))
    .orderBy(sql`${game.status} = 'ended'`, desc(game.createdAt))
    .limit(1);
  if (!found || (found.status === "ended" && (found.endedAt === null || now.getTime() - found.endedAt.getTime() > ENDED_PIN_TOLD_MS)))
    throw new AppError(404, "NO_SUCH_PIN", GAME_MESSAGES.noSuchPin);
  if (found.status === "ended") throw new AppError(410, "GAME_ENDED", GAME_MESSAGES.gameEnded);
  return { id: found.id, title: found.title };
}

/** 'Enter' on the phone: the title of the game open with this PIN, before the phone asks a nickname. */
export async function checkPin(db: Db, pin: string, ip: string, now: Date): Promise<{ title: string }> {
  const { title } = await openGameOfPin(db, pin, ip, now);
  return { title };
}

/**
 * Takes a seat in the game of a PIN (docs/architecture.md §4 'Hosted games'): limited per address
 * (a room shares one; a PIN guesser is stopped), the nickname unique in the game whatever its case
 * or look-alike letters (nicknameKey), and at most the players the host's plan allows now (counted
 * with the game locked, so a full room stays full however many join at once). A browser that
 * already holds a live seat of this game gets that seat back rather than a second. A signed-in
 * player's seat records the member.
 */
export async function joinGame(
  db: Db,
  input: JoinGame,
  context: { ip: string; memberId: string | null; heldToken: string | null },
  now: Date,
): Promise<{ seatId: number; gameId: string; token: string | null }> {
  const live = await openGameOfPin(db, input.pin, context.ip, now);
  const held = await seatOf(db, context.heldToken);
  if (held && held.gameId === live.id) {
    if (held.removed) throw forbidden(GAME_MESSAGES.removed, "REMOVED");
    return { seatId: held.id, gameId: live.id, token: null };
  }
  const nickname = input.nickname.normalize("NFC").trim();
  const key = nicknameKey(nickname);
  const token = newSeatToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: game.id, status: game.status, plan: user.plan })
      .from(game)
      .innerJoin(user, eq(user.id, game.hostId))
      .where(eq(game.id, live.id))
      .for("update", { of: game });
    if (!row || row.status === "ended") throw new AppError(410, "GAME_ENDED", GAME_MESSAGES.gameEnded);
    const [taken] = await tx
      .select({ id: gamePlayer.id })
      .from(gamePlayer)
      .where(and(eq(gamePlayer.gameId, row.id), eq(gamePlayer.nicknameKey, key)));
    if (taken) throw conflict("NICKNAME_TAKEN", GAME_MESSAGES.nicknameTaken);
    const [seated] = await tx
      .select({ n: count() })
      .from(gamePlayer)
      .where(and(eq(gamePlayer.gameId, row.id), isNull(gamePlayer.removedAt)));
    const limit = playerLimitOf(row.plan);
    if ((seated?.n ?? 0) >= limit) throw conflict("GAME_FULL", limit >= GAME_PLAYERS_MAX ? GAME_MESSAGES.gameFull : GAME_MESSAGES.freeHostFull);
    const [created] = await tx
      .insert(gamePlayer)
      .values({ gameId: row.id, nickname, nicknameKey: key, userId: context.memberId, seatTokenHash: seatHash(token), joinedAt: now })
      .returning({ id: gamePlayer.id });
    await announce(tx, { topic: "games", detail: row.id });
    return { seatId: created!.id, gameId: row.id, token };
  });
}

/**
 * The domain's gamePoints for a correct answer, in SQL, so the answer's one statement scores it:
 * the same integer rule (round(1000 × (1 − 0.5 × t / T)), halves up) over whole milliseconds `t`
 * of `totalMs`. game-points.test.ts holds the two equal over the whole range.
 */
export const gamePointsSql = (totalMs: SQL, t: SQL): SQL => sql`((2 * (2000 * ${totalMs} - 1000 * ${t}) + 2 * ${totalMs}) / (4 * ${totalMs}))::int`;

type AnswerCells = { game_id: string; position: number; points: number };

/**
 * One answer of a seat (docs/architecture.md §4 'Hosted games'), judged when the server received it:
 * one statement finds the seat by its token, stores the answer only while the question at that
 * position is open and before its deadline, for a seat not removed, once (the primary key), judges
 * it against the room's option order, scores it by gamePoints (the same integer rule in SQL:
 * round(1000 × (1 − 0.5 × t / T)), halves up), adds the points to the seat and announces the change.
 * A refusal is told apart by a read only when nothing was stored; there, the same choice sent
 * again while the question is open is the same answer (200). The answer that leaves nobody seated
 * without one closes the question at once.
 */
export async function answerQuestion(
  db: Db,
  token: string | null,
  position: number,
  choice: number,
  now: Date,
): Promise<{ gameId: string; chosenIndex: number; closed: boolean }> {
  const at = now.toISOString();
  const hash = token && token.length <= 200 ? seatHash(token) : "";
  const stored = rowsOf<AnswerCells>(
    await db.execute(sql`
      with open_question as (
        select g.id, g.position, p.id as player_id, g.seconds_per_question * 1000 as total_ms,
          least(g.seconds_per_question * 1000, greatest(0, floor(extract(epoch from (${at}::timestamptz - g.question_started_at)) * 1000)))::bigint as t,
          (q.correct_index = gq.option_order[${choice + 1}]) as correct
        from game_player p
        join game g on g.id = p.game_id
        join game_question gq on gq.game_id = g.id and gq.position = g.position
        join question q on q.id = gq.question_id
        where p.seat_token_hash = ${hash} and p.removed_at is null
          and g.status = 'question' and g.position = ${position} and ${at}::timestamptz <= g.question_deadline_at
      ), inserted as (
        insert into game_answer (player_id, position, game_id, shown_index, correct, points, ms_taken, answered_at)
        select o.player_id, o.position, o.id, ${choice}, o.correct,
          case when o.correct then ${gamePointsSql(sql`o.total_ms`, sql`o.t`)} else 0 end,
          o.t::int, ${at}::timestamptz
        from open_question o
        on conflict do nothing
        returning player_id, game_id, position, points
      ), scored as (
        update game_player set score = score + inserted.points from inserted where game_player.id = inserted.player_id returning game_player.id
      )
      select game_id, position, points,
        pg_notify(${CHANGES_CHANNEL}, json_build_object('topic', 'games', 'detail', game_id)::text) as announced
      from inserted`),
  );
  const done = stored[0];
  if (done) {
    announceLocally({ topic: "games", detail: done.game_id });
    const closed = await closeIfAllAnswered(db, done.game_id, position);
    return { gameId: done.game_id, chosenIndex: choice, closed };
  }
  const seat = await seatOf(db, token);
  if (!seat) throw new AppError(404, "NO_SEAT", GAME_MESSAGES.noSeat);
  // Nothing stored: why not.
  const [state] = await db
    .select({ status: game.status, position: game.position, deadlineAt: game.questionDeadlineAt, removedAt: gamePlayer.removedAt })
    .from(gamePlayer)
    .innerJoin(game, eq(game.id, gamePlayer.gameId))
    .where(eq(gamePlayer.id, seat.id));
  if (!state || state.removedAt !== null) throw forbidden(GAME_MESSAGES.removed, "REMOVED");
  const pastDeadline = state.deadlineAt !== null && now.getTime() > state.deadlineAt.getTime();
  const [already] = await db
    .select({ shownIndex: gameAnswer.shownIndex })
    .from(gameAnswer)
    .where(and(eq(gameAnswer.playerId, seat.id), eq(gameAnswer.position, position)));
  // The same choice sent again while its question is open (a phone whose connection dropped before
  // the reply, docs/architecture.md §4 'Offline answers') is the same answer; another choice is refused.
  const open = state.status === "question" && state.position === position && !pastDeadline;
  if (already && already.shownIndex === choice && open) return { gameId: seat.gameId, chosenIndex: choice, closed: false };
  if (already) throw conflict("ALREADY_ANSWERED", GAME_MESSAGES.alreadyAnswered);
  if (state.position === position && (state.status === "reveal" || (state.status === "question" && pastDeadline)))
    throw conflict("TOO_LATE", GAME_MESSAGES.tooLate);
  throw conflict("NOT_OPEN", GAME_MESSAGES.notOpen);
}
