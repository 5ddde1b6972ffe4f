/**
 * Practice sessions (docs/architecture.md §4 'Study').
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";
import { question } from "../questions/tables.ts";

/**
 * A practice session: the member's choice of books, chapters and difficulty. A member has one open
 * session at a time; starting another ends it.
 */
export const practiceSession = pgTable(
  "practice_session",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Book slugs. */
    books: text("books").array().notNull(),
    /** Chapters of the one book chosen; empty for all. */
    chapters: integer("chapters").array().notNull().default(sql`'{}'::int[]`),
    /** 'any', 'easy', 'medium' or 'hard'. */
    difficulty: text("difficulty").notNull().default("any"),
    /**
     * The session's deck: every question of its choice, shuffled once at its first draw (null
     * before). A draw deals from `dealt` on, taking the first that is open now (docs/architecture.md
     * §4 'Study'): the rule is asked of a few rows, never of the whole choice.
     */
    deck: integer("deck").array(),
    /** How many of the deck's questions have been dealt (drawn, or passed over as in play). */
    dealt: integer("dealt").notNull().default(0),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("practice_session_open_unique").on(t.userId).where(sql`${t.endedAt} is null`),
    check("practice_session_difficulty_check", sql`${t.difficulty} in ('any', 'easy', 'medium', 'hard')`),
  ],
);

/**
 * A question drawn for practice, in the session's order. Drawn only from questions in play nowhere;
 * the key goes out with the answer's result. `day` is the member's local day of the draw: the free
 * allowance counts a day's draws (withdrawn ones aside).
 */
export const practiceItem = pgTable(
  "practice_item",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => practiceSession.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "cascade" }),
    /** The stored options in the order shown. */
    optionOrder: smallint("option_order").array().notNull(),
    day: date("day").notNull(),
    /** The stored option chosen; null until answered. */
    chosenIndex: smallint("chosen_index"),
    correct: boolean("correct"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Set when the question went into play before it was answered: taken out, not counted. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    uniqueIndex("practice_item_question_unique").on(t.sessionId, t.questionId),
    index("practice_item_day_idx").on(t.userId, t.day),
    check("practice_item_options_check", sql`cardinality(${t.optionOrder}) = 4`),
    check("practice_item_chosen_check", sql`${t.chosenIndex} between 0 and 3`),
  ],
);
