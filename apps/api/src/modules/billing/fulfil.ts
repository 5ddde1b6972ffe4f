import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { PRO_PAYMENT_DESCRIPTION, PRO_SUBSCRIPTION_STATUSES } from "@berean/domain";
import type { Db, Tx } from "../../db/client.ts";
import { billingCustomer, checkout, competitionEntry, payment, paymentEvent, subscription, user } from "../../db/schema.ts";
import { fulfilEntry } from "../competitions/entries.ts";
import { announce } from "../../lib/changes.ts";
import { sessionChange } from "../../lib/session-cache.ts";
import type { PaymentProvider, ProviderEvent } from "./provider.ts";

export type Outcome = "processed" | "duplicate" | "ignored";

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

const str = (value: unknown): string | null => (typeof value === "string" && value ? value : typeof value === "object" && value && "id" in value ? str((value as { id: unknown }).id) : null);
const int = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : 0);

/**
 * The one fulfilment path of both providers (SECURITY.md 24–25). The event id is stored in the
 * same transaction as its effect, so a repeated event does nothing; subscriptions are re-read
 * from the provider under a lock on their id, so events arriving out of order or at once end in
 * the provider's current state; a checkout is fulfilled at most once.
 */
export async function fulfilEvent(db: Db, provider: PaymentProvider, event: ProviderEvent, log: Log): Promise<Outcome> {
  // Calls to the provider that must wait until the effect is committed (refunds).
  const afterCommit: Array<() => Promise<void>> = [];
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [fresh] = await tx.insert(paymentEvent).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvent.id });
    if (!fresh) return "duplicate";
    const object = event.data.object;
    switch (event.type) {
      case "checkout.session.completed":
        return completeCheckout(tx, provider, object, log, (refund) => afterCommit.push(refund));
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        return syncSubscription(tx, provider, str(object.id), log);
      case "invoice.paid":
      case "invoice.payment_failed":
        await recordInvoice(tx, object, event.type === "invoice.paid" ? "paid" : "failed", log);
        return syncSubscription(tx, provider, invoiceSubscription(object), log);
      case "charge.refunded":
        return recordRefund(tx, object, log);
      default:
        return "ignored";
    }
  });
  log.info({ event: "payment.event", id: event.id, type: event.type, outcome }, "payment event");
  for (const step of afterCommit) {
    try {
      await step();
    } catch (error) {
      log.warn({ event: "payment.after_commit_failed", id: event.id, err: error }, "a refund owed after this event failed: refund it from the provider's dashboard");
    }
  }
  return outcome;
}

async function memberOfCustomer(tx: Tx, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await tx.select({ userId: billingCustomer.userId }).from(billingCustomer).where(eq(billingCustomer.customerId, customerId));
  return row?.userId ?? null;
}

async function completeCheckout(tx: Tx, provider: PaymentProvider, session: Record<string, unknown>, log: Log, later: (step: () => Promise<void>) => void): Promise<Outcome> {
  const id = str(session.id);
  if (!id) return "ignored";
  const [claimed] = await tx
    .update(checkout)
    .set({ status: "completed", completedAt: new Date() })
    .where(and(eq(checkout.id, id), eq(checkout.status, "open")))
    .returning();
  if (!claimed) {
    log.warn({ event: "payment.checkout_unknown_or_done", checkout: id }, "checkout already fulfilled or not started here");
    return "ignored";
  }
  if (claimed.kind === "pro") return syncSubscription(tx, provider, str(session.subscription), log);
  // A competition entry: paid if a seat is left, refunded otherwise (DESIGN.md 'Competitions').
  const { refund } = await fulfilEntry(tx, claimed, session);
  if (refund) {
    log.warn({ event: "payment.entry_refunded", checkout: claimed.id }, "no seat left or competition closed: the entry fee is refunded");
    later(() => provider.refund(refund));
  }
  return "processed";
}

/** Stripe moved an invoice's subscription under `parent` (API 2025-03); read either. */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  return str(invoice.subscription) ?? str(parent?.subscription_details?.subscription);
}

/** Brings the member's subscription and plan to the provider's current state. */
async function syncSubscription(tx: Tx, provider: PaymentProvider, subscriptionId: string | null, log: Log): Promise<Outcome> {
  if (!subscriptionId) return "ignored";
  // Two events about one subscription are applied one after the other, each with a fresh read.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${subscriptionId}`}))`);
  const state = await provider.retrieveSubscription(subscriptionId, tx);
  if (!state) {
    log.warn({ event: "payment.subscription_unknown", subscription: subscriptionId }, "the provider does not know this subscription");
    return "ignored";
  }
  const userId = (await memberOfCustomer(tx, state.customerId)) ?? state.metadata.userId ?? null;
  const [member] = userId ? await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)) : [];
  if (!member) {
    log.warn({ event: "payment.subscription_without_member", subscription: subscriptionId }, "no member for this subscription");
    return "ignored";
  }
  const values = {
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    endedAt: state.endedAt,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscription)
    .values({ userId: member.id, providerCustomerId: state.customerId, providerSubscriptionId: state.id, ...values })
    .onConflictDoUpdate({ target: subscription.providerSubscriptionId, set: values });
  await settlePlan(tx, member.id);
  return "processed";
}

/**
 * Pro while any of the member's subscriptions is in a Pro status, free otherwise: at once when
 * the last one ends (attempts already made stay). Every instance drops its cached copy.
 */
async function settlePlan(tx: Tx, userId: string): Promise<void> {
  const active = tx
    .select({ one: sql`1` })
    .from(subscription)
    .where(and(eq(subscription.userId, userId), inArray(subscription.status, [...PRO_SUBSCRIPTION_STATUSES])));
  const plan = sql<string>`case when exists (${active}) then 'pro' else 'free' end`;
  const [changed] = await tx
    .update(user)
    .set({ plan, updatedAt: new Date() })
    .where(and(eq(user.id, userId), sql`${user.plan} <> ${plan}`))
    .returning({ plan: user.plan });
  if (changed) await announce(tx, sessionChange.member(userId));
}

async function recordInvoice(tx: Tx, invoice: Record<string, unknown>, status: "paid" | "failed", log: Log): Promise<void> {
  const id = str(invoice.id);
  const userId = await memberOfCustomer(tx, str(invoice.customer));
  if (!id || !userId) {
    log.warn({ event: "payment.invoice_without_member", invoice: id }, "no member for this invoice");
    return;
  }
  const row = {
    userId,
    kind: "pro",
    description: PRO_PAYMENT_DESCRIPTION,
    amountCents: status === "paid" ? int(invoice.amount_paid) : int(invoice.amount_due),
    currency: str(invoice.currency) ?? "usd",
    status,
    providerRef: id,
    paymentIntentId: str(invoice.payment_intent),
    receiptUrl: str(invoice.hosted_invoice_url),
  };
  // Only forward: a failed invoice paid on a retry becomes paid; paid and refunded stay.
  await tx
    .insert(payment)
    .values(row)
    .onConflictDoUpdate({
      target: payment.providerRef,
      set: { status: row.status, amountCents: row.amountCents, receiptUrl: row.receiptUrl, updatedAt: new Date() },
      setWhere: and(eq(payment.status, "failed"), sql`excluded.status = 'paid'`),
    });
}

async function recordRefund(tx: Tx, charge: Record<string, unknown>, log: Log): Promise<Outcome> {
  const intent = str(charge.payment_intent);
  const invoice = str(charge.invoice);
  if (!intent && !invoice) return "ignored";
  const matches = [intent ? eq(payment.paymentIntentId, intent) : undefined, invoice ? eq(payment.providerRef, invoice) : undefined].filter((c) => c !== undefined);
  const refunded = await tx
    .update(payment)
    .set({ status: "refunded", updatedAt: new Date() })
    .where(or(...matches))
    .returning({ id: payment.id });
  // A refunded entry fee revokes the entry (SECURITY.md 25).
  if (intent) {
    await tx
      .update(competitionEntry)
      .set({ paymentStatus: "refunded", refundedAt: new Date() })
      .where(and(eq(competitionEntry.paymentIntentId, intent), ne(competitionEntry.paymentStatus, "refunded")));
  }
  if (refunded.length === 0) {
    log.warn({ event: "payment.refund_unknown", paymentIntent: intent }, "a refund for a payment Berean does not know");
    return "ignored";
  }
  return "processed";
}
