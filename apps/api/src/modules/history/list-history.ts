import { and, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { AttemptStatus, HistoryEntry } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, quiz } from "../../db/schema.ts";
import { RESULT_PAGE_MODES } from "../attempts/service.ts";

/**
 * The member's ended attempts (optionally of one quiz), as the history filter wants them: quizzes
 * and the Saturday event, the modes whose results and reviews are on the result page. A
 * competition's result is on its card, its board and its receipt (scored in percent, not points).
 */
export function endedAttemptsOf(memberId: string, quizId?: number): SQL {
  const own = and(eq(attempt.userId, memberId), ne(attempt.status, "in_progress"), inArray(attempt.mode, RESULT_PAGE_MODES));
  return quizId ? and(own, eq(attempt.quizId, quizId))! : own!;
}

/** Recent attempts, newest first, with the quiz title. */
export async function listHistory(db: Db, memberId: string, options: { quizId?: number; limit: number }): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      attemptId: attempt.id,
      quizId: quiz.id,
      quizTitle: quiz.title,
      status: attempt.status,
      score: attempt.score,
      correct: attempt.correctCount,
      wrong: attempt.wrongCount,
      secondsUsed: attempt.secondsUsed,
      startedAt: attempt.startedAt,
      heldReason: attempt.heldReason,
    })
    .from(attempt)
    .innerJoin(quiz, eq(quiz.id, attempt.quizId))
    .where(endedAttemptsOf(memberId, options.quizId))
    .orderBy(desc(attempt.createdAt), desc(attempt.id))
    .limit(options.limit);
  return rows.map(({ startedAt, heldReason, ...row }) => ({ ...row, status: row.status as AttemptStatus, attemptedAt: startedAt.toISOString(), underReview: heldReason !== null && row.status !== "voided" }));
}
