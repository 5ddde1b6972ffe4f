import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { AttemptMode, AttemptStatus, HistoryEntry } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, customQuiz, game, quiz } from "../../db/schema.ts";
import { RESULT_PAGE_MODES, scoreSealed } from "../attempts/service.ts";

/**
 * The member's ended attempts (optionally of one quiz), as the history filter wants them: quizzes,
 * the Saturday event and custom quizzes, the modes whose results and reviews are on the result page
 * (or fewer `modes`: the dashboard's figures read the site boards' only). A competition's result is
 * on its card, its board and its receipt (scored in percent, not points).
 */
export function endedAttemptsOf(memberId: string, quizId?: number, modes: readonly AttemptMode[] = RESULT_PAGE_MODES): SQL {
  const own = and(eq(attempt.userId, memberId), ne(attempt.status, "in_progress"), inArray(attempt.mode, [...modes]));
  return quizId ? and(own, eq(attempt.quizId, quizId))! : own!;
}

/**
 * Recent attempts, newest first, with the title of the quiz, of the custom quiz (docs/architecture.md
 * §4 'Groups') or of the hosted game the member played (§4 'Hosted games'), and how each was played
 * (a hosted game reads 'Game: {title}').
 */
export async function listHistory(db: Db, memberId: string, options: { quizId?: number; limit: number }, now = new Date()): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      attemptId: attempt.id,
      quizId: attempt.quizId,
      quizTitle: sql<string>`coalesce(${quiz.title}, ${customQuiz.title}, ${game.title}, '')`,
      mode: attempt.mode,
      status: attempt.status,
      score: attempt.score,
      correct: attempt.correctCount,
      wrong: attempt.wrongCount,
      secondsUsed: attempt.secondsUsed,
      startedAt: attempt.startedAt,
      heldReason: attempt.heldReason,
      // A running Saturday event's result is sealed (attempts/sealed-score.ts): when it shows, or null.
      scoresAt: sql<
        string | null
      >`case when ${scoreSealed("attempt", now)} then (select e.closes_at from live_event e where e.id = ${attempt.liveEventId}) end`,
    })
    .from(attempt)
    .leftJoin(quiz, eq(quiz.id, attempt.quizId))
    .leftJoin(customQuiz, eq(customQuiz.id, attempt.customQuizId))
    .leftJoin(game, eq(game.id, attempt.gameId))
    .where(endedAttemptsOf(memberId, options.quizId))
    .orderBy(desc(attempt.createdAt), desc(attempt.id))
    .limit(options.limit);
  return rows.map(({ startedAt, heldReason, scoresAt, ...row }) => {
    const sealed = scoresAt !== null;
    return {
      ...row,
      ...(sealed ? { score: null, correct: null, wrong: null } : {}),
      mode: row.mode as AttemptMode,
      status: row.status as AttemptStatus,
      attemptedAt: startedAt.toISOString(),
      scoresAt: sealed ? new Date(scoresAt).toISOString() : null,
      // A hold says how fast the answers came, not whether they were right; still, it waits with the score.
      underReview: !sealed && heldReason !== null && row.status !== "voided",
    };
  });
}
