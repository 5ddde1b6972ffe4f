import { and, count, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { gameAnswer } from "../../db/schema.ts";
import type { GameSnapshot } from "./game-store.ts";

export interface GameResultRow {
  place: number;
  nickname: string;
  score: number;
  correct: number;
  answered: number;
  signedIn: boolean;
  /** Per question of the game, in its order: the option chosen as the room saw it (0–3), whether it was right, its points; null unanswered. */
  answers: Array<{ shownIndex: number; correct: boolean; points: number } | null>;
}

/**
 * The results CSV's rows: every player not removed, best first, with how many they answered and got
 * right, and each question's answer, mark and points; while a question is open, as the scores stand
 * (before it): its answers are not in the file until it closes, as its key is not on the screen.
 */
export async function gameResultRows(db: DbOrTx, snapshot: GameSnapshot): Promise<GameResultRow[]> {
  const tallies = await db
    .select({ playerId: gameAnswer.playerId, answered: count(), correct: sql<number>`count(*) filter (where ${gameAnswer.correct})::int` })
    .from(gameAnswer)
    .where(
      snapshot.game.status === "question"
        ? and(eq(gameAnswer.gameId, snapshot.game.id), lt(gameAnswer.position, snapshot.game.position))
        : eq(gameAnswer.gameId, snapshot.game.id),
    )
    .groupBy(gameAnswer.playerId);
  const tallyOf = new Map(tallies.map((t) => [t.playerId, t]));
  const answers = await db
    .select({
      playerId: gameAnswer.playerId,
      position: gameAnswer.position,
      shownIndex: gameAnswer.shownIndex,
      correct: gameAnswer.correct,
      points: gameAnswer.points,
    })
    .from(gameAnswer)
    .where(
      snapshot.game.status === "question"
        ? and(eq(gameAnswer.gameId, snapshot.game.id), lt(gameAnswer.position, snapshot.game.position))
        : eq(gameAnswer.gameId, snapshot.game.id),
    );
  const answerOf = new Map(answers.map((a) => [`${a.playerId}:${a.position}`, a]));
  const positions = Array.from({ length: snapshot.game.questionCount }, (_, i) => i + 1);
  return snapshot.ranked.map((p) => ({
    place: p.rank,
    nickname: p.nickname,
    score: p.score,
    correct: Number(tallyOf.get(p.id)?.correct ?? 0),
    answered: Number(tallyOf.get(p.id)?.answered ?? 0),
    signedIn: p.userId !== null,
    answers: positions.map((position) => {
      const a = answerOf.get(`${p.id}:${position}`);
      return a ? { shownIndex: a.shownIndex, correct: a.correct, points: a.points } : null;
    }),
  }));
}
