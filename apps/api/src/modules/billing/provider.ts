import type { SubscriptionStatus } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";

/**
 * The payments layer (docs/architecture.md §4 'Pro upgrade', 'Local providers'): one interface, two providers
 * chosen at start. Stripe with STRIPE_SECRET_KEY; otherwise the local test-mode provider, which
 * keeps its state in Berean's own database and signs its events exactly as Stripe does, so both
 * go through the same webhook and the same fulfilment (webhook.ts).
 */
export interface PaymentProvider {
  readonly name: "stripe" | "local";
  /** The provider's customer for a member (made on their first checkout, then kept). */
  createCustomer(member: { id: string; email: string; fullName: string }): Promise<string>;
  /** A hosted checkout page, payable until `expiresAt`; the price is always the server's (docs/security.md 23). */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string; expiresAt: Date }>;
  /**
   * Closes a checkout page so that it can no longer be paid. 'complete' when it was paid first
   * (its events are on their way); 'expired' when it is closed now or was already.
   */
  expireCheckout(id: string): Promise<"expired" | "complete">;
  /** Where a member manages or cancels their subscription. */
  createPortal(request: { userId: string; customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * The subscription as the provider holds it now (events may arrive late or twice: their own
   * copy is not trusted). `db` is the transaction the caller holds (the local provider reads it).
   */
  retrieveSubscription(id: string, db: DbOrTx): Promise<SubscriptionState | null>;
  /**
   * The fingerprint of the card that paid (the same card number gives the same fingerprint), for
   * the prize review's signals; null when the method was not a card or the provider cannot say.
   */
  cardFingerprint(paymentIntentId: string, db: DbOrTx): Promise<string | null>;
  /** Refunds a one-off payment in full (a competition entry). */
  refund(paymentIntentId: string): Promise<void>;
  /** Ends a subscription now, without proration; false when it had already ended. */
  cancelSubscription(id: string): Promise<boolean>;
  /** Refunds a subscription's latest paid invoice in full; null when it has none. */
  refundSubscription(id: string): Promise<SubscriptionRefund | null>;
  /** The event a webhook request carries, once its signature and timestamp check out; rejects otherwise. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent>;
}

export interface CheckoutRequest {
  kind: "pro" | "competition";
  userId: string;
  customerId: string;
  /** A subscription to Pro at the configured price, or a one-off payment of amountCents. */
  mode: "subscription" | "payment";
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** When the page stops taking payment (now + CHECKOUT_OPEN_MINUTES). */
  expiresAt: Date;
}

/** A refunded subscription payment, as Berean records it on the member's billing page. */
export interface SubscriptionRefund {
  invoiceId: string;
  paymentIntentId: string | null;
  amountCents: number;
  currency: string;
}

export interface SubscriptionState {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  metadata: Record<string, string>;
}

/** An event as Stripe sends it (the fields fulfilment reads). */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/** Events older than this are refused (Stripe's own default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's SDK (its webhook signing), loaded on first use: it is 15 MB of memory that a server
 * which has not yet taken a payment does not need (issue 9's idle-memory budget).
 */
let sdk: Promise<typeof import("stripe").default> | null = null;
export function loadStripe(): Promise<typeof import("stripe").default> {
  sdk ??= import("stripe").then((module) => module.default);
  return sdk;
}

/** Checks a Stripe-Signature header over the raw body with the endpoint's secret (both providers). */
export async function verifyStripeSignature(rawBody: Buffer, signature: string | undefined, secret: string): Promise<ProviderEvent> {
  if (!signature) throw new Error("No Stripe-Signature header.");
  const Stripe = await loadStripe();
  return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS) as unknown as ProviderEvent;
}

/** Signs a payload as Stripe signs its webhook requests (the local provider). */
export async function signAsStripe(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): Promise<string> {
  const Stripe = await loadStripe();
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
