import Papa from "papaparse";
import { sql } from "drizzle-orm";
import {
  ASSIGNMENT_CSV_COLUMNS,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_ROLE_LABELS,
  ASSIGNMENT_STATUS_LABELS,
  type AssignmentResultRow,
  type AssignmentResults,
  type GroupRoleName,
} from "@berean/domain";
import { rowsOf, type DbOrTx } from "../../db/client.ts";
import { FORMULA_START } from "../../lib/csv.ts";
import { notFound } from "../../lib/errors.ts";
import { groupSummary, requireGroupRole } from "../groups/service.ts";
import { attemptColumns, attemptJoin, iso, nameOf, quizOf, readAssignments, standingOf, type AttemptCells } from "./store.ts";

type MemberCells = AttemptCells & { user_id: string; full_name: string | null; role: GroupRoleName; due_at: Date | string | null };

/**
 * The leader's view of one assignment (docs/architecture.md §4 'Groups'): every current member of
 * the group by the name they chose, with status, score, seconds used and finish time; never an
 * email, never an answer. One query: the group's members, each joined to their attempt at the
 * quiz through its unique index. Leaders are listed too, each row with its role (they may take it);
 * the counts are of the members the assignment is for (role 'member').
 */
export async function assignmentResults(db: DbOrTx, groupId: number, assignmentId: number, leaderId: string): Promise<AssignmentResults> {
  await requireGroupRole(db, groupId, leaderId, "leader");
  const [a] = await readAssignments(db, groupId, leaderId, assignmentId);
  if (!a) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  const group = (await groupSummary(db, groupId))!;
  const members = rowsOf<MemberCells>(
    await db.execute(sql`
      select m.user_id, u.full_name, m.role, ga.due_at, ${attemptColumns}
      from group_assignment ga
      join group_member m on m.group_id = ga.group_id
      join "user" u on u.id = m.user_id
      ${attemptJoin(sql`m.user_id`)}
      where ga.id = ${assignmentId}
      order by lower(u.full_name), m.user_id`),
  );
  const rows: AssignmentResultRow[] = members.map((m) => {
    const s = standingOf(m, m.due_at);
    return {
      memberId: m.user_id,
      name: nameOf(m.full_name),
      role: m.role,
      status: s.status,
      score: s.score,
      underReview: s.underReview,
      secondsUsed: s.secondsUsed,
      finishedAt: s.finishedAt,
    };
  });
  const forMembers = rows.filter((r) => r.role === "member");
  return {
    assignment: {
      id: a.id,
      groupId,
      groupName: group.name,
      quiz: quizOf(a),
      note: a.note,
      dueDate: a.due_date,
      dueAt: iso(a.due_at),
      assignedBy: a.assigned_by_name?.trim() || null,
      createdAt: iso(a.created_at)!,
    },
    rows,
    counts: { finished: forMembers.filter((r) => r.status === "finished" || r.status === "finished_late").length, members: forMembers.length },
    remindedAt: iso(a.members_reminded_at),
  };
}

/** The leader's view as CSV (papaparse): a cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function assignmentResultsCsv(results: AssignmentResults): string {
  return Papa.unparse(
    {
      fields: [...ASSIGNMENT_CSV_COLUMNS],
      data: results.rows.map((r) => [
        r.name,
        ASSIGNMENT_ROLE_LABELS[r.role],
        ASSIGNMENT_STATUS_LABELS[r.status],
        r.underReview ? "Under review" : (r.score ?? ""),
        r.secondsUsed ?? "",
        r.finishedAt ?? "",
      ]),
    },
    { escapeFormulae: FORMULA_START },
  );
}

/** A file name of the group's and the quiz's names, in letters, digits and dashes only (safe in a header). */
export function csvFileName(results: AssignmentResults): string {
  const slug = (s: string) =>
    s
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .toLowerCase() || "x";
  return `${slug(results.assignment.groupName)}-${slug(results.assignment.quiz.title)}-results.csv`;
}
