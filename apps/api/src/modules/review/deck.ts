import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "../../db/client.ts";
import { inOpenGame, keyShownTo } from "../questions/service.ts";

/**
 * Which questions belong in a member's deck (docs/architecture.md §4 'Study'), decided when the deck
 * is read, with no hook in the attempt code: each question they missed (answered wrong, or asked and
 * left unanswered) in an attempt that has ended for good. A quiz or custom quiz once finished or
 * expired; the Saturday event only once it has closed, a competition only once completed and a
 * hosted game once ended, since until then others may still be answering the same questions.
 * Answers are read as they stand now, so a regrade that makes the member's answer right takes the
 * miss away (a competition's answers are never regraded: its results stand as judged).
 */
const missesOf = (userId: string, now: Date): SQL => sql`
  select distinct aq.question_id
  from attempt a
  join attempt_question aq on aq.attempt_id = a.id
  where a.user_id = ${userId} and a.status in ('finished', 'expired')
    and (a.mode in ('quiz', 'custom')
      or (a.mode = 'event' and exists (select 1 from live_event e where e.id = a.live_event_id and e.closes_at <= ${now.toISOString()}::timestamptz))
      or (a.mode = 'competition' and exists (select 1 from competition c where c.id = a.competition_id and c.status = 'completed'))
      or (a.mode = 'game' and exists (select 1 from game g where g.id = a.game_id and g.status = 'ended')))
    and not exists (select 1 from attempt_answer ans where ans.attempt_id = aq.attempt_id and ans.question_id = aq.question_id and ans.is_correct)`;

/** The questions the member's misses stand on now, by id. */
export async function standingMisses(db: DbOrTx, userId: string, now: Date): Promise<number[]> {
  return rowsOf<{ question_id: number }>(await db.execute(missesOf(userId, now))).map((r) => r.question_id);
}

/** As a SQL array parameter. */
export const idArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(",")}}`}::int[]`;

/** A card for each standing miss not in the deck yet, due at once; the cards already there keep their schedule. */
export async function fillDeck(db: DbOrTx, userId: string, misses: readonly number[], now: Date): Promise<void> {
  if (misses.length === 0) return;
  await db.execute(sql`
    insert into review_card (user_id, question_id, due)
    select ${userId}, missed, ${now.toISOString()}::timestamptz from unnest(${idArray(misses)}) as missed
    on conflict do nothing`);
}

/**
 * A card of the deck now: a verse, or a question whose miss still stands. `card` names the
 * review_card row in the caller's query.
 */
export const inDeck = (card: string, misses: readonly number[]): SQL =>
  sql`(${sql.raw(card)}.verse_ref is not null or ${sql.raw(card)}.question_id = any(${idArray(misses)}))`;

/**
 * A question card waits while its key may not reach the member (domain mayDisclose, docs/architecture.md
 * §4 'Sealed and open'): a pool question of a quiz they have not ended (the misses of a quiz they ended
 * are that attempt's review, due at once), the sealed supply until its event or competition reveals
 * it, or a question resting in a hosted game under way.
 */
export const waits = (card: string, userId: string, now: Date): SQL =>
  sql`(${sql.raw(card)}.question_id is not null and (not ${keyShownTo(`${card}.question_id`, userId, now)} or ${inOpenGame(`${card}.question_id`)}))`;
