import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { accessAt, SAMPLE_PACK, type QuestionAccess } from "@berean/domain";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { question } from "../../db/schema.ts";

/*
 * Each question's state (docs/architecture.md §4 'Sealed and open'; domain mayDisclose decides what
 * each state shows to whom): its SQL, for the reads that choose questions by it, and the moves of
 * the sealed supply, which happen here only. A question is private when a leader wrote it (for
 * good), else sealed while `sealed` and not yet revealed, else pool while a quiz's pool holds it
 * (quiz_question says so, never a copy of it), else open. Every helper takes the SQL naming the question's id in the caller's query, and the time
 * the caller reads at: a sealed question is open from its `reveals_at` on, so an event's questions
 * open at its close to the second, with no sweep.
 */

const ref = (questionId: SQL | string): SQL => (typeof questionId === "string" ? sql.raw(questionId) : questionId);
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/*
 * The row forms: the same rules of a question row the query already reads (`row` is its alias), with
 * no subquery to plan for what the row itself says. The id forms below wrap them.
 */

/** Sealed at `now`, of the row `row`. */
export const rowIsSealed = (row: string, now: Date): SQL =>
  sql`(${sql.raw(row)}.sealed and (${sql.raw(row)}.reveals_at is null or ${sql.raw(row)}.reveals_at > ${at(now)}))`;

/** A leader's own question, of the row `row`. */
export const rowIsPrivate = (row: string): SQL => sql`(${sql.raw(row)}.author_id is not null)`;

/** Open at `now`, of the row `row` (isOpen's row form: what practice's draw asks of each candidate). */
export const rowIsOpen = (row: string, now: Date): SQL => sql`(not ${rowIsPrivate(row)} and not ${rowIsSealed(row, now)} and not ${inPool(`${row}.id`)})`;

/** Sealed at `now`: the supply of the Saturday event and of competitions, unused or not yet revealed. */
export const isSealed = (questionId: SQL | string, now: Date): SQL =>
  sql`exists (select 1 from question s where s.id = ${ref(questionId)} and ${rowIsSealed("s", now)})`;

/** A leader's own question (private for good): only their custom quizzes and groups see it. */
export const isPrivate = (questionId: SQL | string): SQL => sql`exists (select 1 from question p where p.id = ${ref(questionId)} and ${rowIsPrivate("p")})`;

/** A question `userId` wrote. */
export const writtenBy = (questionId: SQL | string, userId: SQL | string): SQL =>
  sql`exists (select 1 from question w where w.id = ${ref(questionId)} and w.author_id = ${typeof userId === "string" ? sql`${userId}` : userId})`;

/** In a quiz's pool (live, draft, archived or out of season: any quiz that holds it). */
export const inPool = (questionId: SQL | string): SQL => sql`exists (select 1 from quiz_question holder where holder.question_id = ${ref(questionId)})`;

/** The question's state at `now` (domain accessAt, in SQL). */
export const accessNow = (questionId: SQL | string, now: Date): SQL<QuestionAccess> =>
  sql<QuestionAccess>`(case when ${isPrivate(questionId)} then 'private' when ${isSealed(questionId, now)} then 'sealed' when ${inPool(questionId)} then 'pool' else 'open' end)`;

/** Open at `now`: its key may reach anyone, in any feature (practice, book pages, games, custom quizzes, the review deck). */
export const isOpen = (questionId: SQL | string, now: Date): SQL =>
  sql`(not ${isPrivate(questionId)} and not ${isSealed(questionId, now)} and not ${inPool(questionId)})`;

/**
 * What a custom quiz of `ownerId` may ask at `now`: the open bank and the questions its owner wrote
 * (docs/architecture.md §4 'Groups'). The one door through which a private question is asked.
 */
export const usableBy = (questionId: SQL | string, ownerId: SQL | string, now: Date): SQL =>
  sql`(${isOpen(questionId, now)} or ${writtenBy(questionId, ownerId)})`;

/**
 * A private question holds `userId` (domain Standing.holder): they wrote it, or they were asked it
 * (an attempt of theirs holds it: their own custom quiz attempt is the only way it is asked).
 */
export const heldBy = (questionId: SQL | string, userId: string): SQL => sql`(${writtenBy(questionId, userId)} or exists (
  select 1 from attempt_question asked join attempt theirs on theirs.id = asked.attempt_id
  where asked.question_id = ${ref(questionId)} and theirs.user_id = ${userId}))`;

/**
 * The member has ended an attempt of every quiz whose pool holds the question (vacuously true for a
 * question in no pool): the condition under which a pool question's key reaches its own reviewer.
 */
export const endedItsQuizzes = (questionId: SQL | string, userId: string): SQL => sql`not exists (
  select 1 from quiz_question holder where holder.question_id = ${ref(questionId)} and not exists (
    select 1 from attempt taken where taken.user_id = ${userId} and taken.quiz_id = holder.quiz_id and taken.mode = 'quiz' and taken.status <> 'in_progress'))`;

/**
 * The question's key may reach this member in their own review (their result page, their review
 * deck): domain mayDisclose("key", own) in SQL. Never while sealed; for a pool question, once they
 * have ended every quiz that holds it; a private one to its holders; an open question always.
 */
export const keyShownTo = (questionId: SQL | string, userId: string, now: Date): SQL =>
  sql`(not ${isSealed(questionId, now)} and ${endedItsQuizzes(questionId, userId)} and (not ${isPrivate(questionId)} or ${heldBy(questionId, userId)}))`;

/** In the set of an upcoming or active competition (other than `except`, the one being edited). */
export const inOpenCompetition = (questionId: SQL | string, except?: number): SQL => sql`exists (
  select 1 from competition_question in_set join competition set_owner on set_owner.id = in_set.competition_id
  where in_set.question_id = ${ref(questionId)} and set_owner.status in ('upcoming', 'active')${except === undefined ? sql`` : sql` and set_owner.id <> ${except}`})`;

/**
 * Unused sealed supply: sealed, never drawn by an event (which sets its reveal), in no upcoming or
 * active competition but `exceptCompetition`. Outside development, never the repository's public
 * sample pack (`refuseSample`).
 */
export const inSealedSupply = (questionId: SQL | string, options: { exceptCompetition?: number; refuseSample?: boolean } = {}): SQL => sql`(exists (
  select 1 from question s where s.id = ${ref(questionId)} and s.sealed and s.reveals_at is null${options.refuseSample ? sql` and s.pack is distinct from ${SAMPLE_PACK}` : sql``})
  and not ${inOpenCompetition(questionId, options.exceptCompetition)})`;

/**
 * Asked by a hosted game that has not ended: its questions rest from the book pages and practice
 * while the room plays them (docs/architecture.md §4 'Hosted games'), though they are open.
 */
export const inOpenGame = (questionId: SQL | string): SQL => sql`exists (
  select 1 from game_question in_game join game open_game on open_game.id = in_game.game_id
  where in_game.question_id = ${ref(questionId)} and open_game.status <> 'ended')`;

// ---------------------------------------------------------------- the moves between states

/** Drawn by a Saturday event: revealed at its close, and out of the supply from now. */
export async function drawnForEvent(tx: Tx, questionIds: readonly number[], closesAt: Date): Promise<void> {
  if (questionIds.length)
    await tx
      .update(question)
      .set({ revealsAt: closesAt })
      .where(and(inArray(question.id, [...questionIds]), eq(question.sealed, true)));
}

/**
 * Revealed at `revealedAt` (a competition that can take no more answers, or one cancelled after
 * entrants played it): open from then on, and never sealed again. An earlier reveal stands.
 */
export async function revealQuestions(db: DbOrTx, questionIds: readonly number[], revealedAt: Date): Promise<void> {
  if (questionIds.length === 0) return;
  await db
    .update(question)
    .set({ revealsAt: revealedAt })
    .where(
      and(
        inArray(question.id, [...questionIds]),
        eq(question.sealed, true),
        or(isNull(question.revealsAt), sql`${question.revealsAt} > ${revealedAt.toISOString()}::timestamptz`),
      ),
    );
}

/** The state of one stored row at `now`, given whether a pool holds it (for code that has the row already). */
export const accessOfRow = (row: { sealed: boolean; revealsAt: Date | null; authorId: string | null }, pooled: boolean, now: Date): QuestionAccess =>
  accessAt({ sealed: row.sealed, revealsAt: row.revealsAt, pooled, authored: row.authorId !== null }, now);

/** How many questions the sealed supply holds (outside development, without the public sample pack). */
export async function countSealedSupply(db: DbOrTx, options: { refuseSample: boolean }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(question)
    .where(sql`${inSealedSupply(sql`${question.id}`, { refuseSample: options.refuseSample })}`);
  return row?.n ?? 0;
}
