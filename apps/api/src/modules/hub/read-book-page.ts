import { and, asc, count, eq, exists, inArray, not, or, sql } from "drizzle-orm";
import { BOOK_PAGE_QUESTION_COUNT, findBookBySlug, QUIZ_QUESTION_COUNT, type BookPage, type Difficulty } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { competition, competitionQuestion, question, quiz, quizQuestion } from "../../db/schema.ts";

/**
 * A book's public page, or null for an unknown slug: its facts, its active quizzes and a set of
 * its questions with answers. A question that a quiz in play uses (active, or a draft about to
 * be published) or that an upcoming or active competition asks is never shown: its answer
 * would be a key to that quiz. The page shows fewer questions rather than those. Decided by
 * the database when the page is made; a change to the quizzes is announced (`quizzes`, lib/changes.ts)
 * and drops the pages kept in the shared cache, so a quiz an admin publishes is covered at once.
 */
export async function readBookPage(db: Db, slug: string): Promise<BookPage | null> {
  const book = findBookBySlug(slug);
  if (!book) return null;

  const inCompetition = exists(
    db
      .select({ one: sql`1` })
      .from(competitionQuestion)
      .innerJoin(competition, eq(competition.id, competitionQuestion.competitionId))
      .where(and(eq(competitionQuestion.questionId, question.id), inArray(competition.status, ["upcoming", "active"]))),
  );
  const inQuiz = exists(
    db
      .select({ one: sql`1` })
      .from(quizQuestion)
      .innerJoin(quiz, eq(quiz.id, quizQuestion.quizId))
      .where(
        and(
          eq(quizQuestion.questionId, question.id),
          or(
            inArray(quiz.status, ["active", "draft"]),
            exists(db.select({ one: sql`1` }).from(competition).where(and(eq(competition.quizId, quiz.id), inArray(competition.status, ["upcoming", "active"])))),
          ),
        ),
      ),
  );
  // A Saturday event's questions stay off the book pages until the event has closed.
  const inEvent = sql`exists (select 1 from live_event_question eq join live_event e on e.id = eq.event_id where eq.question_id = ${question.id} and e.closes_at > now())`;
  const inPlay = or(inQuiz, inCompetition, inEvent)!;
  const [quizzes, questions, [total]] = await Promise.all([
    db
      .select({ id: quiz.id, title: quiz.title, description: quiz.description, difficulty: quiz.difficulty })
      .from(quiz)
      .where(and(eq(quiz.book, slug), eq(quiz.status, "active")))
      .orderBy(asc(quiz.title)),
    db
      .select()
      .from(question)
      .where(and(eq(question.book, slug), not(inPlay)))
      .orderBy(asc(question.id))
      .limit(BOOK_PAGE_QUESTION_COUNT),
    db.select({ n: count() }).from(question).where(eq(question.book, slug)),
  ]);

  const ids = quizzes.map((q) => q.id);
  const sizes = ids.length
    ? await db.select({ quizId: quizQuestion.quizId, n: count() }).from(quizQuestion).where(inArray(quizQuestion.quizId, ids)).groupBy(quizQuestion.quizId)
    : [];
  const sizeOf = new Map(sizes.map((s) => [s.quizId, s.n]));

  return {
    book: { name: book.name, slug: book.slug, category: book.category, testament: book.testament, chapters: book.chapters, order: book.order },
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
        explanation: q.explanation,
      })),
  };
}
