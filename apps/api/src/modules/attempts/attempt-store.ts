/** Reads and the one finishing step shared by the attempt use cases. */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { randomInt } from "node:crypto";
import {
  attemptSeconds,
  drawFromPool,
  holdReasonOf,
  optionOrder,
  readingFloorSeconds,
  type PacedAnswer,
  shuffle,
  QUIZ_QUESTION_COUNT,
  secondsRemaining,
  type AttemptMode,
  type AttemptStatus,
  type AttemptView,
} from "@berean/domain";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { attempt, attemptAnswer, attemptQuestion, competition, customQuiz, liveEvent, question, quiz, quizQuestion } from "../../db/schema.ts";
import { modeOf } from "./modes.ts";
import { notFound } from "../../lib/errors.ts";
import { announce, type Change } from "../../lib/changes.ts";
import { recordLeaderboardResult } from "../leaderboards/service.ts";
import { questionOptions } from "../questions/service.ts";

export type AttemptRow = typeof attempt.$inferSelect;

/** The member's own attempt, locked for the rest of the transaction; anyone else's is a 404. */
export async function lockOwnAttempt(tx: Tx, attemptId: number, userId: string): Promise<AttemptRow> {
  const [row] = await tx
    .select()
    .from(attempt)
    .where(and(eq(attempt.id, attemptId), eq(attempt.userId, userId)))
    .for("update");
  if (!row) throw notFound("Attempt not found.");
  return row;
}

/**
 * Opens an attempt, in every mode (the one insert of a running attempt; its door is the mode's:
 * start-attempt.ts for quizzes and the event, modules/competitions, modules/custom-quizzes): the
 * mode's clock from `startedAt` (per question asked where the mode says so), ended no later than
 * `endsBy` when given (the event's close), and the questions it asks in the order given.
 */
export async function openAttempt(
  tx: Tx,
  values: {
    userId: string;
    mode: AttemptMode;
    competitionId?: number | null;
    quizId: number | null;
    customQuizId?: number | null;
    assignmentId?: number | null;
    liveEventId?: number | null;
    freeWeekExempt?: boolean;
    periodKey: string;
    weekStart: string;
    startedAt: Date;
  },
  questionIds: readonly number[],
  endsBy?: Date,
): Promise<AttemptRow> {
  const clockEnds = values.startedAt.getTime() + attemptSeconds(values.mode, questionIds.length) * 1000;
  const deadlineAt = new Date(endsBy ? Math.min(clockEnds, endsBy.getTime()) : clockEnds);
  const [created] = await tx
    .insert(attempt)
    .values({ ...values, status: "in_progress", deadlineAt })
    .returning();
  await askQuestions(tx, created!.id, questionIds);
  return created!;
}

/** Stores the questions an attempt asks, in the order given (positions from 0), each with its own order of options. */
export async function askQuestions(tx: Tx, attemptId: number, questionIds: readonly number[]): Promise<void> {
  if (questionIds.length === 0) return;
  await tx
    .insert(attemptQuestion)
    .values(questionIds.map((questionId, position) => ({ attemptId, position, questionId, optionOrder: optionOrder(randomInt) })));
}

/**
 * A quiz attempt's questions, drawn from the quiz's pool when it starts: up to 25, keeping the
 * pool's mix of difficulties, in a random order (each then with its options in a random order,
 * askQuestions). Stored with the attempt, so a resume and the review show what was shown.
 * Cryptographic randomness: the order must not be predictable from anything a member can see.
 */
export async function drawQuizQuestions(tx: Tx, quizId: number): Promise<number[]> {
  const pool = await tx
    .select({ questionId: quizQuestion.questionId, difficulty: question.difficulty })
    .from(quizQuestion)
    .innerJoin(question, eq(question.id, quizQuestion.questionId))
    .where(eq(quizQuestion.quizId, quizId));
  return drawFromPool(pool, QUIZ_QUESTION_COUNT, (q) => q.difficulty, randomInt).map((q) => q.questionId);
}

/** A Saturday event attempt's questions: the event's own set for everyone, in the attempt's own order. */
export const drawEventQuestions = (questionIds: readonly number[]): number[] => shuffle(questionIds, randomInt);

/** The options as this attempt shows them, and a stored option index as the place it was shown in. */
export function shownOptions(options: readonly string[], order: readonly number[]): string[] {
  return order.map((stored) => options[stored]!);
}
export function shownIndex(order: readonly number[], stored: number): number {
  return order.indexOf(stored);
}

/** An attempt's questions in its own order, as the quiz page may see them: no correct answer, no explanation. */
export async function questionsForPlay(db: DbOrTx, attemptId: number) {
  const rows = await db
    .select({
      position: attemptQuestion.position,
      optionOrder: attemptQuestion.optionOrder,
      text: question.question,
      options: questionOptions,
    })
    .from(attemptQuestion)
    .innerJoin(question, eq(question.id, attemptQuestion.questionId))
    .where(eq(attemptQuestion.attemptId, attemptId))
    .orderBy(asc(attemptQuestion.position));
  return rows.map((q) => ({ position: q.position, optionOrder: q.optionOrder, text: q.text, options: shownOptions(q.options, q.optionOrder) }));
}

export async function questionCountOf(db: DbOrTx, quizId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quizQuestion).where(eq(quizQuestion.quizId, quizId));
  return row?.n ?? 0;
}

/**
 * The attempt as the quiz page gets it (start, resume, reload), in every mode. A caller that
 * already knows the title, or that the attempt was created in its own transaction (so holds no
 * answers yet), says so and saves those reads. Answers carry `correct` only in a mode that tells
 * after each answer.
 */
export async function presentAttempt(db: DbOrTx, row: AttemptRow, now: Date, known: { quizTitle?: string; justCreated?: boolean } = {}): Promise<AttemptView> {
  // One query after another: `db` may be a transaction, which runs one statement at a time.
  const quizTitle = known.quizTitle ?? (await titleOf(db, row));
  const questions = await questionsForPlay(db, row.id);
  const stored = known.justCreated
    ? []
    : await db
        .select({
          position: attemptQuestion.position,
          optionOrder: attemptQuestion.optionOrder,
          chosenIndex: attemptAnswer.chosenIndex,
          isCorrect: attemptAnswer.isCorrect,
        })
        .from(attemptAnswer)
        .innerJoin(attemptQuestion, and(eq(attemptQuestion.attemptId, attemptAnswer.attemptId), eq(attemptQuestion.questionId, attemptAnswer.questionId)))
        .where(eq(attemptAnswer.attemptId, row.id))
        .orderBy(asc(attemptAnswer.answeredAt));
  const reveals = modeOf(row.mode).revealsEachAnswer;
  // The browser knows a question by its place in the attempt, and an answer by the place it showed it in.
  const answers = stored.map((a) => ({
    position: a.position + 1,
    chosenIndex: shownIndex(a.optionOrder, a.chosenIndex),
    ...(reveals ? { correct: a.isCorrect } : {}),
  }));
  return {
    id: row.id,
    mode: row.mode as AttemptMode,
    quizId: row.quizId,
    competitionId: row.competitionId,
    quizTitle,
    status: row.status as AttemptStatus,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    secondsLeft: row.status === "in_progress" ? secondsRemaining(row.deadlineAt, now) : 0,
    questions: questions.map((q) => ({ position: q.position + 1, text: q.text, options: q.options })),
    answers,
  };
}

/** The quiz's title, the competition's or the custom quiz's. */
async function titleOf(db: DbOrTx, row: AttemptRow): Promise<string> {
  if (row.competitionId !== null)
    return (await db.select({ title: competition.title }).from(competition).where(eq(competition.id, row.competitionId)))[0]?.title ?? "";
  if (row.customQuizId !== null)
    return (await db.select({ title: customQuiz.title }).from(customQuiz).where(eq(customQuiz.id, row.customQuizId)))[0]?.title ?? "";
  if (row.quizId === null) return "";
  return (await db.select({ title: quiz.title }).from(quiz).where(eq(quiz.id, row.quizId)))[0]?.title ?? "";
}

export async function askedCount(db: DbOrTx, attemptId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(attemptQuestion).where(eq(attemptQuestion.attemptId, attemptId));
  return row?.n ?? 0;
}

/** How many questions of the attempt were answered (right or wrong: that is not said here). */
export async function answeredCount(db: DbOrTx, attemptId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(attemptAnswer).where(eq(attemptAnswer.attemptId, attemptId));
  return row?.n ?? 0;
}

/** An attempt's answers with their server times and marks, for the speed rule (select it over attempt_answer). */
export const pacedAnswersSql = sql<
  PacedAnswerRow[] | null
>`json_agg(json_build_object('at', ${attemptAnswer.answeredAt}, 'correct', ${attemptAnswer.isCorrect}))`;
type PacedAnswerRow = { at: string; correct: boolean };

/** pacedAnswersSql's rows as the domain's PacedAnswer. */
export function pacedAnswersOf(rows: PacedAnswerRow[] | null | undefined): PacedAnswer[] {
  return (rows ?? []).map((r) => ({ at: new Date(r.at), correct: r.correct }));
}

/**
 * Ends a locked, running attempt, in every mode: the score is computed here from the stored
 * answers and the server's clock (docs/architecture.md §4 'Attempts') by the mode's rule (modes.ts), never taken from a
 * request. 'finished' and 'expired' results go to the site's leaderboards when the mode puts them
 * there (a competition's result is announced to its own board instead), unless answered faster
 * than a person can read: then the attempt is held for review (domain holdReasonOf, docs/security.md
 * 39) and counts only if an admin clears it. 'abandoned' ends with score 0.
 */
export async function endAttempt(tx: Tx, row: AttemptRow, outcome: { status: Exclude<AttemptStatus, "in_progress">; at: Date }): Promise<AttemptRow> {
  const policy = modeOf(row.mode);
  const [tally] = await tx
    .select({
      correct: sql<number>`count(*) filter (where ${attemptAnswer.isCorrect})::int`,
      wrong: sql<number>`count(*) filter (where not ${attemptAnswer.isCorrect})::int`,
      answers: pacedAnswersSql,
    })
    .from(attemptAnswer)
    .where(eq(attemptAnswer.attemptId, row.id));
  // Never past the deadline: an attempt finished in the grace after it took all its time.
  const finishedAt = outcome.status === "expired" || outcome.at.getTime() > row.deadlineAt.getTime() ? row.deadlineAt : outcome.at;
  const left = secondsRemaining(row.deadlineAt, finishedAt);
  const correct = tally?.correct ?? 0;
  const wrong = tally?.wrong ?? 0;
  const asked = await askedCount(tx, row.id);
  const score = outcome.status === "abandoned" ? 0 : policy.score({ correct, wrong, asked, secondsRemaining: left });
  // The attempt's own clock: a custom quiz's depends on the questions it asks.
  const secondsUsed = clockOf(row) - left;
  const heldReason =
    outcome.status === "abandoned" || !policy.holdsForReview
      ? null
      : holdReasonOf({ startedAt: row.startedAt, answers: pacedAnswersOf(tally?.answers), floorSeconds: readingFloorSeconds(row.mode) });
  const [ended] = await tx
    .update(attempt)
    .set({
      status: outcome.status,
      finishedAt,
      score,
      correctCount: correct,
      wrongCount: wrong,
      secondsUsed,
      heldReason,
      heldAt: heldReason ? outcome.at : null,
    })
    .where(eq(attempt.id, row.id))
    .returning();
  if (outcome.status !== "abandoned" && !heldReason) await recordOnBoards(tx, ended!, outcome.at);
  return ended!;
}

/** The seconds an attempt was given, from its own start and deadline. */
export function clockOf(row: { startedAt: Date; deadlineAt: Date }): number {
  return Math.round((row.deadlineAt.getTime() - row.startedAt.getTime()) / 1000);
}

/**
 * A finished result onto the leaderboards. A Saturday event's result reaches them at the event's
 * close, with every other (events' boardClosedEvents: a score on a board while it runs would be an
 * oracle, docs/architecture.md §4 'Sealed and open'); before that its live board on every instance is
 * told someone finished. One that stands only after the close (a hold cleared) goes on at once.
 */
export async function recordOnBoards(tx: Tx, row: AttemptRow, now: Date): Promise<void> {
  // A competition's board is read from its attempts each time: it is told, not written.
  if (!modeOf(row.mode).onSiteBoards) return announce(tx, { topic: "results" });
  const eventBoard: Change[] = row.liveEventId ? [{ topic: "events", detail: String(row.liveEventId) }] : [];
  if (row.liveEventId !== null && !(await eventBoarded(tx, row.liveEventId))) return announce(tx, { topic: "events", detail: String(row.liveEventId) });
  await recordLeaderboardResult(
    tx,
    { userId: row.userId, score: row.score, secondsUsed: row.secondsUsed, finishedAt: row.finishedAt ?? row.deadlineAt },
    now,
    eventBoard,
  );
}

/** Whether the event's results are on the boards yet; read under a share lock, so it waits for the close's sweep under way. */
async function eventBoarded(tx: Tx, eventId: number): Promise<boolean> {
  const [event] = await tx.select({ boardedAt: liveEvent.boardedAt }).from(liveEvent).where(eq(liveEvent.id, eventId)).for("share");
  return Boolean(event?.boardedAt);
}
