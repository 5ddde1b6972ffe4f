import { and, eq, inArray, or } from "drizzle-orm";
import { ATTEMPT_REFUSALS, graceCutoff, graceEnded, liveEventWindow, weekStartDate, type AttemptMode, type StartAttemptResponse } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, quiz, user } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { drawEventQuestions, drawQuizQuestions, openAttempt, presentAttempt, questionCountOf } from "./attempt-store.ts";
import { eventQuestionIds, openEvent } from "../events/service.ts";
import { expireOverdueAttempts } from "./expire-attempts.ts";
import { FREE_WEEK_MODES } from "./modes.ts";
import { assignmentForStart } from "../assignments/service.ts";
import { quizInSeason } from "../admin-quizzes/service.ts";

type Refusal = "ALREADY_ATTEMPTED" | "WEEKLY_QUIZ_LIMIT" | "FREE_WEEKLY_LIMIT" | "QUIZ_EMPTY" | "EVENT_CLOSED" | "EVENT_UNAVAILABLE" | "EARLY_ACCESS";

/** A quiz in early access at `now` (docs/architecture.md §4 'Pro upgrade'): only Pro members and admins start it. */
export const inEarlyAccess = (opensToAllAt: Date | null, now: Date): boolean => opensToAllAt !== null && opensToAllAt.getTime() > now.getTime();

/** The rule an attempt falls under: once ever, or (the weekly quiz, the Saturday event) once per event. */
export function periodKeyFor(eventDate: string | null): string {
  return eventDate ? `event:${eventDate}` : "ever";
}

/**
 * Starts a quiz, or resumes the member's unfinished attempt at it. The limits (once per quiz,
 * weekly quiz once per week, free plan one attempt a week) are checked in the transaction that
 * creates the attempt, with the member's row locked: parallel starts queue, and exactly one
 * creates the attempt (docs/security.md 21, 22). The unique index backs the per-quiz rule.
 * The weekly quiz is the Saturday live event (docs/architecture.md §4 'The Saturday live event'): only in its window, once per event,
 * on the event's own questions, and not counted against the free plan's one quiz a week.
 *
 * A Saturday brings thousands of starts in minutes, so the path is kept short: the quiz and the
 * event (cached once drawn) are read before the transaction, and every attempt the rules look
 * at is read in one statement after the member's row is locked.
 */
export async function startAttempt(db: Db, memberId: string, quizId: number, now: Date, timeZone: string, refuseSample = false): Promise<StartAttemptResponse> {
  // A seasonal quiz out of its season is refused as an archived one is, even before the sweep archives it.
  const [quizRow] = await db
    .select()
    .from(quiz)
    .where(and(eq(quiz.id, quizId), eq(quiz.status, "active"), quizInSeason(now)));
  if (!quizRow) throw notFound("Quiz not found.");
  const event = quizRow.isWeekly ? await openEvent(db, now, timeZone, refuseSample) : null;
  const eventQuestions = event ? await eventQuestionIds(db, event.id) : null;
  // Refusals are returned, not thrown, so that an overdue attempt expired here stays expired.
  const outcome = await db.transaction(async (tx): Promise<StartAttemptResponse | { refused: Refusal }> => {
    const [member] = await tx.select({ plan: user.plan, role: user.role, timezone: user.timezone }).from(user).where(eq(user.id, memberId)).for("update");
    if (!member) throw notFound("Member not found.");
    const weekStart = weekStartDate(now, member.timezone);
    // Outside its window the weekly quiz has no rule to fall under, only an attempt to resume.
    const periodKey = quizRow.isWeekly ? (event ? periodKeyFor(event.eventDate) : null) : periodKeyFor(null);
    const thisQuiz = and(eq(attempt.userId, memberId), eq(attempt.quizId, quizId));
    // A quiz one of the member's groups assigned: the attempt records the assignment, and spares the
    // free week when that group's owner is Pro (docs/architecture.md §4 'Groups').
    const assigned = quizRow.isWeekly ? null : await assignmentForStart(tx, memberId, quizId);
    const spendsFreeWeek = member.plan === "free" && !quizRow.isWeekly && !assigned?.exempt;
    const relevant = or(
      // Running attempts, at any quiz: one past its deadline is finished before the rules are read.
      and(eq(attempt.userId, memberId), eq(attempt.status, "in_progress")),
      periodKey ? and(thisQuiz, eq(attempt.periodKey, periodKey)) : undefined,
      // The free plan's one quiz a week: only the modes that spend it (not the event, not a competition,
      // not a Pro-owned group's assignment).
      spendsFreeWeek
        ? and(eq(attempt.userId, memberId), eq(attempt.weekStart, weekStart), inArray(attempt.mode, FREE_WEEK_MODES), eq(attempt.freeWeekExempt, false))
        : undefined,
    );
    const readMine = () => tx.select().from(attempt).where(relevant);
    let mine = await readMine();
    if (mine.some((a) => a.status === "in_progress" && graceEnded(a.deadlineAt, now))) {
      await expireOverdueAttempts(tx, now, { userId: memberId });
      mine = await readMine();
    }

    const open = mine.find((a) => a.quizId === quizId && a.status === "in_progress");
    if (open) return { attempt: await presentAttempt(tx, open, now, { quizTitle: quizRow.title }), resumed: true };
    // In its hours without an event: the sealed supply could not make one (it never replays a known key).
    if (periodKey === null) return { refused: liveEventWindow(now, timeZone).live ? "EVENT_UNAVAILABLE" : "EVENT_CLOSED" };
    if (mine.some((a) => a.quizId === quizId && a.periodKey === periodKey)) {
      return { refused: quizRow.isWeekly ? "WEEKLY_QUIZ_LIMIT" : "ALREADY_ATTEMPTED" };
    }
    // A new quiz in early access is Pro members' (and admins') alone until it opens to all.
    if (inEarlyAccess(quizRow.opensToAllAt, now) && member.plan !== "pro" && member.role !== "admin") return { refused: "EARLY_ACCESS" };
    if (spendsFreeWeek && mine.some((a) => a.weekStart === weekStart && FREE_WEEK_MODES.includes(a.mode as AttemptMode) && !a.freeWeekExempt))
      return { refused: "FREE_WEEKLY_LIMIT" };
    if ((eventQuestions ? eventQuestions.length : await questionCountOf(tx, quizId)) === 0) return { refused: "QUIZ_EMPTY" };
    const mode: AttemptMode = event ? "event" : "quiz";
    // An event attempt ends before the event closes, its grace included: at the close its questions
    // are revealed (docs/architecture.md §4 'Sealed and open'), and nobody may still be answering them.
    const endsBy = event ? graceCutoff(event.closesAt) : undefined;
    if (endsBy && endsBy.getTime() <= now.getTime()) return { refused: "EVENT_CLOSED" };
    const questionIds = eventQuestions ? drawEventQuestions(eventQuestions) : await drawQuizQuestions(tx, quizId);
    const created = await openAttempt(
      tx,
      {
        userId: memberId,
        mode,
        quizId,
        periodKey,
        weekStart,
        liveEventId: event?.id ?? null,
        assignmentId: assigned?.assignmentId ?? null,
        freeWeekExempt: assigned?.exempt ?? false,
        startedAt: now,
      },
      questionIds,
      endsBy,
    );
    return { attempt: await presentAttempt(tx, created, now, { quizTitle: quizRow.title, justCreated: true }), resumed: false };
  });
  if ("refused" in outcome) throw conflict(outcome.refused, ATTEMPT_REFUSALS[outcome.refused].message);
  return outcome;
}
