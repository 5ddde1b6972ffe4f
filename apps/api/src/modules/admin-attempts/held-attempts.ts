import { and, asc, count, eq, inArray, isNotNull } from "drizzle-orm";
import { displayName, HOLD_MESSAGES, type HeldKind, type HeldResult } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, attemptQuestion, competition, quiz, user } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { clearHold } from "../attempts/service.ts";
import { voidAttempt } from "./attempts.ts";

/**
 * Attempts held for review (docs/security.md 39), oldest first, in every mode: the queue an admin works.
 * A competition's result is listed as kind 'competition' with the competition's title.
 */
export async function listHeldAttempts(db: Db): Promise<HeldResult[]> {
  const rows = await db
    .select({ a: attempt, fullName: user.fullName, email: user.email, quizTitle: quiz.title, competitionTitle: competition.title })
    .from(attempt)
    .innerJoin(user, eq(user.id, attempt.userId))
    .leftJoin(quiz, eq(quiz.id, attempt.quizId))
    .leftJoin(competition, eq(competition.id, attempt.competitionId))
    .where(and(isNotNull(attempt.heldReason), inArray(attempt.status, ["finished", "expired"])))
    .orderBy(asc(attempt.heldAt), asc(attempt.id))
    .limit(500);
  const asked = rows.length
    ? await db
        .select({ attemptId: attemptQuestion.attemptId, n: count() })
        .from(attemptQuestion)
        .where(
          inArray(
            attemptQuestion.attemptId,
            rows.map((r) => r.a.id),
          ),
        )
        .groupBy(attemptQuestion.attemptId)
    : [];
  const askedOf = new Map(asked.map((r) => [r.attemptId, r.n]));
  return rows.map(({ a, fullName, email, quizTitle, competitionTitle }) => ({
    kind: heldKindOf(a.mode),
    id: a.id,
    userName: displayName(fullName, email),
    userEmail: email,
    title: competitionTitle ?? quizTitle ?? "",
    score: a.score,
    correct: a.correctCount,
    questions: askedOf.get(a.id) ?? 0,
    secondsUsed: a.secondsUsed,
    finishedAt: (a.finishedAt ?? a.deadlineAt).toISOString(),
    heldAt: (a.heldAt ?? a.finishedAt ?? a.deadlineAt).toISOString(),
    reason: a.heldReason!,
  }));
}

/** How many results wait in that queue: the admin sidebar's and dashboard's count. */
export async function countHeldAttempts(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attempt)
    .where(and(isNotNull(attempt.heldReason), inArray(attempt.status, ["finished", "expired"])));
  return row?.n ?? 0;
}

const heldKindOf = (mode: string): HeldKind => (mode === "competition" ? "competition" : "attempt");

/**
 * An admin's decision on a held attempt: cleared, it counts as if it had never been held (the
 * site's boards and, for the Saturday event, its board and certificates; a competition's ranks,
 * prizes and certificates); voided, it never does, with the note as the reason the member sees.
 * Audit-logged either way. `kind` must be the attempt's: a quiz attempt's id is not a competition's.
 */
export async function decideHeldAttempt(
  db: Db,
  actorId: string,
  kind: HeldKind,
  attemptId: number,
  decision: "clear" | "void",
  note: string,
  now: Date,
): Promise<void> {
  if (decision === "void") {
    const [row] = await db
      .select({ heldReason: attempt.heldReason, status: attempt.status, mode: attempt.mode })
      .from(attempt)
      .where(eq(attempt.id, attemptId));
    if (!row || heldKindOf(row.mode) !== kind) throw notFound("Attempt not found.");
    if (row.heldReason === null || row.status === "voided") throw conflict("NOT_HELD", HOLD_MESSAGES.notHeld);
    await voidAttempt(db, actorId, attemptId, note, now, { competition: kind === "competition" });
    return;
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(attempt).where(eq(attempt.id, attemptId)).for("update");
    if (!row || heldKindOf(row.mode) !== kind) throw notFound("Attempt not found.");
    if (row.heldReason === null || !["finished", "expired"].includes(row.status)) throw conflict("NOT_HELD", HOLD_MESSAGES.notHeld);
    await clearHold(tx, row, now);
    await audit(tx, {
      actorId,
      action: "attempt.hold_clear",
      targetType: "attempt",
      targetId: attemptId,
      before: { heldReason: row.heldReason, score: row.score },
      after: { held: false, note },
    });
  });
}
