/**
 * Groups (docs/architecture.md §4 'Groups') and their members.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";

/** A church, a youth group, a class or a league: its members play together and see their own boards. */
export const memberGroup = pgTable(
  "member_group",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    church: text("church"),
    city: text("city"),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The invite link's code (`/join/{code}`); null while the leaders have turned the link off. */
    inviteCode: text("invite_code").unique(),
    /** The zone the group's due dates are days of (the owner's at creation). */
    timezone: text("timezone").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("member_group_name_check", sql`length(trim(${t.name})) > 0`), index("member_group_owner_idx").on(t.ownerId)],
);

/** Who belongs to a group and as what: its one owner, co-leaders ('leader') and members. */
export const groupMember = pgTable(
  "group_member",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => memberGroup.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index("group_member_user_idx").on(t.userId),
    check("group_member_role_check", sql`${t.role} in ('owner', 'leader', 'member')`),
    uniqueIndex("group_member_one_owner").on(t.groupId).where(sql`${t.role} = 'owner'`),
  ],
);
