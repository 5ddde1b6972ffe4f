import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { GAME_MESSAGES } from "@berean/domain";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { game, gameAnswer, gamePlayer, gameQuestion, question } from "../../db/schema.ts";
import { announce } from "../../lib/changes.ts";
import { notFound } from "../../lib/errors.ts";
import { keepGameAttempts } from "../attempts/service.ts";
import type { GameRow } from "./game-store.ts";

/** The host's game, locked for the rest of the transaction; anyone else's (admins included) is a 404. */
async function lockHostGame(tx: Tx, gameId: string, hostId: string): Promise<GameRow> {
  const [row] = await tx.select().from(game).where(eq(game.id, gameId)).for("update");
  if (!row || row.hostId !== hostId) throw notFound(GAME_MESSAGES.notFound);
  return row;
}

/** Opens the question after the one on screen: the server's clock starts it and sets its deadline. */
async function openQuestion(tx: Tx, row: GameRow, now: Date): Promise<void> {
  await tx
    .update(game)
    .set({
      status: "question",
      position: row.position + 1,
      questionStartedAt: now,
      questionDeadlineAt: new Date(now.getTime() + row.secondsPerQuestion * 1000),
      lastActivityAt: now,
    })
    .where(eq(game.id, row.id));
}

/**
 * Ends a locked game (past its last question, by its host, or idle), and in the same transaction
 * keeps each signed-in player's seat (not removed) in their history as an ended attempt of mode
 * 'game' (docs/decisions/019): the questions the room was asked, in its order and option order,
 * and their answers. The PIN is free again from this commit.
 */
export async function endGame(tx: Tx, row: GameRow, reason: "finished" | "host" | "idle", now: Date): Promise<void> {
  await tx.update(game).set({ status: "ended", endReason: reason, endedAt: now }).where(eq(game.id, row.id));
  // Its questions are back on the book pages: every instance drops the pages it keeps.
  await announce(tx, { topic: "quizzes" });
  if (row.position > 0) {
    const questions = await tx
      .select({
        position: gameQuestion.position,
        questionId: gameQuestion.questionId,
        optionOrder: gameQuestion.optionOrder,
        correctIndex: question.correctIndex,
      })
      .from(gameQuestion)
      .innerJoin(question, eq(question.id, gameQuestion.questionId))
      .where(and(eq(gameQuestion.gameId, row.id), lte(gameQuestion.position, row.position)))
      .orderBy(asc(gameQuestion.position));
    const members = await tx
      .select({ id: gamePlayer.id, userId: gamePlayer.userId })
      .from(gamePlayer)
      .where(and(eq(gamePlayer.gameId, row.id), isNotNull(gamePlayer.userId), isNull(gamePlayer.removedAt)));
    if (members.length && questions.length) {
      const answers = await tx
        .select({
          playerId: gameAnswer.playerId,
          position: gameAnswer.position,
          shownIndex: gameAnswer.shownIndex,
          msTaken: gameAnswer.msTaken,
          answeredAt: gameAnswer.answeredAt,
        })
        .from(gameAnswer)
        .where(
          and(
            eq(gameAnswer.gameId, row.id),
            inArray(
              gameAnswer.playerId,
              members.map((m) => m.id),
            ),
          ),
        )
        .orderBy(asc(gameAnswer.position));
      await keepGameAttempts(tx, {
        gameId: row.id,
        startedAt: row.createdAt,
        endedAt: now,
        questions,
        players: members.map((m) => ({ userId: m.userId!, answers: answers.filter((a) => a.playerId === m.id) })),
      });
    }
  }
  await announce(tx, { topic: "games", detail: row.id });
}

type Control = { kind: "start" } | { kind: "next" } | { kind: "end" } | { kind: "remove"; playerId: number };

/**
 * A host's control (docs/architecture.md §4 'Hosted games'), in a transaction that locks the game:
 * start (lobby → question 1), next (question → reveal now; reveal → the next question, or the end
 * after the last), remove a player, end. Each carries the position the host's screen showed, and
 * may carry its status: a control for another position or status (a double click, a stale screen)
 * changes nothing. So a second click of 'Close question' (status 'question') never opens the next
 * question, nor a second 'Next' (status 'reveal') closes the one it opened. Returns whether
 * anything changed.
 */
export async function controlGame(
  db: Db,
  hostId: string,
  gameId: string,
  control: Control,
  position: number | null,
  now: Date,
  status?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockHostGame(tx, gameId, hostId);
    if (row.status === "ended") return false;
    if (control.kind === "end") {
      await endGame(tx, row, "host", now);
      return true;
    }
    if (control.kind === "remove") {
      const [removed] = await tx
        .update(gamePlayer)
        .set({ removedAt: now })
        .where(and(eq(gamePlayer.id, control.playerId), eq(gamePlayer.gameId, gameId), isNull(gamePlayer.removedAt)))
        .returning({ id: gamePlayer.id });
      if (!removed) {
        const [exists] = await tx
          .select({ id: gamePlayer.id })
          .from(gamePlayer)
          .where(and(eq(gamePlayer.id, control.playerId), eq(gamePlayer.gameId, gameId)));
        if (!exists) throw notFound("Player not found.");
        return false;
      }
      await tx.update(game).set({ lastActivityAt: now }).where(eq(game.id, gameId));
      // The players left may all have answered already: the question closes.
      if (row.status === "question") await closeIfAllAnswered(tx, gameId, row.position);
      await announce(tx, { topic: "games", detail: gameId });
      return true;
    }
    if (position !== row.position) return false;
    if (status !== undefined && status !== row.status) return false;
    if (control.kind === "start") {
      if (row.status !== "lobby") return false;
      await openQuestion(tx, row, now);
    } else if (row.status === "question") {
      await tx.update(game).set({ status: "reveal", lastActivityAt: now }).where(eq(game.id, gameId));
    } else if (row.status === "reveal") {
      if (row.position >= row.questionCount) {
        await endGame(tx, row, "finished", now);
        return true;
      }
      await openQuestion(tx, row, now);
    } else return false;
    await announce(tx, { topic: "games", detail: gameId });
    return true;
  });
}

/**
 * Closes the open question at `position` once every seated player has answered it. Run after each
 * accepted answer in its own statement: the last answer's run sees every answer committed before it.
 */
export async function closeIfAllAnswered(db: DbOrTx, gameId: string, position: number): Promise<boolean> {
  const closed = await db
    .update(game)
    .set({ status: "reveal" })
    .where(
      and(
        eq(game.id, gameId),
        eq(game.status, "question"),
        eq(game.position, position),
        sql`(select count(*) from game_player p where p.game_id = ${gameId} and p.removed_at is null)
          <= (select count(*) from game_answer a join game_player p on p.id = a.player_id
              where a.game_id = ${gameId} and a.position = ${position} and p.removed_at is null)`,
      ),
    )
    .returning({ id: game.id });
  return closed.length > 0;
}

/**
 * The sweep every instance runs each second (docs/architecture.md §4 'Hosted games'): questions
 * past their deadline close (→ reveal; an answer at the deadline itself still counts), and games with no host action for GAME_IDLE_MS end
 * ('idle'). Returns the games it changed; each is announced.
 */
/**
 * The sweep's time, or the clock's if it has gone back since the sweep began (a stepped system
 * clock; the tests' clock set back between two tests): a sweep never closes a question or ends a
 * game by a time that is no longer now, as a game made meanwhile would be by a sweep that began
 * at a later clock.
 */
const notLaterThanTheClock = (at: Date): Date => new Date(Math.min(at.getTime(), Date.now()));

export async function sweepGames(db: Db, now: Date, idleMs: number): Promise<string[]> {
  // The common case each second: nothing due, one look and no transaction.
  const [due] = await db
    .select({ id: game.id })
    .from(game)
    .where(and(eq(game.status, "question"), lt(game.questionDeadlineAt, now)))
    .limit(1);
  const closed = !due
    ? []
    : await db.transaction(async (tx) => {
        const rows = await tx
          .update(game)
          .set({ status: "reveal" })
          .where(and(eq(game.status, "question"), lt(game.questionDeadlineAt, notLaterThanTheClock(now))))
          .returning({ id: game.id });
        if (rows.length) await announce(tx, ...(rows.map((r) => ({ topic: "games" as const, detail: r.id })) as [{ topic: "games"; detail: string }]));
        return rows.map((r) => r.id);
      });
  const idleBefore = new Date(now.getTime() - idleMs);
  const [anyIdle] = await db
    .select({ id: game.id })
    .from(game)
    .where(and(ne(game.status, "ended"), lte(game.lastActivityAt, idleBefore)))
    .limit(1);
  if (!anyIdle) return closed;
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(game)
      .where(and(ne(game.status, "ended"), lte(game.lastActivityAt, new Date(notLaterThanTheClock(now).getTime() - idleMs))))
      .limit(50)
      .for("update", { skipLocked: true });
    for (const row of rows) await endGame(tx, row, "idle", now);
    return rows.map((r) => r.id);
  });
  return [...closed, ...ended];
}
