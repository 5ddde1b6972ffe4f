import { and, asc, count, eq, inArray, isNull, not, sql } from "drizzle-orm";
import { BOOK_PAGE_QUESTION_COUNT, bookName, findBookBySlug, QUIZ_QUESTION_COUNT, type BookPage, type Difficulty, type Locale } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { question, quiz, quizQuestion } from "../../db/schema.ts";
import { inOpenGame, isOpen } from "../questions/service.ts";
import { quizInSeason } from "../admin-quizzes/service.ts";
import { citedPassages } from "../../lib/scripture.ts";

/**
 * A book's public page, or null for an unknown slug: its facts, its active quizzes and a set of
 * its questions with answers: open questions only (docs/architecture.md §4 'Sealed and open'), never
 * a quiz pool's or the sealed supply's, whose answer would be a key to a score. The page shows
 * fewer questions rather than those. Decided by
 * the database when the page is made; a change to the quizzes is announced (`quizzes`, lib/changes.ts)
 * and drops the pages kept in the shared cache, so a quiz an admin publishes is covered at once.
 */
export async function readBookPage(db: Db, slug: string, locale: Locale = "en"): Promise<BookPage | null> {
  const book = findBookBySlug(slug);
  if (!book) return null;

  // Open, and not in a hosted game under way, whose players are not to find its keys here mid-game.
  const shown = and(isOpen(sql`${question.id}`, new Date()), not(inOpenGame(sql`${question.id}`)));
  const [quizzes, questions, [total]] = await Promise.all([
    db
      .select({ id: quiz.id, title: quiz.title, description: quiz.description, difficulty: quiz.difficulty })
      .from(quiz)
      .where(and(eq(quiz.book, slug), eq(quiz.locale, locale), eq(quiz.status, "active"), quizInSeason(new Date())))
      .orderBy(asc(quiz.title)),
    db
      .select()
      .from(question)
      .where(and(eq(question.book, slug), eq(question.locale, locale), shown))
      .orderBy(asc(question.id))
      .limit(BOOK_PAGE_QUESTION_COUNT),
    db
      .select({ n: count() })
      .from(question)
      .where(and(eq(question.book, slug), eq(question.locale, locale), isNull(question.authorId))),
  ]);

  const ids = quizzes.map((q) => q.id);
  const sizes = ids.length
    ? await db.select({ quizId: quizQuestion.quizId, n: count() }).from(quizQuestion).where(inArray(quizQuestion.quizId, ids)).groupBy(quizQuestion.quizId)
    : [];
  const sizeOf = new Map(sizes.map((s) => [s.quizId, s.n]));

  return {
    // In the page's language (§9): 'Génesis' on /es/hub/genesis, its questions from the Spanish bank.
    book: { name: bookName(book, locale), slug: book.slug, category: book.category, testament: book.testament, chapters: book.chapters, order: book.order },
    questionCount: total?.n ?? 0,
    quizzes: quizzes.map((q) => ({ ...q, difficulty: q.difficulty as Difficulty, questionCount: Math.min(QUIZ_QUESTION_COUNT, sizeOf.get(q.id) ?? 0) })),
    questions: questions
      .sort((a, b) => a.id - b.id)
      .map((q) => ({
        id: q.id,
        question: q.question,
        options: [q.optionA, q.optionB, q.optionC, q.optionD],
        answerIndex: q.correctIndex,
        reference: q.reference,
        references: citedPassages(q.reference, q.furtherReferences).references,
        explanation: q.explanation,
      })),
  };
}
