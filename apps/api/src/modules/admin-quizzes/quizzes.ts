import { and, asc, eq, inArray, not, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_CONTENT_MESSAGES,
  ADMIN_QUIZZES_PAGE_SIZE,
  EARLY_ACCESS_DAYS,
  QUIZ_QUESTION_COUNT,
  type AdminQuiz,
  type AdminQuizCreate,
  type AdminQuizList,
  type AdminQuizUpdate,
  type AdminQuizzesQuery,
  type QuestionFilter,
  type QuizStatus,
} from "@berean/domain";
import { rowsOf, type Db, type Tx } from "../../db/client.ts";
import { question, quiz, quizQuestion } from "../../db/schema.ts";
import { isPrivate, isSealed, questionOptions } from "../questions/service.ts";
import { audit } from "../../lib/audit.ts";
import { announce } from "../../lib/changes.ts";
import { AppError, badRequest, notFound } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like.ts";

type QuizRow = typeof quiz.$inferSelect;

const QUIZ_SORT_KEYS: Record<AdminQuizzesQuery["sort"], SQL> = {
  created: sql`created_at`,
  title: sql`lower(title)`,
  questions: sql`questions`,
  attempts: sql`attempts`,
  avgScore: sql`avg_score`,
  status: sql`status`,
};

/**
 * Quizzes with their pool size, attempts and the average of their finished results, searched by
 * title or description, filtered by status, sorted as asked (newest first by default; a quiz
 * without results sorts last either way) and one page at a time; the counters cover every quiz.
 */
export async function listQuizzes(db: Db, query: AdminQuizzesQuery): Promise<AdminQuizList> {
  type Row = {
    id: number;
    title: string;
    description: string;
    status: string;
    difficulty: string;
    is_weekly: boolean;
    season: string | null;
    created_at: Date | string;
    opens_to_all_at: Date | string | null;
    questions: number;
    attempts: number;
    avg_score: number | null;
  };
  const pattern = containsPattern(query.search);
  const where = sql.join(
    [
      sql`true`,
      query.search ? sql`(title ilike ${pattern} or description ilike ${pattern})` : undefined,
      query.status ? sql`status = ${query.status}` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const dir = query.order === "asc" ? sql`asc` : sql`desc`;
  const listed = sql`
    with listed as (
      select q.id, q.title, q.description, q.status, q.difficulty, q.is_weekly, q.season, q.created_at, q.opens_to_all_at,
             (select count(*) from quiz_question qq where qq.quiz_id = q.id)::int as questions,
             coalesce(a.attempts, 0)::int as attempts, a.avg_score
      from quiz q
      left join (
        select quiz_id, count(*) as attempts,
               round(avg(score) filter (where status in ('finished', 'expired')))::int as avg_score
        from attempt where status <> 'in_progress' group by quiz_id
      ) a on a.quiz_id = q.id
    )`;
  const result = await db.execute(sql`${listed}
    select * from listed where ${where}
    order by ${QUIZ_SORT_KEYS[query.sort]} ${dir} nulls last, id ${dir}
    limit ${ADMIN_QUIZZES_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_QUIZZES_PAGE_SIZE}`);
  const [counts] = rowsOf<{ total: number; all_quizzes: number; active: number; attempts: number }>(
    await db.execute(sql`${listed}
      select (count(*) filter (where ${where}))::int as total, count(*)::int as all_quizzes,
             (count(*) filter (where status = 'active'))::int as active, coalesce(sum(attempts), 0)::int as attempts
      from listed`),
  );
  const quizzes: AdminQuiz[] = rowsOf<Row>(result).map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    status: r.status as QuizStatus,
    difficulty: r.difficulty as AdminQuiz["difficulty"],
    isWeekly: r.is_weekly,
    season: r.season as AdminQuiz["season"],
    questions: r.questions,
    attempts: r.attempts,
    avgScore: r.avg_score,
    createdAt: new Date(r.created_at).toISOString(),
    opensToAllAt: r.opens_to_all_at === null ? null : new Date(r.opens_to_all_at).toISOString(),
  }));
  return {
    quizzes,
    total: counts?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_QUIZZES_PAGE_SIZE,
    counters: { totalQuizzes: counts?.all_quizzes ?? 0, totalAttempts: counts?.attempts ?? 0, activeQuizzes: counts?.active ?? 0 },
  };
}

/** The quiz's pool in order, for its edit dialog. */
export async function readQuizQuestions(
  db: Db,
  quizId: number,
): Promise<Array<{ id: number; question: string; correct: string; book: string | null; reference: string | null; difficulty: string }>> {
  const [row] = await db.select({ id: quiz.id }).from(quiz).where(eq(quiz.id, quizId));
  if (!row) throw notFound("Quiz not found.");
  const rows = await db
    .select({
      id: question.id,
      question: question.question,
      options: questionOptions,
      key: question.correctIndex,
      book: question.book,
      reference: question.reference,
      difficulty: question.difficulty,
    })
    .from(quizQuestion)
    .innerJoin(question, eq(question.id, quizQuestion.questionId))
    .where(eq(quizQuestion.quizId, quizId))
    .orderBy(asc(quizQuestion.orderIndex));
  return rows.map((r) => ({ id: r.id, question: r.question, correct: r.options[r.key]!, book: r.book, reference: r.reference, difficulty: r.difficulty }));
}

/**
 * The sealed supply (the Saturday event's and competitions': docs/architecture.md §4 'Sealed and
 * open') never joins a quiz's pool, where anyone who ends the quiz learns its answers; nor does a
 * leader's own question, which belongs to their custom quizzes only.
 */
const keptElsewhere = (questionId: SQL): SQL => sql`(${isSealed(questionId, new Date())} or ${isPrivate(questionId)})`;

/**
 * Up to 25 questions among those the filters keep, at random: none sealed, and none already in
 * another quiz's pool, so that ending one quiz (which shows its keys) shows none of another's.
 */
async function drawQuestions(tx: Tx, filter: QuestionFilter): Promise<number[]> {
  const rows = await tx
    .select({ id: question.id })
    .from(question)
    .where(
      and(
        filter.book ? eq(question.book, filter.book) : undefined,
        filter.difficulty ? eq(question.difficulty, filter.difficulty) : undefined,
        filter.topic ? sql`${filter.topic} = any(${question.topics})` : undefined,
        not(keptElsewhere(sql`${question.id}`)),
        sql`not exists (select 1 from ${quizQuestion} pooled where pooled.question_id = ${question.id})`,
      ),
    )
    .orderBy(sql`random()`)
    .limit(QUIZ_QUESTION_COUNT);
  return rows.map((r) => r.id);
}

async function checkPool(tx: Tx, ids: number[], status: QuizStatus): Promise<void> {
  if (new Set(ids).size !== ids.length) throw badRequest("A question is chosen twice.", { questionIds: "A question is chosen twice." });
  const found = await tx.select({ id: question.id }).from(question).where(inArray(question.id, ids));
  if (found.length !== ids.length) throw badRequest(ADMIN_CONTENT_MESSAGES.unknownQuestions, { questionIds: ADMIN_CONTENT_MESSAGES.unknownQuestions });
  const [kept] = await tx
    .select({ id: question.id })
    .from(question)
    .where(and(inArray(question.id, ids), keptElsewhere(sql`${question.id}`)))
    .orderBy(asc(question.id))
    .limit(1);
  if (kept) throw badRequest(ADMIN_CONTENT_MESSAGES.keptElsewhere(kept.id), { questionIds: ADMIN_CONTENT_MESSAGES.keptElsewhere(kept.id) });
  if (status === "active" && ids.length < QUIZ_QUESTION_COUNT) throw new AppError(409, "TOO_FEW_QUESTIONS", ADMIN_CONTENT_MESSAGES.tooFewForActive(ids.length));
}

/** The quiz's pool becomes `ids`: pool questions while it holds them (docs/architecture.md §4 'Sealed and open'); those it let go are open again unless another pool holds them. */
async function setPool(tx: Tx, quizId: number, ids: number[]): Promise<void> {
  await tx.delete(quizQuestion).where(eq(quizQuestion.quizId, quizId));
  if (ids.length) await tx.insert(quizQuestion).values(ids.map((questionId, orderIndex) => ({ quizId, questionId, orderIndex })));
}

const snapshot = (row: QuizRow, questionIds?: number[]) => ({
  title: row.title,
  description: row.description,
  status: row.status,
  opensToAllAt: row.opensToAllAt?.toISOString() ?? null,
  ...(questionIds ? { questionIds } : {}),
});

/**
 * Early access (docs/architecture.md §4 'Pro upgrade'): a quiz the admin opens in early access is Pro
 * members' alone for EARLY_ACCESS_DAYS from when it is active (kept if already running), then
 * everyone's; turned off, it opens to all at once. A draft's week has not begun: it starts on
 * activation. Left out of an update, it stays as it is.
 */
function opensToAllAt(earlyAccess: boolean | undefined, status: QuizStatus, current: Date | null, now: Date): Date | null {
  if (earlyAccess === undefined) return current;
  if (!earlyAccess) return null;
  if (status !== "active") return current;
  if (current && current.getTime() > now.getTime()) return current;
  return new Date(now.getTime() + EARLY_ACCESS_DAYS * 24 * 3600 * 1000);
}

export async function createQuiz(db: Db, actorId: string, input: AdminQuizCreate): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const ids = input.selection.mode === "random" ? await drawQuestions(tx, input.selection.filter) : input.selection.questionIds;
    if (ids.length === 0) throw new AppError(409, "NO_QUESTIONS", ADMIN_CONTENT_MESSAGES.noneMatch);
    await checkPool(tx, ids, input.status);
    const [row] = await tx
      .insert(quiz)
      .values({
        title: input.title,
        description: input.description,
        status: input.status,
        difficulty: input.difficulty,
        opensToAllAt: opensToAllAt(input.earlyAccess, input.status, null, new Date()),
      })
      .returning();
    await setPool(tx, row!.id, ids);
    await audit(tx, { actorId, action: "quiz.create", targetType: "quiz", targetId: row!.id, after: snapshot(row!, ids) });
    await announce(tx, { topic: "quizzes" });
    return { id: row!.id };
  });
}

export async function updateQuiz(db: Db, actorId: string, quizId: number, input: AdminQuizUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(quiz).where(eq(quiz.id, quizId)).for("update");
    if (!before) throw notFound("Quiz not found.");
    const beforeIds = (
      await tx.select({ id: quizQuestion.questionId }).from(quizQuestion).where(eq(quizQuestion.quizId, quizId)).orderBy(asc(quizQuestion.orderIndex))
    ).map((r) => r.id);
    const ids = input.questionIds ?? beforeIds;
    await checkPool(tx, ids, input.status);
    const [after] = await tx
      .update(quiz)
      .set({
        title: input.title,
        description: input.description,
        status: input.status,
        opensToAllAt: opensToAllAt(input.earlyAccess, input.status, before.opensToAllAt, new Date()),
      })
      .where(eq(quiz.id, quizId))
      .returning();
    if (input.questionIds) await setPool(tx, quizId, ids);
    await audit(tx, {
      actorId,
      action: "quiz.update",
      targetType: "quiz",
      targetId: quizId,
      before: snapshot(before, beforeIds),
      after: snapshot(after!, ids),
    });
    await announce(tx, { topic: "quizzes" });
  });
}

/**
 * Deletes a quiz nobody has attempted, its pool's questions open again (a retired pool: none of its
 * keys was shown for a score); a quiz with attempts is archived instead, so members' results and the
 * boards keep their history (attempts would otherwise go with it), and its pool stays a pool.
 */
export async function deleteQuiz(db: Db, actorId: string, quizId: number): Promise<{ outcome: "deleted" | "archived" }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(quiz).where(eq(quiz.id, quizId)).for("update");
    if (!before) throw notFound("Quiz not found.");
    const [used] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from attempt where quiz_id = ${quizId}`));
    const outcome = (used?.n ?? 0) > 0 ? "archived" : "deleted";
    if (outcome === "archived") await tx.update(quiz).set({ status: "archived" }).where(eq(quiz.id, quizId));
    else await tx.delete(quiz).where(eq(quiz.id, quizId));
    await audit(tx, {
      actorId,
      action: outcome === "archived" ? "quiz.archive" : "quiz.delete",
      targetType: "quiz",
      targetId: quizId,
      before: snapshot(before),
    });
    await announce(tx, { topic: "quizzes" });
    return { outcome };
  });
}
