/**
 * The question bank and the sealed supply of events and competitions.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";

export const question = pgTable(
  "question",
  {
    id: serial("id").primaryKey(),
    /** The stable id from content/questions (null for questions uploaded or written by admins). */
    contentKey: text("content_key").unique(),
    question: text("question").notNull(),
    optionA: text("option_a").notNull(),
    optionB: text("option_b").notNull(),
    optionC: text("option_c").notNull(),
    optionD: text("option_d").notNull(),
    correctIndex: smallint("correct_index").notNull(),
    book: text("book"),
    /**
     * The language it is written in (docs/architecture.md §9): the English bank cites the KJV, the
     * Spanish the Reina-Valera 1909 (content/es). Each language's pages, practice and quizzes ask its own.
     */
    locale: text("locale").notNull().default("en"),
    topics: text("topics").array().notNull().default(sql`'{}'::text[]`),
    difficulty: text("difficulty").notNull().default("medium"),
    reference: text("reference"),
    /**
     * The passages the question cites beyond `reference`, in order (a cross-reference question's other
     * end): shown with it wherever the answer is (docs/architecture.md §5 'Content'). Empty for most.
     */
    furtherReferences: text("further_references").array().notNull().default(sql`'{}'::text[]`),
    explanation: text("explanation"),
    /**
     * The sealed supply of the Saturday event and competitions (docs/architecture.md §4 'Sealed and
     * open'; domain mayDisclose): no key, mark or score from it reaches anyone but an administrator
     * until `reveals_at`. Otherwise a question is `pool` while a quiz's pool holds it (quiz_question),
     * and `open`. Set when a sealed pack is imported (modules/questions).
     */
    sealed: boolean("sealed").notNull().default(false),
    /** The sealed pack it was imported from ('sample' for the repository's public sample); null for the bank. */
    pack: text("pack"),
    /**
     * When a sealed question becomes open, for good: its event's close (set when the event draws
     * it), or the moment its competition could take no more answers. Null while it is unused supply.
     */
    revealsAt: timestamp("reveals_at", { withTimezone: true }),
    /**
     * The leader who wrote it for their own custom quizzes: a private question (domain mayDisclose),
     * for good. It never joins the bank, a pool, the sealed supply, boards or events, and it goes
     * with its author's account. Null for the bank's questions.
     */
    authorId: text("author_id").references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("question_correct_index_check", sql`${t.correctIndex} between 0 and 3`),
    // The sealed supply that events and competitions draw from: sealed and never used.
    index("question_sealed_supply_idx").on(t.id).where(sql`${t.sealed} and ${t.revealsAt} is null`),
    check("question_difficulty_check", sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    index("question_book_idx").on(t.book),
    check("question_locale_check", sql`${t.locale} in ('en', 'es')`),
    // A leader's own questions, listed in their builder.
    index("question_author_idx").on(t.authorId).where(sql`${t.authorId} is not null`),
    check("question_private_not_sealed_check", sql`${t.authorId} is null or not ${t.sealed}`),
  ],
);
