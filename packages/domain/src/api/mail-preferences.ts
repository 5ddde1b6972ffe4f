import { z } from "zod";

/** The reminder mails a member may turn on (docs/architecture.md §4 'Reminders'); each is a kind of `mail_job`. */
export const REMINDER_KINDS = ["event_open", "last_call", "weekly_summary", "assignment", "study_plan"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const MailPreferencesSchema = z
  .object({
    eventOpen: z.boolean(),
    lastCall: z.boolean(),
    weeklySummary: z.boolean(),
    assignments: z.boolean(),
    studyPlan: z.boolean(),
  })
  .strict();
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

/**
 * PUT /api/me/mail-preferences: every switch; `studyPlan` may be left out (an installed app from
 * before it existed still saves), and then stays as it was.
 */
export const MailPreferencesSaveSchema = MailPreferencesSchema.partial({ studyPlan: true });
export type MailPreferencesSave = z.infer<typeof MailPreferencesSaveSchema>;

/** The hour of the member's own evening when the study plan's reminder goes, if the day is not done. */
export const STUDY_PLAN_REMINDER_HOUR = 19;

/** Which preference turns each kind on. */
export const REMINDER_PREFERENCE: Record<ReminderKind, keyof MailPreferences> = {
  event_open: "eventOpen",
  last_call: "lastCall",
  weekly_summary: "weeklySummary",
  assignment: "assignments",
  study_plan: "studyPlan",
};

/** The names Settings and the unsubscribe page give each kind. */
export const REMINDER_LABELS: Record<ReminderKind, string> = {
  event_open: "The Saturday event is open",
  last_call: "Last call",
  weekly_summary: "Weekly summary",
  assignment: "Group assignments",
  study_plan: "My study plan's day",
};

/** What each kind's switch in Settings says under its label. */
export const REMINDER_DESCRIPTIONS: Record<ReminderKind, string> = {
  event_open: "When the Saturday event opens, with its hours in your time zone",
  last_call: "Two hours before it closes, if you have not taken it yet",
  weekly_summary: "Sunday evening: your streak, your place this week and reviews due",
  assignment: "When a leader of one of your groups assigns a quiz",
  study_plan: "At 7 PM your time, if today's passage of your study plan is not done yet",
};

/** What a bad unsubscribe link is told, on the API and on the page alike. */
export const UNSUBSCRIBE_INVALID = "This unsubscribe link is not valid.";

/** An unsubscribe link's token: its size is checked here, its signature by the server. */
export const UnsubscribeTokenParamsSchema = z.strictObject({ token: z.string().min(1).max(400) });

/**
 * The one-click unsubscribe's body: the page's JSON `{}`, or what a mail provider posts (RFC 8058,
 * `List-Unsubscribe=One-Click` as a form), or nothing at all.
 */
export const UnsubscribeBodySchema = z.union([z.strictObject({}), z.strictObject({ "List-Unsubscribe": z.literal("One-Click") })]).optional();

/** What an unsubscribe link shows: the kind it names and whether it is on now, nothing about the member. */
export const UnsubscribeViewSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  label: z.string(),
  subscribed: z.boolean(),
});
export type UnsubscribeView = z.infer<typeof UnsubscribeViewSchema>;
