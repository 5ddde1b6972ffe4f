/**
 * The devotional reading streak.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { date, integer, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";

export const devotionalStreak = pgTable("devotional_streak", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  currentStreak: integer("current_streak").notNull().default(0),
  longestStreak: integer("longest_streak").notNull().default(0),
  totalDaysRead: integer("total_days_read").notNull().default(0),
  lastReadDate: date("last_read_date"),
  updatedAt: updatedAt(),
});
