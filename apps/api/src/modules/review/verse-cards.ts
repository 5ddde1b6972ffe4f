import { and, eq, isNotNull } from "drizzle-orm";
import { newScheduledCard } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { reviewCard } from "../../db/schema.ts";

/**
 * A learnt memory verse becomes a card of the member's review deck, due at once (docs/architecture.md
 * §4 'Study'). Idempotent: a verse already in the deck keeps its schedule.
 */
export async function addVerseCard(tx: DbOrTx, userId: string, verseRef: string, now: Date): Promise<void> {
  await tx
    .insert(reviewCard)
    .values({ userId, verseRef, ...newScheduledCard(now) })
    .onConflictDoNothing();
}

/** Each verse of the member's deck, by reference, with its card's next due. */
export async function verseCardDues(db: DbOrTx, userId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ verseRef: reviewCard.verseRef, due: reviewCard.due })
    .from(reviewCard)
    .where(and(eq(reviewCard.userId, userId), isNotNull(reviewCard.verseRef)));
  return new Map(rows.map((r) => [r.verseRef!, r.due]));
}
