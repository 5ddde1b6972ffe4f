/** Reads and the one finishing step shared by the attempt use cases. */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { QUIZ_SECONDS, scoreAttempt, secondsRemaining, type AttemptStatus, type AttemptView } from "@berean/domain";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { attempt, attemptAnswer, question, quiz, quizQuestion } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { recordLeaderboardResult } from "../leaderboards/record-result.ts";

export type AttemptRow = typeof attempt.$inferSelect;

/** The member's own attempt, locked for the rest of the transaction; anyone else's is a 404. */
export async function lockOwnAttempt(tx: Tx, attemptId: number, userId: string): Promise<AttemptRow> {
  const [row] = await tx.select().from(attempt).where(and(eq(attempt.id, attemptId), eq(attempt.userId, userId))).for("update");
  if (!row) throw notFound("Attempt not found.");
  return row;
}

/** A quiz's questions in order, as the quiz page may see them: no correct answer, no explanation. */
export async function questionsForPlay(db: DbOrTx, quizId: number) {
  return db
    .select({ id: question.id, position: quizQuestion.orderIndex, text: question.question, a: question.optionA, b: question.optionB, c: question.optionC, d: question.optionD })
    .from(quizQuestion)
    .innerJoin(question, eq(question.id, quizQuestion.questionId))
    .where(eq(quizQuestion.quizId, quizId))
    .orderBy(asc(quizQuestion.orderIndex));
}

export async function questionCountOf(db: DbOrTx, quizId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quizQuestion).where(eq(quizQuestion.quizId, quizId));
  return row?.n ?? 0;
}

/** The attempt as the quiz page gets it (start, resume, reload). */
export async function presentAttempt(db: DbOrTx, row: AttemptRow, now: Date): Promise<AttemptView> {
  // One query after another: `db` may be a transaction, which runs one statement at a time.
  const [quizRow] = await db.select({ title: quiz.title }).from(quiz).where(eq(quiz.id, row.quizId));
  const questions = await questionsForPlay(db, row.quizId);
  const answers = await db
    .select({ questionId: attemptAnswer.questionId, chosenIndex: attemptAnswer.chosenIndex })
    .from(attemptAnswer)
    .where(eq(attemptAnswer.attemptId, row.id))
    .orderBy(asc(attemptAnswer.answeredAt));
  return {
    id: row.id,
    quizId: row.quizId,
    quizTitle: quizRow?.title ?? "",
    status: row.status as AttemptStatus,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    secondsLeft: row.status === "in_progress" ? secondsRemaining(row.deadlineAt, now) : 0,
    questions: questions.map((q) => ({ id: q.id, position: q.position + 1, text: q.text, options: [q.a, q.b, q.c, q.d] })),
    answers,
  };
}

/**
 * Ends a locked, running attempt: the score is computed here from the stored answers and the
 * server's clock (DESIGN.md §4), never taken from a request. 'finished' and 'expired' results go
 * to the leaderboards; 'abandoned' ends with score 0.
 */
export async function endAttempt(tx: Tx, row: AttemptRow, outcome: { status: Exclude<AttemptStatus, "in_progress">; at: Date }): Promise<AttemptRow> {
  const [tally] = await tx
    .select({
      correct: sql<number>`count(*) filter (where ${attemptAnswer.isCorrect})::int`,
      wrong: sql<number>`count(*) filter (where not ${attemptAnswer.isCorrect})::int`,
    })
    .from(attemptAnswer)
    .where(eq(attemptAnswer.attemptId, row.id));
  const finishedAt = outcome.status === "expired" ? row.deadlineAt : outcome.at;
  const left = secondsRemaining(row.deadlineAt, finishedAt);
  const parts = scoreAttempt({ correct: tally?.correct ?? 0, wrong: tally?.wrong ?? 0, secondsRemaining: left });
  const score = outcome.status === "abandoned" ? 0 : parts.total;
  const secondsUsed = QUIZ_SECONDS - left;
  const [ended] = await tx
    .update(attempt)
    .set({ status: outcome.status, finishedAt, score, correctCount: parts.correct, wrongCount: parts.wrong, secondsUsed })
    .where(eq(attempt.id, row.id))
    .returning();
  if (outcome.status !== "abandoned") {
    await recordLeaderboardResult(tx, { userId: row.userId, score, secondsUsed, finishedAt }, outcome.at);
  }
  return ended!;
}
