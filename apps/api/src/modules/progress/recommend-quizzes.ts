import { sql } from "drizzle-orm";
import type { Progress } from "@berean/domain";
import { rowsOf, type Db } from "../../db/client.ts";
import { quizInSeason } from "../admin-quizzes/service.ts";

/** How many quizzes are recommended. */
export const RECOMMENDED_QUIZZES = 4;
/**
 * A quiz is for a weak book when it is that book's quiz, or when at least this share of its pool
 * is from the book: a whole-Bible quiz with two Genesis questions in fifty would not help with Genesis.
 */
export const RECOMMEND_MIN_SHARE = 0.2;

type WeakBook = Progress["weakest"][number];
type PoolRow = { id: number; title: string; quiz_book: string | null; featured: boolean; book: string | null; n: number };
/** A quiz and how many of its pool questions each book has. */
type Candidate = { id: number; title: string; featured: boolean; quizBook: string | null; pool: number; byBook: Map<string, number> };

const percent = (accuracy: number | null) => `${Math.round((accuracy ?? 0) * 100)}%`;

/**
 * Published quizzes the member has never attempted (in any way: a quiz is taken once ever), for
 * their weakest books: the quiz of the book (quiz.book) or one whose pool is largely from it
 * (quiz_question → question.book). The weakest book is served first, then the next, in turns, so
 * that each weak book gets its best quiz before any gets a second; within a book, the quiz most
 * about it first, then featured ones, then by title. Never the Saturday event's quiz.
 */
export async function recommendQuizzes(db: Db, userId: string, weakest: readonly WeakBook[]): Promise<Progress["recommended"]> {
  if (weakest.length === 0) return [];
  const slugs = sql.join(
    weakest.map((b) => sql`${b.slug}`),
    sql`, `,
  );
  // Every pool question's book, per candidate quiz: the shares are worked out below.
  const rows = rowsOf<PoolRow>(
    await db.execute(sql`
      select qz.id, qz.title, qz.book as quiz_book, qz.featured, qs.book, count(*)::int as n
      from quiz qz
      join quiz_question qq on qq.quiz_id = qz.id
      join question qs on qs.id = qq.question_id
      where qz.status = 'active' and not qz.is_weekly and ${quizInSeason(new Date(), sql`qz.season`)}
        and not exists (select 1 from attempt a where a.user_id = ${userId} and a.quiz_id = qz.id)
        and (qz.book in (${slugs}) or exists (
          select 1 from quiz_question wq join question wqs on wqs.id = wq.question_id
          where wq.quiz_id = qz.id and wqs.book in (${slugs})))
      group by qz.id, qs.book`),
  );

  const candidates = new Map<number, Candidate>();
  for (const r of rows) {
    const c = candidates.get(r.id) ?? { id: r.id, title: r.title, featured: r.featured, quizBook: r.quiz_book, pool: 0, byBook: new Map() };
    c.pool += r.n;
    if (r.book) c.byBook.set(r.book, r.n);
    candidates.set(r.id, c);
  }
  const shareOf = (c: Candidate, slug: string) => (c.quizBook === slug ? 1 : (c.byBook.get(slug) ?? 0) / c.pool);

  const queues = weakest.map((book) => ({
    book,
    quizzes: [...candidates.values()]
      .map((c) => ({ c, share: shareOf(c, book.slug) }))
      .filter((q) => q.share >= RECOMMEND_MIN_SHARE)
      .sort((a, b) => b.share - a.share || Number(b.c.featured) - Number(a.c.featured) || a.c.title.localeCompare(b.c.title)),
  }));

  const chosen: Progress["recommended"] = [];
  const taken = new Set<number>();
  while (chosen.length < RECOMMENDED_QUIZZES && queues.some((q) => q.quizzes.length > 0)) {
    for (const queue of queues) {
      if (chosen.length >= RECOMMENDED_QUIZZES) break;
      let next = queue.quizzes.shift();
      while (next && taken.has(next.c.id)) next = queue.quizzes.shift();
      if (!next) continue;
      taken.add(next.c.id);
      chosen.push({ id: next.c.id, title: next.c.title, book: queue.book.book, reason: `${queue.book.book}: ${percent(queue.book.accuracy)} right so far` });
    }
  }
  return chosen;
}
