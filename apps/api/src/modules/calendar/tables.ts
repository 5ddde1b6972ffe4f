/**
 * Personal calendar feeds (docs/architecture.md §4 'Calendar feed').
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";

/**
 * A member's personal calendar feed (/calendar/{token}.ics). The token is this salt followed by an
 * HMAC of the member and the salt under the server's secret (modules/calendar/feed-token.ts), so
 * Settings can show the same link again while the table alone cannot open a feed; a new salt
 * replaces the old and with it the old link.
 */
export const calendarFeed = pgTable(
  "calendar_feed",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    salt: text("salt").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_feed_salt_idx").on(t.salt)],
);
