import { sql } from "drizzle-orm";
import { BOOKS, findBookBySlug, type Progress, type Testament } from "@berean/domain";
import { rowsOf, type Db } from "../../db/client.ts";
import type { Member } from "../../lib/session.ts";
import { expireOverdueAttempts } from "../attempts/service.ts";
import { recommendQuizzes } from "./recommend-quizzes.ts";

/** The weeks the trend shows: the last this many that have answers. */
export const PROGRESS_WEEKS = 12;
/** A book joins the weakest only with at least this many questions asked: fewer say little. */
export const WEAK_BOOK_MIN_ASKED = 5;
/** How many weakest books are named. */
export const WEAKEST_BOOKS = 3;

type Tally = { answered: number; right: number };
type FigureRow = { kind: "all" | "book" | "topic" | "week"; key: string | null; answered: number; n_right: number };

const accuracyOf = ({ answered, right }: Tally) => ({ answered, right, accuracy: answered === 0 ? null : right / answered });

/**
 * The attempts whose answers count (docs/architecture.md §4 'Study'): every ENDED attempt of the
 * member, ended as its mode ends — a quiz, a custom quiz or a hosted game once finished (or
 * expired: the clock ran out); the Saturday event only once the event has closed (its answers are
 * not shown before, docs/security.md 38); a competition only once it is completed (its keys wait
 * for the receipt). Abandoned and voided attempts do not count, nor practice.
 *
 * Over those, every question asked counts as answered-or-not: `answered` is the questions asked,
 * `right` those with a correct answer (one left blank counts as asked and not right), and the
 * accuracy is right / answered (null when nothing was asked). A question is dated by its answer,
 * or by the attempt's end when it was left blank, in the member's time zone.
 */
const ended = (member: Member, now: Date) => sql`
  select a.id, coalesce(a.finished_at, a.deadline_at) as ended_at
  from attempt a
  left join live_event e on e.id = a.live_event_id
  left join competition c on c.id = a.competition_id
  where a.user_id = ${member.id} and a.status in ('finished', 'expired')
    and (a.mode in ('quiz', 'custom', 'game')
      or (a.mode = 'event' and e.closes_at <= ${now.toISOString()}::timestamptz)
      or (a.mode = 'competition' and c.status = 'completed'))`;

/**
 * GET /api/progress: accuracy overall, by testament, by book, by topic and by week, the weakest
 * books and quizzes to take for them. Two statements: the figures (one pass over the member's
 * asked questions, aggregated in SQL) and, when some book is weak, the quizzes.
 */
export async function readProgress(db: Db, member: Member, now: Date): Promise<Progress> {
  // An attempt left running past its clock is ended first, as every reader of attempts does.
  await expireOverdueAttempts(db, now, { userId: member.id });
  const rows = rowsOf<FigureRow>(
    await db.execute(sql`
      with ended as (${ended(member, now)}),
      asked as (
        select q.book, q.topics, coalesce(aa.is_correct, false) as is_right,
               (coalesce(aa.answered_at, ended.ended_at) at time zone ${member.timezone})::date as day
        from ended
        join attempt_question aq on aq.attempt_id = ended.id
        join question q on q.id = aq.question_id
        left join attempt_answer aa on aa.attempt_id = aq.attempt_id and aa.question_id = aq.question_id
      )
      select 'all' as kind, null as key, count(*)::int as answered, (count(*) filter (where is_right))::int as n_right from asked
      union all
      select 'book', book, count(*)::int, (count(*) filter (where is_right))::int from asked where book is not null group by book
      union all
      select 'topic', topic, count(*)::int, (count(*) filter (where is_right))::int from asked cross join lateral unnest(topics) as topic group by topic
      union all
      -- Sunday-start weeks: the day less its day of the week (Sunday is 0).
      select 'week', (day - extract(dow from day)::int)::text, count(*)::int, (count(*) filter (where is_right))::int from asked group by 2`),
  );
  const tally = (r: FigureRow): Tally => ({ answered: r.answered, right: r.n_right });
  const of = (kind: FigureRow["kind"]) => rows.filter((r) => r.kind === kind);

  const overall = of("all")[0];
  const books = new Map(of("book").map((r) => [r.key!, tally(r)]));
  // In canon order; a book the bank no longer knows is left out rather than shown by its slug.
  const byBook = BOOKS.flatMap((b) => {
    const t = books.get(b.slug);
    return t ? [{ book: b.name, slug: b.slug, ...accuracyOf(t) }] : [];
  });
  const byTestament = (["old", "new"] as Testament[]).map((testament) => {
    const sum = { answered: 0, right: 0 };
    for (const [slug, t] of books) {
      if (findBookBySlug(slug)?.testament !== testament) continue;
      sum.answered += t.answered;
      sum.right += t.right;
    }
    return { testament, ...accuracyOf(sum) };
  });
  const byTopic = of("topic")
    .map((r) => ({ topic: r.key!, ...accuracyOf(tally(r)) }))
    .sort((a, b) => b.answered - a.answered || a.topic.localeCompare(b.topic));
  const weekly = of("week")
    .map((r) => ({ weekStart: r.key!, ...accuracyOf(tally(r)) }))
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart))
    .slice(-PROGRESS_WEEKS);
  // Lowest accuracy first, ties by more asked (more evidence), then canon order; a book answered
  // all right is not weak, whatever else is.
  const weakest = byBook
    .filter((b) => b.answered >= WEAK_BOOK_MIN_ASKED && b.right < b.answered)
    .sort((a, b) => a.accuracy! - b.accuracy! || b.answered - a.answered)
    .slice(0, WEAKEST_BOOKS);

  return {
    overall: accuracyOf(overall ? tally(overall) : { answered: 0, right: 0 }),
    byTestament,
    byBook,
    byTopic,
    weekly,
    weakest,
    recommended: await recommendQuizzes(db, member.id, weakest),
  };
}
