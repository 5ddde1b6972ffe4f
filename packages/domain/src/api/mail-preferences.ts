import { z } from "zod";

/** The reminder mails a member may turn on (docs/architecture.md §4 'Reminders'); each is a kind of `mail_job`. */
export const REMINDER_KINDS = ["event_open", "last_call", "weekly_summary", "assignment"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const MailPreferencesSchema = z
  .object({
    eventOpen: z.boolean(),
    lastCall: z.boolean(),
    weeklySummary: z.boolean(),
    assignments: z.boolean(),
  })
  .strict();
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

/** Which preference turns each kind on. */
export const REMINDER_PREFERENCE: Record<ReminderKind, keyof MailPreferences> = {
  event_open: "eventOpen",
  last_call: "lastCall",
  weekly_summary: "weeklySummary",
  assignment: "assignments",
};

/** The names Settings and the unsubscribe page give each kind. */
export const REMINDER_LABELS: Record<ReminderKind, string> = {
  event_open: "The Saturday event is open",
  last_call: "Last call",
  weekly_summary: "Weekly summary",
  assignment: "Group assignments",
};
