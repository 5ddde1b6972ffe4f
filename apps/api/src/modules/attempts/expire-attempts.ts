import { and, asc, count, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { graceCutoff, holdReasonOf, readingFloorSeconds } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { attempt, attemptAnswer, attemptQuestion, liveEvent } from "../../db/schema.ts";
import { announce, type Change } from "../../lib/changes.ts";
import { recordLeaderboardResults } from "../leaderboards/service.ts";
import { refreshBoards } from "../leaderboards/service.ts";
import { modeOf } from "./modes.ts";
import { clockOf, pacedAnswersOf, pacedAnswersSql } from "./attempt-store.ts";
import { sweepSeasonalQuizzes } from "../admin-quizzes/service.ts";
import { boardClosedEvents } from "../events/service.ts";

/**
 * Attempts left running past their deadline (plus the answer grace) are finished by the server
 * with the answers they hold (docs/architecture.md §4 'Attempts', docs/security.md 27), in every mode, each scored by its
 * mode's rule (modes.ts). Run by the sweep, lazily for one member whenever their attempts are read,
 * and for one competition before its prizes are frozen. Set-based: one transaction ends up to
 * `limit` attempts in a handful of statements (lock, tally, update, the boards), skipping any
 * attempt another transaction is finishing at that moment. Returns how many it ended.
 */
export async function expireOverdueAttempts(db: DbOrTx, now: Date, scope: { userId?: string; competitionId?: number; limit?: number } = {}): Promise<number> {
  const cutoff = graceCutoff(now);
  const mine = and(
    eq(attempt.status, "in_progress"),
    lt(attempt.deadlineAt, cutoff),
    scope.userId ? eq(attempt.userId, scope.userId) : undefined,
    scope.competitionId ? eq(attempt.competitionId, scope.competitionId) : undefined,
  );
  // The common case on every read: nothing overdue, one indexed look and no transaction.
  const [any] = await db.select({ id: attempt.id }).from(attempt).where(mine).limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: attempt.id,
        userId: attempt.userId,
        mode: attempt.mode,
        startedAt: attempt.startedAt,
        deadlineAt: attempt.deadlineAt,
        liveEventId: attempt.liveEventId,
      })
      .from(attempt)
      .where(mine)
      .orderBy(asc(attempt.deadlineAt), asc(attempt.id))
      .limit(scope.limit ?? 100)
      .for("update", { skipLocked: true });
    if (locked.length === 0) return 0;
    const ids = locked.map((r) => r.id);
    const tallies = await tx
      .select({
        attemptId: attemptAnswer.attemptId,
        correct: sql<number>`count(*) filter (where ${attemptAnswer.isCorrect})::int`,
        wrong: sql<number>`count(*) filter (where not ${attemptAnswer.isCorrect})::int`,
        answers: pacedAnswersSql,
      })
      .from(attemptAnswer)
      .where(inArray(attemptAnswer.attemptId, ids))
      .groupBy(attemptAnswer.attemptId);
    const tallyOf = new Map(tallies.map((t) => [t.attemptId, t]));
    const asked = await tx
      .select({ attemptId: attemptQuestion.attemptId, n: count() })
      .from(attemptQuestion)
      .where(inArray(attemptQuestion.attemptId, ids))
      .groupBy(attemptQuestion.attemptId);
    const askedOf = new Map(asked.map((a) => [a.attemptId, a.n]));
    // Expired at the deadline: no seconds left, the score from the answers held by the mode's
    // rule; held for review like a finish when answered faster than a person can read.
    const ended = locked.map((row) => {
      const policy = modeOf(row.mode);
      const tally = tallyOf.get(row.id);
      const correct = tally?.correct ?? 0;
      const wrong = tally?.wrong ?? 0;
      const score = policy.score({ correct, wrong, asked: askedOf.get(row.id) ?? 0, secondsRemaining: 0 });
      const heldReason = policy.holdsForReview
        ? holdReasonOf({ startedAt: row.startedAt, answers: pacedAnswersOf(tally?.answers), floorSeconds: readingFloorSeconds(row.mode) })
        : null;
      return { ...row, policy, seconds: clockOf(row), score, correct, wrong, heldReason };
    });
    await tx.execute(sql`
      update attempt set status = 'expired', finished_at = v.finished_at, score = v.score,
        correct_count = v.correct, wrong_count = v.wrong, seconds_used = v.seconds,
        held_reason = v.held_reason, held_at = case when v.held_reason is null then null else ${now.toISOString()}::timestamptz end
      from (values ${sql.join(
        ended.map(
          (e) =>
            sql`(${e.id}::int, ${e.score}::int, ${e.correct}::int, ${e.wrong}::int, ${e.seconds}::int, ${e.deadlineAt.toISOString()}::timestamptz, ${e.heldReason}::text)`,
        ),
        sql`, `,
      )}) as v(id, score, correct, wrong, seconds, finished_at, held_reason)
      where attempt.id = v.id`);
    const standing = ended.filter((e) => !e.heldReason);
    // A Saturday event's results go on the boards at its close, with every other (recordOnBoards).
    const eventIds = [...new Set(standing.flatMap((e) => (e.liveEventId ? [e.liveEventId] : [])))];
    const boarded = eventIds.length
      ? new Set(
          (
            await tx
              .select({ id: liveEvent.id })
              .from(liveEvent)
              .where(and(inArray(liveEvent.id, eventIds), isNotNull(liveEvent.boardedAt)))
              .for("share")
          ).map((e) => e.id),
        )
      : new Set<number>();
    const onSite = standing.filter((e) => e.policy.onSiteBoards && (e.liveEventId === null || boarded.has(e.liveEventId)));
    const eventBoards = eventIds.map((id): Change => ({ topic: "events", detail: String(id) }));
    if (onSite.length) {
      await recordLeaderboardResults(
        tx,
        onSite.map((e) => ({ userId: e.userId, score: e.score, secondsUsed: e.seconds, finishedAt: e.deadlineAt })),
        now,
        eventBoards,
      );
    }
    // A competition's board reads its attempts, an event's live board counts its finishers: told that they changed.
    if (standing.length > onSite.length) await announce(tx, { topic: "results" }, ...(onSite.length ? [] : eventBoards));
    return ended.length;
  });
}

/**
 * The server's sweep: expire overdue attempts, move the leaderboard windows on, and publish or archive
 * the seasonal quizzes with their seasons (docs/architecture.md §4 'Seasonal quizzes'), at start and every `everyMs`.
 * Returns `stop`, which resolves once a sweep under way has finished its current batch, so the
 * database can be closed after it without cutting a transaction short.
 */
export function startAttemptSweep(db: DbOrTx, log: FastifyBaseLogger, everyMs = 30_000): () => Promise<void> {
  let current: Promise<void> | null = null;
  // An object, so the loop below sees `stop()` set it while a batch awaits.
  const state = { stopped: false };
  const sweep = async () => {
    try {
      const now = new Date();
      let expired = 0;
      while (!state.stopped) {
        const batch = await expireOverdueAttempts(db, now, { limit: 500 });
        if (batch === 0) break;
        expired += batch;
      }
      if (expired) log.info({ event: "attempts.expired", expired }, "finished attempts past their deadline");
      if (!state.stopped) {
        const boarded = await boardClosedEvents(db, now);
        if (boarded) log.info({ event: "events.boarded", results: boarded }, "put a closed event's results on the boards");
      }
      if (!state.stopped) await refreshBoards(db, now);
      if (!state.stopped) {
        const moved = await sweepSeasonalQuizzes(db, now);
        if (moved.length) log.info({ event: "quizzes.seasons", moved }, "published or archived seasonal quizzes");
      }
    } catch (error) {
      log.error({ err: error }, "attempt sweep failed");
    }
  };
  const tick = () => {
    if (current || state.stopped) return;
    current = sweep().finally(() => {
      current = null;
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    state.stopped = true;
    clearInterval(timer);
    await current;
  };
}
