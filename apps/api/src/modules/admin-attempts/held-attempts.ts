import { and, asc, count, eq, inArray, isNotNull } from "drizzle-orm";
import { displayName, HOLD_MESSAGES, type HeldResult } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, attemptQuestion, quiz, user } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { recordOnBoards } from "../attempts/attempt-store.ts";
import { voidAttempt } from "./attempts.ts";

/** Quiz and event attempts held for review (SECURITY.md 39), oldest first: the queue an admin works. */
export async function listHeldAttempts(db: Db): Promise<HeldResult[]> {
  const rows = await db
    .select({ a: attempt, fullName: user.fullName, email: user.email, title: quiz.title })
    .from(attempt)
    .innerJoin(user, eq(user.id, attempt.userId))
    .innerJoin(quiz, eq(quiz.id, attempt.quizId))
    .where(and(isNotNull(attempt.heldReason), inArray(attempt.status, ["finished", "expired"])))
    .orderBy(asc(attempt.heldAt), asc(attempt.id))
    .limit(500);
  const asked = rows.length
    ? await db
        .select({ attemptId: attemptQuestion.attemptId, n: count() })
        .from(attemptQuestion)
        .where(inArray(attemptQuestion.attemptId, rows.map((r) => r.a.id)))
        .groupBy(attemptQuestion.attemptId)
    : [];
  const askedOf = new Map(asked.map((r) => [r.attemptId, r.n]));
  return rows.map(({ a, fullName, email, title }) => ({
    kind: "attempt" as const,
    id: a.id,
    userName: displayName(fullName, email),
    userEmail: email,
    title,
    score: a.score,
    correct: a.correctCount,
    questions: askedOf.get(a.id) ?? 0,
    secondsUsed: a.secondsUsed,
    finishedAt: (a.finishedAt ?? a.deadlineAt).toISOString(),
    heldAt: (a.heldAt ?? a.finishedAt ?? a.deadlineAt).toISOString(),
    reason: a.heldReason!,
  }));
}

/**
 * An admin's decision on a held attempt: cleared, it joins the boards (and, for the Saturday event,
 * its board and certificates) as if it had never been held; voided, it stays off them for good,
 * with the note as the reason the member sees. Audit-logged either way.
 */
export async function decideHeldAttempt(db: Db, actorId: string, attemptId: number, decision: "clear" | "void", note: string, now: Date): Promise<void> {
  if (decision === "void") {
    const [row] = await db.select({ heldReason: attempt.heldReason, status: attempt.status }).from(attempt).where(eq(attempt.id, attemptId));
    if (!row) throw notFound("Attempt not found.");
    if (row.heldReason === null || row.status === "voided") throw conflict("NOT_HELD", HOLD_MESSAGES.notHeld);
    await voidAttempt(db, actorId, attemptId, note, now);
    return;
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(attempt).where(eq(attempt.id, attemptId)).for("update");
    if (!row) throw notFound("Attempt not found.");
    if (row.heldReason === null || !["finished", "expired"].includes(row.status)) throw conflict("NOT_HELD", HOLD_MESSAGES.notHeld);
    const [cleared] = await tx.update(attempt).set({ heldReason: null, heldAt: null }).where(eq(attempt.id, attemptId)).returning();
    await recordOnBoards(tx, cleared!, now);
    await audit(tx, { actorId, action: "attempt.hold_clear", targetType: "attempt", targetId: attemptId, before: { heldReason: row.heldReason, score: row.score }, after: { held: false, note } });
  });
}
