import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { checkout, payment } from "../../db/schema.ts";
import { itemHandler } from "./items.ts";
import type { Owed } from "./owed.ts";
import type { PaymentProvider } from "./provider.ts";
import { syncSubscription, type Log, type Outcome } from "./sync-subscription.ts";

const str = (value: unknown): string | null =>
  typeof value === "string" && value ? value : typeof value === "object" && value && "id" in value ? str((value as { id: unknown }).id) : null;

/** A payment that has the money (docs/security.md 40): a delayed method reports `unpaid` until it settles. */
const SETTLED = ["paid", "no_payment_required"];

export const CHECKOUT_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;
export type CheckoutEvent = (typeof CHECKOUT_EVENTS)[number];

type CheckoutRow = typeof checkout.$inferSelect;
interface Context {
  tx: Tx;
  provider: PaymentProvider;
  log: Log;
  owe: (step: Owed) => void;
}

/**
 * A checkout's events, each moving it forward only (docs/architecture.md §4 'Pro upgrade', docs/security.md 24, 40):
 * open → processing (completed but unpaid: a delayed method) → completed or failed; open → expired.
 * Only a settled payment fulfils, and only once; a settled payment on a checkout that was expired,
 * superseded or failed cannot be applied and is refunded (a Pro one meets the one-subscription rule instead).
 */
export async function checkoutEvent(context: Context, type: CheckoutEvent, session: Record<string, unknown>): Promise<Outcome> {
  const id = str(session.id);
  if (!id) return "ignored";
  // Two events about one checkout are applied one after the other.
  const [row] = await context.tx.select().from(checkout).where(eq(checkout.id, id)).for("update");
  if (!row) {
    context.log.warn({ event: "payment.checkout_unknown", checkout: id }, "a checkout not started here");
    return "ignored";
  }
  const settled = SETTLED.includes(String(session.payment_status));
  switch (type) {
    case "checkout.session.completed":
      return settled ? settle(context, row, session) : hold(context, row, session);
    case "checkout.session.async_payment_succeeded":
      return settled ? settle(context, row, session) : "ignored";
    case "checkout.session.async_payment_failed":
      return fail(context, row, session);
    case "checkout.session.expired":
      return expire(context, row);
  }
}

/** The payment's reference at the provider: its payment intent (a one-off payment). */
const intentOf = (row: CheckoutRow, session: Record<string, unknown>) => str(session.payment_intent) ?? `${row.id}:payment`;

async function move(tx: Tx, row: CheckoutRow, status: "processing" | "completed" | "failed" | "expired"): Promise<void> {
  await tx
    .update(checkout)
    .set({ status, completedAt: status === "completed" ? new Date() : row.completedAt })
    .where(eq(checkout.id, row.id));
}

/**
 * Records a settled payment for an item on the member's billing page; false when this payment was
 * recorded already (it is applied or refunded once).
 */
async function recordItemPayment(tx: Tx, row: CheckoutRow, paymentIntentId: string): Promise<boolean> {
  const description = await itemHandler(row.kind).describe(tx, row.competitionId);
  const [recorded] = await tx
    .insert(payment)
    .values({ userId: row.userId, kind: row.kind, description, amountCents: row.amountCents, status: "paid", providerRef: paymentIntentId, paymentIntentId })
    .onConflictDoNothing()
    .returning({ id: payment.id });
  return recorded !== undefined;
}

/** The paying card's fingerprint, or null: a provider that cannot say never holds up a payment. */
async function fingerprintOf(context: Context, paymentIntentId: string): Promise<string | null> {
  try {
    return await context.provider.cardFingerprint(paymentIntentId, context.tx);
  } catch (error) {
    context.log.warn({ event: "payment.fingerprint_unknown", paymentIntentId, err: error }, "the provider gave no card fingerprint");
    return null;
  }
}

async function settle(context: Context, row: CheckoutRow, session: Record<string, unknown>): Promise<Outcome> {
  const { tx, provider, log, owe } = context;
  if (row.status === "completed") {
    log.warn({ event: "payment.checkout_done", checkout: row.id }, "checkout already fulfilled");
    return "ignored";
  }
  const applicable = row.status === "open" || row.status === "processing";
  if (applicable) await move(tx, row, "completed");
  if (row.kind === "pro") return syncSubscription(tx, provider, str(session.subscription), log, owe);

  // A payment for an item is applied by its feature only when the checkout was still open, and
  // the item still exists; any other settled payment cannot be applied and is refunded.
  const intent = intentOf(row, session);
  if (!(await recordItemPayment(tx, row, intent))) return "processed";
  const ref = row.competitionId;
  const cardFingerprint = applicable && ref !== null ? await fingerprintOf(context, intent) : null;
  const applied =
    applicable &&
    ref !== null &&
    (await itemHandler(row.kind).paid(tx, ref, {
      checkoutId: row.id,
      userId: row.userId,
      amountCents: row.amountCents,
      paymentIntentId: intent,
      cardFingerprint,
    })) === "applied";
  if (!applied) {
    log.warn(
      { event: "payment.entry_refunded", checkout: row.id, was: row.status },
      "a payment that cannot be applied (the item is the member's already, sold out or closed, or the checkout had closed): refunded",
    );
    owe({ kind: "refund", paymentIntentId: intent });
  }
  return "processed";
}

/** Completed with the money still on its way (a bank debit): nothing is fulfilled until it settles. */
async function hold(context: Context, row: CheckoutRow, session: Record<string, unknown>): Promise<Outcome> {
  if (row.status !== "open") return "ignored";
  await move(context.tx, row, "processing");
  // Pro follows the subscription's own status, as at any time.
  if (row.kind === "pro") await syncSubscription(context.tx, context.provider, str(session.subscription), context.log, context.owe);
  else if (row.competitionId !== null) await itemHandler(row.kind).processing(context.tx, row.competitionId, row.userId);
  return "processed";
}

/** The delayed payment did not go through: the member can try again. */
async function fail(context: Context, row: CheckoutRow, session: Record<string, unknown>): Promise<Outcome> {
  if (row.status !== "open" && row.status !== "processing") return "ignored";
  await move(context.tx, row, "failed");
  if (row.kind === "pro") await syncSubscription(context.tx, context.provider, str(session.subscription), context.log, context.owe);
  else if (row.competitionId !== null) await itemHandler(row.kind).failed(context.tx, row.competitionId, row.userId);
  return "processed";
}
/** The page lapsed unpaid at the provider. */
async function expire(context: Context, row: CheckoutRow): Promise<Outcome> {
  if (row.status !== "open") return "ignored";
  await move(context.tx, row, "expired");
  return "processed";
}
