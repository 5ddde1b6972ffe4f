/**
 * Page views counted per path and day.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Page views counted per path and day: one small row per path a day, not one per view. */
export const pageView = pgTable(
  "page_view",
  {
    path: text("path").notNull(),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] })],
);
