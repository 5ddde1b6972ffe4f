import { sql, type SQL } from "drizzle-orm";

/**
 * Which questions are in play, decided by the database when it is asked (docs/security.md 37–38): a
 * question whose answer someone can still be asked with a score at stake. Every place that shows
 * answers (the book pages, practice) or builds a set others will be asked (competitions, quiz
 * pools, the Saturday event) asks these rules, so none can leak or reuse a live answer. Each takes
 * the SQL that names the question's id in the caller's query.
 */

/** In the pool of an active quiz, or of a draft about to be published. */
export const inLivePool = (questionId: SQL | string): SQL => sql`exists (
  select 1 from quiz_question in_pool join quiz pool_quiz on pool_quiz.id = in_pool.quiz_id
  where in_pool.question_id = ${ref(questionId)} and (pool_quiz.status in ('active', 'draft')
    or exists (select 1 from competition c where c.quiz_id = pool_quiz.id and c.status in ('upcoming', 'active'))))`;

/** In the set of an upcoming or active competition (other than `except`, the one being edited). */
export const inOpenCompetition = (questionId: SQL | string, except?: number): SQL => sql`exists (
  select 1 from competition_question in_set join competition set_owner on set_owner.id = in_set.competition_id
  where in_set.question_id = ${ref(questionId)} and set_owner.status in ('upcoming', 'active')${except === undefined ? sql`` : sql` and set_owner.id <> ${except}`})`;

/** Asked by a Saturday event that has not closed yet. */
export const inOpenEvent = (questionId: SQL | string): SQL => sql`exists (
  select 1 from live_event_question in_event join live_event open_event on open_event.id = in_event.event_id
  where in_event.question_id = ${ref(questionId)} and open_event.closes_at > now())`;

/** Kept in the event reserve: out of everything until a Saturday event draws it (docs/architecture.md §4 'The Saturday live event'). */
export const inEventReserve = (questionId: SQL | string): SQL => sql`exists (
  select 1 from question reserved where reserved.id = ${ref(questionId)} and reserved.event_reserve)`;

/**
 * Asked by a hosted game that has not ended: its room learns each key at the question's close, so
 * while the game runs its questions leave the public book pages (docs/architecture.md §4 'Hosted games').
 */
export const inOpenGame = (questionId: SQL | string): SQL => sql`exists (
  select 1 from game_question in_game join game open_game on open_game.id = in_game.game_id
  where in_game.question_id = ${ref(questionId)} and open_game.status <> 'ended')`;

/** Any of the above: the question's answer must not be shown, nor the question put in another set. */
export const inPlay = (questionId: SQL | string, options: { exceptCompetition?: number } = {}): SQL =>
  sql`(${inLivePool(questionId)} or ${inOpenCompetition(questionId, options.exceptCompetition)} or ${inOpenEvent(questionId)} or ${inEventReserve(questionId)})`;

/**
 * In play for one member, for their review deck (docs/architecture.md §4 'Study'): as `inPlay` and
 * `inOpenGame`, except the pool of a quiz the member has already taken and ended. A quiz is taken
 * once, so that pool holds nothing they can still be scored on, and their result showed them its
 * keys; any other live pool, competition, event, the reserve or a running game still holds the card back.
 */
export const inPlayFor = (questionId: SQL | string, userId: string): SQL => sql`(exists (
  select 1 from quiz_question in_pool join quiz pool_quiz on pool_quiz.id = in_pool.quiz_id
  where in_pool.question_id = ${ref(questionId)} and (
    (pool_quiz.status in ('active', 'draft') and not exists (
      select 1 from attempt taken where taken.user_id = ${userId} and taken.quiz_id = pool_quiz.id and taken.mode = 'quiz' and taken.status <> 'in_progress'))
    or exists (select 1 from competition c where c.quiz_id = pool_quiz.id and c.status in ('upcoming', 'active'))))
  or ${inOpenCompetition(questionId)} or ${inOpenEvent(questionId)} or ${inEventReserve(questionId)} or ${inOpenGame(questionId)})`;

const ref = (questionId: SQL | string): SQL => (typeof questionId === "string" ? sql.raw(questionId) : questionId);
