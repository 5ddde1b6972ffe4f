/**
 * Custom quizzes built from the bank, and the groups they are shared with.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";
import { memberGroup } from "../groups/tables.ts";
import { question } from "../questions/tables.ts";

/** A quiz a Pro member or a group leader builds from the bank: private, or shared with their groups. */
export const customQuiz = pgTable(
  "custom_quiz",
  {
    id: serial("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("custom_quiz_title_check", sql`length(trim(${t.title})) > 0`), index("custom_quiz_owner_idx").on(t.ownerId)],
);

/** A custom quiz's questions, in the order the sheet prints them (5 to 25). */
export const customQuizQuestion = pgTable(
  "custom_quiz_question",
  {
    customQuizId: integer("custom_quiz_id")
      .notNull()
      .references(() => customQuiz.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "cascade" }),
    orderIndex: integer("order_index").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customQuizId, t.questionId] }),
    uniqueIndex("custom_quiz_question_order_unique").on(t.customQuizId, t.orderIndex),
    index("custom_quiz_question_question_idx").on(t.questionId),
  ],
);

/** The groups a custom quiz is shared with; none: private to its owner. */
export const customQuizGroup = pgTable(
  "custom_quiz_group",
  {
    customQuizId: integer("custom_quiz_id")
      .notNull()
      .references(() => customQuiz.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => memberGroup.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.customQuizId, t.groupId] }), index("custom_quiz_group_group_idx").on(t.groupId)],
);
