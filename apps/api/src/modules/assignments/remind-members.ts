import { and, eq, isNull, sql } from "drizzle-orm";
import { ASSIGNMENT_MESSAGES, type AssignmentReminded } from "@berean/domain";
import { rowsOf, type Db } from "../../db/client.ts";
import { groupAssignment } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { groupSummary, requireGroupRole } from "../groups/service.ts";
import { queueAssignmentNudges, wakeReminderSweep } from "../reminders/service.ts";
import { attemptJoin, quizOf, readAssignments } from "./store.ts";

/**
 * 'Remind those who have not started' (docs/architecture.md §4 'Groups'): a leader mails the
 * group's members (role 'member') with no attempt at the assigned quiz, once per assignment. The
 * mails are reminders (§4 'Reminders'): queued on the reminders' queue, only to members who turned
 * 'Group assignments' on, and dropped by the sender if they turn it off meanwhile. The claim
 * (`members_reminded_at`, set only while null) and the queue are one transaction, so two presses
 * on two instances mail nobody twice, and a queue that fails leaves the button to press again.
 */
export async function remindMembers(db: Db, groupId: number, assignmentId: number, leader: Member, now: Date): Promise<AssignmentReminded> {
  await requireGroupRole(db, groupId, leader.id, "leader");
  const [a] = await readAssignments(db, groupId, leader.id, assignmentId);
  if (!a) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  const group = (await groupSummary(db, groupId))!;
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(groupAssignment)
      .set({ membersRemindedAt: now })
      .where(and(eq(groupAssignment.id, assignmentId), isNull(groupAssignment.membersRemindedAt)))
      .returning({ id: groupAssignment.id });
    if (claimed.length === 0) throw conflict("ALREADY_REMINDED", ASSIGNMENT_MESSAGES.alreadyReminded);
    const notStarted = rowsOf<{ user_id: string }>(
      await tx.execute(sql`
        select m.user_id
        from group_assignment ga
        join group_member m on m.group_id = ga.group_id and m.role = 'member'
        ${attemptJoin(sql`m.user_id`)}
        where ga.id = ${assignmentId} and coalesce(a.id, c.id) is null`),
    ).map((r) => r.user_id);
    const reminded = await queueAssignmentNudges(
      tx,
      {
        assignmentId,
        groupId,
        groupName: group.name,
        quizTitle: quizOf(a).title,
        dueDate: a.due_date,
        note: "",
        assignerId: leader.id,
        assignerName: leader.fullName,
      },
      notStarted,
      now,
    );
    return { notStarted: notStarted.length, reminded, remindedAt: now.toISOString() };
  });
  if (outcome.reminded > 0) wakeReminderSweep(db);
  return outcome;
}
