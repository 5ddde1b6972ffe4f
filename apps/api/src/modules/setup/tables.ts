/**
 * The one-time link that creates the first administrator.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";

/** The one-time link that creates the first administrator (docs/security.md 8). */
export const setupToken = pgTable("setup_token", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: createdAt(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
