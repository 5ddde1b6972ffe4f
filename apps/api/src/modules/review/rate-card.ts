import { STUDY_MESSAGES, type RightRating } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { conflict } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { lockCard, recordRating } from "./card-store.ts";

/**
 * The member's rating of a card they just answered right. Only then: a card answered wrong was
 * already rated 'again' by the server, and one rated once is not rated again.
 */
export async function rateCard(db: Db, member: Member, cardId: number, rating: RightRating, now: Date): Promise<{ rated: RightRating; nextDueAt: string }> {
  return db.transaction(async (tx) => {
    const card = await lockCard(tx, member.id, cardId);
    if (!card.rightAt) throw conflict("NOT_RATABLE", STUDY_MESSAGES.notRatable);
    const due = await recordRating(tx, card, rating, true, now);
    return { rated: rating, nextDueAt: due.toISOString() };
  });
}
