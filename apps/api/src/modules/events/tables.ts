/**
 * The Saturday live events (docs/architecture.md §4 'The Saturday live event').
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { question } from "../questions/tables.ts";

/**
 * One Saturday live event (docs/architecture.md §4 'The Saturday live event'): its window in the site's time zone and the seed its
 * 25 questions were drawn from when it opened; the same set for every member.
 */
export const liveEvent = pgTable(
  "live_event",
  {
    id: serial("id").primaryKey(),
    /** The Saturday (in APP_TIMEZONE) that names the event and seeds its draw. */
    eventDate: date("event_date").notNull().unique(),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    seed: text("seed").notNull(),
    /**
     * When its results went onto the site's boards: at its close, by the sweep (docs/architecture.md
     * §4 'Sealed and open'), never before; null until then.
     */
    boardedAt: timestamp("boarded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("live_event_window_check", sql`${t.closesAt} > ${t.opensAt}`),
    // The closed events whose results the sweep has still to put on the boards.
    index("live_event_unboarded_idx").on(t.closesAt).where(sql`${t.boardedAt} is null`),
  ],
);

export const liveEventQuestion = pgTable(
  "live_event_question",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => liveEvent.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.position] }),
    uniqueIndex("live_event_question_unique").on(t.eventId, t.questionId),
    index("live_event_question_question_idx").on(t.questionId),
  ],
);
