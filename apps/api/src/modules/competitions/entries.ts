import { and, count, eq, inArray, notInArray } from "drizzle-orm";
import type { CheckoutStatus, Redirect } from "@berean/domain";
import type { Db, Tx } from "../../db/client.ts";
import { checkout, competition, competitionEntry, payment } from "../../db/schema.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { openCheckout } from "../billing/open-checkout.ts";
import type { PaymentProvider } from "../billing/provider.ts";
import { isJoinable } from "./store.ts";

async function paidSeats(tx: Tx | Db, competitionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(competitionEntry)
    .where(and(eq(competitionEntry.competitionId, competitionId), eq(competitionEntry.paymentStatus, "paid")));
  return row?.n ?? 0;
}

/** Why a second 'Join' is refused while a delayed payment (a bank debit) settles. */
const ENTRY_PROCESSING = "Your payment is processing. You are entered as soon as it clears.";

/**
 * 'Join': a checkout for the competition's entry fee (the server's, SECURITY.md 23), or the one
 * already open for this member and competition (40: a second click, a second tab, two at once).
 * Seats are checked here and again when the payment settles (fulfilEntry). A free competition
 * enters the member at once, under the same seat check.
 */
export async function joinCompetition(
  db: Db,
  provider: PaymentProvider,
  member: Member,
  competitionId: number,
  context: { appUrl: string; timeZone: string; now: Date; log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void } },
): Promise<Redirect> {
  const [row] = await db.select().from(competition).where(eq(competition.id, competitionId));
  if (!row) throw notFound("Competition not found.");
  if (!isJoinable(row, context.now, context.timeZone)) throw conflict("COMPETITION_CLOSED", "This competition is not open for entries.");
  const [mine] = await db.select().from(competitionEntry).where(and(eq(competitionEntry.competitionId, competitionId), eq(competitionEntry.userId, member.id)));
  if (mine?.paymentStatus === "paid") throw conflict("ALREADY_ENTERED", "You have already entered this competition.");
  if (mine?.paymentStatus === "processing") throw conflict("PAYMENT_PROCESSING", ENTRY_PROCESSING);
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
    return await openCheckout(
      db,
      provider,
      member,
      {
        kind: "competition",
        mode: "payment",
        competitionId,
        amountCents: row.entryFeeCents,
        description: `Entry: ${row.title}`,
        metadata: { userId: member.id, kind: "competition", competitionId: String(competitionId) },
        successUrl: `${context.appUrl}/competitions?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${context.appUrl}/competitions?canceled=true`,
        processingMessage: ENTRY_PROCESSING,
        onOpened: async (tx, checkoutId) => {
          const pending = { paymentStatus: "pending", amountCents: row.entryFeeCents, checkoutSessionId: checkoutId, refundedAt: null };
          await tx
            .insert(competitionEntry)
            .values({ competitionId, userId: member.id, ...pending })
            .onConflictDoUpdate({
              target: [competitionEntry.competitionId, competitionEntry.userId],
              set: pending,
              // An entry paid, or paying by a delayed method, is never set back to pending.
              setWhere: notInArray(competitionEntry.paymentStatus, ["paid", "processing"]),
            });
        },
      },
      context.now,
      context.log,
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    context.log.error({ event: "payment.checkout_failed", err: error, competitionId }, "could not create a competition checkout");
    throw new AppError(502, "CHECKOUT_FAILED", "Failed to create checkout session");
  }
}

type CheckoutRow = typeof checkout.$inferSelect;

/** The member's entry for the checkout's competition: found by competition and member, whichever checkout it last pointed at. */
const entryOf = (row: CheckoutRow) => and(eq(competitionEntry.competitionId, row.competitionId!), eq(competitionEntry.userId, row.userId));

/** Records a settled entry fee as the member's payment; false when this payment was recorded already (it is applied or refunded once). */
async function recordEntryPayment(tx: Tx, row: CheckoutRow, paymentIntentId: string, title: string | undefined): Promise<boolean> {
  const [recorded] = await tx
    .insert(payment)
    .values({
      userId: row.userId,
      kind: "competition",
      description: `Competition entry: ${title ?? "a competition"}`,
      amountCents: row.amountCents,
      status: "paid",
      providerRef: paymentIntentId,
      paymentIntentId,
    })
    .onConflictDoNothing()
    .returning({ id: payment.id });
  return recorded !== undefined;
}

/**
 * A settled payment for an open checkout (from the webhook, in its transaction): the entry becomes
 * paid if a seat is still free, the competition still takes entries and the member has not paid
 * already. Otherwise the payment cannot be applied (SECURITY.md 40): it is recorded, and its payment
 * intent returned for the refund once the transaction has committed (the entry is marked refunded
 * unless it was paid by another payment, which it keeps).
 */
export async function fulfilEntry(tx: Tx, row: CheckoutRow, paymentIntentId: string): Promise<{ refund: string | null }> {
  const [comp] = row.competitionId === null ? [] : await tx.select().from(competition).where(eq(competition.id, row.competitionId)).for("update");
  if (!(await recordEntryPayment(tx, row, paymentIntentId, comp?.title))) return { refund: null };
  // Deleted since the checkout opened: nothing to enter.
  if (!comp) return { refund: paymentIntentId };
  const [entry] = await tx.select().from(competitionEntry).where(entryOf(row));
  if (entry?.paymentStatus === "paid") return { refund: paymentIntentId };
  const now = new Date();
  const full = comp.maxParticipants !== null && (await paidSeats(tx, comp.id)) >= comp.maxParticipants;
  const closed = comp.status === "cancelled" || comp.status === "completed";
  const refund = full || closed;
  const outcome = refund ? { paymentStatus: "refunded", paymentIntentId, refundedAt: now } : { paymentStatus: "paid", paymentIntentId, paidAt: now, refundedAt: null };
  await tx
    .insert(competitionEntry)
    .values({ competitionId: comp.id, userId: row.userId, amountCents: row.amountCents, checkoutSessionId: row.id, ...outcome })
    .onConflictDoUpdate({ target: [competitionEntry.competitionId, competitionEntry.userId], set: outcome });
  return { refund: refund ? paymentIntentId : null };
}

/** A settled payment on a checkout that had expired, been superseded or failed: recorded and refunded, the entry untouched. */
export async function refundUnappliedEntry(tx: Tx, row: CheckoutRow, paymentIntentId: string): Promise<{ refund: string | null }> {
  const [comp] = row.competitionId === null ? [] : await tx.select({ title: competition.title }).from(competition).where(eq(competition.id, row.competitionId));
  return { refund: (await recordEntryPayment(tx, row, paymentIntentId, comp?.title)) ? paymentIntentId : null };
}

/** Completed by a delayed method: the entry shows 'Payment processing' until its success or failure arrives. */
export async function holdEntry(tx: Tx, row: CheckoutRow): Promise<void> {
  if (row.competitionId === null) return;
  await tx
    .update(competitionEntry)
    .set({ paymentStatus: "processing" })
    .where(and(entryOf(row), inArray(competitionEntry.paymentStatus, ["pending", "failed"])));
}

/** The delayed payment failed: the entry is failed, and the member can join again. */
export async function failEntry(tx: Tx, row: CheckoutRow): Promise<void> {
  if (row.competitionId === null) return;
  await tx
    .update(competitionEntry)
    .set({ paymentStatus: "failed" })
    .where(and(entryOf(row), inArray(competitionEntry.paymentStatus, ["pending", "processing"])));
}

/**
 * A member's checkout as the payment return shows it: a completed entry checkout whose payment
 * could not be applied (the last seat went to someone else, the competition closed) reads
 * `refunded`, not entered.
 */
export async function readCheckoutStatus(db: Db, userId: string, sessionId: string): Promise<CheckoutStatus> {
  const [row] = await db.select().from(checkout).where(and(eq(checkout.id, sessionId), eq(checkout.userId, userId)));
  if (!row) throw notFound("Checkout not found.");
  const status = row.status as CheckoutStatus["status"];
  if (status !== "completed" || row.competitionId === null) return { status, competitionId: row.competitionId };
  const [entry] = await db.select({ status: competitionEntry.paymentStatus }).from(competitionEntry).where(entryOf(row));
  return { status: entry?.status === "paid" ? "completed" : "refunded", competitionId: row.competitionId };
}
