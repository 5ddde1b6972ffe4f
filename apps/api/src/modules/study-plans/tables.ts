/**
 * Study plans a member follows (docs/architecture.md §4 'Study'). The plans themselves are code
 * (packages/domain/src/study-plans.ts); these rows are who follows which, and the days done.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";

/** A member following a plan. One at a time: starting another ends this one (`ended_at`), leaving ends it too. */
export const studyPlanFollow = pgTable(
  "study_plan_follow",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** A slug of STUDY_PLANS. */
    planSlug: text("plan_slug").notNull(),
    /** The member's local day it was started. */
    startedOn: date("started_on").notNull(),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("study_plan_follow_open_unique").on(t.userId).where(sql`${t.endedAt} is null`)],
);

/** A day of a followed plan marked done, on the member's local day `done_on` (one plan day per local day). */
export const studyPlanDay = pgTable(
  "study_plan_day",
  {
    followId: text("follow_id")
      .notNull()
      .references(() => studyPlanFollow.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    doneOn: date("done_on").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followId, t.day] }),
    uniqueIndex("study_plan_day_done_on_unique").on(t.followId, t.doneOn),
    check("study_plan_day_day_check", sql`${t.day} >= 1`),
  ],
);
