/**
 * The review deck, scheduled with FSRS (docs/architecture.md §4 'Study').
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";
import { question } from "../questions/tables.ts";

/**
 * A card of a member's review deck, scheduled with FSRS (ts-fsrs): a question they missed in an
 * ended attempt, or a memory verse they learnt. The FSRS fields are the library's card.
 */
export const reviewCard = pgTable(
  "review_card",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** A question card follows its question: a deleted question takes its cards with it. */
    questionId: integer("question_id").references(() => question.id, { onDelete: "cascade" }),
    /** A memory verse card: the verse's reference as listed in content/memory-verses.json. */
    verseRef: text("verse_ref"),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull().default(0),
    difficulty: doublePrecision("difficulty").notNull().default(0),
    elapsedDays: integer("elapsed_days").notNull().default(0),
    scheduledDays: integer("scheduled_days").notNull().default(0),
    learningSteps: integer("learning_steps").notNull().default(0),
    reps: integer("reps").notNull().default(0),
    lapses: integer("lapses").notNull().default(0),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint("state").notNull().default(0),
    lastReview: timestamp("last_review", { withTimezone: true }),
    /** The stored options in the order of the current showing (question cards). */
    optionOrder: smallint("option_order").array(),
    shownAt: timestamp("shown_at", { withTimezone: true }),
    /** Set when the current showing was answered right: the member's rating (hard, good, easy) is awaited. */
    rightAt: timestamp("right_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("review_card_kind_check", sql`(${t.questionId} is null) <> (${t.verseRef} is null)`),
    uniqueIndex("review_card_question_unique").on(t.userId, t.questionId),
    uniqueIndex("review_card_verse_unique").on(t.userId, t.verseRef),
    index("review_card_due_idx").on(t.userId, t.due),
    index("review_card_question_idx").on(t.questionId),
  ],
);

/** Each rating of a card: the deck's history, and a study day for the streak. */
export const reviewLog = pgTable(
  "review_log",
  {
    id: serial("id").primaryKey(),
    cardId: integer("card_id")
      .notNull()
      .references(() => reviewCard.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** 'again', 'hard', 'good' or 'easy'. */
    rating: text("rating").notNull(),
    correct: boolean("correct").notNull(),
    /** The card's state before this review, and the due it was given. */
    state: smallint("state").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("review_log_user_idx").on(t.userId, t.reviewedAt), check("review_log_rating_check", sql`${t.rating} in ('again', 'hard', 'good', 'easy')`)],
);
