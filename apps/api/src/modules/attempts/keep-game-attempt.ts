import { inArray } from "drizzle-orm";
import { MODES, weekStartDate } from "@berean/domain";
import type { Tx } from "../../db/client.ts";
import { attempt, attemptAnswer, attemptQuestion, user } from "../../db/schema.ts";

/** A hosted game as the engine keeps it: its questions in the room's order, each with the room's one option order. */
export interface KeptGame {
  gameId: string;
  /** When the game was created and when it ended. */
  startedAt: Date;
  endedAt: Date;
  questions: ReadonlyArray<{ questionId: number; optionOrder: readonly number[]; correctIndex: number }>;
  /** Each signed-in player still seated, with their answers by the question's place (1-based) and the option as shown (0–3). */
  players: ReadonlyArray<{ userId: string; answers: ReadonlyArray<{ position: number; shownIndex: number; msTaken: number; answeredAt: Date }> }>;
}

/**
 * A hosted game's door to the engine (mode 'game', docs/decisions/019): when the game ends, each
 * signed-in player's seat becomes an ended attempt of theirs, in the transaction that ends the game:
 * the questions in the room's order with its option order, their answers, and the score by the
 * mode's rule (the share answered right). Its history row and result page read it as every
 * attempt's; the room's points stay the game's. One per member per game (attempt_game_unique):
 * a second keeping of the same game changes nothing.
 */
export async function keepGameAttempts(tx: Tx, game: KeptGame): Promise<number> {
  if (game.players.length === 0 || game.questions.length === 0) return 0;
  const zones = await tx
    .select({ id: user.id, timezone: user.timezone })
    .from(user)
    .where(
      inArray(
        user.id,
        game.players.map((p) => p.userId),
      ),
    );
  const zoneOf = new Map(zones.map((z) => [z.id, z.timezone]));
  const policy = MODES.game;
  const deadlineAt = new Date(Math.max(game.startedAt.getTime() + policy.seconds * 1000, game.endedAt.getTime()));
  let kept = 0;
  for (const player of game.players) {
    const timezone = zoneOf.get(player.userId);
    if (!timezone) continue;
    const judged = player.answers.flatMap((a) => {
      const q = game.questions[a.position - 1];
      if (!q) return [];
      const stored = q.optionOrder[a.shownIndex]!;
      return [{ ...a, questionId: q.questionId, stored, correct: stored === q.correctIndex }];
    });
    const correct = judged.filter((a) => a.correct).length;
    const wrong = judged.length - correct;
    const score = policy.score({ correct, wrong, asked: game.questions.length, secondsRemaining: 0 });
    // The time the player took to answer, question by question.
    const secondsUsed = Math.round(judged.reduce((sum, a) => sum + a.msTaken, 0) / 1000);
    const [row] = await tx
      .insert(attempt)
      .values({
        userId: player.userId,
        mode: "game",
        quizId: null,
        gameId: game.gameId,
        periodKey: `game:${game.gameId}`,
        weekStart: weekStartDate(game.startedAt, timezone),
        status: "finished",
        startedAt: game.startedAt,
        deadlineAt,
        finishedAt: game.endedAt,
        score,
        correctCount: correct,
        wrongCount: wrong,
        secondsUsed,
      })
      .onConflictDoNothing()
      .returning({ id: attempt.id });
    if (!row) continue;
    kept += 1;
    await tx
      .insert(attemptQuestion)
      .values(game.questions.map((q, position) => ({ attemptId: row.id, position, questionId: q.questionId, optionOrder: [...q.optionOrder] })));
    if (judged.length) {
      await tx
        .insert(attemptAnswer)
        .values(judged.map((a) => ({ attemptId: row.id, questionId: a.questionId, chosenIndex: a.stored, isCorrect: a.correct, answeredAt: a.answeredAt })));
    }
  }
  return kept;
}
