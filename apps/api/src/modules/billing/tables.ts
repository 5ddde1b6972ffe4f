/**
 * Payments: the provider's customers, subscriptions, checkouts and payments, and the local
 * test-mode provider's own records.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { user } from "../auth/tables.ts";
import { competition } from "../competitions/tables.ts";

/** A member's customer at the payment provider (created on their first checkout). */
export const billingCustomer = pgTable("billing_customer", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A member's Pro subscription as the provider last described it (re-read from the provider on
 * every event about it, so events arriving late or twice converge on the provider's state).
 */
export const subscription = pgTable(
  "subscription",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").notNull().unique(),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscription_user_idx").on(t.userId)],
);

/**
 * Every checkout the server started, with the price it set (docs/security.md 23): fulfilled at most
 * once (its id is the provider's checkout session id). An abandoned one stays open and changes nothing.
 */
export const checkout = pgTable(
  "checkout",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    competitionId: integer("competition_id").references(() => competition.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    /**
     * open → completed when a settled payment fulfils it; open → processing while a delayed method
     * settles (then completed or failed); open → expired when the provider's session lapses.
     */
    status: text("status").notNull().default("open"),
    /** The provider's page for this checkout, handed out again to a second click (docs/security.md 40). */
    url: text("url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("checkout_user_idx").on(t.userId),
    check("checkout_kind_check", sql`${t.kind} in ('pro', 'competition')`),
    check("checkout_status_check", sql`${t.status} in ('open', 'processing', 'completed', 'expired', 'failed')`),
    // One checkout under way per member and item: a second 'Join' or 'Upgrade' gets the first.
    uniqueIndex("checkout_one_open_unique").on(t.userId, t.kind, sql`coalesce(${t.competitionId}, 0)`).where(sql`${t.status} in ('open', 'processing')`),
  ],
);

/** A member's payments as the provider reported them: Pro invoices and competition entries. */
export const payment = pgTable(
  "payment",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(),
    /** The invoice (Pro) or payment intent (competition entry) at the provider. */
    providerRef: text("provider_ref").notNull().unique(),
    paymentIntentId: text("payment_intent_id"),
    receiptUrl: text("receipt_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payment_user_idx").on(t.userId, t.createdAt),
    index("payment_intent_idx").on(t.paymentIntentId),
    check("payment_kind_check", sql`${t.kind} in ('pro', 'competition')`),
    check("payment_status_check", sql`${t.status} in ('paid', 'failed', 'refunded')`),
  ],
);

/** Each payment-provider event id is processed once, in the same transaction as its effect. */
export const paymentEvent = pgTable("payment_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- the local test-mode payment provider

/**
 * What the local provider keeps in place of Stripe's servers (modules/billing/local-provider.ts):
 * its checkout and portal sessions, subscriptions and charges. Only used without STRIPE_SECRET_KEY.
 */
export const localPaySession = pgTable("local_pay_session", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull(),
  mode: text("mode"),
  description: text("description").notNull().default(""),
  amountCents: integer("amount_cents").notNull().default(0),
  metadata: jsonb("metadata").notNull().default({}),
  successUrl: text("success_url"),
  returnUrl: text("return_url").notNull(),
  status: text("status").notNull().default("open"),
  subscriptionId: text("subscription_id"),
  paymentIntentId: text("payment_intent_id"),
  createdAt: createdAt(),
});

export const localSubscription = pgTable("local_subscription", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  status: text("status").notNull(),
  metadata: jsonb("metadata").notNull().default({}),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  endedAt: timestamp("ended_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const localCharge = pgTable("local_charge", {
  id: text("id").primaryKey(),
  paymentIntentId: text("payment_intent_id").notNull().unique(),
  customerId: text("customer_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  /** The test card's fingerprint, as Stripe gives one per card number. */
  cardFingerprint: text("card_fingerprint"),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  createdAt: createdAt(),
});
