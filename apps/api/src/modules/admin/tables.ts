/**
 * The feature flags an admin turns on and off.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "../../db/columns.ts";

export const featureFlag = pgTable("feature_flag", {
  key: text("key").primaryKey(),
  value: boolean("value").notNull().default(false),
  updatedAt: updatedAt(),
});
