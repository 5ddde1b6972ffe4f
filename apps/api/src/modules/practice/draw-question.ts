import { randomInt } from "node:crypto";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { localDate, optionOrder, PRACTICE_FREE_PER_DAY, STUDY_MESSAGES } from "@berean/domain";
import { rowsOf, type DbOrTx, type Tx } from "../../db/client.ts";
import { practiceItem, practiceSession, question } from "../../db/schema.ts";
import { drawnToday, isLive, isLiveNow, latestItems, type DrawnItem, type Learner, type SessionRow, type Showing } from "./practice-store.ts";

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
    .where(and(eq(question.book, book), inArray(chapterOf, [...chapters]), sql`not ${isLive(sql`${question.id}`, now)}`));
  return row?.n ?? 0;
}

/**
 * Draws the session's next question (docs/architecture.md §4 'Study'): one at random among the
 * chosen books, chapters and difficulty that this session has not drawn and that is open — never a
 * quiz pool's or the sealed supply's (§4 'Sealed and open'), nor resting in a hosted game under way —
 * decided by the database in the statement that draws it, so practice never hands out a live answer. A free member's draws stop at the day's allowance.
 */
async function draw(tx: Tx, session: SessionRow, learner: Learner, position: number, now: Date): Promise<Showing> {
  if (!learner.unlimited && (await drawnToday(tx, learner, now)) >= PRACTICE_FREE_PER_DAY) return { item: null, stop: "limit", notice: null };
  const shuffled = tx
    .select({ id: question.id })
    .from(question)
    .where(
      and(
        sql`${question.book} = any((select chosen.books from ${practiceSession} chosen where chosen.id = ${session.id})::text[])`,
        session.chapters.length ? inArray(chapterOf, session.chapters) : undefined,
        session.difficulty === "any" ? undefined : eq(question.difficulty, session.difficulty),
        sql`not exists (select 1 from ${practiceItem} drawn where drawn.session_id = ${session.id} and drawn.question_id = ${question.id})`,
      ),
    )
    .orderBy(sql`random()`);
  // The first of them in play nowhere: the rule is asked of a few rows rather than of every
  // question of the books (`offset 0` keeps the database from asking it before the shuffle).
  const [picked] = rowsOf<{ id: number }>(
    await tx.execute(sql`select candidate.id from (${shuffled} offset 0) candidate where not ${isLive(sql`candidate.id`, now)} limit 1`),
  );
  if (!picked) return { item: null, stop: "empty", notice: null };
  await tx.insert(practiceItem).values({
    sessionId: session.id,
    position,
    userId: learner.id,
    questionId: picked.id,
    optionOrder: optionOrder(randomInt),
    day: localDate(now, learner.timezone),
  });
  const [drawn] = await latestItems(tx, session.id, position);
  return { item: drawn!, stop: null, notice: null };
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
  const [latest, before] = await latestItems(tx, session.id);
  const next = (latest?.position ?? 0) + 1;
  if (latest && !latest.withdrawn && latest.chosenIndex === null) {
    if (!(await isLiveNow(tx, latest.questionId, now)))
      return { item: latest, stop: null, notice: before?.withdrawn ? STUDY_MESSAGES.practiceWithdrawn : null };
    await withdraw(tx, session, latest, now);
    const replaced = await draw(tx, session, learner, next, now);
    return replaced.item ? { ...replaced, notice: STUDY_MESSAGES.practiceWithdrawn } : replaced;
  }
  // An answered question that has since gone into play is not shown again with its key.
  if (latest && !latest.withdrawn && !options.advance && !(await isLiveNow(tx, latest.questionId, now))) return { item: latest, stop: null, notice: null };
  return draw(tx, session, learner, next, now);
}
