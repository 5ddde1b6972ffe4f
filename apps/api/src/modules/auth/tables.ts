/**
 * The member's account (Better Auth) and its sessions, written by modules/auth/accounts.ts.
 * Any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";

/** A member's account and profile in one row (`profiles` in docs/product.md part 1 §3). */
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("user"),
    plan: text("plan").notNull().default("free"),
    timezone: text("timezone").notNull().default("UTC"),
    /** The language the member reads Berean in (docs/architecture.md §9): pages, mails, certificates. */
    locale: text("locale").notNull().default("en"),
    /** The English text shown beside an English question's verse: the KJV it cites, or the World English Bible (§9). */
    readingText: text("reading_text").notNull().default("kjv"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_email_unique").on(sql`lower(${t.email})`),
    check("user_role_check", sql`${t.role} in ('user', 'admin')`),
    check("user_plan_check", sql`${t.plan} in ('free', 'pro')`),
    check("user_locale_check", sql`${t.locale} in ('en', 'es')`),
    check("user_reading_text_check", sql`${t.readingText} in ('kjv', 'web')`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Email-verification links are stateless tokens; this makes each one single-use. */
export const consumedEmailToken = pgTable("consumed_email_token", {
  tokenHash: text("token_hash").primaryKey(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }).notNull().defaultNow(),
});
