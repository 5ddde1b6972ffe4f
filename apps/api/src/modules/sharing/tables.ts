/**
 * Shared results and their drawn cards (docs/architecture.md §4 'Sharing').
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "../../db/columns.ts";
import { attempt } from "../attempts/tables.ts";
import { user } from "../auth/tables.ts";

/** A result its member chose to share at /r/{code}: name, quiz, score, place and date, never the answers. */
export const resultShare = pgTable(
  "result_share",
  {
    code: text("code").primaryKey(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => attempt.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("result_share_attempt_idx").on(t.attemptId)],
);

/**
 * A drawn share card (docs/architecture.md §4 'Sharing'), one per page: a shared result's
 * (`result`) or a certificate's (`certificate`) by its code. `content_hash` is the SHA-256 of what
 * is drawn on it and of the renderer's version: a row whose hash differs from the page's content
 * now is drawn again and replaced. Kept here so a card is drawn once across restarts and
 * instances; a row of a stopped share or a revoked certificate is never served (the page is a 404
 * before its card is looked up).
 */
export const shareCardImage = pgTable(
  "share_card_image",
  {
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    contentHash: text("content_hash").notNull(),
    png: bytea("png").notNull(),
    renderedAt: timestamp("rendered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] }), check("share_card_image_kind_check", sql`${t.kind} in ('result', 'certificate')`)],
);
