/**
 * The site's boards, kept up to date as attempts finish.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "../auth/tables.ts";

/**
 * A member's best finished attempt of one UTC day, and how many they finished that day: the
 * source the week and month boards are rebuilt from when days leave their window.
 */
export const leaderboardDay = pgTable(
  "leaderboard_day",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    score: integer("score").notNull(),
    secondsUsed: integer("seconds_used").notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("leaderboard_day_day_idx").on(t.day)],
);

/**
 * Each board's best result per member ('week', 'month', 'all'), kept up to date when an attempt
 * finishes, so a read takes the top 10 from an index instead of scanning attempts.
 */
export const leaderboardEntry = pgTable(
  "leaderboard_entry",
  {
    board: text("board").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    secondsUsed: integer("seconds_used").notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.userId] }),
    index("leaderboard_entry_rank_idx").on(t.board, t.score.desc(), t.secondsUsed, t.finishedAt, t.userId),
    check("leaderboard_entry_board_check", sql`${t.board} in ('week', 'month', 'all')`),
  ],
);

/** How many members of a board have each best score: a rank is a sum over a few hundred rows at most. */
export const leaderboardScore = pgTable(
  "leaderboard_score",
  {
    board: text("board").notNull(),
    score: integer("score").notNull(),
    members: integer("members").notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.score] }), check("leaderboard_score_members_check", sql`${t.members} >= 0`)],
);

/** The first day each windowed board currently covers; moving it forward rebuilds the members whose days left. */
export const leaderboardBoard = pgTable("leaderboard_board", {
  board: text("board").primaryKey(),
  startDay: date("start_day").notNull(),
});
