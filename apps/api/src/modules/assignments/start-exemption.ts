import { sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "../../db/client.ts";

/**
 * The assignment a member's start of a published quiz answers, if one of their groups assigned it
 * (docs/architecture.md §4 'Groups'): a group whose owner is Pro is preferred, then the nearest due.
 * `exempt` when that owner is Pro now: the attempt does not spend the free plan's quiz of the week
 * (a church pays once, for the leader). Two indexed reads: the member's groups, the quiz's assignments.
 */
export async function assignmentForStart(db: DbOrTx, memberId: string, quizId: number): Promise<{ assignmentId: number; exempt: boolean } | null> {
  const [row] = rowsOf<{ id: number; pro: boolean }>(
    await db.execute(sql`
      select ga.id, (o.plan = 'pro') as pro
      from group_assignment ga
      join group_member m on m.group_id = ga.group_id and m.user_id = ${memberId}
      join member_group g on g.id = ga.group_id
      join "user" o on o.id = g.owner_id
      where ga.quiz_id = ${quizId}
      order by (o.plan = 'pro') desc, ga.due_at asc nulls last, ga.id asc
      limit 1`),
  );
  return row ? { assignmentId: row.id, exempt: row.pro === true } : null;
}

/**
 * The assignment a member's start of a custom quiz answers, if one of their groups assigned it
 * (docs/architecture.md §4 'Groups'): the nearest due first. A custom quiz never spends the free
 * week, so there is no exemption to decide; the attempt records the assignment so that its result
 * names the group, as a published quiz's does.
 */
export async function customAssignmentForStart(db: DbOrTx, memberId: string, customQuizId: number): Promise<{ assignmentId: number } | null> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select ga.id
      from group_assignment ga
      join group_member m on m.group_id = ga.group_id and m.user_id = ${memberId}
      where ga.custom_quiz_id = ${customQuizId}
      order by ga.due_at asc nulls last, ga.id asc
      limit 1`),
  );
  return row ? { assignmentId: row.id } : null;
}

/** The published quizzes a member may start without spending the free week: assigned by a group of theirs whose owner is Pro (for the quiz cards). */
export async function exemptQuizIds(db: DbOrTx, memberId: string): Promise<Set<number>> {
  const rows = rowsOf<{ quiz_id: number }>(
    await db.execute(sql`
      select distinct ga.quiz_id
      from group_member m
      join group_assignment ga on ga.group_id = m.group_id and ga.quiz_id is not null
      join member_group g on g.id = ga.group_id
      join "user" o on o.id = g.owner_id and o.plan = 'pro'
      where m.user_id = ${memberId}`),
  );
  return new Set(rows.map((r) => r.quiz_id));
}

/** On an assigned attempt's result: which group assigned it (null once the assignment is gone). */
export async function assignedByOf(db: DbOrTx, assignmentId: number | null): Promise<{ groupId: number; groupName: string } | null> {
  if (assignmentId === null) return null;
  const [row] = rowsOf<{ group_id: number; name: string }>(
    await db.execute(sql`select ga.group_id, g.name from group_assignment ga join member_group g on g.id = ga.group_id where ga.id = ${assignmentId}`),
  );
  return row ? { groupId: row.group_id, groupName: row.name } : null;
}
