import { and, count, eq } from "drizzle-orm";
import { ANSWER_GRACE_SECONDS, ATTEMPT_REFUSALS, secondsRemaining, type RecordAnswer, type RecordAnswerResponse } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attemptAnswer, attemptQuestion, question } from "../../db/schema.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import { endAttempt, lockOwnAttempt } from "./attempt-store.ts";

/**
 * Stores one answer as it is given (a crash loses nothing). One answer per question (primary
 * key), only questions the attempt asks, only until the deadline plus a small grace; the
 * response never says whether the answer was right.
 */
export async function recordAnswer(db: Db, memberId: string, attemptId: number, answer: RecordAnswer, now: Date): Promise<RecordAnswerResponse> {
  const outcome = await db.transaction(async (tx) => {
    const row = await lockOwnAttempt(tx, attemptId, memberId);
    if (row.status !== "in_progress") return { refused: "ATTEMPT_ENDED" as const };
    if (now.getTime() > row.deadlineAt.getTime() + ANSWER_GRACE_SECONDS * 1000) {
      // Too late: the attempt ends here with what it holds, and the answer is refused.
      await endAttempt(tx, row, { status: "expired", at: now });
      return { refused: "DEADLINE_PASSED" as const };
    }
    const [asked] = await tx
      .select({ correctIndex: question.correctIndex, optionOrder: attemptQuestion.optionOrder })
      .from(attemptQuestion)
      .innerJoin(question, eq(question.id, attemptQuestion.questionId))
      .where(and(eq(attemptQuestion.attemptId, attemptId), eq(attemptQuestion.questionId, answer.questionId)));
    if (!asked) throw new AppError(400, "QUESTION_NOT_IN_QUIZ", "This question is not part of the quiz.", { questionId: "Not a question of this quiz." });
    // The browser answers by the place it showed the option in; the stored option is what counts.
    const chosen = asked.optionOrder[answer.chosenIndex]!;
    const inserted = await tx
      .insert(attemptAnswer)
      .values({ attemptId, questionId: answer.questionId, chosenIndex: chosen, isCorrect: chosen === asked.correctIndex, answeredAt: now })
      .onConflictDoNothing()
      .returning({ questionId: attemptAnswer.questionId });
    if (inserted.length === 0) return { refused: "ALREADY_ANSWERED" as const };
    const [answered] = await tx.select({ n: count() }).from(attemptAnswer).where(eq(attemptAnswer.attemptId, attemptId));
    return { answeredCount: answered?.n ?? 0, secondsLeft: secondsRemaining(row.deadlineAt, now) };
  });
  if ("refused" in outcome && outcome.refused) throw conflict(outcome.refused, ATTEMPT_REFUSALS[outcome.refused].message);
  const { answeredCount, secondsLeft } = outcome as { answeredCount: number; secondsLeft: number };
  return { recorded: true, answeredCount, secondsLeft };
}
