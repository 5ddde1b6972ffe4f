import { and, eq } from "drizzle-orm";
import { scheduleReview, STUDY_MESSAGES, type ReviewRating } from "@berean/domain";
import type { Tx } from "../../db/client.ts";
import { reviewCard, reviewLog } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";

export type CardRow = typeof reviewCard.$inferSelect;

/** The member's card, locked for this transaction; another member's card, or none, is 404. */
export async function lockCard(tx: Tx, userId: string, cardId: number): Promise<CardRow> {
  const [card] = await tx
    .select()
    .from(reviewCard)
    .where(and(eq(reviewCard.id, cardId), eq(reviewCard.userId, userId)))
    .for("update");
  if (!card) throw notFound(STUDY_MESSAGES.cardNotFound);
  return card;
}

/**
 * A rating, scheduled by FSRS on the server and logged; the showing ends (its option order and any
 * awaited rating are cleared), so the card's next showing is a fresh one. Returns the next due.
 */
export async function recordRating(tx: Tx, card: CardRow, rating: ReviewRating, correct: boolean, now: Date): Promise<Date> {
  const next = scheduleReview(card, rating, now);
  await tx
    .update(reviewCard)
    .set({ ...next, shownAt: null, optionOrder: null, rightAt: null })
    .where(eq(reviewCard.id, card.id));
  await tx.insert(reviewLog).values({ cardId: card.id, userId: card.userId, rating, correct, state: card.state, due: next.due, reviewedAt: now });
  return next.due;
}
