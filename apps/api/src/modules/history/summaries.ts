import { asc, count, eq, sql, sum } from "drizzle-orm";
import type { AttemptStats, MyQuiz } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, quiz } from "../../db/schema.ts";
import { scoreSealed, SITE_BOARD_MODES } from "../attempts/service.ts";
import { endedAttemptsOf } from "./list-history.ts";

/**
 * The figures of a member's ended attempts; the scores leave out a running Saturday event's, sealed
 * until its close (attempts/sealed-score.ts), though the attempt and its time count at once.
 */
const aggregatesAt = (now: Date) => {
  const shown = sql`not ${scoreSealed("attempt", now)}`;
  return {
    attempts: count(),
    averageScore: sql<number>`coalesce(round(avg(${attempt.score}) filter (where ${shown})), 0)::int`,
    bestScore: sql<number>`coalesce(max(${attempt.score}) filter (where ${shown}), 0)::int`,
    totalSeconds: sql<number>`coalesce(${sum(attempt.secondsUsed)}, 0)::int`,
  };
};

/**
 * The dashboard's four stat cards: attempts, average score (rounded), best score, time spent. Of the
 * results that count on the site's boards, as those boards do: a custom quiz's result is in the
 * history, not in these figures (docs/architecture.md §4 'Groups').
 */
export async function attemptStats(db: Db, memberId: string, quizId?: number, now = new Date()): Promise<AttemptStats> {
  const [row] = await db
    .select(aggregatesAt(now))
    .from(attempt)
    .where(endedAttemptsOf(memberId, quizId, SITE_BOARD_MODES));
  return {
    attempts: row?.attempts ?? 0,
    averageScore: Number(row?.averageScore ?? 0),
    bestScore: Number(row?.bestScore ?? 0),
    totalSeconds: Number(row?.totalSeconds ?? 0),
  };
}

/** 'My Quizzes': one summary per quiz taken. */
export async function myQuizzes(db: Db, memberId: string, now = new Date()): Promise<MyQuiz[]> {
  const rows = await db
    .select({ quizId: quiz.id, quizTitle: quiz.title, ...aggregatesAt(now), lastAttemptAt: sql<string>`max(${attempt.startedAt})` })
    .from(attempt)
    .innerJoin(quiz, eq(quiz.id, attempt.quizId))
    .where(endedAttemptsOf(memberId))
    .groupBy(quiz.id, quiz.title)
    .orderBy(asc(quiz.title));
  return rows.map((row) => ({
    quizId: row.quizId,
    quizTitle: row.quizTitle,
    attempts: row.attempts,
    bestScore: Number(row.bestScore),
    averageScore: Number(row.averageScore),
    totalSeconds: Number(row.totalSeconds),
    lastAttemptAt: new Date(row.lastAttemptAt).toISOString(),
  }));
}
