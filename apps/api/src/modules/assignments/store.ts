import { sql, type SQL } from "drizzle-orm";
import { QUIZ_QUESTION_COUNT, type AssignmentQuiz, type AssignmentStatus } from "@berean/domain";
import { rowsOf, type DbOrTx } from "../../db/client.ts";

/**
 * Reads shared by the assignment use cases (docs/architecture.md §4 'Groups'). A member's status
 * comes from their attempt at the assigned quiz: a published quiz is taken once ever (the
 * attempt_rule_unique row of period 'ever'), a custom quiz once (attempt_custom_quiz_unique), so an
 * attempt made before the assignment counts. An ended attempt is finished whatever its end (left,
 * run out, finished); held for review or voided it is finished with the score hidden.
 */

/** The member's attempt at the assignment's quiz, joined by the unique indexes: `ga` the assignment, `who` the member's id column. */
export const attemptJoin = (who: SQL) => sql`
  left join attempt a on a.user_id = ${who} and a.quiz_id = ga.quiz_id and a.period_key = 'ever' and a.mode = 'quiz'
  left join attempt c on c.user_id = ${who} and c.custom_quiz_id = ga.custom_quiz_id`;

/** The columns of that attempt, whichever join found it. */
export const attemptColumns = sql`
  coalesce(a.id, c.id) as attempt_id, coalesce(a.status, c.status) as attempt_status,
  coalesce(a.score, c.score) as attempt_score, coalesce(a.seconds_used, c.seconds_used) as attempt_seconds,
  coalesce(a.finished_at, c.finished_at) as attempt_finished_at,
  coalesce(a.held_reason, c.held_reason) as attempt_held`;

/** Whether that attempt has ended (any end), as SQL. */
export const attemptEnded = sql`coalesce(a.status, c.status) is not null and coalesce(a.status, c.status) <> 'in_progress'`;

/** The assignment's quiz: title and how many questions an attempt asks. */
export const quizColumns = sql`
  coalesce(q.title, cq.title) as quiz_title,
  case when ga.quiz_id is not null
    then least(${QUIZ_QUESTION_COUNT}, (select count(*) from quiz_question qq where qq.quiz_id = ga.quiz_id))
    else (select count(*) from custom_quiz_question cqq where cqq.custom_quiz_id = ga.custom_quiz_id) end::int as question_count`;
export const quizJoin = sql`left join quiz q on q.id = ga.quiz_id left join custom_quiz cq on cq.id = ga.custom_quiz_id`;

export interface AttemptCells {
  attempt_id: number | null;
  attempt_status: string | null;
  attempt_score: number | null;
  attempt_seconds: number | null;
  attempt_finished_at: Date | string | null;
  attempt_held: string | null;
}

export interface AssignmentCells {
  id: number;
  group_id: number;
  quiz_id: number | null;
  custom_quiz_id: number | null;
  quiz_title: string | null;
  question_count: number;
  note: string;
  due_date: string | null;
  due_at: Date | string | null;
  assigned_by_name: string | null;
  created_at: Date | string;
  members_reminded_at: Date | string | null;
}

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function quizOf(row: AssignmentCells): AssignmentQuiz {
  return row.quiz_id !== null
    ? { id: row.quiz_id, title: row.quiz_title ?? "", questionCount: row.question_count, kind: "quiz" }
    : { id: row.custom_quiz_id ?? 0, title: row.quiz_title ?? "", questionCount: row.question_count, kind: "custom" };
}

/** A member's status, score and times on one assignment, from their attempt. */
export function standingOf(
  row: AttemptCells,
  dueAt: Date | string | null,
): { status: AssignmentStatus; score: number | null; underReview: boolean; secondsUsed: number | null; finishedAt: string | null } {
  if (row.attempt_id === null || row.attempt_status === null)
    return { status: "not_started", score: null, underReview: false, secondsUsed: null, finishedAt: null };
  if (row.attempt_status === "in_progress") return { status: "in_progress", score: null, underReview: false, secondsUsed: null, finishedAt: null };
  const finishedAt = iso(row.attempt_finished_at);
  const late = dueAt !== null && finishedAt !== null && new Date(finishedAt).getTime() > new Date(dueAt).getTime();
  const underReview = row.attempt_held !== null || row.attempt_status === "voided";
  return {
    status: late ? "finished_late" : "finished",
    score: underReview ? null : (row.attempt_score ?? 0),
    underReview,
    secondsUsed: row.attempt_seconds,
    finishedAt,
  };
}

/** The name a leader or member sees of a person: the name they chose, never their email. */
export const nameOf = (fullName: string | null | undefined): string => fullName?.trim() || "Anonymous User";

/** Assignments of one group (or one assignment), with the caller's attempt. */
export async function readAssignments(db: DbOrTx, groupId: number, callerId: string, assignmentId?: number): Promise<Array<AssignmentCells & AttemptCells>> {
  return rowsOf<AssignmentCells & AttemptCells>(
    await db.execute(sql`
      select ga.id, ga.group_id, ga.quiz_id, ga.custom_quiz_id, ${quizColumns}, ga.note, ga.due_date::text as due_date, ga.due_at,
             u.full_name as assigned_by_name, ga.created_at,
             ga.members_reminded_at, ${attemptColumns}
      from group_assignment ga
      ${quizJoin}
      left join "user" u on u.id = ga.assigned_by
      ${attemptJoin(sql`${callerId}`)}
      where ga.group_id = ${groupId} ${assignmentId === undefined ? sql`` : sql`and ga.id = ${assignmentId}`}
      order by ga.created_at desc, ga.id desc`),
  );
}

/**
 * How many of the group's members (role 'member': the people an assignment is for, not its
 * owner and co-leaders) have finished each assignment, of how many.
 */
export async function finishedCounts(db: DbOrTx, groupId: number, assignmentIds?: number[]): Promise<Map<number, { finished: number; members: number }>> {
  const rows = rowsOf<{ id: number; finished: number; members: number }>(
    await db.execute(sql`
      select ga.id, (count(*) filter (where ${attemptEnded}))::int as finished, count(m.user_id)::int as members
      from group_assignment ga
      left join group_member m on m.group_id = ga.group_id and m.role = 'member'
      ${attemptJoin(sql`m.user_id`)}
      where ga.group_id = ${groupId} ${
        assignmentIds
          ? sql`and ga.id in (${sql.join(
              assignmentIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }
      group by ga.id`),
  );
  return new Map(rows.map((r) => [r.id, { finished: r.members === 0 ? 0 : r.finished, members: r.members }]));
}
