import { and, eq } from "drizzle-orm";
import { ASSIGNMENT_MESSAGES, assignmentDueAt, isDueDateOpen, type AssignmentCreate, type GroupAssignment } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { customQuiz, customQuizGroup, groupAssignment, quiz } from "../../db/schema.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { groupSummary, requireGroupRole } from "../groups/service.ts";
import { quizInSeason } from "../admin-quizzes/service.ts";
import { queueAssignmentMails } from "../reminders/service.ts";
import { presentAssignment } from "./list-assignments.ts";
import { finishedCounts, readAssignments } from "./store.ts";

export interface AssignDeps {
  db: Db;
  log: { error(obj: object, message: string): void };
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * A leader assigns a published quiz to their group (docs/architecture.md §4 'Groups'): an optional
 * due day in the group's zone (due at its end; a day already past is refused) and a note. Each
 * member but the assigner who turned 'Group assignments' on gets 'Assigned: {quiz} — {group}':
 * a reminder queued with the assignment and sent by the reminders' sweep (docs/architecture.md §4
 * 'Reminders'), so the response never waits for SMTP. A queue that fails is logged; the
 * assignment stands.
 *
 * A custom quiz (`customQuizId`) may be assigned by any leader of a group its owner shared it with
 * (custom_quiz_group, read here: the custom-quizzes feature reaches the attempt engine, which reaches
 * this one, so a call through its service would close a cycle); everything after the insert (the unique index
 * group_assignment_custom_unique, the list, the leader's view, the mails, the status from
 * attempt_custom_quiz_unique) reads either source.
 */
export async function createAssignment(deps: AssignDeps, leader: Member, groupId: number, body: AssignmentCreate, now: Date): Promise<GroupAssignment> {
  const { db } = deps;
  await requireGroupRole(db, groupId, leader.id, "leader");
  const group = (await groupSummary(db, groupId))!;
  const [custom] =
    body.customQuizId === undefined
      ? [null]
      : await db
          .select({ id: customQuiz.id, title: customQuiz.title })
          .from(customQuiz)
          .innerJoin(customQuizGroup, and(eq(customQuizGroup.customQuizId, customQuiz.id), eq(customQuizGroup.groupId, groupId)))
          .where(eq(customQuiz.id, body.customQuizId));
  if (body.customQuizId !== undefined && !custom)
    throw badRequest(ASSIGNMENT_MESSAGES.quizNotAssignable, { customQuizId: ASSIGNMENT_MESSAGES.quizNotAssignable });
  const [quizRow] = custom
    ? [{ id: custom.id, title: custom.title }]
    : await db
        .select({ id: quiz.id, title: quiz.title })
        .from(quiz)
        .where(and(eq(quiz.id, body.quizId!), eq(quiz.status, "active"), eq(quiz.isWeekly, false), quizInSeason(now)));
  if (!quizRow) throw badRequest(ASSIGNMENT_MESSAGES.quizNotAssignable, { quizId: ASSIGNMENT_MESSAGES.quizNotAssignable });
  const dueDate = body.dueDate ?? null;
  if (dueDate !== null && !isDueDateOpen(dueDate, group.timezone, now))
    throw badRequest(ASSIGNMENT_MESSAGES.dueInPast, { dueDate: ASSIGNMENT_MESSAGES.dueInPast });

  let id: number;
  try {
    const [created] = await db
      .insert(groupAssignment)
      .values({
        groupId,
        ...(custom ? { customQuizId: custom.id } : { quizId: quizRow.id }),
        note: body.note ?? "",
        dueDate,
        dueAt: dueDate === null ? null : assignmentDueAt(dueDate, group.timezone),
        assignedBy: leader.id,
        createdAt: now,
      })
      .returning({ id: groupAssignment.id });
    id = created!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("ALREADY_ASSIGNED", ASSIGNMENT_MESSAGES.duplicate);
    throw error;
  }

  await queueAssignmentMails(
    db,
    {
      assignmentId: id,
      groupId,
      groupName: group.name,
      quizTitle: quizRow.title,
      dueDate,
      note: body.note ?? "",
      assignerId: leader.id,
      assignerName: leader.fullName,
    },
    now,
  ).catch((error: unknown) => deps.log.error({ err: error, assignmentId: id }, "assignment mails could not be queued"));
  const [row] = await readAssignments(db, groupId, leader.id, id);
  return presentAssignment(row!, (await finishedCounts(db, groupId, [id])).get(id) ?? { finished: 0, members: 0 });
}
