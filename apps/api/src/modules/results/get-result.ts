import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  ATTEMPT_REFUSALS,
  modeOf,
  SITE_BOARD_MODES,
  type AttemptMode,
  type Locale,
  type AttemptResult,
  type ReadingText,
  type AttemptStatus,
  type ResultPlacement,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, attemptAnswer, attemptQuestion, customQuiz, game, question, quiz } from "../../db/schema.ts";
import { answeredCount, clockOf, expireOverdueAttempts, ownScoreAt, RESULT_PAGE_MODES, shownIndex, shownOptions } from "../attempts/service.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { citedPassages, translationFor } from "../../lib/scripture.ts";
import { myChallenges } from "../challenges/service.ts";
import { keyShownTo, questionOptions } from "../questions/service.ts";
import { assignedByOf } from "../assignments/service.ts";
import { readLeaderboard } from "../leaderboards/service.ts";

type AttemptRow = typeof attempt.$inferSelect;

/**
 * Where the member stands on this week's board (the FAQ's promise that members track their rank):
 * the board's own read, a histogram sum and an index count, never a scan of attempts
 * (docs/architecture.md §4 'Leaderboards'). Only for a result that reached the boards.
 */
async function placementOf(db: Db, row: AttemptRow, now: Date): Promise<ResultPlacement | null> {
  const standing = (row.status === "finished" || row.status === "expired") && row.heldReason === null && SITE_BOARD_MODES.includes(row.mode as AttemptMode);
  if (!standing) return null;
  const week = await readLeaderboard(db, "week", row.userId, now);
  return week.me ? { weekRank: week.me.rank, weekPlayers: week.counters.activePlayers, weekBest: week.me.score } : null;
}

/**
 * The result page: the stored score's parts and the full review, only once the attempt has ended
 * (and, for the Saturday event, once the event has closed).
 */
async function presentResult(db: Db, row: AttemptRow, now: Date, reader?: { readingText: ReadingText }): Promise<AttemptResult> {
  if (row.status === "in_progress") throw conflict("ATTEMPT_IN_PROGRESS", ATTEMPT_REFUSALS.ATTEMPT_IN_PROGRESS.message);
  // A custom quiz (mode 'custom') and a hosted game (mode 'game') name no quiz: their own title.
  const [quizRow] =
    row.customQuizId !== null
      ? await db.select({ id: customQuiz.id, title: customQuiz.title }).from(customQuiz).where(eq(customQuiz.id, row.customQuizId))
      : row.gameId !== null
        ? await db.select({ id: sql<number>`0`, title: game.title }).from(game).where(eq(game.id, row.gameId))
        : row.quizId !== null
          ? await db.select({ id: quiz.id, title: quiz.title }).from(quiz).where(eq(quiz.id, row.quizId))
          : [];
  // A running Saturday event's result is sealed: its score, counts, place and hold wait with its answers.
  const opensAt = await ownScoreAt(db, row, now);
  const [asked] = await db.select({ n: count() }).from(attemptQuestion).where(eq(attemptQuestion.attemptId, row.id));
  const items = opensAt
    ? []
    : await db
        .select({
          position: attemptQuestion.position,
          optionOrder: attemptQuestion.optionOrder,
          questionId: question.id,
          text: question.question,
          options: questionOptions,
          correctIndex: question.correctIndex,
          explanation: question.explanation,
          reference: question.reference,
          furtherReferences: question.furtherReferences,
          locale: question.locale,
          chosenIndex: attemptAnswer.chosenIndex,
          // The one rule (domain mayDisclose, in SQL): the key reaches its own reviewer unless a quiz they
          // have not ended holds the question too, or it is sealed.
          keyShown: sql<boolean>`${keyShownTo(sql`${question.id}`, row.userId, now)}`,
        })
        .from(attemptQuestion)
        .innerJoin(question, eq(question.id, attemptQuestion.questionId))
        .leftJoin(attemptAnswer, and(eq(attemptAnswer.attemptId, row.id), eq(attemptAnswer.questionId, question.id)))
        .where(eq(attemptQuestion.attemptId, row.id))
        .orderBy(asc(attemptQuestion.position));

  const challenges = await myChallenges(
    db,
    row.userId,
    items.map((i) => i.questionId),
  );
  // The mode's own rule on the attempt's own clock (an event attempt begun late ends with the
  // event; a custom quiz's clock is its questions'; a game's kept score has no clock at all).
  const parts = modeOf(row.mode).scoreParts({
    correct: row.correctCount,
    wrong: row.wrongCount,
    asked: asked?.n ?? 0,
    secondsRemaining: clockOf(row) - row.secondsUsed,
  });
  // An abandoned attempt ends with score 0: no answer points or speed are shown for it.
  const abandoned = row.status === "abandoned";
  return {
    attemptId: row.id,
    quizId: row.quizId ?? 0,
    quizTitle: quizRow?.title ?? "",
    // How it was played: a hosted game's page reads 'Game: {title}'.
    mode: row.mode as AttemptMode,
    status: row.status as AttemptStatus,
    startedAt: row.startedAt.toISOString(),
    finishedAt: (row.finishedAt ?? row.deadlineAt).toISOString(),
    secondsUsed: row.secondsUsed,
    questionCount: asked?.n ?? 0,
    answered: await answeredCount(db, row.id),
    score: opensAt
      ? null
      : {
          correct: row.correctCount,
          wrong: row.wrongCount,
          unanswered: Math.max(0, (asked?.n ?? 0) - row.correctCount - row.wrongCount),
          answerPoints: abandoned ? 0 : parts.answerPoints,
          secondsRemaining: parts.secondsRemaining,
          speedFactor: parts.speedFactor,
          total: row.score,
        },
    review: items.map((item) => ({
      position: item.position + 1,
      text: item.text,
      // In the order this attempt showed them.
      options: shownOptions(item.options, item.optionOrder),
      chosenIndex: item.chosenIndex === null ? null : shownIndex(item.optionOrder, item.chosenIndex),
      ...(item.keyShown
        ? {
            correctIndex: shownIndex(item.optionOrder, item.correctIndex),
            isCorrect: item.chosenIndex === item.correctIndex,
            explanation: item.explanation,
            reference: item.reference,
            // Every passage the question cites, each with its text (docs/architecture.md §5 'Content'): the KJV, or the RV1909 (§9).
            ...citedPassages(item.reference, item.furtherReferences, true, translationFor(item.locale as Locale, reader)),
          }
        : // The explanation and the verse would tell the key as well as the key does.
          { correctIndex: null, isCorrect: null, explanation: null, reference: null, references: [], verseTexts: [] }),
      challenge: challenges.get(item.questionId) ?? null,
    })),
    reviewOpensAt: opensAt?.toISOString() ?? null,
    underReview: !opensAt && row.heldReason !== null && row.status !== "voided",
    regraded: row.regradedAt ? { at: row.regradedAt.toISOString(), note: row.regradeNote } : null,
    voidReason: row.status === "voided" ? row.voidReason : null,
    placement: opensAt ? null : await placementOf(db, row, now),
    assignedBy: await assignedByOf(db, row.assignmentId),
  };
}

/**
 * The modes whose review is this page: a competition's every key is on its receipt, which opens only
 * once nobody can still answer (docs/security.md 38), so its attempt is not a result here.
 */
const reviewedHere = inArray(attempt.mode, RESULT_PAGE_MODES);

/** One of the member's own results; another member's attempt is a 404, never a 403. */
export async function getResult(db: Db, memberId: string, attemptId: number, now: Date, reader?: { readingText: ReadingText }): Promise<AttemptResult> {
  await expireOverdueAttempts(db, now, { userId: memberId });
  const [row] = await db
    .select()
    .from(attempt)
    .where(and(eq(attempt.id, attemptId), eq(attempt.userId, memberId), reviewedHere));
  if (!row) throw notFound("Result not found.");
  return presentResult(db, row, now, reader);
}

/** /result/latest: the member's most recently ended attempt. */
export async function getLatestResult(db: Db, memberId: string, now: Date): Promise<AttemptResult> {
  await expireOverdueAttempts(db, now, { userId: memberId });
  const [row] = await db
    .select()
    .from(attempt)
    .where(and(eq(attempt.userId, memberId), ne(attempt.status, "in_progress"), reviewedHere))
    .orderBy(desc(attempt.finishedAt), desc(attempt.id))
    .limit(1);
  if (!row) throw notFound("No finished quiz yet.");
  return presentResult(db, row, now);
}
