import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import {
  estimatedMinutes,
  EVENT_QUESTION_COUNT,
  liveEventWindow,
  QUIZ_QUESTION_COUNT,
  seasonWindowAt,
  weekStartDate,
  type Difficulty,
  type AttemptMode,
  type LiveEventWindow,
  type MyQuizStatus,
  type QuizCard,
  type QuizSeason,
  type Locale,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { say } from "../../i18n/server-messages.ts";
import { attempt, quiz, quizQuestion } from "../../db/schema.ts";
import type { Member } from "../../lib/session.ts";
import { expireOverdueAttempts, FREE_WEEK_MODES, inEarlyAccess, periodKeyFor } from "../attempts/service.ts";
import { exemptQuizIds } from "../assignments/service.ts";
import { quizInSeason } from "../admin-quizzes/service.ts";

type MemberAttempt = { id: number; quizId: number | null; mode: string; status: string; periodKey: string; weekStart: string; freeWeekExempt: boolean };

/** The same rules as starting an attempt, read ahead so the page can show the right dialog. */
function statusFor(
  q: { id: number; isWeekly: boolean; opensToAllAt: Date | null },
  mine: MemberAttempt[],
  member: Member,
  weekStart: string,
  event: LiveEventWindow,
  exempt: Set<number>,
  now: Date,
): { status: MyQuizStatus; attemptId: number | null; resultId: number | null } {
  const open = mine.find((a) => a.quizId === q.id && a.status === "in_progress");
  if (open) return { status: "in_progress", attemptId: open.id, resultId: null };
  if (q.isWeekly) {
    // The Saturday event: once per event, only in its window, never counted against the free plan.
    const taken = mine.find((a) => a.quizId === q.id && a.periodKey === periodKeyFor(event.eventDate));
    if (taken) return { status: "weekly_quiz_limit", attemptId: null, resultId: taken.id };
    return { status: event.live ? "available" : "event_closed", attemptId: null, resultId: null };
  }
  const taken = mine.find((a) => a.quizId === q.id && a.periodKey === periodKeyFor(null));
  if (taken) return { status: "already_attempted", attemptId: null, resultId: taken.id };
  if (inEarlyAccess(q.opensToAllAt, now) && member.plan !== "pro" && member.role !== "admin")
    return { status: "early_access", attemptId: null, resultId: null };
  // Only the modes that spend the free week (not the event, not a competition), and not a quiz a
  // Pro-owned group of the member's assigned, nor an attempt of one (docs/architecture.md §4 'Groups').
  if (
    member.plan === "free" &&
    !exempt.has(q.id) &&
    mine.some((a) => a.weekStart === weekStart && FREE_WEEK_MODES.includes(a.mode as AttemptMode) && !a.freeWeekExempt)
  )
    return { status: "free_weekly_limit", attemptId: null, resultId: null };
  return { status: "available", attemptId: null, resultId: null };
}

/**
 * Active quizzes for /quiz-selection (and the hub's featured quizzes): the season's quiz first while
 * its season lasts, then the featured, then by title. A seasonal quiz only in its season, whatever
 * the sweep last wrote (docs/architecture.md §4 'Seasonal quizzes'). Those of one language (§9),
 * and the Saturday event, which has one supply for every language until each has its own.
 */
export async function listQuizzes(db: Db, member: Member | null, now: Date, timeZone: string, locale: Locale = "en"): Promise<QuizCard[]> {
  const event = liveEventWindow(now, timeZone);
  const quizzes = await db
    .select()
    .from(quiz)
    .where(and(eq(quiz.status, "active"), quizInSeason(now), or(eq(quiz.locale, locale), eq(quiz.isWeekly, true))))
    .orderBy(sql`${quiz.season} is null`, desc(quiz.featured), asc(quiz.title));
  const ids = quizzes.map((q) => q.id);
  const counts = ids.length
    ? await db.select({ quizId: quizQuestion.quizId, n: count() }).from(quizQuestion).where(inArray(quizQuestion.quizId, ids)).groupBy(quizQuestion.quizId)
    : [];
  const countOf = new Map(counts.map((c) => [c.quizId, c.n]));

  let mine: MemberAttempt[] = [];
  let weekStart = "";
  let exempt = new Set<number>();
  if (member) {
    await expireOverdueAttempts(db, now, { userId: member.id });
    weekStart = weekStartDate(now, member.timezone);
    mine = await db
      .select({
        id: attempt.id,
        quizId: attempt.quizId,
        mode: attempt.mode,
        status: attempt.status,
        periodKey: attempt.periodKey,
        weekStart: attempt.weekStart,
        freeWeekExempt: attempt.freeWeekExempt,
      })
      .from(attempt)
      .where(and(eq(attempt.userId, member.id)));
    if (member.plan === "free") exempt = await exemptQuizIds(db, member.id);
  }

  return quizzes.map((q) => {
    // A quiz's pool may be larger than the 25 questions each attempt draws from it; the Saturday
    // event has no pool and always asks its 25 (drawn from the sealed supply).
    const questionCount = q.isWeekly ? EVENT_QUESTION_COUNT : Math.min(QUIZ_QUESTION_COUNT, countOf.get(q.id) ?? 0);
    const my = member ? statusFor(q, mine, member, weekStart, event, exempt, now) : null;
    return {
      id: q.id,
      // The Saturday event is one for every language until each has its own supply: named in the reader's.
      title: q.isWeekly && locale !== "en" ? say(locale, "quiz.weeklyTitle") : q.title,
      description: q.isWeekly && locale !== "en" ? say(locale, "quiz.weeklyDescription") : q.description,
      questionCount,
      estimatedMinutes: estimatedMinutes(questionCount),
      difficulty: q.difficulty as Difficulty,
      isWeekly: q.isWeekly,
      featured: q.featured,
      book: q.book,
      category: q.category,
      myStatus: my?.status ?? null,
      myAttemptId: my?.attemptId ?? null,
      myResultId: my?.resultId ?? null,
      opensToAllAt: inEarlyAccess(q.opensToAllAt, now) ? q.opensToAllAt!.toISOString() : null,
      event: q.isWeekly ? { opensAt: event.opensAt.toISOString(), closesAt: event.closesAt.toISOString(), live: event.live } : null,
      ...(q.season ? { season: { name: q.season as QuizSeason, lastDay: seasonWindowAt(q.season as QuizSeason, now)?.last ?? "" } } : {}),
    };
  });
}
