import type { Db } from "../../db/client.ts";
import { queueAssignmentNudges, queueAssignmentReminders, type AssignmentReminder } from "./queue-reminders.ts";
import { wakeReminderSweep } from "./sweep.ts";

export type { AssignmentReminder };
export { queueAssignmentNudges, wakeReminderSweep };

/**
 * What other features may use of reminders (docs/architecture.md §3 'Layout'): a group's new
 * assignment queues its members' 'Assigned: …' mails (those who turned 'Group assignments' on),
 * and this instance's sweep is woken to send them now; a leader's reminder to those who have not
 * started is queued in the caller's transaction, which wakes the sweep once it commits.
 */
export async function queueAssignmentMails(db: Db, assignment: AssignmentReminder, now: Date): Promise<number> {
  const queued = await queueAssignmentReminders(db, assignment, now);
  if (queued > 0) wakeReminderSweep(db);
  return queued;
}
