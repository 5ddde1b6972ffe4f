import { and, count, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { Redirect } from "@berean/domain";
import type { Db, Tx } from "../../db/client.ts";
import { competition, competitionEntry, user } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { openItemCheckout, type ItemHandler, type PaymentProvider } from "../billing/service.ts";
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
 * 'Join': a checkout for the competition's entry fee (the server's, docs/security.md 23), or the one
 * already open for this member and competition (40: a second click, a second tab, two at once).
 * Seats are checked here and again when the payment settles (fulfilEntry). A free competition
 * enters the member at once, under the same seat check.
 */
export async function joinCompetition(
  db: Db,
  provider: PaymentProvider,
  member: Member,
  competitionId: number,
  context: {
    appUrl: string;
    timeZone: string;
    now: Date;
    log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
    addressRange?: string | null;
  },
): Promise<Redirect> {
  const redirect = await openEntry(db, provider, member, competitionId, context);
  // Where the entrant joined from, as a range only, for the prize review (prize-signals.ts); starting the attempt records it again.
  if (context.addressRange) await db.update(competitionEntry).set({ addressRange: context.addressRange }).where(entryOf(competitionId, member.id));
  return redirect;
}

async function openEntry(
  db: Db,
  provider: PaymentProvider,
  member: Member,
  competitionId: number,
  context: Parameters<typeof joinCompetition>[4],
): Promise<Redirect> {
  const [row] = await db.select().from(competition).where(eq(competition.id, competitionId));
  if (!row) throw notFound("Competition not found.");
  if (!isJoinable(row, context.now, context.timeZone)) throw conflict("COMPETITION_CLOSED", "This competition is not open for entries.");
  const [mine] = await db
    .select()
    .from(competitionEntry)
    .where(and(eq(competitionEntry.competitionId, competitionId), eq(competitionEntry.userId, member.id)));
  if (mine?.paymentStatus === "paid") throw conflict("ALREADY_ENTERED", "You have already entered this competition.");
  if (mine?.paymentStatus === "processing") throw conflict("PAYMENT_PROCESSING", ENTRY_PROCESSING);
  if (row.maxParticipants !== null && (await paidSeats(db, competitionId)) >= row.maxParticipants)
    throw conflict("COMPETITION_FULL", "This competition is full.");

  if (row.entryFeeCents === 0) {
    const entered = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(competition).where(eq(competition.id, competitionId)).for("update");
      if (locked!.maxParticipants !== null && (await paidSeats(tx, competitionId)) >= locked!.maxParticipants) return false;
      await tx
        .insert(competitionEntry)
        .values({ competitionId, userId: member.id, paymentStatus: "paid", amountCents: 0, paidAt: context.now })
        .onConflictDoUpdate({
          target: [competitionEntry.competitionId, competitionEntry.userId],
          set: { paymentStatus: "paid", amountCents: 0, paidAt: context.now, refundedAt: null },
        });
      return true;
    });
    if (!entered) throw conflict("COMPETITION_FULL", "This competition is full.");
    return { url: `${context.appUrl}/competitions?success=true&competition=${competitionId}` };
  }

  return openItemCheckout(
    db,
    provider,
    member,
    {
      kind: "competition",
      ref: competitionId,
      amountCents: row.entryFeeCents,
      title: `Entry: ${row.title}`,
      successUrl: `${context.appUrl}/competitions?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${context.appUrl}/competitions?canceled=true`,
      processingMessage: ENTRY_PROCESSING,
    },
    context.now,
    context.log,
  );
}

/** The member's entry for a competition, whichever checkout it last pointed at. */
const entryOf = (competitionId: number, userId: string) => and(eq(competitionEntry.competitionId, competitionId), eq(competitionEntry.userId, userId));

/**
 * A competition's entry as billing sells it (registered in app.ts): billing keeps the checkout
 * and the payment, this keeps the entry (docs/decisions/010-competitions.md).
 */
export const competitionEntrySale: ItemHandler = {
  async describe(tx, competitionId) {
    const [comp] = competitionId === null ? [] : await tx.select({ title: competition.title }).from(competition).where(eq(competition.id, competitionId));
    return `Competition entry: ${comp?.title ?? "a competition"}`;
  },

  /** The member's entry waits as pending for the checkout just opened; one paid, or paying by a delayed method, is never set back. */
  async opened(tx, competitionId, { checkoutId, userId, amountCents }) {
    const pending = { paymentStatus: "pending", amountCents, checkoutSessionId: checkoutId, refundedAt: null };
    await tx
      .insert(competitionEntry)
      .values({ competitionId, userId, ...pending })
      .onConflictDoUpdate({
        target: [competitionEntry.competitionId, competitionEntry.userId],
        set: pending,
        setWhere: notInArray(competitionEntry.paymentStatus, ["paid", "processing"]),
      });
  },

  /**
   * A settled payment for an open checkout: the entry becomes paid if a seat is still free, the
   * competition still takes entries, the member is still Pro and has not paid already. Otherwise (docs/security.md 40)
   * billing refunds the payment; the entry is marked refunded unless another payment paid it, which it keeps.
   */
  async paid(tx, competitionId, payment) {
    const [comp] = await tx.select().from(competition).where(eq(competition.id, competitionId)).for("update");
    // Deleted since the checkout opened: nothing to enter.
    if (!comp) return "refund";
    const [entry] = await tx.select().from(competitionEntry).where(entryOf(comp.id, payment.userId));
    if (entry?.paymentStatus === "paid") return "refund";
    const now = new Date();
    const full = comp.maxParticipants !== null && (await paidSeats(tx, comp.id)) >= comp.maxParticipants;
    const closed = comp.status === "cancelled" || comp.status === "completed";
    // Competitions are Pro's: a member whose Pro ended between Join and paying could not play the entry (docs/security.md 61).
    const [payer] = await tx.select({ plan: user.plan }).from(user).where(eq(user.id, payment.userId));
    const refund = full || closed || (comp.entryFeeCents > 0 && payer?.plan !== "pro");
    const { paymentIntentId } = payment;
    const outcome = refund
      ? { paymentStatus: "refunded", paymentIntentId, refundedAt: now }
      : { paymentStatus: "paid", paymentIntentId, paidAt: now, refundedAt: null, cardFingerprint: payment.cardFingerprint };
    await tx
      .insert(competitionEntry)
      .values({ competitionId: comp.id, userId: payment.userId, amountCents: payment.amountCents, checkoutSessionId: payment.checkoutId, ...outcome })
      .onConflictDoUpdate({ target: [competitionEntry.competitionId, competitionEntry.userId], set: outcome });
    return refund ? "refund" : "applied";
  },

  /** Completed by a delayed method: the entry shows 'Payment processing' until its success or failure arrives. */
  async processing(tx, competitionId, userId) {
    await tx
      .update(competitionEntry)
      .set({ paymentStatus: "processing" })
      .where(and(entryOf(competitionId, userId), inArray(competitionEntry.paymentStatus, ["pending", "failed"])));
  },

  /** The delayed payment failed: the entry is failed, and the member can join again. */
  async failed(tx, competitionId, userId) {
    await tx
      .update(competitionEntry)
      .set({ paymentStatus: "failed" })
      .where(and(entryOf(competitionId, userId), inArray(competitionEntry.paymentStatus, ["pending", "processing"])));
  },

  /** A refunded entry fee revokes the entry (docs/security.md 25). */
  async refunded(tx, { paymentIntentId }) {
    await tx
      .update(competitionEntry)
      .set({ paymentStatus: "refunded", refundedAt: new Date() })
      .where(and(eq(competitionEntry.paymentIntentId, paymentIntentId), ne(competitionEntry.paymentStatus, "refunded")));
  },

  async applied(db, competitionId, userId) {
    const [entry] = await db.select({ status: competitionEntry.paymentStatus }).from(competitionEntry).where(entryOf(competitionId, userId));
    return entry?.status === "paid";
  },
};
