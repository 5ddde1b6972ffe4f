import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ANSWER_GRACE_SECONDS, holdReasonOf, QUIZ_SECONDS, scoreAttempt } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { attempt, attemptAnswer } from "../../db/schema.ts";
import type { Change } from "../../lib/changes.ts";
import { recordLeaderboardResults } from "../leaderboards/record-result.ts";
import { timestampsOf } from "../../lib/pg-arrays.ts";
import { refreshBoards } from "../leaderboards/refresh-boards.ts";
import { expireCompetitionAttempts } from "../competitions/play.ts";

/**
 * Attempts left running past their deadline (plus the answer grace) are finished by the server
 * with the answers they hold (DESIGN.md §4, SECURITY.md 27). Run by the sweep, and lazily for one
 * member whenever their attempts are read. Set-based: one transaction ends up to `limit` attempts
 * in a handful of statements (lock, tally, update, the boards), skipping any attempt another
 * transaction is finishing at that moment. Returns how many it ended.
 */
export async function expireOverdueAttempts(db: DbOrTx, now: Date, scope: { userId?: string; limit?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000);
  const overdue = and(eq(attempt.status, "in_progress"), lt(attempt.deadlineAt, cutoff));
  const mine = scope.userId ? and(overdue, eq(attempt.userId, scope.userId)) : overdue;
  // The common case on every read: nothing overdue, one indexed look and no transaction.
  const [any] = await db.select({ id: attempt.id }).from(attempt).where(mine).limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: attempt.id, userId: attempt.userId, startedAt: attempt.startedAt, deadlineAt: attempt.deadlineAt, liveEventId: attempt.liveEventId })
      .from(attempt)
      .where(mine)
      .orderBy(asc(attempt.deadlineAt), asc(attempt.id))
      .limit(scope.limit ?? 100)
      .for("update", { skipLocked: true });
    if (locked.length === 0) return 0;
    const tallies = await tx
      .select({
        attemptId: attemptAnswer.attemptId,
        correct: sql<number>`count(*) filter (where ${attemptAnswer.isCorrect})::int`,
        wrong: sql<number>`count(*) filter (where not ${attemptAnswer.isCorrect})::int`,
        answeredAt: sql<Array<string | Date> | string>`array_agg(${attemptAnswer.answeredAt})`,
      })
      .from(attemptAnswer)
      .where(inArray(attemptAnswer.attemptId, locked.map((r) => r.id)))
      .groupBy(attemptAnswer.attemptId);
    const tallyOf = new Map(tallies.map((t) => [t.attemptId, t]));
    // Expired at the deadline: no seconds left, the score from the answers held (packages/domain);
    // held for review like a finish when answered faster than a person can read.
    const ended = locked.map((row) => {
      const tally = tallyOf.get(row.id);
      const parts = scoreAttempt({ correct: tally?.correct ?? 0, wrong: tally?.wrong ?? 0, secondsRemaining: 0 });
      return { ...row, parts, heldReason: holdReasonOf({ startedAt: row.startedAt, answeredAt: timestampsOf(tally?.answeredAt ?? []), correct: parts.correct }) };
    });
    await tx.execute(sql`
      update attempt set status = 'expired', finished_at = v.finished_at, score = v.score,
        correct_count = v.correct, wrong_count = v.wrong, seconds_used = ${QUIZ_SECONDS},
        held_reason = v.held_reason, held_at = case when v.held_reason is null then null else ${now.toISOString()}::timestamptz end
      from (values ${sql.join(
        ended.map((e) => sql`(${e.id}::int, ${e.parts.total}::int, ${e.parts.correct}::int, ${e.parts.wrong}::int, ${e.deadlineAt.toISOString()}::timestamptz, ${e.heldReason}::text)`),
        sql`, `,
      )}) as v(id, score, correct, wrong, finished_at, held_reason)
      where attempt.id = v.id`);
    const standing = ended.filter((e) => !e.heldReason);
    const eventBoards = [...new Set(standing.flatMap((e) => (e.liveEventId ? [e.liveEventId] : [])))].map((id): Change => ({ topic: "events", detail: String(id) }));
    if (standing.length) {
      await recordLeaderboardResults(
        tx,
        standing.map((e) => ({ userId: e.userId, score: e.parts.total, secondsUsed: QUIZ_SECONDS, finishedAt: e.deadlineAt })),
        now,
        eventBoards,
      );
    }
    return ended.length;
  });
}

/**
 * The server's sweep: expire overdue attempts and move the leaderboard windows on, every `everyMs`.
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
      // Competition attempts too (modules/competitions), with the answers they hold.
      for (let batch = 1; batch > 0 && !state.stopped; expired += batch) batch = await expireCompetitionAttempts(db, now);
      if (expired) log.info({ event: "attempts.expired", expired }, "finished attempts past their deadline");
      if (!state.stopped) await refreshBoards(db, now);
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
