/**
 * The reminder mail queue (docs/architecture.md §4 'Reminders').
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";

/**
 * The reminder mail queue: one row per mail, its `key` unique (kind, occasion, member), so a mail is
 * queued once however many instances and restarts queue it. Senders take due rows with
 * `for update skip locked` and lease them (`locked_until`); a sent row keeps `sent_at`.
 */
export const mailJob = pgTable(
  "mail_job",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    tries: smallint("tries").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the mail is given up on (the member opted out meanwhile, or it failed too often). */
    droppedAt: timestamp("dropped_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mail_job_key_idx").on(t.key),
    // In the senders' order (run_after, id): a batch reads its 50 rows off the index instead of sorting every due row.
    index("mail_job_due_idx").on(t.runAfter, t.id).where(sql`${t.sentAt} is null and ${t.droppedAt} is null`),
    check("mail_job_kind_check", sql`${t.kind} in ('event_open', 'last_call', 'weekly_summary', 'assignment', 'study_plan')`),
  ],
);
