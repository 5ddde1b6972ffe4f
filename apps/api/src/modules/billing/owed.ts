import { and, eq, ne, sql } from "drizzle-orm";
import { PRO_PAYMENT_DESCRIPTION } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { payment } from "../../db/schema.ts";
import type { PaymentProvider } from "./provider.ts";

/**
 * What fulfilment owes the provider once its transaction has committed: provider calls stay out of
 * transactions (the local provider writes to the database and posts events back through the webhook).
 */
export type Owed = { kind: "refund"; paymentIntentId: string } | { kind: "end-subscription"; subscriptionId: string; userId: string };

/**
 * Pays one debt: a payment that could not be applied is refunded; a member's second subscription is
 * ended and its payment refunded. The member's billing page shows the refund as soon as the provider
 * has taken it (its own `charge.refunded` event agrees later, or came first: both end in `refunded`).
 */
export async function payOwed(db: Db, provider: PaymentProvider, step: Owed): Promise<void> {
  if (step.kind === "refund") {
    await provider.refund(step.paymentIntentId);
    await db
      .update(payment)
      .set({ status: "refunded", updatedAt: new Date() })
      .where(and(eq(payment.paymentIntentId, step.paymentIntentId), ne(payment.status, "refunded")));
    return;
  }
  // Ended by an earlier event already: its refund went with it.
  if (!(await provider.cancelSubscription(step.subscriptionId))) return;
  const refunded = await provider.refundSubscription(step.subscriptionId);
  if (!refunded) return;
  // The invoice may not have been reported yet: recorded here as refunded, its 'paid' event cannot move it back.
  await db
    .insert(payment)
    .values({
      userId: step.userId,
      kind: "pro",
      description: PRO_PAYMENT_DESCRIPTION,
      amountCents: refunded.amountCents,
      currency: refunded.currency,
      status: "refunded",
      providerRef: refunded.invoiceId,
      paymentIntentId: refunded.paymentIntentId,
    })
    .onConflictDoUpdate({
      target: payment.providerRef,
      set: { status: "refunded", paymentIntentId: sql`coalesce(${payment.paymentIntentId}, excluded.payment_intent_id)`, updatedAt: new Date() },
    });
}
