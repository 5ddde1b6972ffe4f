import { z } from "zod";
import { PLANS } from "../account.ts";
import { displayText } from "../text.ts";

/** Berean Pro: $3.99 a month (the price the server charges; the browser never sends one). */
export const PRO_PRICE_CENTS = 399;
export const PRO_PRODUCT_NAME = "Berean Pro";
export const PRO_PAYMENT_DESCRIPTION = "Berean Pro, monthly";

/**
 * How long a checkout page stays payable at the provider (Stripe allows 30 minutes to 24 hours).
 * While it is open, a second 'Join' or 'Upgrade' hands out the same page (docs/security.md 40).
 */
export const CHECKOUT_OPEN_MINUTES = 60;
/** A second click gets the open page only with at least this long left to pay it; otherwise a fresh one. */
export const CHECKOUT_REUSE_MIN_MINUTES = 10;

/** Stripe's subscription statuses; the local provider uses the same. */
export const SUBSCRIPTION_STATUSES = ["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid", "paused"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * The statuses in which a subscription gives Pro (docs/security.md 25). `past_due` is a renewal that
 * failed and is being retried: the member keeps Pro and is told; `unpaid` and `canceled` end it.
 */
export const PRO_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ["active", "trialing", "past_due"];

export const PAYMENT_STATUSES = ["paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Formats cents as dollars: 399 → "$3.99". */
export function formatCents(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

export const PaymentSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  receiptUrl: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const BillingSubscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** When the paid period ends: the renewal date, or the end date once cancelled. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  endedAt: z.string().nullable(),
});
export type BillingSubscription = z.infer<typeof BillingSubscriptionSchema>;

/** GET /api/billing: the member's plan, subscription and payments. */
export const BillingSchema = z.object({
  plan: z.enum(PLANS),
  /** Which payment provider the server uses: Stripe, or the local test-mode provider. */
  provider: z.enum(["stripe", "local"]),
  proPriceCents: z.number().int(),
  subscription: BillingSubscriptionSchema.nullable(),
  payments: z.array(PaymentSchema),
});
export type Billing = z.infer<typeof BillingSchema>;

/** Where the browser goes next: the provider's checkout or portal page. */
export const RedirectSchema = z.object({ url: z.string() });
export type Redirect = z.infer<typeof RedirectSchema>;

// ---------------------------------------------------------------- the local test-mode provider's pages

export const LocalSessionParamsSchema = z.object({ sessionId: z.string().regex(/^(cs|bps)_local_[A-Za-z0-9]{24}$/, "Unknown session.") });

/** GET /api/local-pay/checkout/:sessionId: what the test checkout page shows. */
export const LocalCheckoutSchema = z.object({
  id: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  /** "month" for a subscription, null for a one-off payment. */
  interval: z.enum(["month"]).nullable(),
  email: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  cancelUrl: z.string(),
});
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>;

/** The test checkout's card form. Only test cards are accepted (the page lists them). */
export const LocalCardSchema = z.strictObject({
  cardNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Your card number is incomplete.")),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete."),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  name: displayText("The name on the card", 100).min(1, "Enter the name on the card."),
});
export type LocalCard = z.input<typeof LocalCardSchema>;

/**
 * The test cards of the local provider (the same numbers Stripe's test mode uses): two that pay
 * (a second card, as another person would use, has its own fingerprint) and one declined.
 */
export const LOCAL_TEST_CARDS = { succeeds: "4242424242424242", succeedsOther: "5555555555554444", declined: "4000000000000002" } as const;

const LocalSubscriptionIdSchema = z.string().regex(/^sub_local_[A-Za-z0-9]{24}$/, "Unknown subscription.");

/**
 * GET /api/local-pay/portal/:sessionId: the test portal's view of every subscription of the
 * customer, running ones first (as Stripe's portal shows them all: docs/security.md 40).
 */
export const LocalPortalSchema = z.object({
  email: z.string(),
  returnUrl: z.string(),
  subscriptions: z.array(BillingSubscriptionSchema.extend({ id: z.string() })),
});
export type LocalPortal = z.infer<typeof LocalPortalSchema>;

export const LOCAL_PORTAL_ACTIONS = ["cancel", "resume", "fail-renewal", "end-now"] as const;
export const LocalPortalActionSchema = z.strictObject({ subscriptionId: LocalSubscriptionIdSchema, action: z.enum(LOCAL_PORTAL_ACTIONS) });
export type LocalPortalAction = z.infer<typeof LocalPortalActionSchema>;
