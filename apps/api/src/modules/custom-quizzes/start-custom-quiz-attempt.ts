import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { CUSTOM_QUIZ_MESSAGES, graceEnded, CUSTOM_QUIZ_MIN_QUESTIONS, shuffle, weekStartDate, type StartAttemptResponse } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, user } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { customAssignmentForStart } from "../assignments/service.ts";
import { endAttempt, openAttempt, presentAttempt } from "../attempts/service.ts";
import { readAccess } from "./access.ts";
import { bankQuestions } from "./bank.ts";
import { questionIdsOf } from "./custom-quizzes.ts";

type Refusal = { status: number; code: string; message: string };

/**
 * A custom quiz's door to the attempt engine (mode 'custom', its policy in domain attempt-modes.ts):
 * a member of a group it is shared with takes it once, on the server's clock (24 seconds a
 * question), with no key before the end and the review on the result page after it. Those who can
 * print its key (its owner, the leaders of its groups) do not take it for a score. The questions
 * still in play nowhere (and its owner's own) are asked, each attempt in its own order; fewer than 5 left is a 409.
 * Resumes an attempt under way; one past its deadline and grace is finished here first.
 */
export async function startCustomQuizAttempt(db: Db, member: Member, customQuizId: number, now: Date): Promise<StartAttemptResponse> {
  const outcome = await db.transaction(async (tx): Promise<StartAttemptResponse | { refused: Refusal }> => {
    // The member's row first, as every door of the engine does: parallel starts queue here.
    const [me] = await tx.select({ timezone: user.timezone }).from(user).where(eq(user.id, member.id)).for("update");
    if (!me) throw notFound("Member not found.");
    const access = await readAccess(tx, customQuizId, member.id);
    const [mine] = await tx
      .select()
      .from(attempt)
      .where(and(eq(attempt.customQuizId, customQuizId), eq(attempt.userId, member.id)));
    if (mine) {
      const alreadyTaken = { refused: { status: 409, code: "ALREADY_ATTEMPTED", message: CUSTOM_QUIZ_MESSAGES.alreadyTaken } };
      if (mine.status !== "in_progress") return alreadyTaken;
      if (graceEnded(mine.deadlineAt, now)) {
        await endAttempt(tx, mine, { status: "expired", at: now });
        return alreadyTaken;
      }
      return { attempt: await presentAttempt(tx, mine, now, { quizTitle: access.row.title }), resumed: true };
    }
    if (access.keyHolder) return { refused: { status: 403, code: "CUSTOM_QUIZ_KEY_HOLDER", message: CUSTOM_QUIZ_MESSAGES.keyHolder } };
    const asked = (await bankQuestions(tx, await questionIdsOf(tx, customQuizId), { ownerId: access.row.ownerId, keyHolder: false }))
      .filter((q) => q.available)
      .map((q) => q.id);
    if (asked.length < CUSTOM_QUIZ_MIN_QUESTIONS)
      return { refused: { status: 409, code: "CUSTOM_QUIZ_TOO_FEW", message: CUSTOM_QUIZ_MESSAGES.tooFew(asked.length) } };
    // Assigned by one of the member's groups: the attempt records it, so its result names the group (docs/architecture.md §4 'Groups').
    const assigned = await customAssignmentForStart(tx, member.id, customQuizId);
    const created = await openAttempt(
      tx,
      {
        userId: member.id,
        mode: "custom",
        competitionId: null,
        quizId: null,
        customQuizId,
        assignmentId: assigned?.assignmentId ?? null,
        periodKey: `custom:${customQuizId}`,
        weekStart: weekStartDate(now, me.timezone),
        startedAt: now,
      },
      shuffle(asked, randomInt),
    );
    return { attempt: await presentAttempt(tx, created, now, { quizTitle: access.row.title, justCreated: true }), resumed: false };
  });
  // Refusals are returned, not thrown, so that an overdue attempt finished here stays finished.
  if ("refused" in outcome) throw new AppError(outcome.refused.status, outcome.refused.code, outcome.refused.message);
  return outcome;
}
