import { and, asc, eq, sql } from "drizzle-orm";
import { GAME_FREE_PLAYERS, GAME_PLAYERS_MAX, GAME_TOP, type GameRanked, type GameStatus, type HostGame, type PlayerGame } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { game, gameAnswer, gamePlayer, gameQuestion, question, user } from "../../db/schema.ts";
import { citedPassages, verseText } from "../../lib/scripture.ts";
import { questionOptions } from "../questions/service.ts";

export type GameRow = typeof game.$inferSelect;

/** The most players a host's game takes: their plan when each player joins (docs/architecture.md §4 'Hosted games'). */
export const playerLimitOf = (plan: string): number => (plan === "pro" ? GAME_PLAYERS_MAX : GAME_FREE_PLAYERS);

export interface SnapshotPlayer {
  id: number;
  nickname: string;
  score: number;
  removed: boolean;
  userId: string | null;
}

/**
 * One read of a game, shared by every screen that shows it (the host's and each phone's): the game,
 * its seats with their scores and places, and the question on screen with the room's answers to it.
 * Each screen's view is then made from it in memory (hostView, playerView).
 */
export interface GameSnapshot {
  game: GameRow;
  playerLimit: number;
  /** Every seat in join order, removed ones included, and by id; scores as of the open question's start. */
  players: SnapshotPlayer[];
  playerById: Map<number, SnapshotPlayer>;
  /** The seats not removed, best first (score, then the earlier join), with their places. */
  ranked: Array<SnapshotPlayer & { rank: number }>;
  rankOf: Map<number, number>;
  /**
   * The standings as the host's screen lists them (every seat not removed, best first): made once
   * per read, whatever number of screens shows it; the top 5 during a reveal, all at the end.
   */
  standings: GameRanked[];
  question: {
    position: number;
    text: string;
    options: string[];
    /** The key as shown (in the room's option order). */
    correctIndex: number;
    reference: string;
    /** Every passage the question cites, `reference` first. */
    references: string[];
    explanation: string | null;
    startedAt: Date;
    deadlineAt: Date;
  } | null;
  /** Answers to the question on screen, by seat. */
  answers: Map<number, { shownIndex: number; correct: boolean; points: number }>;
  /** How many seated players chose each shown option, and how many answered. */
  counts: [number, number, number, number];
  answered: number;
}

const rankedOf = (p: SnapshotPlayer & { rank: number }): GameRanked => ({ rank: p.rank, nickname: p.nickname, score: p.score });

/** Reads a game for its screens; null when there is no such game. */
export async function readSnapshot(db: DbOrTx, gameId: string): Promise<GameSnapshot | null> {
  const [found] = await db.select({ game, plan: user.plan }).from(game).innerJoin(user, eq(user.id, game.hostId)).where(eq(game.id, gameId));
  if (!found) return null;
  const row = found.game;
  // While a question is open, scores and places stand as they were when it opened: points earned
  // before it closes would give its key away. The open question's points come off in the same
  // statement that reads the scores, so an answer landing between two reads cannot be taken off a
  // score that does not hold it yet.
  const open = row.status === "question" ? row.position : 0;
  const players = (
    await db
      .select({
        id: gamePlayer.id,
        nickname: gamePlayer.nickname,
        score:
          sql<number>`${gamePlayer.score} - coalesce((select ${gameAnswer.points} from ${gameAnswer} where ${gameAnswer.playerId} = ${gamePlayer.id} and ${gameAnswer.position} = ${open}), 0)`.mapWith(
            Number,
          ),
        removedAt: gamePlayer.removedAt,
        userId: gamePlayer.userId,
      })
      .from(gamePlayer)
      .where(eq(gamePlayer.gameId, gameId))
      .orderBy(asc(gamePlayer.joinedAt), asc(gamePlayer.id))
  ).map((p) => ({ id: p.id, nickname: p.nickname, score: p.score, removed: p.removedAt !== null, userId: p.userId }));
  const seated = players.filter((p) => !p.removed);

  let current: GameSnapshot["question"] = null;
  const answers = new Map<number, { shownIndex: number; correct: boolean; points: number }>();
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  let answered = 0;
  if (row.position > 0 && (row.status === "question" || row.status === "reveal")) {
    const [q] = await db
      .select({
        optionOrder: gameQuestion.optionOrder,
        text: question.question,
        options: questionOptions,
        correctIndex: question.correctIndex,
        reference: question.reference,
        furtherReferences: question.furtherReferences,
        explanation: question.explanation,
      })
      .from(gameQuestion)
      .innerJoin(question, eq(question.id, gameQuestion.questionId))
      .where(and(eq(gameQuestion.gameId, gameId), eq(gameQuestion.position, row.position)));
    if (q) {
      const stored = q.options;
      current = {
        position: row.position,
        text: q.text,
        options: q.optionOrder.map((i) => stored[i]!),
        correctIndex: q.optionOrder.indexOf(q.correctIndex),
        reference: q.reference ?? "",
        references: citedPassages(q.reference, q.furtherReferences).references,
        explanation: q.explanation?.trim() ? q.explanation : null,
        startedAt: row.questionStartedAt ?? row.createdAt,
        deadlineAt: row.questionDeadlineAt ?? row.createdAt,
      };
      const rows = await db
        .select({ playerId: gameAnswer.playerId, shownIndex: gameAnswer.shownIndex, correct: gameAnswer.correct, points: gameAnswer.points })
        .from(gameAnswer)
        .where(and(eq(gameAnswer.gameId, gameId), eq(gameAnswer.position, row.position)));
      const seatedIds = new Set(seated.map((p) => p.id));
      for (const a of rows) {
        answers.set(a.playerId, { shownIndex: a.shownIndex, correct: a.correct, points: a.points });
        if (!seatedIds.has(a.playerId)) continue;
        answered += 1;
        counts[a.shownIndex as 0 | 1 | 2 | 3] += 1;
      }
    }
  }
  const ordered = [...seated].sort((a, b) => b.score - a.score);
  // Ties share a place; the next place counts everyone above (1, 2, 2, 4).
  const ranked = ordered.map((p, i) => ({ ...p, rank: i + 1 }));
  for (let i = 1; i < ranked.length; i++) if (ranked[i]!.score === ranked[i - 1]!.score) ranked[i]!.rank = ranked[i - 1]!.rank;
  const rankOf = new Map(ranked.map((p) => [p.id, p.rank]));
  const standings = row.status === "reveal" || row.status === "ended" ? ranked.map(rankedOf) : [];
  return {
    game: row,
    playerLimit: playerLimitOf(found.plan),
    players,
    playerById: new Map(players.map((p) => [p.id, p])),
    ranked,
    rankOf,
    standings,
    question: current,
    answers,
    counts,
    answered,
  };
}

const verseCache = new Map<string, string | null>();
/** The KJV text of a reference, kept once looked up (a game asks the same verse of every screen). */
function verseOf(reference: string): string | null {
  if (!reference) return null;
  if (!verseCache.has(reference)) {
    if (verseCache.size > 5_000) verseCache.clear();
    verseCache.set(reference, verseText(reference));
  }
  return verseCache.get(reference) ?? null;
}

export const joinUrlOf = (appUrl: string, pin: string) => `${appUrl.replace(/\/$/, "")}/play?pin=${pin}`;

/** The host's screen: the lobby, the question, its reveal with the counts and key, the top and the podium. */
export function hostView(s: GameSnapshot, appUrl: string, now: Date): HostGame {
  const status = s.game.status as GameStatus;
  const shown = status === "question" || status === "reveal";
  const q = shown ? s.question : null;
  return {
    id: s.game.id,
    pin: s.game.pin,
    joinUrl: joinUrlOf(appUrl, s.game.pin),
    title: s.game.title,
    status,
    endReason: (s.game.endReason as HostGame["endReason"]) ?? null,
    questionCount: s.game.questionCount,
    secondsPerQuestion: s.game.secondsPerQuestion,
    position: s.game.position,
    playerLimit: s.playerLimit,
    players: s.players.filter((p) => !p.removed).map((p) => ({ id: p.id, nickname: p.nickname })),
    question: q
      ? {
          position: q.position,
          text: q.text,
          options: q.options,
          startedAt: q.startedAt.toISOString(),
          deadlineAt: q.deadlineAt.toISOString(),
          answered: s.answered,
        }
      : null,
    reveal:
      status === "reveal" && q
        ? {
            correctIndex: q.correctIndex,
            reference: q.reference,
            verseText: verseOf(q.reference),
            references: q.references,
            verseTexts: q.references.map(verseOf),
            explanation: q.explanation,
            counts: [...s.counts],
            noAnswer: Math.max(0, s.ranked.length - s.answered),
          }
        : null,
    // The final standings at the end list every player; a reveal shows the top 5.
    top: status === "ended" ? s.standings : status === "reveal" ? s.standings.slice(0, GAME_TOP) : [],
    podium: status === "ended" ? s.standings.slice(0, 3) : [],
    serverNow: now.toISOString(),
  };
}

/** A phone's view of its own seat: the options only while or after a question is open, the key only once it closed. */
export function playerView(s: GameSnapshot, playerId: number, now: Date): PlayerGame | null {
  const me = s.playerById.get(playerId);
  if (!me) return null;
  const status = s.game.status as GameStatus;
  const q = !me.removed && (status === "question" || status === "reveal") ? s.question : null;
  const mine = s.answers.get(playerId) ?? null;
  return {
    gameId: s.game.id,
    title: s.game.title,
    nickname: me.nickname,
    status,
    removed: me.removed,
    questionCount: s.game.questionCount,
    position: s.game.position,
    secondsPerQuestion: s.game.secondsPerQuestion,
    question: q
      ? {
          position: q.position,
          text: q.text,
          options: q.options,
          startedAt: q.startedAt.toISOString(),
          deadlineAt: q.deadlineAt.toISOString(),
          chosenIndex: mine?.shownIndex ?? null,
        }
      : null,
    outcome:
      q && status === "reveal" ? { correct: mine?.correct ?? false, answered: mine !== null, correctIndex: q.correctIndex, points: mine?.points ?? 0 } : null,
    score: me.score,
    rank: me.removed ? 0 : (s.rankOf.get(playerId) ?? 0),
    of: s.ranked.length,
    serverNow: now.toISOString(),
  };
}
