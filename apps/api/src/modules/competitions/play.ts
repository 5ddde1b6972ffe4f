import { randomInt } from "node:crypto";
import { and, asc, count, eq, isNull, lt, sql } from "drizzle-orm";
import {
  ANSWER_GRACE_SECONDS,
  COMPETITION_REFUSALS,
  COMPETITION_SECONDS,
  competitionScore,
  drawEntrantQuestions,
  holdReasonOf,
  optionOrder,
  secondsRemaining,
  shuffle,
  type CompetitionAnswer,
  type CompetitionAttempt,
  type CompetitionOutcome,
} from "@berean/domain";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { competition, competitionAnswer, competitionAttempt, competitionAttemptQuestion, competitionEntry, competitionQuestion, competitionResult, question } from "../../db/schema.ts";
import { announce } from "../../lib/changes.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { timestampsOf } from "../../lib/pg-arrays.ts";
import { isRunning } from "./store.ts";

type AttemptRow = typeof competitionAttempt.$inferSelect;

const refusal = (status: number, code: keyof typeof COMPETITION_REFUSALS, message: string = COMPETITION_REFUSALS[code].message) => new AppError(status, code, message);
const alreadyAttempted = (score: number) => refusal(409, "ALREADY_ATTEMPTED", COMPETITION_REFUSALS.ALREADY_ATTEMPTED.message.replace("{score}", String(score)));

/** The entrant's questions in their own order, options in their own order, and the answers locked so far. */
async function presentAttempt(db: DbOrTx, row: AttemptRow, title: string, now: Date): Promise<CompetitionAttempt> {
  const questions = await db
    .select({ id: question.id, text: question.question, a: question.optionA, b: question.optionB, c: question.optionC, d: question.optionD, optionOrder: competitionAttemptQuestion.optionOrder })
    .from(competitionAttemptQuestion)
    .innerJoin(question, eq(question.id, competitionAttemptQuestion.questionId))
    .where(eq(competitionAttemptQuestion.competitionAttemptId, row.id))
    .orderBy(asc(competitionAttemptQuestion.position));
  const answers = await db.select().from(competitionAnswer).where(eq(competitionAnswer.competitionAttemptId, row.id));
  const orderOf = new Map(questions.map((q) => [q.id, q.optionOrder]));
  return {
    attemptId: row.id,
    competition: { id: row.competitionId, title },
    deadlineAt: row.deadlineAt.toISOString(),
    secondsLeft: row.finishedAt ? 0 : secondsRemaining(row.deadlineAt, now),
    questions: questions.map((q) => ({ id: q.id, text: q.text, options: q.optionOrder.map((stored) => [q.a, q.b, q.c, q.d][stored]!) })),
    answers: answers.map((a) => ({ questionId: a.questionId, chosenIndex: orderOf.get(a.questionId)?.indexOf(a.chosenIndex) ?? -1, correct: a.isCorrect })),
    finished: row.finishedAt !== null,
  };
}

/** Saves the result of an attempt once (unique per member and competition); later calls change nothing. */
async function finishLocked(tx: Tx, row: AttemptRow, now: Date): Promise<{ outcome: CompetitionOutcome; saved: boolean }> {
  const [tally] = await tx
    .select({
      correct: sql<number>`count(*) filter (where ${competitionAnswer.isCorrect})`.mapWith(Number),
      answeredAt: sql<Array<string | Date> | string>`coalesce(array_agg(${competitionAnswer.answeredAt}), '{}')`,
    })
    .from(competitionAnswer)
    .where(eq(competitionAnswer.competitionAttemptId, row.id));
  const [total] = await tx.select({ n: count() }).from(competitionAttemptQuestion).where(eq(competitionAttemptQuestion.competitionAttemptId, row.id));
  const end = now.getTime() < row.deadlineAt.getTime() ? now : row.deadlineAt;
  const timeTaken = Math.min(COMPETITION_SECONDS, Math.max(0, Math.ceil((end.getTime() - row.startedAt.getTime()) / 1000)));
  const outcome = { score: competitionScore(tally?.correct ?? 0, total?.n ?? 0), correct: tally?.correct ?? 0, questions: total?.n ?? 0, timeTaken };
  // Answered faster than a person can read: held for review, off the board and prizes until an admin clears it.
  const heldReason = holdReasonOf({ startedAt: row.startedAt, answeredAt: timestampsOf(tally?.answeredAt ?? []), correct: outcome.correct });
  const [saved] = await tx
    .insert(competitionResult)
    .values({ competitionId: row.competitionId, userId: row.userId, score: outcome.score, timeTaken, createdAt: end, heldReason, heldAt: heldReason ? now : null })
    .onConflictDoNothing()
    .returning({ id: competitionResult.id });
  if (!row.finishedAt) await tx.update(competitionAttempt).set({ finishedAt: end }).where(eq(competitionAttempt.id, row.id));
  if (saved) await announce(tx, { topic: "results" });
  return { outcome, saved: Boolean(saved) };
}

/** Finishes attempts left running past their deadline (and its grace), with the answers they hold. */
export async function expireCompetitionAttempts(db: DbOrTx, now: Date, limit = 200): Promise<number> {
  const cutoff = new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000);
  const overdue = await db
    .select({ id: competitionAttempt.id })
    .from(competitionAttempt)
    .where(and(isNull(competitionAttempt.finishedAt), lt(competitionAttempt.deadlineAt, cutoff)))
    .limit(limit);
  for (const { id } of overdue) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(competitionAttempt).where(and(eq(competitionAttempt.id, id), isNull(competitionAttempt.finishedAt))).for("update");
      if (row) await finishLocked(tx, row, now);
    });
  }
  return overdue.length;
}

/**
 * Opens the competition quiz: a Pro member with a paid entry, while it runs, once. Resumes an
 * attempt under way; an attempt past its deadline is finished here first. Each entrant gets the
 * published set in an order of their own, with the options shuffled too.
 */
export async function startCompetitionAttempt(db: Db, member: Member, competitionId: number, now: Date, timeZone: string): Promise<CompetitionAttempt> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(competition).where(eq(competition.id, competitionId));
    if (!row) throw notFound("Competition not found.");
    const [entry] = await tx
      .select()
      .from(competitionEntry)
      .where(and(eq(competitionEntry.competitionId, competitionId), eq(competitionEntry.userId, member.id)))
      .for("update");
    if (entry?.paymentStatus !== "paid") throw refusal(403, "PAYMENT_REQUIRED", COMPETITION_REFUSALS.ACCESS_DENIED.message);
    const [result] = await tx.select().from(competitionResult).where(and(eq(competitionResult.competitionId, competitionId), eq(competitionResult.userId, member.id)));
    if (result) throw alreadyAttempted(result.score);
    const [open] = await tx.select().from(competitionAttempt).where(and(eq(competitionAttempt.competitionId, competitionId), eq(competitionAttempt.userId, member.id)));
    if (open) {
      if (now.getTime() > open.deadlineAt.getTime() + ANSWER_GRACE_SECONDS * 1000) {
        const { outcome } = await finishLocked(tx, open, now);
        throw alreadyAttempted(outcome.score);
      }
      return presentAttempt(tx, open, row.title, now);
    }
    if (!isRunning(row, now, timeZone)) throw refusal(409, "NOT_ACTIVE");

    const pool = await tx
      .select({ questionId: competitionQuestion.questionId })
      .from(competitionQuestion)
      .where(eq(competitionQuestion.competitionId, competitionId))
      .orderBy(asc(competitionQuestion.position));
    if (pool.length === 0) throw refusal(409, "NOT_ACTIVE");
    // The entrant's own draw from the pool, by the salt and their entry (their receipt proves it);
    // a competition made before draws asks everyone its whole set, in an order of their own.
    const poolIds = pool.map((q) => q.questionId);
    const asked = row.questionsPerEntrant !== null && row.poolSalt !== null ? drawEntrantQuestions(poolIds, row.questionsPerEntrant, row.poolSalt, entry.id) : shuffle(poolIds, randomInt);
    const [created] = await tx
      .insert(competitionAttempt)
      .values({ competitionId, userId: member.id, startedAt: now, deadlineAt: new Date(now.getTime() + COMPETITION_SECONDS * 1000) })
      .returning();
    await tx
      .insert(competitionAttemptQuestion)
      .values(asked.map((questionId, position) => ({ competitionAttemptId: created!.id, position, questionId, optionOrder: optionOrder(randomInt) })));
    return presentAttempt(tx, created!, row.title, now);
  });
}

async function lockOwn(tx: Tx, attemptId: number, memberId: string): Promise<AttemptRow> {
  const [row] = await tx
    .select()
    .from(competitionAttempt)
    .where(and(eq(competitionAttempt.id, attemptId), eq(competitionAttempt.userId, memberId)))
    .for("update");
  if (!row) throw notFound("Attempt not found.");
  return row;
}

/**
 * Locks one answer: only the entrant's own running attempt, only questions it asks, once each,
 * until the deadline and its grace. The answer is stored with the server's time and the server
 * says whether it was right.
 */
export async function answerCompetition(db: Db, member: Member, attemptId: number, answer: CompetitionAnswer, now: Date) {
  const result = await db.transaction(async (tx) => {
    const row = await lockOwn(tx, attemptId, member.id);
    if (row.finishedAt) return { refused: conflict("ATTEMPT_ENDED", "This competition attempt has ended.") };
    // An attempt plays to its own deadline, past the last day if it started late on it; a
    // competition completed or cancelled meanwhile takes no more answers.
    const [owner] = await tx.select({ status: competition.status }).from(competition).where(eq(competition.id, row.competitionId));
    if (owner?.status !== "active") {
      await finishLocked(tx, row, now);
      return { refused: conflict("ATTEMPT_ENDED", "This competition has closed: your answers so far have been saved.") };
    }
    if (now.getTime() > row.deadlineAt.getTime() + ANSWER_GRACE_SECONDS * 1000) {
      await finishLocked(tx, row, now);
      return { refused: conflict("DEADLINE_PASSED", "Time is up: your answers so far have been saved.") };
    }
    const [asked] = await tx
      .select({ optionOrder: competitionAttemptQuestion.optionOrder, correctIndex: question.correctIndex })
      .from(competitionAttemptQuestion)
      .innerJoin(question, eq(question.id, competitionAttemptQuestion.questionId))
      .where(and(eq(competitionAttemptQuestion.competitionAttemptId, attemptId), eq(competitionAttemptQuestion.questionId, answer.questionId)));
    if (!asked) throw new AppError(400, "QUESTION_NOT_IN_QUIZ", "This question is not part of the competition.", { questionId: "Not a question of this competition." });
    const stored = asked.optionOrder[answer.chosenIndex]!;
    const correct = stored === asked.correctIndex;
    const [inserted] = await tx
      .insert(competitionAnswer)
      .values({ competitionAttemptId: attemptId, questionId: answer.questionId, chosenIndex: stored, isCorrect: correct, answeredAt: now })
      .onConflictDoNothing()
      .returning({ q: competitionAnswer.questionId });
    if (!inserted) return { refused: conflict("ALREADY_ANSWERED", "This question has already been answered.") };
    const [answered] = await tx.select({ n: count() }).from(competitionAnswer).where(eq(competitionAnswer.competitionAttemptId, attemptId));
    return { correct, answeredCount: answered?.n ?? 0, secondsLeft: secondsRemaining(row.deadlineAt, now) };
  });
  if ("refused" in result) throw result.refused;
  return result;
}

/** Saves the result once: a second submit is 'Already Submitted' (spec 2 §8). */
export async function finishCompetition(db: Db, member: Member, attemptId: number, now: Date): Promise<CompetitionOutcome> {
  const result = await db.transaction(async (tx) => {
    const row = await lockOwn(tx, attemptId, member.id);
    return finishLocked(tx, row, now);
  });
  if (!result.saved) throw refusal(409, "ALREADY_SUBMITTED");
  return result.outcome;
}

/** The entrant's attempt at a competition, to resume it (404 when there is none). */
export async function readCompetitionAttempt(db: Db, member: Member, competitionId: number, now: Date): Promise<CompetitionAttempt> {
  const [row] = await db
    .select({ attempt: competitionAttempt, title: competition.title })
    .from(competitionAttempt)
    .innerJoin(competition, eq(competition.id, competitionAttempt.competitionId))
    .where(and(eq(competitionAttempt.competitionId, competitionId), eq(competitionAttempt.userId, member.id)));
  if (!row) throw notFound("No attempt at this competition yet.");
  return presentAttempt(db, row.attempt, row.title, now);
}
