import { and, eq, or, sql } from "drizzle-orm";
import { PRO_PAYMENT_DESCRIPTION } from "@berean/domain";
import type { Db, Tx } from "../../db/client.ts";
import { payment, paymentEvent } from "../../db/schema.ts";
import { CHECKOUT_EVENTS, checkoutEvent, type CheckoutEvent } from "./fulfil-checkout.ts";
import { itemHandler } from "./items.ts";
import { payOwed, type Owed } from "./owed.ts";
import type { PaymentProvider, ProviderEvent } from "./provider.ts";
import { memberOfCustomer, syncSubscription, type Log, type Outcome } from "./sync-subscription.ts";

export type { Outcome } from "./sync-subscription.ts";

const str = (value: unknown): string | null =>
  typeof value === "string" && value ? value : typeof value === "object" && value && "id" in value ? str((value as { id: unknown }).id) : null;
const int = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : 0);
const isCheckoutEvent = (type: string): type is CheckoutEvent => (CHECKOUT_EVENTS as readonly string[]).includes(type);

/**
 * The one fulfilment path of both providers (docs/security.md 24–25, 40). The event id is stored in the
 * same transaction as its effect, so a repeated event does nothing; subscriptions are re-read
 * from the provider under a lock on their id, so events arriving out of order or at once end in
 * the provider's current state; a checkout is fulfilled at most once, and only by a settled
 * payment. What is owed to the provider (refunds, ending a second subscription) is done after
 * the commit.
 */
export async function fulfilEvent(db: Db, provider: PaymentProvider, event: ProviderEvent, log: Log): Promise<Outcome> {
  const owed: Owed[] = [];
  const owe = (step: Owed) => owed.push(step);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [fresh] = await tx.insert(paymentEvent).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvent.id });
    if (!fresh) return "duplicate";
    const object = event.data.object;
    if (isCheckoutEvent(event.type)) return checkoutEvent({ tx, provider, log, owe }, event.type, object);
    switch (event.type) {
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        return syncSubscription(tx, provider, str(object.id), log, owe);
      case "invoice.paid":
      case "invoice.payment_failed":
        await recordInvoice(tx, object, event.type === "invoice.paid" ? "paid" : "failed", log);
        return syncSubscription(tx, provider, invoiceSubscription(object), log, owe);
      case "charge.refunded":
        return recordRefund(tx, object, log);
      default:
        return "ignored";
    }
  });
  log.info({ event: "payment.event", id: event.id, type: event.type, outcome }, "payment event");
  for (const step of owed) {
    try {
      await payOwed(db, provider, step);
    } catch (error) {
      log.warn(
        { event: "payment.after_commit_failed", id: event.id, owed: step, err: error },
        "a refund or cancellation owed after this event failed: do it from the provider's dashboard",
      );
    }
  }
  return outcome;
}

/** Stripe moved an invoice's subscription under `parent` (API 2025-03); read either. */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  return str(invoice.subscription) ?? str(parent?.subscription_details?.subscription);
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
  const matches = [intent ? eq(payment.paymentIntentId, intent) : undefined, invoice ? eq(payment.providerRef, invoice) : undefined].filter(
    (c) => c !== undefined,
  );
  const refunded = await tx
    .update(payment)
    .set({ status: "refunded", updatedAt: new Date() })
    .where(or(...matches))
    .returning({ kind: payment.kind, userId: payment.userId });
  // A refunded item's payment takes the item back (docs/security.md 25): a competition's entry is revoked.
  if (intent) {
    for (const paid of refunded) if (paid.kind !== "pro") await itemHandler(paid.kind).refunded(tx, { paymentIntentId: intent, userId: paid.userId });
  }
  if (refunded.length === 0) {
    log.warn({ event: "payment.refund_unknown", paymentIntent: intent }, "a refund for a payment Berean does not know");
    return "ignored";
  }
  return "processed";
}
