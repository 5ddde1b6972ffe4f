import { sql } from "drizzle-orm";
import { ANSWER_GRACE_SECONDS, ATTEMPT_REFUSALS, secondsRemaining, type RecordAnswer, type RecordAnswerResponse } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { endAttempt, lockOwnAttempt } from "./attempt-store.ts";

interface AnswerOutcome {
  status: string;
  deadline_at: string | Date;
  asked: boolean;
  inserted: number;
  answered: number;
}

/**
 * Stores one answer as it is given (a crash loses nothing). One answer per question (primary
 * key), only questions the attempt asks, only the member's own running attempt, only until the
 * deadline plus a small grace; the response never says whether the answer was right.
 *
 * The hot path of a quiz is one statement: it locks the member's attempt row (so answers to one
 * attempt queue, SECURITY.md 21), maps the place the browser showed to the stored option, inserts
 * the answer when every rule holds, and counts the attempt's answers. Only a late answer takes
 * the slow path, which ends the attempt with what it holds.
 */
export async function recordAnswer(db: Db, memberId: string, attemptId: number, answer: RecordAnswer, now: Date): Promise<RecordAnswerResponse> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with owned as (
      select id, status, deadline_at from attempt where id = ${attemptId} and user_id = ${memberId} for update
    ), asked as (
      select aq.option_order[${answer.chosenIndex + 1}] as chosen, q.correct_index
      from attempt_question aq join question q on q.id = aq.question_id
      where aq.attempt_id = ${attemptId} and aq.question_id = ${answer.questionId}
    ), inserted as (
      insert into attempt_answer (attempt_id, question_id, chosen_index, is_correct, answered_at)
      select owned.id, ${answer.questionId}, asked.chosen, asked.chosen = asked.correct_index, ${at}::timestamptz
      from owned, asked
      where owned.status = 'in_progress' and ${at}::timestamptz <= owned.deadline_at + make_interval(secs => ${ANSWER_GRACE_SECONDS})
      on conflict do nothing
      returning 1
    )
    select owned.status, owned.deadline_at,
      exists (select 1 from asked) as asked,
      (select count(*) from inserted)::int as inserted,
      (select count(*) from attempt_answer where attempt_id = owned.id)::int as answered
    from owned`);
  const [row] = rowsOf<AnswerOutcome>(result);
  if (!row) throw notFound("Attempt not found.");
  if (row.status !== "in_progress") throw conflict("ATTEMPT_ENDED", ATTEMPT_REFUSALS.ATTEMPT_ENDED.message);
  const deadlineAt = new Date(row.deadline_at);
  if (now.getTime() > deadlineAt.getTime() + ANSWER_GRACE_SECONDS * 1000) {
    // Too late: the attempt ends here with what it holds, and the answer is refused.
    await db.transaction(async (tx) => {
      const locked = await lockOwnAttempt(tx, attemptId, memberId);
      if (locked.status === "in_progress") await endAttempt(tx, locked, { status: "expired", at: now });
    });
    throw conflict("DEADLINE_PASSED", ATTEMPT_REFUSALS.DEADLINE_PASSED.message);
  }
  if (!row.asked) throw new AppError(400, "QUESTION_NOT_IN_QUIZ", "This question is not part of the quiz.", { questionId: "Not a question of this quiz." });
  if (row.inserted === 0) throw conflict("ALREADY_ANSWERED", ATTEMPT_REFUSALS.ALREADY_ANSWERED.message);
  // The count was taken in the same statement as the insert, which it does not see yet.
  return { recorded: true, answeredCount: row.answered + row.inserted, secondsLeft: secondsRemaining(deadlineAt, now) };
}

/** Rows of a raw query, as node-postgres and PGlite both return them. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
