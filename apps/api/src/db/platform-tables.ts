/**
 * The platform's tables: written by the code under lib/ and db/ that every feature calls (Better
 * Auth's rate-limit counters, the mail throttle and outbox, the server's own secrets, the audit
 * log), never by a feature's own code. db/schema.ts gathers them with every feature's tables.
 */
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { user } from "../modules/auth/tables.ts";

/** Better Auth's rate-limit counters, shared by every API instance. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * When a mail of one kind last went to one address (the key holds a hash of the address, never
 * the address): mail that anyone can cause to be sent, such as 'you already have an account',
 * goes at most once an hour to an address, across instances and restarts.
 */
export const mailThrottle = pgTable("mail_throttle", {
  key: text("key").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
});

/** Secrets the server generates for itself on first start (the auth secret when none is configured). */
export const appSecret = pgTable("app_secret", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Mail that would have gone out, when no SMTP server is configured (read at /dev/mailbox). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Extra headers the mail carried (List-Unsubscribe and List-Unsubscribe-Post on reminders). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);
