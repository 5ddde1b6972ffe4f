import type { GroupAssignment, GroupAssignmentList } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { isLeader, requireGroupRole } from "../groups/service.ts";
import { finishedCounts, iso, quizOf, readAssignments, standingOf, type AssignmentCells, type AttemptCells } from "./store.ts";

export function presentAssignment(row: AssignmentCells & AttemptCells, counts: { finished: number; members: number } | null): GroupAssignment {
  const mine = standingOf(row, row.due_at);
  return {
    id: row.id,
    groupId: row.group_id,
    quiz: quizOf(row),
    note: row.note,
    dueDate: row.due_date,
    dueAt: iso(row.due_at),
    assignedBy: row.assigned_by_name?.trim() || null,
    createdAt: iso(row.created_at)!,
    myStatus: mine.status,
    myScore: mine.score,
    myAttemptId: row.attempt_id,
    counts,
  };
}

/** A group's assignments for one of its members, newest first; leaders also get how many members finished each. */
export async function listAssignments(db: DbOrTx, groupId: number, callerId: string): Promise<GroupAssignmentList> {
  const role = await requireGroupRole(db, groupId, callerId, "member");
  const leads = isLeader(role);
  const rows = await readAssignments(db, groupId, callerId);
  const counts = leads && rows.length ? await finishedCounts(db, groupId) : new Map<number, { finished: number; members: number }>();
  return { assignments: rows.map((r) => presentAssignment(r, leads ? (counts.get(r.id) ?? { finished: 0, members: 0 }) : null)), canManage: leads };
}
