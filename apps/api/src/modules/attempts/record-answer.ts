import { ANSWER_GRACE_SECONDS, ATTEMPT_REFUSALS, secondsRemaining, type RecordAnswer, type RecordAnswerResponse } from "@berean/domain";
import { runPrepared, type Db } from "../../db/client.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { endAttempt, lockOwnAttempt } from "./attempt-store.ts";

interface AnswerOutcome {
  status: string;
  deadline_at: string | Date;
  asked: boolean;
  inserted: number;
  answered: number;
}

/** $1 attempt, $2 member, $3 the shown place (1-based), $4 question, $5 now, $6 grace seconds. */
const RECORD_ANSWER = `
  with owned as (
    select id, status, deadline_at from attempt where id = $1 and user_id = $2 for update
  ), asked as (
    select aq.option_order[$3::int] as chosen, q.correct_index
    from attempt_question aq join question q on q.id = aq.question_id
    where aq.attempt_id = $1 and aq.question_id = $4
  ), inserted as (
    insert into attempt_answer (attempt_id, question_id, chosen_index, is_correct, answered_at)
    select owned.id, $4, asked.chosen, asked.chosen = asked.correct_index, $5::timestamptz
    from owned, asked
    where owned.status = 'in_progress' and $5::timestamptz <= owned.deadline_at + make_interval(secs => $6::int)
    on conflict do nothing
    returning 1
  )
  select owned.status, owned.deadline_at,
    exists (select 1 from asked) as asked,
    (select count(*) from inserted)::int as inserted,
    (select count(*) from attempt_answer where attempt_id = owned.id)::int as answered
  from owned`;

/**
 * Stores one answer as it is given (a crash loses nothing). One answer per question (primary
 * key), only questions the attempt asks, only the member's own running attempt, only until the
 * deadline plus a small grace; the response never says whether the answer was right.
 *
 * The hot path of a quiz is one prepared statement: it locks the member's attempt row (so answers to one
 * attempt queue, SECURITY.md 21), maps the place the browser showed to the stored option, inserts
 * the answer when every rule holds, and counts the attempt's answers. Only a late answer takes
 * the slow path, which ends the attempt with what it holds.
 */
export async function recordAnswer(db: Db, memberId: string, attemptId: number, answer: RecordAnswer, now: Date): Promise<RecordAnswerResponse> {
  const [row] = await runPrepared<AnswerOutcome>(db, "record-answer", RECORD_ANSWER, [
    attemptId,
    memberId,
    answer.chosenIndex + 1,
    answer.questionId,
    now.toISOString(),
    ANSWER_GRACE_SECONDS,
  ]);
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
