/**
 * Help: the contact page's messages to the admins' inbox.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";

/**
 * A message sent from the contact page (by a visitor or a member) to the admins' inbox. A Pro
 * member's message is marked priority; an admin's reply goes out by mail and marks it answered.
 */
export const contactMessage = pgTable(
  "contact_message",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    priority: boolean("priority").notNull().default(false),
    status: text("status").notNull().default("open"),
    reply: text("reply"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_message_status_check", sql`${t.status} in ('open', 'answered')`),
    index("contact_message_inbox_idx").on(t.status, t.priority, t.createdAt),
  ],
);
