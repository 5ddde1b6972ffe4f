import { createHash, randomBytes } from "node:crypto";
import { addMinutes, addMonths } from "date-fns";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import {
  CHECKOUT_OPEN_MINUTES,
  LOCAL_TEST_CARDS,
  PRO_PAYMENT_DESCRIPTION,
  PRO_PRICE_CENTS,
  PRO_SUBSCRIPTION_STATUSES,
  type LocalCard,
  type LocalCheckout,
  type LocalPortal,
  type LocalPortalAction,
  type SubscriptionStatus,
} from "@berean/domain";
import type { Db, DbOrTx } from "../../db/client.ts";
import { localCharge, localPaySession, localSubscription, user } from "../../db/schema.ts";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors.ts";
import { signAsStripe, verifyStripeSignature, type PaymentProvider, type ProviderEvent, type SubscriptionState } from "./provider.ts";

/** Hands a signed event to Berean's own webhook endpoint; resolves with the endpoint's status. */
export type Deliver = (payload: string, signature: string) => Promise<number>;

export interface LocalProvider extends PaymentProvider {
  readonly name: "local";
  /** Set once the app's routes exist: events go through the real webhook route. */
  deliverWith(deliver: Deliver): void;
  checkoutView(sessionId: string, userId: string): Promise<LocalCheckout>;
  /** Pays a checkout with a test card; returns where the browser goes next. */
  pay(sessionId: string, userId: string, card: LocalCard & { cardNumber: string }): Promise<{ url: string }>;
  portalView(sessionId: string, userId: string): Promise<LocalPortal>;
  portalAction(sessionId: string, userId: string, request: LocalPortalAction): Promise<LocalPortal>;
}

const localId = (prefix: string) => `${prefix}_local_${randomBytes(18).toString("base64url").replace(/[-_]/g, "").padEnd(24, "0").slice(0, 24)}`;
const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);
/** A subscription's first invoice is paid by a charge whose payment intent shares the invoice's suffix. */
const invoiceOfIntent = (paymentIntentId: string) => paymentIntentId.replace(/^pi_/, "in_");

type PaySessionRow = typeof localPaySession.$inferSelect;
/** A checkout page lapses CHECKOUT_OPEN_MINUTES after it was made, as Stripe's sessions do at their `expires_at`. */
const lapsesAt = (session: PaySessionRow) => addMinutes(session.createdAt, CHECKOUT_OPEN_MINUTES);
const isExpired = (session: PaySessionRow, now: Date) =>
  session.status === "expired" || (session.status === "open" && lapsesAt(session).getTime() <= now.getTime());

/** The card number's check digit (Luhn), as a card form checks it before anything is sent. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card's fingerprint as Stripe gives one: the same number, the same fingerprint; the number itself is not kept. */
const fingerprintOf = (cardNumber: string) => createHash("sha256").update(`berean-local-card:${cardNumber}`).digest("base64url").slice(0, 16);

/** Refuses what a card form refuses; only the two test cards get further (SECURITY: no real card data is ever taken). */
function checkCard(card: { cardNumber: string; expiry: string }, now: Date): void {
  if (!luhnValid(card.cardNumber)) throw badRequest("Your card number is invalid.", { cardNumber: "Your card number is invalid." });
  const [month, year] = card.expiry.split("/").map((part) => Number(part.trim()));
  const expires = new Date(Date.UTC(2000 + year!, month!, 1)); // the first moment after the expiry month
  if (expires.getTime() <= now.getTime())
    throw badRequest("Your card's expiration date is in the past.", { expiry: "Your card's expiration date is in the past." });
  if (card.cardNumber === LOCAL_TEST_CARDS.declined) throw new AppError(402, "CARD_DECLINED", "Your card was declined.");
  if (card.cardNumber !== LOCAL_TEST_CARDS.succeeds && card.cardNumber !== LOCAL_TEST_CARDS.succeedsOther) {
    const message = "In test mode, pay with the test card 4242 4242 4242 4242.";
    throw badRequest(message, { cardNumber: message });
  }
}

type SubscriptionRow = typeof localSubscription.$inferSelect;

function subscriptionObject(row: SubscriptionRow) {
  return {
    id: row.id,
    object: "subscription",
    customer: row.customerId,
    status: row.status,
    current_period_start: seconds(row.currentPeriodStart),
    current_period_end: seconds(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    ended_at: seconds(row.endedAt),
    metadata: row.metadata,
  };
}

function invoiceObject(row: SubscriptionRow, status: "paid" | "open", paymentIntentId = localId("pi")) {
  return {
    id: invoiceOfIntent(paymentIntentId),
    object: "invoice",
    customer: row.customerId,
    subscription: row.id,
    status,
    amount_due: PRO_PRICE_CENTS,
    amount_paid: status === "paid" ? PRO_PRICE_CENTS : 0,
    currency: "usd",
    description: PRO_PAYMENT_DESCRIPTION,
    hosted_invoice_url: null,
    payment_intent: paymentIntentId,
    created: seconds(new Date()),
  };
}

function presentSubscription(row: SubscriptionRow): LocalPortal["subscriptions"][number] {
  return {
    id: row.id,
    status: row.status as SubscriptionStatus,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/**
 * The local test-mode provider (docs/architecture.md §4 'Local providers'): what `npm start` uses without
 * STRIPE_SECRET_KEY. Its checkout and portal are Berean pages marked TEST MODE
 * (/checkout/local/…); its 'servers' are the local_* tables; it signs each event exactly as
 * Stripe does and posts it to Berean's own webhook, so fulfilment is the code Stripe's events run.
 * The server refuses to start on it with NODE_ENV=production (config.ts).
 */
export function createLocalProvider(options: { db: Db; appUrl: string; webhookSecret: string; log: { error(obj: object, msg: string): void } }): LocalProvider {
  const { db, appUrl, webhookSecret } = options;
  let deliver: Deliver | null = null;

  async function send(type: string, object: Record<string, unknown>): Promise<void> {
    if (!deliver) throw new Error("The local payment provider has no webhook to deliver to.");
    const event: ProviderEvent & { object: string; livemode: boolean } = {
      id: localId("evt"),
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const status = await deliver(payload, await signAsStripe(payload, webhookSecret));
    // Stripe would retry; here the member is told and can try again (nothing was half-applied:
    // fulfilment is one transaction, and a repeated event does nothing).
    if (status !== 200) {
      options.log.error({ event: "payment.local_delivery_failed", type, status }, "the local payment provider could not deliver an event");
      throw new AppError(502, "PAYMENT_NOT_CONFIRMED", "The payment went through but could not be confirmed yet. Please try again.");
    }
  }

  async function ownSession(sessionId: string, userId: string, kind: "checkout" | "portal") {
    const [row] = await db
      .select()
      .from(localPaySession)
      .where(and(eq(localPaySession.id, sessionId), eq(localPaySession.kind, kind), eq(localPaySession.userId, userId)));
    if (!row) throw notFound(kind === "checkout" ? "This checkout does not exist." : "This billing session does not exist.");
    return row;
  }

  /** Every subscription of the customer, those still giving Pro first, then the newest (as Stripe's portal lists them all). */
  async function customerSubscriptions(customerId: string) {
    const running = sql`case when ${localSubscription.status} in (${sql.join(
      PRO_SUBSCRIPTION_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}) then 0 else 1 end`;
    return db
      .select()
      .from(localSubscription)
      .where(eq(localSubscription.customerId, customerId))
      .orderBy(running, desc(localSubscription.createdAt), desc(localSubscription.id));
  }

  async function portalView(sessionId: string, userId: string): Promise<LocalPortal> {
    const session = await ownSession(sessionId, userId, "portal");
    const [member] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    return {
      email: member?.email ?? "",
      returnUrl: session.returnUrl,
      subscriptions: (await customerSubscriptions(session.customerId)).map(presentSubscription),
    };
  }

  async function refund(paymentIntentId: string) {
    const [charge] = await db.update(localCharge).set({ refundedAt: new Date() }).where(eq(localCharge.paymentIntentId, paymentIntentId)).returning();
    if (!charge) throw notFound("No such payment.");
    await send("charge.refunded", {
      id: charge.id,
      object: "charge",
      customer: charge.customerId,
      payment_intent: charge.paymentIntentId,
      amount: charge.amountCents,
      amount_refunded: charge.amountCents,
      refunded: true,
      currency: "usd",
    });
    return charge;
  }

  return {
    name: "local" as const,

    deliverWith(fn) {
      deliver = fn;
    },

    async createCustomer() {
      return localId("cus");
    },

    async createCheckout(request) {
      const id = localId("cs");
      const [session] = await db
        .insert(localPaySession)
        .values({
          id,
          kind: "checkout",
          userId: request.userId,
          customerId: request.customerId,
          mode: request.mode,
          description: request.description,
          amountCents: request.amountCents,
          metadata: request.metadata,
          successUrl: request.successUrl,
          returnUrl: request.cancelUrl,
          // The server's clock, as every time Berean keeps (it decides when the page lapses), not the database's.
          createdAt: new Date(),
        })
        .returning();
      return { id, url: `${appUrl}/checkout/local/${id}`, expiresAt: lapsesAt(session!) };
    },

    async expireCheckout(id) {
      const [closed] = await db
        .update(localPaySession)
        .set({ status: "expired" })
        .where(and(eq(localPaySession.id, id), eq(localPaySession.kind, "checkout"), eq(localPaySession.status, "open")))
        .returning({ id: localPaySession.id });
      if (closed) return "expired";
      const [row] = await db.select({ status: localPaySession.status }).from(localPaySession).where(eq(localPaySession.id, id));
      return row?.status === "complete" ? "complete" : "expired";
    },

    async createPortal({ userId, customerId, returnUrl }) {
      const id = localId("bps");
      await db.insert(localPaySession).values({ id, kind: "portal", userId, customerId, returnUrl });
      return { url: `${appUrl}/checkout/local/portal/${id}` };
    },

    async retrieveSubscription(id: string, tx: DbOrTx): Promise<SubscriptionState | null> {
      const [row] = await tx.select().from(localSubscription).where(eq(localSubscription.id, id));
      if (!row) return null;
      return {
        id: row.id,
        customerId: row.customerId,
        status: row.status as SubscriptionStatus,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        endedAt: row.endedAt,
        metadata: row.metadata as Record<string, string>,
      };
    },

    async cardFingerprint(paymentIntentId, tx) {
      const [charge] = await tx.select({ fingerprint: localCharge.cardFingerprint }).from(localCharge).where(eq(localCharge.paymentIntentId, paymentIntentId));
      return charge?.fingerprint ?? null;
    },

    async refund(paymentIntentId) {
      await refund(paymentIntentId);
    },

    async cancelSubscription(id) {
      const [ended] = await db
        .update(localSubscription)
        .set({ status: "canceled", endedAt: new Date(), cancelAtPeriodEnd: false })
        .where(and(eq(localSubscription.id, id), ne(localSubscription.status, "canceled")))
        .returning();
      if (!ended) return false;
      await send("customer.subscription.deleted", subscriptionObject(ended));
      return true;
    },

    async refundSubscription(id) {
      const [session] = await db
        .select({ paymentIntentId: localPaySession.paymentIntentId })
        .from(localPaySession)
        .where(eq(localPaySession.subscriptionId, id));
      if (!session?.paymentIntentId) return null;
      const charge = await refund(session.paymentIntentId);
      return { invoiceId: invoiceOfIntent(charge.paymentIntentId), paymentIntentId: charge.paymentIntentId, amountCents: charge.amountCents, currency: "usd" };
    },

    verifyEvent(rawBody, signature) {
      return verifyStripeSignature(rawBody, signature, webhookSecret);
    },

    async checkoutView(sessionId, userId) {
      const session = await ownSession(sessionId, userId, "checkout");
      const [member] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      return {
        id: session.id,
        description: session.description,
        amountCents: session.amountCents,
        interval: session.mode === "subscription" ? "month" : null,
        email: member?.email ?? "",
        status: session.status === "complete" ? "complete" : isExpired(session, new Date()) ? "expired" : "open",
        cancelUrl: session.returnUrl,
      };
    },

    async pay(sessionId, userId, card) {
      const session = await ownSession(sessionId, userId, "checkout");
      const now = new Date();
      if (session.status === "complete") throw conflict("CHECKOUT_COMPLETE", "This checkout has already been paid.");
      if (isExpired(session, now)) throw conflict("CHECKOUT_EXPIRED", "This checkout has expired.");
      checkCard(card, now);

      // One-off or a subscription's first invoice, a charge the provider can refund.
      const paymentIntentId = localId("pi");
      const subscription = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(localPaySession)
          .set({ status: "complete", paymentIntentId })
          .where(and(eq(localPaySession.id, sessionId), eq(localPaySession.status, "open")))
          .returning({ id: localPaySession.id });
        if (!claimed) throw conflict("CHECKOUT_COMPLETE", "This checkout is no longer open.");
        await tx.insert(localCharge).values({
          id: localId("ch"),
          paymentIntentId,
          customerId: session.customerId,
          amountCents: session.amountCents,
          cardFingerprint: fingerprintOf(card.cardNumber),
        });
        if (session.mode !== "subscription") return null;
        const [row] = await tx
          .insert(localSubscription)
          .values({
            id: localId("sub"),
            customerId: session.customerId,
            status: "active",
            metadata: session.metadata,
            currentPeriodStart: now,
            currentPeriodEnd: addMonths(now, 1),
          })
          .returning();
        await tx.update(localPaySession).set({ subscriptionId: row!.id }).where(eq(localPaySession.id, sessionId));
        return row!;
      });

      // Delivered after the payment is stored, in the order Stripe usually sends them (fulfilment
      // does not depend on the order).
      await send("checkout.session.completed", {
        id: session.id,
        object: "checkout.session",
        mode: session.mode,
        status: "complete",
        payment_status: "paid",
        customer: session.customerId,
        client_reference_id: userId,
        metadata: session.metadata,
        subscription: subscription?.id ?? null,
        payment_intent: session.mode === "payment" ? paymentIntentId : null,
        amount_total: session.amountCents,
        currency: "usd",
      });
      if (subscription) {
        await send("customer.subscription.created", subscriptionObject(subscription));
        await send("invoice.paid", invoiceObject(subscription, "paid", paymentIntentId));
      }
      return { url: (session.successUrl ?? appUrl).replace("{CHECKOUT_SESSION_ID}", session.id) };
    },

    portalView,

    async portalAction(sessionId, userId, { subscriptionId, action }) {
      const session = await ownSession(sessionId, userId, "portal");
      const [current] = await db
        .select()
        .from(localSubscription)
        .where(and(eq(localSubscription.id, subscriptionId), eq(localSubscription.customerId, session.customerId)));
      if (!current || current.status === "canceled") throw conflict("NO_SUBSCRIPTION", "There is no running subscription to change.");
      const changes: Partial<typeof localSubscription.$inferInsert> =
        action === "cancel"
          ? { cancelAtPeriodEnd: true }
          : action === "resume"
            ? { cancelAtPeriodEnd: false }
            : action === "fail-renewal"
              ? { status: "past_due" }
              : { status: "canceled", endedAt: new Date(), cancelAtPeriodEnd: false };
      const [updated] = await db.update(localSubscription).set(changes).where(eq(localSubscription.id, current.id)).returning();
      if (action === "fail-renewal") await send("invoice.payment_failed", invoiceObject(updated!, "open"));
      await send(action === "end-now" ? "customer.subscription.deleted" : "customer.subscription.updated", subscriptionObject(updated!));
      return portalView(sessionId, userId);
    },
  };
}
