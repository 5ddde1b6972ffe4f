import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  CHALLENGE_MESSAGES,
  displayName,
  type ChallengeCreate,
  type ChallengeQueue,
  type ChallengeQueueItem,
  type MyChallenge,
  type VerseText,
} from "@berean/domain";
import type { Db, Tx } from "../../db/client.ts";
import { attempt, attemptQuestion, liveEvent, question, questionChallenge, user } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors.ts";
import { verseText } from "../../lib/scripture.ts";
import { analyseQuestions } from "../questions/service.ts";
import { RESULT_PAGE_MODES } from "../attempts/service.ts";

/** 'Challenge this answer' on a result: once per member and question, for a question the result asked. */
export async function raiseChallenge(db: Db, memberId: string, attemptId: number, input: ChallengeCreate, now: Date): Promise<MyChallenge> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: attempt.status, eventClosesAt: liveEvent.closesAt })
      .from(attempt)
      .leftJoin(liveEvent, eq(liveEvent.id, attempt.liveEventId))
      // Challenges are raised from the result page's review: a competition's keys are on its receipt.
      .where(and(eq(attempt.id, attemptId), eq(attempt.userId, memberId), inArray(attempt.mode, RESULT_PAGE_MODES)));
    if (!row) throw notFound("Result not found.");
    if (row.status === "in_progress") throw conflict("ATTEMPT_IN_PROGRESS", "Finish the quiz before challenging its answers.");
    // An event's answers are not shown before its close, so neither is a challenge taken (docs/security.md 38).
    if (row.eventClosesAt && now < row.eventClosesAt) throw conflict("REVIEW_NOT_OPEN", CHALLENGE_MESSAGES.notYet);
    const [asked] = await tx
      .select({ id: attemptQuestion.questionId })
      .from(attemptQuestion)
      .where(and(eq(attemptQuestion.attemptId, attemptId), eq(attemptQuestion.position, input.position - 1)));
    if (!asked) throw badRequest(CHALLENGE_MESSAGES.notAsked, { position: CHALLENGE_MESSAGES.notAsked });
    const [created] = await tx
      .insert(questionChallenge)
      .values({ questionId: asked.id, userId: memberId, attemptId, source: "member", reason: input.reason, proposedReference: input.reference || null })
      .onConflictDoNothing()
      .returning({ id: questionChallenge.id });
    if (!created) throw conflict("ALREADY_CHALLENGED", CHALLENGE_MESSAGES.once);
    await audit(tx, {
      actorId: memberId,
      action: "challenge.raise",
      targetType: "question",
      targetId: asked.id,
      after: { attemptId, position: input.position, reason: input.reason, reference: input.reference || null },
    });
    return { status: "open", note: null };
  });
}

/** The member's own challenges among some questions, for their result page. */
export async function myChallenges(db: Db, memberId: string, questionIds: number[]): Promise<Map<number, MyChallenge>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({ questionId: questionChallenge.questionId, status: questionChallenge.status, note: questionChallenge.note })
    .from(questionChallenge)
    .where(and(eq(questionChallenge.userId, memberId), inArray(questionChallenge.questionId, questionIds)));
  return new Map(rows.map((r) => [r.questionId, { status: r.status as MyChallenge["status"], note: r.note }]));
}

/** Questions whose statistics look wrong join the queue by themselves, once each (docs/architecture.md §4 'Item analysis'). */
export async function queueSuspiciousQuestions(db: Db): Promise<number> {
  const flagged = [...(await analyseQuestions(db, null)).entries()].filter(([, a]) => a.flagged);
  if (flagged.length === 0) return 0;
  const inserted = await db
    .insert(questionChallenge)
    .values(
      flagged.map(([questionId, a]) => ({
        questionId,
        source: "analysis",
        reason: `Item analysis: ${a.percentCorrect}% of ${a.answered} answers are right${a.discrimination !== null ? `, discrimination ${a.discrimination.toFixed(2)}` : ""}.`,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: questionChallenge.id });
  return inserted.length;
}

const verse = (reference: string | null): VerseText | null => (reference ? { reference, text: verseText(reference) } : null);

/** /admin/challenges: each question with open challenges, oldest first, with the verses side by side. */
export async function readChallengeQueue(db: Db): Promise<ChallengeQueue> {
  await queueSuspiciousQuestions(db);
  const open = await db
    .select({ c: questionChallenge, q: question, fullName: user.fullName, email: user.email })
    .from(questionChallenge)
    .innerJoin(question, eq(question.id, questionChallenge.questionId))
    .leftJoin(user, eq(user.id, questionChallenge.userId))
    .where(eq(questionChallenge.status, "open"))
    .orderBy(asc(questionChallenge.createdAt), asc(questionChallenge.id));
  const analysis = await analyseQuestions(db, [...new Set(open.map((o) => o.q.id))]);
  const items = new Map<number, ChallengeQueueItem>();
  for (const { c, q, fullName, email } of open) {
    let item = items.get(q.id);
    if (!item) {
      const a = analysis.get(q.id);
      item = {
        questionId: q.id,
        question: q.question,
        options: [q.optionA, q.optionB, q.optionC, q.optionD],
        correctIndex: q.correctIndex,
        book: q.book,
        reference: q.reference,
        difficulty: q.difficulty,
        topics: q.topics,
        explanation: q.explanation,
        cited: verse(q.reference),
        members: 0,
        flaggedByAnalysis: false,
        analysis: { answered: a?.answered ?? 0, percentCorrect: a?.percentCorrect ?? null, discrimination: a?.discrimination ?? null },
        challenges: [],
        oldestAt: c.createdAt.toISOString(),
      };
      items.set(q.id, item);
    }
    if (c.source === "member") item.members += 1;
    else item.flaggedByAnalysis = true;
    item.challenges.push({
      id: c.id,
      source: c.source === "analysis" ? "analysis" : "member",
      memberName: c.source === "member" ? displayName(fullName ?? "", email ?? "") : null,
      reason: c.reason,
      proposed: verse(c.proposedReference),
      createdAt: c.createdAt.toISOString(),
    });
  }
  const resolved = await db
    .select({
      questionId: questionChallenge.questionId,
      question: question.question,
      status: questionChallenge.status,
      note: questionChallenge.note,
      resolvedAt: sql<Date>`max(${questionChallenge.resolvedAt})`,
      challenges: sql<number>`count(*)::int`,
    })
    .from(questionChallenge)
    .innerJoin(question, eq(question.id, questionChallenge.questionId))
    .where(isNotNull(questionChallenge.resolvedAt))
    .groupBy(questionChallenge.questionId, question.question, questionChallenge.status, questionChallenge.note)
    .orderBy(desc(sql`max(${questionChallenge.resolvedAt})`))
    .limit(20);
  return {
    items: [...items.values()],
    resolved: resolved.map((r) => ({ ...r, status: r.status === "corrected" ? "corrected" : "rejected", resolvedAt: new Date(r.resolvedAt).toISOString() })),
  };
}

/** A corrected question's open challenges close as corrected, with the admin's note the challengers see; returns their ids. */
export async function resolveAsCorrected(tx: Tx, questionId: number, resolution: { actorId: string; note: string; now: Date }): Promise<number[]> {
  const resolved = await tx
    .update(questionChallenge)
    .set({ status: "corrected", note: resolution.note, resolvedBy: resolution.actorId, resolvedAt: resolution.now })
    .where(and(eq(questionChallenge.questionId, questionId), eq(questionChallenge.status, "open")))
    .returning({ id: questionChallenge.id });
  return resolved.map((r) => r.id);
}

/** Reject: every open challenge of the question closes with the admin's note, which members see on their result. */
export async function rejectChallenges(db: Db, actorId: string, questionId: number, note: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const closed = await tx
      .update(questionChallenge)
      .set({ status: "rejected", note, resolvedBy: actorId, resolvedAt: now })
      .where(and(eq(questionChallenge.questionId, questionId), eq(questionChallenge.status, "open")))
      .returning({ id: questionChallenge.id });
    if (closed.length === 0) throw new AppError(409, "NO_OPEN_CHALLENGES", CHALLENGE_MESSAGES.alreadyResolved);
    await audit(tx, {
      actorId,
      action: "challenge.reject",
      targetType: "question",
      targetId: questionId,
      after: { note, challenges: closed.map((c) => c.id) },
    });
  });
}
