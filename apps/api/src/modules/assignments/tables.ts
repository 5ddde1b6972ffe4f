/**
 * The quizzes a group's leaders ask it to take (docs/architecture.md §4 'Groups').
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { quiz } from "../admin-quizzes/tables.ts";
import { user } from "../auth/tables.ts";
import { customQuiz } from "../custom-quizzes/tables.ts";
import { memberGroup } from "../groups/tables.ts";

/** A quiz (published, or a custom quiz shared with the group) a leader asks the group to take. */
export const groupAssignment = pgTable(
  "group_assignment",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => memberGroup.id, { onDelete: "cascade" }),
    quizId: integer("quiz_id").references(() => quiz.id, { onDelete: "cascade" }),
    customQuizId: integer("custom_quiz_id").references(() => customQuiz.id, { onDelete: "cascade" }),
    note: text("note").notNull().default(""),
    /** The due day in the group's zone, and the instant it ends (the next day's 00:00 there); both null without one. */
    dueDate: date("due_date"),
    dueAt: timestamp("due_at", { withTimezone: true }),
    assignedBy: text("assigned_by").references(() => user.id, { onDelete: "set null" }),
    /** When the leaders were told that everyone finished or the due date passed: once. */
    leadersNotifiedAt: timestamp("leaders_notified_at", { withTimezone: true }),
    /** When a leader mailed the members who had not started it: once per assignment. */
    membersRemindedAt: timestamp("members_reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("group_assignment_source_check", sql`(${t.quizId} is null) <> (${t.customQuizId} is null)`),
    check("group_assignment_due_check", sql`(${t.dueDate} is null) = (${t.dueAt} is null)`),
    uniqueIndex("group_assignment_quiz_unique").on(t.groupId, t.quizId).where(sql`${t.quizId} is not null`),
    uniqueIndex("group_assignment_custom_unique").on(t.groupId, t.customQuizId).where(sql`${t.customQuizId} is not null`),
    index("group_assignment_quiz_idx").on(t.quizId),
    index("group_assignment_due_idx").on(t.dueAt).where(sql`${t.leadersNotifiedAt} is null and ${t.dueAt} is not null`),
  ],
);
