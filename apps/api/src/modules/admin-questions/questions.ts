import { and, asc, count, countDistinct, desc, eq, exists, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_CONTENT_MESSAGES,
  ADMIN_QUESTIONS_PAGE_SIZE,
  NO_ANSWERS,
  type AdminQuestion,
  type AdminQuestionInput,
  type AdminQuestionList,
  type AdminQuestionSaved,
  type AdminQuestionsQuery,
  type ItemAnalysis,
} from "@berean/domain";
import { rowsOf, type Db, type DbOrTx, type Tx } from "../../db/client.ts";
import { competition, competitionQuestion, question, questionChallenge, quiz, quizQuestion } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { announce } from "../../lib/changes.ts";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors.ts";
import { verseText } from "../../lib/scripture.ts";
import { containsPattern } from "../../lib/like.ts";
import { regradeQuestion } from "../attempts/service.ts";
import { resolveAsCorrected } from "../challenges/service.ts";
import {
  accessNow,
  accessOfRow,
  analyseQuestions,
  deleteQuestion as deleteQuestionRow,
  insertQuestion,
  replaceQuestion,
  type QuestionRow,
} from "../questions/service.ts";

function present(row: QuestionRow, usage: number, openChallenges: number, analysis: ItemAnalysis): AdminQuestion {
  return {
    id: row.id,
    question: row.question,
    options: [row.optionA, row.optionB, row.optionC, row.optionD],
    correctIndex: row.correctIndex,
    book: row.book,
    reference: row.reference,
    difficulty: row.difficulty as AdminQuestion["difficulty"],
    topics: row.topics,
    explanation: row.explanation,
    usage,
    access: accessOfRow(row, usage > 0, new Date()),
    pack: row.pack,
    openChallenges,
    analysis,
    createdAt: row.createdAt.toISOString(),
  };
}

async function presentAll(db: DbOrTx, rows: QuestionRow[]): Promise<AdminQuestion[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  // One after another: after an edit this runs in its transaction, whose one client takes one query at a time.
  const usage = await db
    .select({ id: quizQuestion.questionId, n: count() })
    .from(quizQuestion)
    .where(inArray(quizQuestion.questionId, ids))
    .groupBy(quizQuestion.questionId);
  const challenges = await db
    .select({ id: questionChallenge.questionId, n: count() })
    .from(questionChallenge)
    .where(and(inArray(questionChallenge.questionId, ids), eq(questionChallenge.status, "open")))
    .groupBy(questionChallenge.questionId);
  const analysis = await analyseQuestions(db, ids);
  const usageOf = new Map(usage.map((u) => [u.id, u.n]));
  const openOf = new Map(challenges.map((c) => [c.id, c.n]));
  return rows.map((r) => present(r, usageOf.get(r.id) ?? 0, openOf.get(r.id) ?? 0, analysis.get(r.id) ?? NO_ANSWERS));
}

/** What each sort of the list orders by; the id breaks ties so that pages never repeat or skip a question. */
function orderOf(query: Pick<AdminQuestionsQuery, "sort" | "order">): SQL[] {
  const dir = query.order === "asc" ? asc : desc;
  const key: Record<AdminQuestionsQuery["sort"], SQL | typeof question.createdAt> = {
    created: question.createdAt,
    question: sql`lower(${question.question})`,
    book: sql`coalesce(${question.book}, '')`,
    difficulty: sql`case ${question.difficulty} when 'easy' then 0 when 'medium' then 1 else 2 end`,
    usage: sql`(select count(*) from ${quizQuestion} where ${quizQuestion.questionId} = ${question.id})`,
  };
  return [dir(key[query.sort]), dir(question.id)];
}

/** The bank (or one quiz's pool), searched over the text, book and topics, filtered, sorted as asked (newest first by default). */
export async function listQuestions(db: Db, query: AdminQuestionsQuery): Promise<AdminQuestionList> {
  const inQuiz = query.quizId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(quizQuestion)
          .where(and(eq(quizQuestion.questionId, question.id), eq(quizQuestion.quizId, query.quizId))),
      )
    : undefined;
  const pattern = containsPattern(query.search);
  const conditions: Array<SQL | undefined> = [
    inQuiz,
    query.search
      ? or(ilike(question.question, pattern), ilike(question.book, pattern), sql`array_to_string(${question.topics}, ' ') ilike ${pattern}`)
      : undefined,
    query.book ? eq(question.book, query.book) : undefined,
    query.difficulty ? eq(question.difficulty, query.difficulty) : undefined,
    query.topic ? sql`${query.topic} = any(${question.topics})` : undefined,
    query.access ? sql`${accessNow(sql`${question.id}`, new Date())} = ${query.access}` : undefined,
  ];
  if (query.flagged) {
    const flagged = [...(await analyseQuestions(db, null)).entries()].filter(([, a]) => a.flagged).map(([id]) => id);
    conditions.push(flagged.length ? inArray(question.id, flagged) : sql`false`);
  }
  const where = and(...conditions);
  const [rows, [total], [counters], quizzes] = await Promise.all([
    db
      .select()
      .from(question)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(ADMIN_QUESTIONS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_QUESTIONS_PAGE_SIZE),
    db.select({ n: count() }).from(question).where(where),
    db
      .select({
        totalQuestions: countDistinct(question.id),
        usedInQuizzes: sql<number>`count(distinct ${quizQuestion.questionId})::int`,
        categories: sql<number>`count(distinct ${question.book})::int`,
        totalUsage: sql<number>`count(${quizQuestion.questionId})::int`,
        sealedSupply: sql<number>`count(distinct ${question.id}) filter (where ${question.sealed} and ${question.revealsAt} is null)::int`,
      })
      .from(question)
      .leftJoin(quizQuestion, and(eq(quizQuestion.questionId, question.id), query.quizId ? eq(quizQuestion.quizId, query.quizId) : undefined))
      .where(inQuiz),
    db.select({ id: quiz.id, title: quiz.title }).from(quiz).orderBy(quiz.title),
  ]);
  return {
    questions: await presentAll(db, rows),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_QUESTIONS_PAGE_SIZE,
    counters: counters ?? { totalQuestions: 0, usedInQuizzes: 0, categories: 0, totalUsage: 0, sealedSupply: 0 },
    quizzes,
  };
}

export async function readQuestion(db: DbOrTx, id: number): Promise<AdminQuestion> {
  const [row] = await db.select().from(question).where(eq(question.id, id));
  if (!row) throw notFound("Question not found.");
  return (await presentAll(db, [row]))[0]!;
}

/** A reference must name verses the King James text has (the 66 books' chapters are checked by its schema). */
function checkVerse(reference: string): void {
  if (reference && verseText(reference) === null) throw badRequest(ADMIN_CONTENT_MESSAGES.unknownVerse, { reference: ADMIN_CONTENT_MESSAGES.unknownVerse });
}

/** A question's row from what an admin wrote (the form or an uploaded CSV row); empty texts are stored as null. */
export const questionColumns = (
  input: Pick<AdminQuestionInput, "question" | "options" | "correctIndex" | "book" | "difficulty"> & {
    topics: string[];
    reference: string | null;
    explanation: string | null;
  },
) => ({
  question: input.question,
  optionA: input.options[0],
  optionB: input.options[1],
  optionC: input.options[2],
  optionD: input.options[3],
  correctIndex: input.correctIndex,
  book: input.book,
  reference: input.reference || null,
  difficulty: input.difficulty,
  topics: input.topics,
  explanation: input.explanation || null,
});

const snapshot = (row: QuestionRow) => ({
  question: row.question,
  options: [row.optionA, row.optionB, row.optionC, row.optionD],
  correctIndex: row.correctIndex,
  book: row.book,
  reference: row.reference,
  difficulty: row.difficulty,
  topics: row.topics,
  explanation: row.explanation,
});

export async function createQuestion(db: Db, actorId: string, input: AdminQuestionInput): Promise<AdminQuestionSaved> {
  checkVerse(input.reference);
  return db.transaction(async (tx) => {
    const row = await insertQuestion(tx, questionColumns(input));
    await audit(tx, { actorId, action: "question.create", targetType: "question", targetId: row.id, after: snapshot(row) });
    await announce(tx, { topic: "quizzes" });
    return { question: (await presentAll(tx, [row]))[0]!, regraded: 0 };
  });
}

/** Competitions publish their question set's hash when they open: its questions stay as they were. */
async function refuseIfInCompetition(tx: Tx, id: number): Promise<void> {
  const [locked] = await tx
    .select({ id: competition.id })
    .from(competitionQuestion)
    .innerJoin(competition, eq(competition.id, competitionQuestion.competitionId))
    .where(and(eq(competitionQuestion.questionId, id), inArray(competition.status, ["active", "completed"])))
    .limit(1);
  if (locked) throw conflict("QUESTION_IN_COMPETITION", ADMIN_CONTENT_MESSAGES.questionInCompetition);
}

/**
 * Edit (and 'correct the question' from the challenge queue): a changed key regrades every ended
 * attempt that answered it, with the boards, in this transaction; the question's open challenges
 * are resolved as corrected with the admin's note, which the regraded members see.
 */
export async function updateQuestion(db: Db, actorId: string, id: number, input: AdminQuestionInput, now: Date): Promise<AdminQuestionSaved> {
  checkVerse(input.reference);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(question).where(eq(question.id, id)).for("update");
    if (!before) throw notFound("Question not found.");
    await refuseIfInCompetition(tx, id);
    const note = input.note || "The question was corrected.";
    const after = await replaceQuestion(tx, id, questionColumns(input));
    const regraded = before.correctIndex === input.correctIndex ? 0 : await regradeQuestion(tx, id, input.correctIndex, note, now);
    const resolved = await resolveAsCorrected(tx, id, { actorId, note, now });
    await audit(tx, {
      actorId,
      action: regraded ? "question.regrade" : "question.update",
      targetType: "question",
      targetId: id,
      before: snapshot(before),
      after: { ...snapshot(after!), regradedAttempts: regraded, resolvedChallenges: resolved.length, note: input.note || null },
    });
    await announce(tx, { topic: "quizzes" });
    return { question: (await presentAll(tx, [after!]))[0]!, regraded };
  });
}

/**
 * Deletes a question no quiz, result or competition uses. Quizzes name their questions and
 * results keep the ones they asked, so a used question is refused with the reason.
 */
export async function deleteQuestion(db: Db, actorId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(question).where(eq(question.id, id)).for("update");
    if (!before) throw notFound("Question not found.");
    const quizzes = await tx
      .select({ title: quiz.title })
      .from(quizQuestion)
      .innerJoin(quiz, eq(quiz.id, quizQuestion.quizId))
      .where(eq(quizQuestion.questionId, id))
      .orderBy(quiz.title);
    if (quizzes.length) throw new AppError(409, "QUESTION_IN_USE", ADMIN_CONTENT_MESSAGES.questionInQuizzes(quizzes.map((q) => q.title)));
    const [asked] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from attempt_question where question_id = ${id}`));
    if (asked && asked.n > 0) throw new AppError(409, "QUESTION_ANSWERED", ADMIN_CONTENT_MESSAGES.questionAnswered(asked.n));
    const [inCompetition] = await tx
      .select({ id: competitionQuestion.competitionId })
      .from(competitionQuestion)
      .where(eq(competitionQuestion.questionId, id))
      .limit(1);
    if (inCompetition) throw conflict("QUESTION_IN_COMPETITION", ADMIN_CONTENT_MESSAGES.questionInCompetition);
    await deleteQuestionRow(tx, id);
    await audit(tx, { actorId, action: "question.delete", targetType: "question", targetId: id, before: snapshot(before) });
    await announce(tx, { topic: "quizzes" });
  });
}
