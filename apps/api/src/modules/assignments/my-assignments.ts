import { sql } from "drizzle-orm";
import type { MyAssignment, MyAssignmentList } from "@berean/domain";
import { rowsOf, type DbOrTx } from "../../db/client.ts";
import { attemptColumns, attemptJoin, iso, quizColumns, quizJoin, quizOf, standingOf, type AssignmentCells, type AttemptCells } from "./store.ts";

/** A finished assignment stays on the dashboard, marked done, this long after the member's finish. */
const RECENT_MS = 7 * 24 * 3600_000;

/**
 * The dashboard's and My Quizzes' assignments (docs/architecture.md §4 'Groups'): every assignment
 * of the member's groups they have not finished (the nearest due first, undated ones after, then
 * the newest), then those they finished in the last 7 days. For a free member, each says whether its
 * own group spares the free week (its owner is Pro), the rule the start and the quiz cards apply; a
 * quiz assigned by two groups is marked on the row of the group that pays.
 */
export async function myAssignments(db: DbOrTx, member: { id: string; plan: string }, now: Date): Promise<MyAssignmentList> {
  const memberId = member.id;
  const rows = rowsOf<AssignmentCells & AttemptCells & { group_name: string; owner_pro: boolean }>(
    await db.execute(sql`
      select ga.id, ga.group_id, g.name as group_name, ga.quiz_id, ga.custom_quiz_id, ${quizColumns}, ga.note, ga.due_date::text as due_date, ga.due_at,
             null as assigned_by_name, ga.created_at, ${attemptColumns},
             (owner.plan = 'pro') as owner_pro
      from group_member m
      join member_group g on g.id = m.group_id
      join "user" owner on owner.id = g.owner_id
      join group_assignment ga on ga.group_id = m.group_id
      ${quizJoin}
      ${attemptJoin(sql`m.user_id`)}
      where m.user_id = ${memberId}
      order by ga.due_at asc nulls last, ga.created_at desc, ga.id desc`),
  );
  const cutoff = now.getTime() - RECENT_MS;
  const open: MyAssignment[] = [];
  const done: MyAssignment[] = [];
  for (const r of rows) {
    const s = standingOf(r, r.due_at);
    const finished = s.status === "finished" || s.status === "finished_late";
    if (finished && (s.finishedAt === null || new Date(s.finishedAt).getTime() < cutoff)) continue;
    const item: MyAssignment = {
      id: r.id,
      groupId: r.group_id,
      groupName: r.group_name,
      quiz: quizOf(r),
      note: r.note,
      dueDate: r.due_date,
      dueAt: iso(r.due_at),
      myStatus: s.status,
      myScore: s.score,
      myAttemptId: r.attempt_id,
      recentlyFinished: finished,
      // This row's own group pays (its owner is Pro): the start spares the free week (start-exemption.ts).
      freeWeekExempt: member.plan === "free" && r.quiz_id !== null && r.owner_pro === true,
    };
    (finished ? done : open).push(item);
  }
  return { assignments: [...open, ...done] };
}
