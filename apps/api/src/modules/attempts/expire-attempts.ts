import { and, asc, eq, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ANSWER_GRACE_SECONDS } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { attempt } from "../../db/schema.ts";
import { refreshBoards } from "../leaderboards/refresh-boards.ts";
import { endAttempt } from "./attempt-store.ts";

/**
 * Attempts left running past their deadline (plus the answer grace) are finished by the server
 * with the answers they hold (DESIGN.md §4, SECURITY.md 27). Run by the sweep, and lazily for one
 * member whenever their attempts are read.
 */
export async function expireOverdueAttempts(db: DbOrTx, now: Date, scope: { userId?: string; limit?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000);
  const overdue = and(eq(attempt.status, "in_progress"), lt(attempt.deadlineAt, cutoff));
  const rows = await db
    .select({ id: attempt.id })
    .from(attempt)
    .where(scope.userId ? and(overdue, eq(attempt.userId, scope.userId)) : overdue)
    .orderBy(asc(attempt.deadlineAt))
    .limit(scope.limit ?? 100);
  let expired = 0;
  for (const { id } of rows) {
    await db.transaction(async (tx) => {
      // Re-read under the lock: a finish or another sweep may have ended it meanwhile.
      const [row] = await tx.select().from(attempt).where(and(eq(attempt.id, id), overdue)).for("update");
      if (!row) return;
      await endAttempt(tx, row, { status: "expired", at: now });
      expired += 1;
    });
  }
  return expired;
}

/** The server's sweep: expire overdue attempts and move the leaderboard windows on, every `everyMs`. */
export function startAttemptSweep(db: DbOrTx, log: FastifyBaseLogger, everyMs = 30_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date();
      let expired = 0;
      for (let batch = await expireOverdueAttempts(db, now, { limit: 200 }); batch > 0; batch = await expireOverdueAttempts(db, now, { limit: 200 })) {
        expired += batch;
      }
      if (expired) log.info({ event: "attempts.expired", expired }, "finished attempts past their deadline");
      await refreshBoards(db, now);
    } catch (error) {
      log.error({ err: error }, "attempt sweep failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
