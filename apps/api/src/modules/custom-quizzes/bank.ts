import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { BOOKS, CUSTOM_QUIZ_CANDIDATES_MAX, CUSTOM_QUIZ_MESSAGES, type BankQuestion, type CustomQuizCandidates, type CustomQuizFilter } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { question } from "../../db/schema.ts";
import { conflict } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like.ts";
import { isOpen, questionOptions } from "../questions/service.ts";

/**
 * The bank a custom quiz is built from: the open questions (docs/architecture.md §4 'Sealed and
 * open'), never a quiz pool's or the sealed supply's, decided by the database when it is asked. The
 * builder lists each with its key and prints an answer key, so the same rule is asked again when the
 * quiz is read, an attempt starts and a sheet is printed: a question that left the open bank since
 * the quiz was built (into a pool) is left out then, its key with it.
 */
export const openNow = (questionId: SQL): SQL => isOpen(questionId, new Date());

/** The book's place in the canon, so the hand-picking list reads Genesis to Revelation. */
const canonOrder = sql`array_position(array[${sql.join(
  BOOKS.map((b) => sql`${b.slug}`),
  sql`, `,
)}]::text[], ${question.book})`;

/** A question's chapter, read from its reference ('1 Samuel 17:49' → 17). */
const chapterOf = sql`((regexp_match(${question.reference}, '(\\d+):\\d'))[1])::int`;

function matching(filter: CustomQuizFilter): SQL {
  return and(
    openNow(sql`${question.id}`),
    filter.books.length ? inArray(question.book, filter.books) : undefined,
    filter.chapters.length ? inArray(chapterOf, filter.chapters) : undefined,
    filter.topics.length
      ? sql`${question.topics} && ${sql`array[${sql.join(
          filter.topics.map((topic: string) => sql`${topic}`),
          sql`, `,
        )}]::text[]`}`
      : undefined,
    filter.difficulty !== "any" ? eq(question.difficulty, filter.difficulty) : undefined,
    filter.q ? or(ilike(question.question, containsPattern(filter.q)), ilike(question.reference, containsPattern(filter.q))) : undefined,
  )!;
}

const bankColumns = {
  id: question.id,
  text: question.question,
  options: questionOptions,
  correctIndex: question.correctIndex,
  reference: question.reference,
  book: question.book,
  difficulty: question.difficulty,
  topics: question.topics,
};
type BankRow = {
  id: number;
  text: string;
  options: [string, string, string, string];
  correctIndex: number;
  reference: string | null;
  book: string | null;
  difficulty: string;
  topics: string[];
};
export const presentBankQuestion = (r: BankRow): BankQuestion => ({
  id: r.id,
  text: r.text,
  options: r.options,
  correctIndex: r.correctIndex,
  reference: r.reference,
  book: r.book,
  difficulty: r.difficulty,
  topics: r.topics,
});

/** The matching questions for picking by hand, with their answers, at most CUSTOM_QUIZ_CANDIDATES_MAX. */
export async function listCandidates(db: DbOrTx, filter: CustomQuizFilter): Promise<CustomQuizCandidates> {
  const where = matching(filter);
  const [total] = await db.select({ n: count() }).from(question).where(where);
  const rows = await db
    .select(bankColumns)
    .from(question)
    .where(where)
    .orderBy(asc(canonOrder), asc(chapterOf), asc(question.id))
    .limit(CUSTOM_QUIZ_CANDIDATES_MAX);
  const n = total?.n ?? 0;
  return { questions: rows.map(presentBankQuestion), total: n, capped: n > rows.length };
}

/** `wanted` questions drawn at random among all the matching ones; 409 when fewer match. */
export async function drawQuestions(db: DbOrTx, filter: CustomQuizFilter, wanted: number): Promise<BankQuestion[]> {
  const rows = await db.select(bankColumns).from(question).where(matching(filter)).orderBy(sql`random()`).limit(wanted);
  if (rows.length < wanted) throw conflict("NOT_ENOUGH_QUESTIONS", CUSTOM_QUIZ_MESSAGES.notEnoughMatches(rows.length, wanted));
  return rows.map(presentBankQuestion);
}

/** Questions of the bank by id, with whether each is still in play nowhere. */
export async function bankQuestions(db: DbOrTx, ids: readonly number[]): Promise<Array<BankQuestion & { available: boolean }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...bankColumns, available: sql<boolean>`${openNow(sql`${question.id}`)}` })
    .from(question)
    .where(inArray(question.id, [...ids]));
  // A question that left the open bank (into a pool) keeps its place in the list, never its key.
  const byId = new Map(rows.map((r) => [r.id, { ...presentBankQuestion(r), ...(r.available ? {} : { correctIndex: null }), available: r.available }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Refuses a selection with a question that does not exist or is in play: a builder draws or picks again. */
export async function requireAvailable(db: DbOrTx, ids: readonly number[]): Promise<void> {
  const found = await bankQuestions(db, ids);
  if (found.length !== ids.length || found.some((q) => !q.available)) throw conflict("QUESTIONS_UNAVAILABLE", CUSTOM_QUIZ_MESSAGES.questionsUnavailable);
}
