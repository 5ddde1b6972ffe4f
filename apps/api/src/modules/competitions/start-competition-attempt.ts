import { randomInt } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { COMPETITION_REFUSALS, graceEnded, drawEntrantQuestions, shuffle, weekStartDate, type AttemptView, type StartAttemptResponse } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, competition, competitionEntry, competitionQuestion } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { endAttempt, expireOverdueAttempts, openAttempt, presentAttempt } from "../attempts/service.ts";
import { isRunning } from "./store.ts";

type Refusal = { status: number; code: keyof typeof COMPETITION_REFUSALS; message: string };
const refused = (status: number, code: keyof typeof COMPETITION_REFUSALS, message: string = COMPETITION_REFUSALS[code].message): { refused: Refusal } => ({
  refused: { status, code, message },
});
const alreadyAttempted = (score: number) => refused(409, "ALREADY_ATTEMPTED", COMPETITION_REFUSALS.ALREADY_ATTEMPTED.message.replace("{score}", String(score)));

/**
 * The competition's door to the attempt engine (mode 'competition', its policy in
 * attempts/modes.ts): who may start is a Pro member with a paid entry, while the competition runs,
 * once. Resumes an attempt under way; one past its deadline and grace is finished here first.
 * Each entrant is asked their own draw from the pool (by the salt and their entry, which their
 * receipt proves), in that order, each question with its options in an order of its own; a
 * competition made before draws asks everyone its whole set, in an order of their own. Answers,
 * finish and reloads then go through the attempt routes like any quiz.
 */
export async function startCompetitionAttempt(
  db: Db,
  member: Member,
  competitionId: number,
  now: Date,
  timeZone: string,
  from: { addressRange: string | null } = { addressRange: null },
): Promise<StartAttemptResponse> {
  // Refusals are returned, not thrown, so that an overdue attempt finished here stays finished.
  const outcome = await db.transaction(async (tx): Promise<StartAttemptResponse | { refused: Refusal }> => {
    const [row] = await tx.select().from(competition).where(eq(competition.id, competitionId));
    if (!row) throw notFound("Competition not found.");
    const [entry] = await tx
      .select()
      .from(competitionEntry)
      .where(and(eq(competitionEntry.competitionId, competitionId), eq(competitionEntry.userId, member.id)))
      .for("update");
    if (entry?.paymentStatus !== "paid") return refused(403, "PAYMENT_REQUIRED", COMPETITION_REFUSALS.ACCESS_DENIED.message);
    const [mine] = await tx
      .select()
      .from(attempt)
      .where(and(eq(attempt.competitionId, competitionId), eq(attempt.userId, member.id)))
      .for("update");
    if (mine) {
      if (mine.status !== "in_progress") return alreadyAttempted(mine.score);
      if (graceEnded(mine.deadlineAt, now)) return alreadyAttempted((await endAttempt(tx, mine, { status: "expired", at: now })).score);
      return { attempt: await presentAttempt(tx, mine, now, { quizTitle: row.title }), resumed: true };
    }
    if (!isRunning(row, now, timeZone)) return refused(409, "NOT_ACTIVE");
    const pool = await tx
      .select({ questionId: competitionQuestion.questionId })
      .from(competitionQuestion)
      .where(eq(competitionQuestion.competitionId, competitionId))
      .orderBy(asc(competitionQuestion.position));
    if (pool.length === 0) return refused(409, "NOT_ACTIVE");
    const poolIds = pool.map((q) => q.questionId);
    const asked =
      row.questionsPerEntrant !== null && row.poolSalt !== null
        ? drawEntrantQuestions(poolIds, row.questionsPerEntrant, row.poolSalt, entry.id)
        : shuffle(poolIds, randomInt);
    const created = await openAttempt(
      tx,
      {
        userId: member.id,
        mode: "competition",
        competitionId,
        quizId: null,
        periodKey: `competition:${competitionId}`,
        weekStart: weekStartDate(now, member.timezone),
        startedAt: now,
      },
      asked,
    );
    // Where the entrant played from, as a range only, for the prize review (prize-signals.ts).
    await tx.update(competitionEntry).set({ addressRange: from.addressRange }).where(eq(competitionEntry.id, entry.id));
    return { attempt: await presentAttempt(tx, created, now, { quizTitle: row.title, justCreated: true }), resumed: false };
  });
  if ("refused" in outcome) throw new AppError(outcome.refused.status, outcome.refused.code, outcome.refused.message);
  return outcome;
}

/** The entrant's attempt at a competition, to resume it (404 when there is none); an overdue one is finished first. */
export async function readCompetitionAttempt(db: Db, member: Member, competitionId: number, now: Date): Promise<AttemptView> {
  await expireOverdueAttempts(db, now, { userId: member.id });
  const [row] = await db
    .select()
    .from(attempt)
    .where(and(eq(attempt.competitionId, competitionId), eq(attempt.userId, member.id)));
  if (!row) throw notFound("No attempt at this competition yet.");
  return presentAttempt(db, row, now);
}
