/**
 * Which reminder mails a member wants (docs/architecture.md §4 'Reminders').
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";

/**
 * Which reminder mails a member wants. No row means none: every kind is off until the member turns it
 * on (mail the member asked for, such as a password reset, is not a reminder and never looks here).
 */
export const mailPreference = pgTable("mail_preference", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** 'The Saturday event is open', when it opens. */
  eventOpen: boolean("event_open").notNull().default(false),
  /** 'Last call', two hours before the event closes, only to a member who has not taken it. */
  lastCall: boolean("last_call").notNull().default(false),
  /** The weekly summary: streak, place on the boards, reviews due. */
  weeklySummary: boolean("weekly_summary").notNull().default(false),
  /** A group's new assignment. */
  assignments: boolean("assignments").notNull().default(false),
  /** The study plan's day, in the member's evening, while today's passage is not done. */
  studyPlan: boolean("study_plan").notNull().default(false),
  updatedAt: updatedAt(),
});
