import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  BOOKS,
  CUSTOM_QUIZ_CANDIDATES_MAX,
  CUSTOM_QUIZ_MESSAGES,
  mayDisclose,
  STRANGER,
  type BankQuestion,
  type CustomQuizCandidates,
  type CustomQuizDraw,
  type CustomQuizFilter,
} from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { question } from "../../db/schema.ts";
import { conflict } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like.ts";
import { accessNow, isOpen, questionOptions, usableBy } from "../questions/service.ts";

/**
 * The bank a custom quiz is built from: the open questions (docs/architecture.md §4 'Sealed and
 * open'), never a quiz pool's or the sealed supply's, and the questions its owner wrote (private:
 * only their own quizzes ask them), decided by the database when it is asked. The builder lists
 * each with its key and prints an answer key, so the same rule is asked again when the quiz is
 * read, an attempt starts and a sheet is printed: a question that left the open bank since the quiz
 * was built (into a pool) is left out then, its key with it.
 */
export const usableNow = (questionId: SQL, ownerId: string): SQL => usableBy(questionId, ownerId, new Date());

/** Open now: the rule for those who may use a custom quiz but not print its key (a member hosting a game from it). */
export const openNow = (questionId: SQL): SQL => isOpen(questionId, new Date());

/** The book's place in the canon, so the hand-picking list reads Genesis to Revelation. */
const canonOrder = sql`array_position(array[${sql.join(
  BOOKS.map((b) => sql`${b.slug}`),
  sql`, `,
)}]::text[], ${question.book})`;

/** A question's chapter, read from its reference ('1 Samuel 17:49' → 17). */
const chapterOf = sql`((regexp_match(${question.reference}, '(\\d+):\\d'))[1])::int`;

function matching(filter: CustomQuizFilter, ownerId: string): SQL {
  return and(
    usableNow(sql`${question.id}`, ownerId),
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
  own: sql<boolean>`${question.authorId} is not null`,
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
  own: boolean;
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
  own: r.own,
  text: r.text,
  options: r.options,
  correctIndex: r.correctIndex,
  reference: r.reference,
  book: r.book,
  difficulty: r.difficulty,
  topics: r.topics,
});

/** The matching questions for picking by hand, with their answers, at most CUSTOM_QUIZ_CANDIDATES_MAX: the builder's own first. */
export async function listCandidates(db: DbOrTx, filter: CustomQuizFilter, ownerId: string): Promise<CustomQuizCandidates> {
  const where = matching(filter, ownerId);
  const [total] = await db.select({ n: count() }).from(question).where(where);
  const rows = await db
    .select(bankColumns)
    .from(question)
    .where(where)
    .orderBy(sql`${question.authorId} is null`, asc(canonOrder), asc(chapterOf), asc(question.id))
    .limit(CUSTOM_QUIZ_CANDIDATES_MAX);
  const n = total?.n ?? 0;
  return { questions: rows.map(presentBankQuestion), total: n, capped: n > rows.length };
}

/** `wanted` questions drawn at random among all the matching ones; all of them, and a note saying so, when fewer match. */
export async function drawQuestions(db: DbOrTx, filter: CustomQuizFilter, wanted: number, ownerId: string): Promise<CustomQuizDraw> {
  const rows = await db.select(bankColumns).from(question).where(matching(filter, ownerId)).orderBy(sql`random()`).limit(wanted);
  return { questions: rows.map(presentBankQuestion), note: rows.length < wanted ? CUSTOM_QUIZ_MESSAGES.drewFewer(rows.length, wanted) : null };
}

/** Who reads a custom quiz's questions: its owner's id, and whether the reader may print its key (its owner, its groups' leaders). */
export interface QuizReader {
  ownerId: string;
  keyHolder: boolean;
}

/**
 * Questions by id, with whether a custom quiz of `reader.ownerId` may still ask each (the open bank,
 * or its owner's own). Each key as the one rule (domain mayDisclose) allows it to the reader: a key
 * holder of the quiz holds its owner's private questions; a question that left the open bank (into
 * a pool) keeps its place in the list, never its key.
 */
export async function bankQuestions(db: DbOrTx, ids: readonly number[], reader: QuizReader): Promise<Array<BankQuestion & { available: boolean }>> {
  if (ids.length === 0) return [];
  const now = new Date();
  const rows = await db
    .select({
      ...bankColumns,
      available: sql<boolean>`${usableBy(sql`${question.id}`, reader.ownerId, now)}`,
      access: accessNow(sql`${question.id}`, now),
      writtenByOwner: sql<boolean>`${question.authorId} is not distinct from ${reader.ownerId}`,
    })
    .from(question)
    .where(inArray(question.id, [...ids]));
  const byId = new Map(
    rows.map((r) => {
      const keyShown = mayDisclose("key", { ...STRANGER, access: r.access, holder: reader.keyHolder && r.writtenByOwner });
      return [r.id, { ...presentBankQuestion(r), ...(r.available && keyShown ? {} : { correctIndex: null }), available: r.available }];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Refuses a selection with a question that does not exist or is in play (or another builder's own): a builder draws or picks again. */
export async function requireAvailable(db: DbOrTx, ids: readonly number[], ownerId: string): Promise<void> {
  const found = await bankQuestions(db, ids, { ownerId, keyHolder: true });
  if (found.length !== ids.length || found.some((q) => !q.available)) throw conflict("QUESTIONS_UNAVAILABLE", CUSTOM_QUIZ_MESSAGES.questionsUnavailable);
}
