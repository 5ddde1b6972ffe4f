/**
 * The quizzes and their pools of questions.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { question } from "../questions/tables.ts";

export const quiz = pgTable(
  "quiz",
  {
    id: serial("id").primaryKey(),
    contentKey: text("content_key").unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    difficulty: text("difficulty").notNull().default("medium"),
    status: text("status").notNull().default("active"),
    /** Early access: Pro members alone may start it until then (docs/architecture.md §4 'Pro upgrade'); null, open to all. */
    opensToAllAt: timestamp("opens_to_all_at", { withTimezone: true }),
    /** The recurring weekly event quiz: once per member per week instead of once ever. */
    isWeekly: boolean("is_weekly").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    category: text("category"),
    book: text("book"),
    /** The language it is written in (docs/architecture.md §9): members are offered their own language's quizzes. */
    locale: text("locale").notNull().default("en"),
    /**
     * A church season's quiz (advent, lent, pentecost): active only inside the season's window, archived
     * after it (docs/architecture.md §4 'Seasonal quizzes'). Null for every other quiz.
     */
    season: text("season"),
    createdAt: createdAt(),
  },
  (t) => [
    check("quiz_season_check", sql`${t.season} in ('advent', 'lent', 'pentecost')`),
    check("quiz_status_check", sql`${t.status} in ('active', 'draft', 'archived')`),
    check("quiz_locale_check", sql`${t.locale} in ('en', 'es')`),
    check("quiz_difficulty_check", sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    check("quiz_title_check", sql`length(trim(${t.title})) > 0`),
    index("quiz_book_idx").on(t.book),
  ],
);

export const quizQuestion = pgTable(
  "quiz_question",
  {
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quiz.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "cascade" }),
    orderIndex: integer("order_index").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.questionId] }),
    uniqueIndex("quiz_question_order_unique").on(t.quizId, t.orderIndex),
    index("quiz_question_question_idx").on(t.questionId),
  ],
);
