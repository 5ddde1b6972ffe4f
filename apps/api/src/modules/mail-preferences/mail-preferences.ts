import { eq } from "drizzle-orm";
import { REMINDER_PREFERENCE, type MailPreferences, type MailPreferencesSave, type ReminderKind } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { mailPreference } from "../../db/schema.ts";

/** Every reminder is off until the member turns it on (docs/architecture.md §4 'Reminders'). */
const ALL_OFF: MailPreferences = { eventOpen: false, lastCall: false, weeklySummary: false, assignments: false, studyPlan: false };

/** A member's reminder preferences: no row is all off. */
export async function readMailPreferences(db: Db, userId: string): Promise<MailPreferences> {
  const [row] = await db
    .select({
      eventOpen: mailPreference.eventOpen,
      lastCall: mailPreference.lastCall,
      weeklySummary: mailPreference.weeklySummary,
      assignments: mailPreference.assignments,
      studyPlan: mailPreference.studyPlan,
    })
    .from(mailPreference)
    .where(eq(mailPreference.userId, userId));
  return row ?? ALL_OFF;
}

/** Whether a member wants reminders of one kind now: what a sender asks just before sending. */
export async function wantsReminder(db: Db, userId: string, kind: ReminderKind): Promise<boolean> {
  return (await readMailPreferences(db, userId))[REMINDER_PREFERENCE[kind]];
}

/** Settings' switches, all written at once (one statement: the first save makes the row); one left out stays as it was. */
export async function saveMailPreferences(db: Db, userId: string, saved: MailPreferencesSave): Promise<MailPreferences> {
  const preferences: MailPreferences = { ...saved, studyPlan: saved.studyPlan ?? (await readMailPreferences(db, userId)).studyPlan };
  await db
    .insert(mailPreference)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: mailPreference.userId, set: { ...preferences, updatedAt: new Date() } });
  return preferences;
}
