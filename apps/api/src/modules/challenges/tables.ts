/**
 * Answer challenges (docs/architecture.md §4 'Answer challenges').
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { attempt } from "../attempts/tables.ts";
import { user } from "../auth/tables.ts";
import { question } from "../questions/tables.ts";

/**
 * A doubt about a question's key (docs/architecture.md §4 'Answer challenges'): raised by a member from a
 * result, once per question, or by item analysis when a question's statistics look wrong. Every
 * open challenge of a question is resolved together: rejected with a note, or the question corrected.
 */
export const questionChallenge = pgTable(
  "question_challenge",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "cascade" }),
    /** The member who raised it; null when item analysis did. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    attemptId: integer("attempt_id").references(() => attempt.id, { onDelete: "set null" }),
    source: text("source").notNull().default("member"),
    reason: text("reason").notNull(),
    proposedReference: text("proposed_reference"),
    status: text("status").notNull().default("open"),
    note: text("note"),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("question_challenge_source_check", sql`${t.source} in ('member', 'analysis')`),
    check("question_challenge_status_check", sql`${t.status} in ('open', 'rejected', 'corrected')`),
    check("question_challenge_member_check", sql`(${t.source} = 'member') = (${t.userId} is not null)`),
    // Once per member per question; item analysis flags a question once.
    uniqueIndex("question_challenge_member_unique").on(t.questionId, t.userId),
    uniqueIndex("question_challenge_analysis_unique").on(t.questionId).where(sql`${t.source} = 'analysis'`),
    index("question_challenge_open_idx").on(t.status, t.createdAt),
  ],
);
