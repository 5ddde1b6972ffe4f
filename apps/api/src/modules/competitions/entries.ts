import { and, count, eq } from "drizzle-orm";
import type { Redirect } from "@berean/domain";
import type { Db, Tx } from "../../db/client.ts";
import { billingCustomer, checkout, competition, competitionEntry, payment } from "../../db/schema.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import type { PaymentProvider } from "../billing/provider.ts";
import { isJoinable } from "./store.ts";

const str = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

async function paidSeats(tx: Tx | Db, competitionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(competitionEntry)
    .where(and(eq(competitionEntry.competitionId, competitionId), eq(competitionEntry.paymentStatus, "paid")));
  return row?.n ?? 0;
}

/**
 * 'Join': a checkout for the competition's entry fee (the server's, SECURITY.md 23). Seats are
 * checked here and again when the payment completes (fulfilEntry). A free competition enters
 * the member at once, under the same seat check.
 */
export async function joinCompetition(
  db: Db,
  provider: PaymentProvider,
  member: Member,
  competitionId: number,
  context: { appUrl: string; timeZone: string; now: Date; log: { error(obj: object, msg: string): void } },
): Promise<Redirect> {
  const [row] = await db.select().from(competition).where(eq(competition.id, competitionId));
  if (!row) throw notFound("Competition not found.");
  if (!isJoinable(row, context.now, context.timeZone)) throw conflict("COMPETITION_CLOSED", "This competition is not open for entries.");
  const [mine] = await db.select().from(competitionEntry).where(and(eq(competitionEntry.competitionId, competitionId), eq(competitionEntry.userId, member.id)));
  if (mine?.paymentStatus === "paid") throw conflict("ALREADY_ENTERED", "You have already entered this competition.");
  if (row.maxParticipants !== null && (await paidSeats(db, competitionId)) >= row.maxParticipants) throw conflict("COMPETITION_FULL", "This competition is full.");

  if (row.entryFeeCents === 0) {
    const entered = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(competition).where(eq(competition.id, competitionId)).for("update");
      if (locked!.maxParticipants !== null && (await paidSeats(tx, competitionId)) >= locked!.maxParticipants) return false;
      await tx
        .insert(competitionEntry)
        .values({ competitionId, userId: member.id, paymentStatus: "paid", amountCents: 0, paidAt: context.now })
        .onConflictDoUpdate({ target: [competitionEntry.competitionId, competitionEntry.userId], set: { paymentStatus: "paid", amountCents: 0, paidAt: context.now, refundedAt: null } });
      return true;
    });
    if (!entered) throw conflict("COMPETITION_FULL", "This competition is full.");
    return { url: `${context.appUrl}/competitions?success=true&competition=${competitionId}` };
  }

  try {
    const [known] = await db.select({ customerId: billingCustomer.customerId }).from(billingCustomer).where(eq(billingCustomer.userId, member.id));
    let customerId = known?.customerId;
    if (!customerId) {
      const made = await provider.createCustomer(member);
      await db.insert(billingCustomer).values({ userId: member.id, customerId: made }).onConflictDoNothing();
      const [kept] = await db.select({ customerId: billingCustomer.customerId }).from(billingCustomer).where(eq(billingCustomer.userId, member.id));
      customerId = kept!.customerId;
    }
    const session = await provider.createCheckout({
      kind: "competition",
      mode: "payment",
      userId: member.id,
      customerId,
      amountCents: row.entryFeeCents,
      description: `Entry: ${row.title}`,
      metadata: { userId: member.id, kind: "competition", competitionId: String(competitionId) },
      successUrl: `${context.appUrl}/competitions?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${context.appUrl}/competitions?canceled=true`,
    });
    await db.transaction(async (tx) => {
      await tx.insert(checkout).values({ id: session.id, userId: member.id, kind: "competition", competitionId, amountCents: row.entryFeeCents });
      await tx
        .insert(competitionEntry)
        .values({ competitionId, userId: member.id, paymentStatus: "pending", amountCents: row.entryFeeCents, checkoutSessionId: session.id })
        .onConflictDoUpdate({
          target: [competitionEntry.competitionId, competitionEntry.userId],
          set: { paymentStatus: "pending", amountCents: row.entryFeeCents, checkoutSessionId: session.id, refundedAt: null },
        });
    });
    return { url: session.url };
  } catch (error) {
    if (error instanceof AppError) throw error;
    context.log.error({ event: "payment.checkout_failed", err: error, competitionId }, "could not create a competition checkout");
    throw new AppError(502, "CHECKOUT_FAILED", "Failed to create checkout session");
  }
}

/**
 * A paid competition checkout (from the webhook, in its transaction): the entry becomes paid if
 * a seat is still free and the competition still takes entries; otherwise it is marked refunded
 * and the payment intent is returned, for the refund once the transaction has committed.
 */
export async function fulfilEntry(tx: Tx, claimed: typeof checkout.$inferSelect, session: Record<string, unknown>): Promise<{ refund: string | null }> {
  const intent = str(session.payment_intent) ?? `${claimed.id}:payment`;
  const [row] = await tx.select().from(competition).where(eq(competition.id, claimed.competitionId!)).for("update");
  const now = new Date();
  const full = row?.maxParticipants !== null && row !== undefined && (await paidSeats(tx, row.id)) >= row.maxParticipants!;
  const closed = !row || row.status === "cancelled" || row.status === "completed";
  const refund = full || closed;
  await tx
    .update(competitionEntry)
    .set(refund ? { paymentStatus: "refunded", paymentIntentId: intent, refundedAt: now } : { paymentStatus: "paid", paymentIntentId: intent, paidAt: now })
    .where(eq(competitionEntry.checkoutSessionId, claimed.id));
  await tx
    .insert(payment)
    .values({
      userId: claimed.userId,
      kind: "competition",
      description: `Competition entry: ${row?.title ?? "a competition"}`,
      amountCents: claimed.amountCents,
      status: "paid",
      providerRef: intent,
      paymentIntentId: intent,
    })
    .onConflictDoNothing();
  return { refund: refund ? intent : null };
}
