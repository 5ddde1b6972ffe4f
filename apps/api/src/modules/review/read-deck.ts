import { randomInt } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { cardStateName, endOfLocalDay, firstLetters, optionOrder, type Locale, type ReviewCard, type ReviewDeck, type ReviewSummary } from "@berean/domain";
import { rowsOf, type Db, type Tx } from "../../db/client.ts";
import { question, reviewCard } from "../../db/schema.ts";
import type { Member } from "../../lib/session.ts";
import { recordRating, type CardRow } from "./card-store.ts";
import { fillDeck, inDeck, standingMisses, waits } from "./deck.ts";
import { recitedText } from "./recited-text.ts";

interface DeckCounts {
  dueToday: number;
  dueNow: number;
  total: number;
  waiting: number;
  /** The earliest due of the cards that may show (none waiting). */
  nextDue: Date | null;
  /** The earliest due of those not due yet. */
  laterDue: Date | null;
}

async function countDeck(tx: Tx, member: Member, misses: readonly number[], now: Date): Promise<DeckCounts> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = rowsOf<{ total: number; waiting: number; due_today: number; due_now: number; next_due: string | Date | null; later_due: string | Date | null }>(
    await tx.execute(sql`
      select count(*)::int as total, count(*) filter (where w)::int as waiting,
             count(*) filter (where not w and due < ${endOfLocalDay(now, member.timezone).toISOString()}::timestamptz)::int as due_today,
             count(*) filter (where not w and due <= ${at})::int as due_now,
             min(due) filter (where not w) as next_due,
             min(due) filter (where not w and due > ${at}) as later_due
      from (select c.due, ${waits("c", member.id, now)} as w from review_card c where c.user_id = ${member.id} and ${inDeck("c", misses)}) deck`),
  );
  const dateOf = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  return {
    total: row?.total ?? 0,
    waiting: row?.waiting ?? 0,
    dueToday: row?.due_today ?? 0,
    dueNow: row?.due_now ?? 0,
    nextDue: dateOf(row?.next_due),
    laterDue: dateOf(row?.later_due),
  };
}

/** Reads the stored misses into the deck: what the dashboard's 'Due today: N' counts. */
export async function readSummary(db: Db, member: Member, now: Date): Promise<ReviewSummary> {
  return db.transaction(async (tx) => {
    const misses = await standingMisses(tx, member.id, now);
    await fillDeck(tx, member.id, misses, now);
    const { dueToday, dueNow, total } = await countDeck(tx, member, misses, now);
    return { dueToday, dueNow, total };
  });
}

/**
 * The deck and the card to show next: the one already on screen if it is still due and not
 * waiting (a reload shows the same card in the same order), else the earliest due. A card answered
 * right and left unrated (the page closed before 'Hard', 'Good' or 'Easy') is rated 'Good', as of
 * its answer, before another is shown.
 */
export async function readDeck(db: Db, member: Member, now: Date): Promise<ReviewDeck> {
  return db.transaction(async (tx) => {
    const misses = await standingMisses(tx, member.id, now);
    await fillDeck(tx, member.id, misses, now);
    const unrated = await tx
      .select()
      .from(reviewCard)
      .where(and(eq(reviewCard.userId, member.id), isNotNull(reviewCard.rightAt)))
      .for("update");
    for (const card of unrated) await recordRating(tx, card, "good", true, card.rightAt!);
    const counts = await countDeck(tx, member, misses, now);
    const [next] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select c.id from review_card c
        where c.user_id = ${member.id} and ${inDeck("c", misses)} and not ${waits("c", member.id, now)} and c.due <= ${now.toISOString()}::timestamptz
        order by c.shown_at is null, c.due, c.id
        limit 1`),
    );
    const card = next ? await show(tx, next.id, now, member.locale) : null;
    return {
      dueToday: counts.dueToday,
      dueNow: counts.dueNow,
      laterToday: counts.dueToday - counts.dueNow,
      laterDueAt: counts.laterDue?.toISOString() ?? null,
      total: counts.total,
      waiting: counts.waiting,
      card,
      nextDueAt: card || !counts.nextDue ? null : counts.nextDue.toISOString(),
    };
  });
}

/** Starts a showing (a fresh option order) unless one is under way, and presents the card without its key. */
async function show(tx: Tx, cardId: number, now: Date, locale: Locale): Promise<ReviewCard> {
  const [card] = await tx.select().from(reviewCard).where(eq(reviewCard.id, cardId));
  let shown: CardRow = card!;
  if (!shown.shownAt) {
    const order = shown.questionId === null ? null : optionOrder(randomInt);
    // Conditional: of two reads at once, the first showing stands and the other reads it.
    const [started] = await tx
      .update(reviewCard)
      .set({ shownAt: now, optionOrder: order })
      .where(and(eq(reviewCard.id, cardId), isNull(reviewCard.shownAt)))
      .returning();
    shown = started ?? (await tx.select().from(reviewCard).where(eq(reviewCard.id, cardId)))[0]!;
  }
  const base = { id: shown.id, reps: shown.reps, state: cardStateName(shown.state) };
  if (shown.questionId === null) {
    const text = recitedText(shown.verseRef!, locale);
    return { ...base, kind: "verse", prompt: shown.verseRef!, options: null, hint: text === null ? null : firstLetters(text) };
  }
  const [q] = await tx.select().from(question).where(eq(question.id, shown.questionId));
  const stored = [q!.optionA, q!.optionB, q!.optionC, q!.optionD];
  return { ...base, kind: "question", prompt: q!.question, options: shown.optionOrder!.map((i) => stored[i]!), hint: null };
}
