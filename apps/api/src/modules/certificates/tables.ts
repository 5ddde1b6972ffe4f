/**
 * Certificates (docs/architecture.md §4 'Recognition').
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";
import { competition } from "../competitions/tables.ts";
import { liveEvent } from "../events/tables.ts";

/**
 * A certificate (docs/architecture.md §4 'Recognition'), issued the first time its holder asks, from a
 * stored final result: a podium place or participation in a closed Saturday event or a completed
 * competition. `code` (144 random bits, base64url) is its public verification key.
 */
export const certificate = pgTable(
  "certificate",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    eventId: integer("event_id").references(() => liveEvent.id, { onDelete: "cascade" }),
    competitionId: integer("competition_id").references(() => competition.id, { onDelete: "cascade" }),
    achievement: text("achievement").notNull(),
    rank: integer("rank").notNull(),
    ofN: integer("of_n").notNull(),
    score: integer("score").notNull(),
    /** 'points' (events, out of 100) or 'percent' (competitions). */
    scoreUnit: text("score_unit").notNull(),
    title: text("title").notNull(),
    awardedOn: date("awarded_on").notNull(),
    /** Set when the result behind it no longer stands (voided, or its entry refunded): the code then verifies as revoked. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("certificate_source_check", sql`(${t.eventId} is null) <> (${t.competitionId} is null)`),
    check("certificate_achievement_check", sql`${t.achievement} in ('first', 'second', 'third', 'participation')`),
    uniqueIndex("certificate_event_unique").on(t.userId, t.eventId),
    uniqueIndex("certificate_competition_unique").on(t.userId, t.competitionId),
  ],
);
