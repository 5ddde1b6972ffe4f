import { and, desc, eq, ne, type SQL } from "drizzle-orm";
import type { AttemptStatus, HistoryEntry } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, quiz } from "../../db/schema.ts";

/** The member's ended attempts (optionally of one quiz), as the history filter wants them. */
export function endedAttemptsOf(memberId: string, quizId?: number): SQL {
  const own = and(eq(attempt.userId, memberId), ne(attempt.status, "in_progress"));
  return quizId ? and(own, eq(attempt.quizId, quizId))! : own!;
}

/** Recent attempts, newest first, with the quiz title. */
export async function listHistory(db: Db, memberId: string, options: { quizId?: number; limit: number }): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      attemptId: attempt.id,
      quizId: attempt.quizId,
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
