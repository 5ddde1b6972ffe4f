import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { compareWords, STUDY_MESSAGES, type Locale, type ReviewAnswerResult, type ReviewAnswerSchema } from "@berean/domain";
import { rowsOf, type Db, type Tx } from "../../db/client.ts";
import { question, reviewCard } from "../../db/schema.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { citedPassages, translationFor, verseText } from "../../lib/scripture.ts";
import type { Member } from "../../lib/session.ts";
import { countStudyDay } from "../streaks/service.ts";
import { lockCard, recordRating, type CardRow } from "./card-store.ts";
import { waits } from "./deck.ts";
import { recitedText } from "./recited-text.ts";

type ReviewAnswer = z.infer<typeof ReviewAnswerSchema>;

async function isWaiting(tx: Tx, cardId: number, userId: string, now: Date): Promise<boolean> {
  const [row] = rowsOf<{ w: boolean }>(await tx.execute(sql`select ${waits("c", userId, now)} as w from review_card c where c.id = ${cardId}`));
  return row?.w ?? false;
}

/** Whether the answer is right, and what the member is shown of it: the key only now. */
async function judge(
  tx: Tx,
  card: CardRow,
  answer: ReviewAnswer,
  reader: Pick<Member, "locale" | "readingText">,
): Promise<Pick<ReviewAnswerResult, "correct" | "result" | "verse">> {
  if (card.questionId === null) {
    if (!("typed" in answer)) throw badRequest("Type the verse.", { typed: "Type the verse." });
    const text = recitedText(card.verseRef!, reader.locale) ?? "";
    const checked = compareWords(text, answer.typed);
    return { correct: checked.passed, result: null, verse: { reference: card.verseRef!, text, diff: checked.diff } };
  }
  if (!("choice" in answer)) throw badRequest("Choose one of the options.", { choice: "Choose one of the options." });
  // The key as the question holds it now: a regraded question is judged by its new key.
  const [q] = await tx.select().from(question).where(eq(question.id, card.questionId));
  const order = card.optionOrder!;
  const correct = order[answer.choice] === q!.correctIndex;
  const result = {
    correct,
    chosenIndex: answer.choice,
    correctIndex: order.indexOf(q!.correctIndex),
    reference: q!.reference ?? "",
    // In the text its language cites (docs/architecture.md §9): the KJV, or the Reina-Valera 1909.
    verseText: q!.reference ? verseText(q!.reference, translationFor(q!.locale as Locale, reader)) : null,
    ...citedPassages(q!.reference, q!.furtherReferences, true, translationFor(q!.locale as Locale, reader)),
    explanation: q!.explanation,
  };
  return { correct, result, verse: null };
}

/**
 * An answer to the card on screen (docs/architecture.md §4 'Study'). Wrong: the server rates it
 * 'again' at once, so a miss can never be rated up by the client. Right: the member's rating
 * ('Hard', 'Good', 'Easy') is awaited. A card not on screen, or whose question has gone into play
 * since it was shown, is refused without its key. Each answer counts the day for the streak.
 */
export async function answerCard(db: Db, member: Member, cardId: number, answer: ReviewAnswer, now: Date): Promise<ReviewAnswerResult> {
  return db.transaction(async (tx) => {
    const card = await lockCard(tx, member.id, cardId);
    if (card.rightAt) throw conflict("ALREADY_ANSWERED", STUDY_MESSAGES.alreadyAnswered);
    if (!card.shownAt || (card.questionId !== null && !card.optionOrder) || (await isWaiting(tx, card.id, card.userId, now)))
      throw conflict("CARD_NOT_SHOWN", STUDY_MESSAGES.cardNotShown);
    const judged = await judge(tx, card, answer, member);
    await countStudyDay(tx, member, now);
    if (!judged.correct) {
      const due = await recordRating(tx, card, "again", false, now);
      return { ...judged, rated: "again", nextDueAt: due.toISOString() };
    }
    await tx.update(reviewCard).set({ rightAt: now }).where(eq(reviewCard.id, card.id));
    return { ...judged, rated: null, nextDueAt: null };
  });
}
