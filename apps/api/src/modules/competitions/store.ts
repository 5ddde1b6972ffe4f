import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { localDate, type CompetitionCard, type CompetitionStatus, type EntryStatus } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { attempt, competition, competitionAward, competitionEntry, competitionQuestion } from "../../db/schema.ts";
import { standingResult } from "../../db/competition-standing.ts";
import { payoutOf } from "./prizes.ts";

export type CompetitionRow = typeof competition.$inferSelect;

/** Open for play: active, and today (in APP_TIMEZONE) between its dates, the end day included. */
export function isRunning(row: Pick<CompetitionRow, "status" | "startDate" | "endDate">, now: Date, timeZone: string): boolean {
  const today = localDate(now, timeZone);
  return row.status === "active" && row.startDate <= today && today <= row.endDate;
}

/** Open for entries: not closed, and its last day not past. */
export function isJoinable(row: Pick<CompetitionRow, "status" | "endDate">, now: Date, timeZone: string): boolean {
  return (row.status === "upcoming" || row.status === "active") && localDate(now, timeZone) <= row.endDate;
}

export interface EntryCounts {
  paid: number;
  pending: number;
  refunded: number;
  results: number;
  questions: number;
}

/** Paid entries per competition (the seats taken), pending and refunded ones, results and questions. */
export async function entryCounts(db: DbOrTx, ids: number[]): Promise<Map<number, EntryCounts>> {
  const empty: EntryCounts = { paid: 0, pending: 0, refunded: 0, results: 0, questions: 0 };
  const counts = new Map<number, EntryCounts>(ids.map((id) => [id, { ...empty }]));
  if (ids.length === 0) return counts;
  // One after another: inside a transaction (the admin's edits) its one client takes one query at a time.
  const entries = await db
    .select({ id: competitionEntry.competitionId, status: competitionEntry.paymentStatus, n: count() })
    .from(competitionEntry)
    .where(inArray(competitionEntry.competitionId, ids))
    .groupBy(competitionEntry.competitionId, competitionEntry.paymentStatus);
  // A result is an ended attempt (held and voided ones included: each was submitted).
  const results = await db
    .select({ id: attempt.competitionId, n: count() })
    .from(attempt)
    .where(and(inArray(attempt.competitionId, ids), ne(attempt.status, "in_progress")))
    .groupBy(attempt.competitionId);
  const questions = await db
    .select({ id: competitionQuestion.competitionId, n: count() })
    .from(competitionQuestion)
    .where(inArray(competitionQuestion.competitionId, ids))
    .groupBy(competitionQuestion.competitionId);
  for (const e of entries) {
    const c = counts.get(e.id)!;
    if (e.status === "paid") c.paid = e.n;
    if (e.status === "pending") c.pending = e.n;
    if (e.status === "refunded") c.refunded = e.n;
  }
  for (const r of results) counts.get(r.id!)!.results = r.n;
  for (const q of questions) counts.get(q.id)!.questions = q.n;
  return counts;
}

export async function questionIdsOf(db: DbOrTx, competitionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: competitionQuestion.questionId })
    .from(competitionQuestion)
    .where(eq(competitionQuestion.competitionId, competitionId))
    .orderBy(asc(competitionQuestion.position));
  return rows.map((r) => r.id);
}

/** The competitions a member sees (not cancelled ones they have no entry in), newest first, with their own entry. */
export async function listForMember(db: DbOrTx, memberId: string, now: Date, timeZone: string): Promise<CompetitionCard[]> {
  const rows = await db
    .select({
      competition,
      entryStatus: competitionEntry.paymentStatus,
      // The member's result: their attempt once it has ended.
      score: sql<number | null>`case when ${attempt.status} <> 'in_progress' then ${attempt.score} end`,
      heldReason: attempt.heldReason,
      voidReason: attempt.voidReason,
      award: { prizeCents: competitionAward.prizeCents, payoutStatus: competitionAward.payoutStatus, paidAt: competitionAward.paidAt },
      standing: sql<boolean | null>`${standingResult()}`,
      // The entries refunded when it closed: the paid entries it had then.
      refundedAtClose: sql<number>`(select count(*)::int from competition_entry closing where closing.competition_id = ${competition.id} and closing.payment_status = 'refunded' and closing.refunded_at = ${competition.closedAt})`,
    })
    .from(competition)
    .leftJoin(competitionEntry, and(eq(competitionEntry.competitionId, competition.id), eq(competitionEntry.userId, memberId)))
    .leftJoin(attempt, and(eq(attempt.competitionId, competition.id), eq(attempt.userId, memberId)))
    .leftJoin(competitionAward, eq(competitionAward.attemptId, attempt.id))
    .where(sql`${competition.status} <> 'cancelled' or ${competitionEntry.id} is not null`)
    .orderBy(sql`${competition.startDate} desc`, sql`${competition.id} desc`);
  const counts = await entryCounts(
    db,
    rows.map((r) => r.competition.id),
  );
  return rows.map(({ competition: c, entryStatus, score, heldReason, voidReason, award, standing, refundedAtClose }) => {
    const n = counts.get(c.id)!;
    const seatsLeft = c.maxParticipants === null ? null : Math.max(0, c.maxParticipants - n.paid);
    const status = entryStatus as EntryStatus | null;
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      startDate: c.startDate,
      endDate: c.endDate,
      status: c.status as CompetitionStatus,
      entryFeeCents: c.entryFeeCents,
      prizePoolCents: c.prizePoolCents,
      maxParticipants: c.maxParticipants,
      minParticipants: c.minParticipants,
      entries: n.paid,
      seatsLeft,
      // What each entrant is asked: their own draw from the pool (the whole set before draws).
      questionCount: c.questionsPerEntrant ?? n.questions,
      questionSetHash: c.status === "upcoming" ? null : c.questionSetHash,
      myEntry: status ? { status } : null,
      myScore: score ?? null,
      myResultUnderReview: heldReason !== null && heldReason !== undefined && voidReason === null,
      myPrize: c.status === "completed" ? payoutOf(award, Boolean(standing), timeZone) : null,
      cancelledShort: c.status === "cancelled" && c.minParticipants !== null && Number(refundedAtClose) < c.minParticipants,
      canStart: status === "paid" && score === null && isRunning(c, now, timeZone),
      // A delayed payment under way (processing) is waited for, not paid again (docs/security.md 40).
      canJoin: status !== "paid" && status !== "processing" && isJoinable(c, now, timeZone) && seatsLeft !== 0,
    };
  });
}
