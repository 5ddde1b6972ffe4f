/**
 * Memory verses learnt (docs/architecture.md §4 'Study').
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";

/** How far a member has come with a memory verse: steps passed (read, fill, letters, whole). */
export const memoryProgress = pgTable(
  "memory_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verseRef: text("verse_ref").notNull(),
    stepsDone: smallint("steps_done").notNull().default(0),
    learntAt: timestamp("learnt_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.verseRef] }), check("memory_progress_steps_check", sql`${t.stepsDone} between 0 and 4`)],
);
