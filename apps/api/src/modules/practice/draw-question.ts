import { randomInt } from "node:crypto";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { localDate, optionOrder, PRACTICE_FREE_PER_DAY, STUDY_MESSAGES } from "@berean/domain";
import { rowsOf, type DbOrTx, type Tx } from "../../db/client.ts";
import { practiceItem, practiceSession, question, user } from "../../db/schema.ts";
import { drawnToday, latestItems, rowIsLive, type DrawnItem, type Learner, type SessionRow, type Showing } from "./practice-store.ts";

/** A question's chapter, read from its reference ('1 Samuel 17:49' → 17). */
const chapterOf = sql`((regexp_match(${question.reference}, '(\\d+):\\d'))[1])::int`;

/**
 * How many questions of a book's chapters practice could draw now, by the draw's own rule (open, not
 * resting in a hosted game): what a study plan's day offers to practice (its session is practice's own).
 */
export async function practiceQuestionCount(db: DbOrTx, book: string, chapters: readonly number[], now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(question)
    .where(and(eq(question.book, book), inArray(chapterOf, [...chapters]), sql`not ${rowIsLive("question", now)}`));
  return row?.n ?? 0;
}

/** How many of the deck a draw looks at in one statement. */
const WINDOW = 16;

/**
 * Shuffles into the session's deck every question of its choice (books, chapters, difficulty) that
 * it has not drawn, in the member's language, leaders' own questions aside (they are never open). Whether each is open is asked
 * when it is dealt, not here: a question may leave a pool or be revealed meanwhile.
 */
async function shuffleDeck(tx: Tx, session: SessionRow): Promise<void> {
  await tx
    .update(practiceSession)
    .set({
      dealt: 0,
      deck: sql`coalesce((select array_agg(${question.id} order by random()) from ${question} where ${and(
        sql`${question.book} = any(${practiceSession.books})`,
        session.chapters.length ? inArray(chapterOf, session.chapters) : undefined,
        session.difficulty === "any" ? undefined : eq(question.difficulty, session.difficulty),
        sql`${question.authorId} is null`,
        // The member's own language's bank (docs/architecture.md §9).
        sql`${question.locale} = (select ${user.locale} from ${user} where ${user.id} = ${practiceSession.userId})`,
        sql`not exists (select 1 from ${practiceItem} drawn where drawn.session_id = ${session.id} and drawn.question_id = ${question.id})`,
      )}), '{}')`,
    })
    .where(eq(practiceSession.id, session.id));
}

/**
 * Deals from the deck into the session's item at `position`: the first of the deck's next WINDOW
 * questions that is in play nowhere and not drawn by the session is stored as the item, and `dealt`
 * moves past it (or past the whole window when none is), in one statement. `seen` is how many the
 * window held: 0 at the deck's end, or before its first shuffle.
 */
async function deal(tx: Tx, session: SessionRow, learner: Learner, position: number, now: Date): Promise<{ drawn: boolean; seen: number }> {
  const order = `{${optionOrder(randomInt).join(",")}}`;
  const [dealt] = rowsOf<{ drawn: boolean; seen: number }>(
    await tx.execute(sql`with dealing as (
        select w.id, w.ord::int as ord from ${practiceSession} s, unnest(s.deck[s.dealt + 1 : s.dealt + ${WINDOW}]) with ordinality as w(id, ord)
        where s.id = ${session.id}),
      pick as (
        select dealing.id, dealing.ord from dealing join ${question} q on q.id = dealing.id
        where not ${rowIsLive("q", now)}
          and not exists (select 1 from ${practiceItem} drawn where drawn.session_id = ${session.id} and drawn.question_id = q.id)
        order by dealing.ord limit 1),
      moved as (
        update ${practiceSession} set dealt = dealt + coalesce((select ord from pick), (select count(*)::int from dealing)) where id = ${session.id}),
      stored as (
        insert into ${practiceItem} (session_id, position, user_id, question_id, option_order, day)
        select ${session.id}, ${position}, ${learner.id}, pick.id, ${order}::smallint[], ${localDate(now, learner.timezone)}::date from pick
        returning 1)
      select exists (select 1 from stored) as drawn, (select count(*)::int from dealing) as seen`),
  );
  return dealt!;
}

/**
 * Draws the session's next question (docs/architecture.md §4 'Study'): the next of its shuffled deck
 * that is open — never a quiz pool's or the sealed supply's (§4 'Sealed and open'), nor resting in a
 * hosted game under way — decided by the database in the statement that deals it, so practice never
 * hands out a live answer. The deck is shuffled at the first draw, and again at its end for what the
 * session has not drawn (a question revealed or out of a pool since): once a draw at most, so a
 * choice with nothing open left stops. A free member's draws stop at the day's allowance.
 */
async function draw(tx: Tx, session: SessionRow, learner: Learner, position: number, now: Date): Promise<Showing> {
  if (!learner.unlimited && (await drawnToday(tx, learner, now)) >= PRACTICE_FREE_PER_DAY) return { item: null, stop: "limit", notice: null };
  let shuffled = false;
  for (;;) {
    const { drawn, seen } = await deal(tx, session, learner, position, now);
    if (drawn) {
      const [item] = await latestItems(tx, session.id, now, position);
      return { item: item!, stop: null, notice: null };
    }
    if (seen > 0) continue; // every one of the window in play: deal on
    if (shuffled) return { item: null, stop: "empty", notice: null };
    await shuffleDeck(tx, session);
    shuffled = true;
  }
}

/** Takes the item out of practice: its question went into play before it was answered. Not counted against the allowance. */
async function withdraw(tx: Tx, session: SessionRow, item: DrawnItem, now: Date): Promise<void> {
  await tx
    .update(practiceItem)
    .set({ withdrawnAt: now })
    .where(and(eq(practiceItem.sessionId, session.id), eq(practiceItem.position, item.position)));
}

/**
 * What the session shows now, with its row locked. The unanswered question on screen stays until
 * it is answered (a double 'Next' draws nothing) unless it has gone into play since it was drawn:
 * then it is withdrawn and another drawn, with a notice. `advance` ('Next') draws after an answered
 * question; a read shows the answered one with its result, while its question is in play nowhere. With nothing on screen (a start, a
 * withdrawn question, a stop), a read or 'Next' draws.
 */
export async function settle(tx: Tx, session: SessionRow, learner: Learner, now: Date, options: { advance: boolean }): Promise<Showing> {
  if (session.endedAt) return { item: null, stop: "ended", notice: null };
  const [latest, before] = await latestItems(tx, session.id, now);
  const next = (latest?.position ?? 0) + 1;
  if (latest && !latest.withdrawn && latest.chosenIndex === null) {
    if (!latest.live) return { item: latest, stop: null, notice: before?.withdrawn ? STUDY_MESSAGES.practiceWithdrawn : null };
    await withdraw(tx, session, latest, now);
    const replaced = await draw(tx, session, learner, next, now);
    return replaced.item ? { ...replaced, notice: STUDY_MESSAGES.practiceWithdrawn } : replaced;
  }
  // An answered question that has since gone into play is not shown again with its key.
  if (latest && !latest.withdrawn && !options.advance && !latest.live) return { item: latest, stop: null, notice: null };
  return draw(tx, session, learner, next, now);
}
