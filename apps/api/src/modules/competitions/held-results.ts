import { and, asc, count, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { displayName, HOLD_MESSAGES, type HeldResult } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { competition, competitionAttempt, competitionAttemptQuestion, competitionResult, user } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { announce } from "../../lib/changes.ts";
import { conflict, notFound } from "../../lib/errors.ts";

/** Competition results held for review (SECURITY.md 39), oldest first, beside the quiz attempts in the admins' queue. */
export async function listHeldResults(db: Db): Promise<HeldResult[]> {
  const rows = await db
    .select({ r: competitionResult, fullName: user.fullName, email: user.email, title: competition.title, attemptId: competitionAttempt.id })
    .from(competitionResult)
    .innerJoin(user, eq(user.id, competitionResult.userId))
    .innerJoin(competition, eq(competition.id, competitionResult.competitionId))
    .leftJoin(competitionAttempt, and(eq(competitionAttempt.competitionId, competitionResult.competitionId), eq(competitionAttempt.userId, competitionResult.userId)))
    .where(and(isNotNull(competitionResult.heldReason), isNull(competitionResult.voidReason)))
    .orderBy(asc(competitionResult.heldAt), asc(competitionResult.id))
    .limit(500);
  const attemptIds = rows.flatMap((r) => (r.attemptId ? [r.attemptId] : []));
  const asked = attemptIds.length
    ? await db
        .select({ id: competitionAttemptQuestion.competitionAttemptId, n: count() })
        .from(competitionAttemptQuestion)
        .where(inArray(competitionAttemptQuestion.competitionAttemptId, attemptIds))
        .groupBy(competitionAttemptQuestion.competitionAttemptId)
    : [];
  const askedOf = new Map(asked.map((a) => [a.id, a.n]));
  return rows.map(({ r, fullName, email, title, attemptId }) => {
    const questions = attemptId ? (askedOf.get(attemptId) ?? 0) : 0;
    return {
      kind: "competition" as const,
      id: r.id,
      userName: displayName(fullName, email),
      userEmail: email,
      title,
      score: r.score,
      correct: Math.round((r.score * questions) / 100),
      questions,
      secondsUsed: r.timeTaken,
      finishedAt: r.createdAt.toISOString(),
      heldAt: (r.heldAt ?? r.createdAt).toISOString(),
      reason: r.heldReason!,
    };
  });
}

/**
 * An admin's decision on a held competition result: cleared, it ranks and may win; voided, it never
 * does (the note is kept as the reason). Audit-logged. The prizes are frozen only once no result is
 * held (changeStatus), so a decision never moves prizes already awarded.
 */
export async function decideHeldResult(db: Db, actorId: string, resultId: number, decision: "clear" | "void", note: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(competitionResult).where(eq(competitionResult.id, resultId)).for("update");
    if (!row) throw notFound("Result not found.");
    if (row.heldReason === null || row.voidReason !== null) throw conflict("NOT_HELD", HOLD_MESSAGES.notHeld);
    const changes = decision === "clear" ? { heldReason: null, heldAt: null } : { voidReason: note };
    await tx.update(competitionResult).set(changes).where(eq(competitionResult.id, resultId));
    await audit(tx, {
      actorId,
      action: decision === "clear" ? "competition_result.hold_clear" : "competition_result.void",
      targetType: "competition_result",
      targetId: resultId,
      before: { heldReason: row.heldReason, score: row.score },
      after: decision === "clear" ? { held: false, note } : { voided: true, reason: note },
    });
    await announce(tx, { topic: "results" });
  });
}
