import { and, eq, isNull } from "drizzle-orm";
import { ATTEMPT_REFUSALS, QUIZ_SECONDS, weekStartDate, type StartAttemptResponse } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, quiz, user } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { drawAttemptQuestions, drawEventAttemptQuestions, presentAttempt, questionCountOf } from "./attempt-store.ts";
import { eventQuestionIds, openEvent } from "../events/event-store.ts";
import { expireOverdueAttempts } from "./expire-attempts.ts";

type Refusal = "ALREADY_ATTEMPTED" | "WEEKLY_QUIZ_LIMIT" | "FREE_WEEKLY_LIMIT" | "QUIZ_EMPTY" | "EVENT_CLOSED";

/** The rule an attempt falls under: once ever, or (the weekly quiz, the Saturday event) once per event. */
export function periodKeyFor(eventDate: string | null): string {
  return eventDate ? `event:${eventDate}` : "ever";
}

/**
 * Starts a quiz, or resumes the member's unfinished attempt at it. The limits (once per quiz,
 * weekly quiz once per week, free plan one attempt a week) are checked in the transaction that
 * creates the attempt, with the member's row locked: parallel starts queue, and exactly one
 * creates the attempt (SECURITY.md 21, 22). The unique index backs the per-quiz rule.
 * The weekly quiz is the Saturday live event (DESIGN.md §4): only in its window, once per event,
 * on the event's own questions, and not counted against the free plan's one quiz a week.
 */
export async function startAttempt(db: Db, memberId: string, quizId: number, now: Date, timeZone: string): Promise<StartAttemptResponse> {
  const [weekly] = await db.select({ isWeekly: quiz.isWeekly }).from(quiz).where(eq(quiz.id, quizId));
  const event = weekly?.isWeekly ? await openEvent(db, now, timeZone) : null;
  // Refusals are returned, not thrown, so that an overdue attempt expired here stays expired.
  const outcome = await db.transaction(async (tx): Promise<StartAttemptResponse | { refused: Refusal }> => {
    const [member] = await tx.select({ plan: user.plan, timezone: user.timezone }).from(user).where(eq(user.id, memberId)).for("update");
    if (!member) throw notFound("Member not found.");
    const [quizRow] = await tx.select().from(quiz).where(and(eq(quiz.id, quizId), eq(quiz.status, "active")));
    if (!quizRow) throw notFound("Quiz not found.");

    await expireOverdueAttempts(tx, now, { userId: memberId });
    const mine = and(eq(attempt.userId, memberId), eq(attempt.quizId, quizId));
    const [open] = await tx.select().from(attempt).where(and(mine, eq(attempt.status, "in_progress")));
    if (open) return { attempt: await presentAttempt(tx, open, now), resumed: true };

    if (quizRow.isWeekly && !event) return { refused: "EVENT_CLOSED" };
    const weekStart = weekStartDate(now, member.timezone);
    const periodKey = periodKeyFor(quizRow.isWeekly ? event!.eventDate : null);
    const [sameRule] = await tx.select({ id: attempt.id }).from(attempt).where(and(mine, eq(attempt.periodKey, periodKey))).limit(1);
    if (sameRule) {
      return { refused: quizRow.isWeekly ? "WEEKLY_QUIZ_LIMIT" : "ALREADY_ATTEMPTED" };
    }
    if (member.plan === "free" && !quizRow.isWeekly) {
      const [thisWeek] = await tx
        .select({ id: attempt.id })
        .from(attempt)
        .where(and(eq(attempt.userId, memberId), eq(attempt.weekStart, weekStart), isNull(attempt.liveEventId)))
        .limit(1);
      if (thisWeek) return { refused: "FREE_WEEKLY_LIMIT" };
    }
    const eventQuestions = event && quizRow.isWeekly ? await eventQuestionIds(tx, event.id) : null;
    if ((eventQuestions ? eventQuestions.length : await questionCountOf(tx, quizId)) === 0) return { refused: "QUIZ_EMPTY" };

    const [created] = await tx
      .insert(attempt)
      .values({
        userId: memberId,
        quizId,
        periodKey,
        weekStart,
        liveEventId: eventQuestions ? event!.id : null,
        status: "in_progress",
        startedAt: now,
        deadlineAt: new Date(now.getTime() + QUIZ_SECONDS * 1000),
      })
      .returning();
    if (eventQuestions) await drawEventAttemptQuestions(tx, created!.id, eventQuestions);
    else await drawAttemptQuestions(tx, created!.id, quizId);
    return { attempt: await presentAttempt(tx, created!, now), resumed: false };
  });
  if ("refused" in outcome) throw conflict(outcome.refused, ATTEMPT_REFUSALS[outcome.refused].message);
  return outcome;
}
