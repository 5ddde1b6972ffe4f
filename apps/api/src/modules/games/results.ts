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
}

/**
 * The results CSV's rows: every player not removed, best first, with how many they answered and got
 * right; while a question is open, as the scores stand (before it).
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
  return snapshot.ranked.map((p) => ({
    place: p.rank,
    nickname: p.nickname,
    score: p.score,
    correct: Number(tallyOf.get(p.id)?.correct ?? 0),
    answered: Number(tallyOf.get(p.id)?.answered ?? 0),
    signedIn: p.userId !== null,
  }));
}
