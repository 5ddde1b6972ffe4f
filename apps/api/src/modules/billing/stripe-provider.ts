import Stripe from "stripe";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@berean/domain";
import { verifyStripeSignature, type PaymentProvider, type SubscriptionState } from "./provider.ts";

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** The recurring price of Pro in the Stripe account ($3.99 a month). */
  proPriceId: string;
  /** Another address for Stripe's API (a local stub in tests); Stripe's own by default. */
  apiUrl?: string;
}

const toDate = (seconds: number | null | undefined) => (typeof seconds === "number" ? new Date(seconds * 1000) : null);

/** Payments through Stripe: hosted Checkout, the customer portal, and Stripe's signed webhooks. */
export function createStripeProvider(options: StripeOptions): PaymentProvider & { readonly name: "stripe" } {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Berean" },
    ...(api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === "https:" ? 443 : 80)), protocol: api.protocol === "https:" ? "https" : "http" }
      : {}),
  });

  return {
    name: "stripe" as const,

    async createCustomer(member) {
      const customer = await stripe.customers.create({ email: member.email, name: member.fullName, metadata: { userId: member.id } });
      return customer.id;
    },

    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: request.mode,
        customer: request.customerId,
        client_reference_id: request.userId,
        metadata: request.metadata,
        line_items:
          request.mode === "subscription"
            ? [{ price: options.proPriceId, quantity: 1 }]
            : [{ price_data: { currency: "usd", unit_amount: request.amountCents, product_data: { name: request.description } }, quantity: 1 }],
        ...(request.mode === "subscription" ? { subscription_data: { metadata: request.metadata } } : { payment_intent_data: { metadata: request.metadata } }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL.");
      return { id: session.id, url: session.url, expiresAt: toDate(session.expires_at) ?? request.expiresAt };
    },

    async expireCheckout(id) {
      try {
        await stripe.checkout.sessions.expire(id);
        return "expired";
      } catch (error) {
        // Only an open session can be expired: one that is not open was either paid or closed already.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(id);
        if (session.status === "complete") return "complete";
        if (session.status === "expired") return "expired";
        throw error;
      }
    },

    async createPortal({ customerId, returnUrl }) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: portal.url };
    },

    async retrieveSubscription(id) {
      try {
        return fromStripe(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async cardFingerprint(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ["payment_method"] });
      const method = intent.payment_method;
      return typeof method === "object" && method?.card?.fingerprint ? method.card.fingerprint : null;
    },

    async refund(paymentIntentId) {
      await stripe.refunds.create({ payment_intent: paymentIntentId });
    },

    async cancelSubscription(id) {
      const current = await stripe.subscriptions.retrieve(id);
      if (current.status === "canceled" || current.status === "incomplete_expired") return false;
      await stripe.subscriptions.cancel(id, { prorate: false });
      return true;
    },

    async refundSubscription(id) {
      const sub = await stripe.subscriptions.retrieve(id);
      const invoiceId = typeof sub.latest_invoice === "string" ? sub.latest_invoice : (sub.latest_invoice?.id ?? null);
      if (!invoiceId) return null;
      // Since API 2025-03 an invoice's payments are their own objects (no payment_intent on the invoice).
      const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
      const paid = payments.data[0];
      if (!paid) return null;
      const intent = typeof paid.payment.payment_intent === "string" ? paid.payment.payment_intent : (paid.payment.payment_intent?.id ?? null);
      const charge = typeof paid.payment.charge === "string" ? paid.payment.charge : (paid.payment.charge?.id ?? null);
      if (intent) await stripe.refunds.create({ payment_intent: intent });
      else if (charge) await stripe.refunds.create({ charge });
      else return null;
      return { invoiceId, paymentIntentId: intent, amountCents: paid.amount_paid ?? paid.amount_requested, currency: paid.currency };
    },

    verifyEvent(rawBody, signature) {
      return verifyStripeSignature(rawBody, signature, options.webhookSecret);
    },
  };
}

/** Stripe moved the billing period onto the subscription's items (API 2025-03); read either. */
function fromStripe(sub: Stripe.Subscription): SubscriptionState {
  const legacy = sub as Stripe.Subscription & { current_period_end?: number };
  const periodEnd = legacy.current_period_end ?? sub.items?.data?.[0]?.current_period_end ?? null;
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.status) ? (sub.status as SubscriptionStatus) : "incomplete";
  return {
    id: sub.id,
    customerId: typeof sub.customer === "string" ? sub.customer : sub.customer.id,
    status,
    currentPeriodEnd: toDate(periodEnd),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    endedAt: toDate(sub.ended_at),
    metadata: sub.metadata ?? {},
  };
}
