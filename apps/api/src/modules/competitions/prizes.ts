import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { displayName, localDate, type AdminPrize, type MarkPrizePaid, type VoidPrize, type PayoutStatus, type PrizePayout } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, competition, competitionAward, user } from "../../db/schema.ts";
import { standingResult } from "../../db/competition-standing.ts";
import { audit } from "../../lib/audit.ts";
import { announce } from "../../lib/changes.ts";
import { voidResult } from "../attempts/service.ts";
import { prizeSignals } from "./prize-signals.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";

/**
 * Prizes on their way to their winners (docs/architecture.md §4 'Competitions'): completing a
 * competition freezes each prize as owed; an admin pays it outside Berean (a transfer, a check)
 * and records the payout here with its reference and day, once. A prize whose result stopped
 * standing after it was frozen (voided, or its entry refunded) is withheld: listed, never paid.
 */

type AwardRow = Pick<typeof competitionAward.$inferSelect, "prizeCents" | "payoutStatus" | "paidAt">;

/** The payout as its winner sees it, or null when there is no prize. */
export function payoutOf(award: AwardRow | null | undefined, standing: boolean, timeZone: string): PrizePayout | null {
  if (!award || !award.prizeCents || award.prizeCents <= 0 || award.payoutStatus === null) return null;
  const status: PayoutStatus = award.payoutStatus === "paid" ? "paid" : standing ? "owed" : "withheld";
  return { cents: award.prizeCents, status, paidOn: award.paidAt ? localDate(award.paidAt, timeZone) : null };
}

const paidByUser = sql<string | null>`(select coalesce(nullif(trim(p.full_name), ''), p.email) from "user" p where p.id = ${competitionAward.paidBy})`;

/** Every prize of every completed competition, owed ones first (oldest competition first), then the paid ones, newest payout first. */
export async function listPrizes(db: Db, filter: "owed" | "paid" | "all", timeZone: string): Promise<AdminPrize[]> {
  const rows = await db
    .select({
      award: competitionAward,
      competitionId: competition.id,
      competitionTitle: competition.title,
      closedAt: competition.closedAt,
      fullName: user.fullName,
      email: user.email,
      emailVerified: user.emailVerified,
      standing: sql<boolean>`${standingResult()}`,
      paidBy: paidByUser,
    })
    .from(competitionAward)
    .innerJoin(attempt, eq(attempt.id, competitionAward.attemptId))
    .innerJoin(competition, eq(competition.id, attempt.competitionId))
    .innerJoin(user, eq(user.id, attempt.userId))
    .where(
      and(
        isNotNull(competitionAward.payoutStatus),
        eq(competition.status, "completed"),
        filter === "all" ? undefined : eq(competitionAward.payoutStatus, filter),
      ),
    )
    .orderBy(
      sql`case when ${competitionAward.payoutStatus} = 'owed' then 0 else 1 end`,
      asc(competition.closedAt),
      desc(competitionAward.paidAt),
      asc(competition.id),
      asc(competitionAward.rank),
      asc(competitionAward.attemptId),
    );
  // The signals matter before a payout: read for the prizes still owed.
  const signals = await prizeSignals(
    db,
    rows.filter((r) => r.award.payoutStatus === "owed" && r.standing).map((r) => r.award.attemptId),
  );
  return rows.map((r) => {
    const payout = payoutOf(r.award, Boolean(r.standing), timeZone)!;
    return {
      attemptId: r.award.attemptId,
      competitionId: r.competitionId,
      competitionTitle: r.competitionTitle,
      closedOn: r.closedAt ? localDate(r.closedAt, timeZone) : null,
      rank: r.award.rank ?? 0,
      winnerName: displayName(r.fullName, r.email),
      contactEmail: r.emailVerified ? r.email : null,
      cents: payout.cents,
      status: payout.status,
      reference: r.award.payoutReference,
      paidOn: payout.paidOn,
      paidBy: r.paidBy,
      signals: signals.get(r.award.attemptId) ?? [],
    };
  });
}

/**
 * Records a prize paid, once: the row moves from owed to paid in one conditional update, so a
 * double click or two admins at once make one record and the second is told it is already paid.
 */
export async function markPrizePaid(db: Db, actorId: string, attemptId: number, input: MarkPrizePaid, now: Date, timeZone: string): Promise<AdminPrize> {
  const today = localDate(now, timeZone);
  if (input.paidOn > today) throw badRequest("The payment day cannot be after today.", { paidOn: "The payment day cannot be after today." });
  // The day it was paid, kept as an instant of that day in the site's zone: now when it is today, else its noon (UTC).
  const paidAt = input.paidOn === today ? now : new Date(`${input.paidOn}T12:00:00Z`);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ award: competitionAward, status: competition.status, standing: sql<boolean>`${standingResult()}` })
      .from(competitionAward)
      .innerJoin(attempt, eq(attempt.id, competitionAward.attemptId))
      .innerJoin(competition, eq(competition.id, attempt.competitionId))
      .where(eq(competitionAward.attemptId, attemptId))
      .for("update", { of: competitionAward });
    if (!row || row.award.payoutStatus === null || row.status !== "completed") throw notFound("No prize is owed for this result.");
    if (row.award.payoutStatus === "paid") throw conflict("ALREADY_PAID", "Already marked paid.");
    if (!row.standing) throw conflict("PRIZE_WITHHELD", "This result no longer stands (voided, or its entry refunded): its prize is not paid.");
    const [paid] = await tx
      .update(competitionAward)
      .set({ payoutStatus: "paid", payoutReference: input.reference, paidAt, paidBy: actorId })
      .where(and(eq(competitionAward.attemptId, attemptId), eq(competitionAward.payoutStatus, "owed")))
      .returning();
    if (!paid) throw conflict("ALREADY_PAID", "Already marked paid.");
    await audit(tx, {
      actorId,
      action: "prize.paid",
      targetType: "competition_award",
      targetId: attemptId,
      before: { payoutStatus: "owed", prizeCents: row.award.prizeCents },
      after: { payoutStatus: "paid", reference: input.reference, paidOn: input.paidOn },
    });
    await announce(tx, { topic: "results" });
  });
  const [listed] = (await listPrizes(db, "paid", timeZone)).filter((p) => p.attemptId === attemptId);
  return listed!;
}

/**
 * Voids the result behind an owed prize, from the prize review (a signal weighed and found true):
 * the result leaves the boards with the reason its member sees, and its prize is withheld, never
 * paid. The places below keep their frozen prizes. Audit-logged with the score and prize before.
 */
export async function voidPrize(db: Db, actorId: string, attemptId: number, input: VoidPrize, now: Date, timeZone: string): Promise<AdminPrize> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ award: competitionAward, attempt, status: competition.status, standing: sql<boolean>`${standingResult()}` })
      .from(competitionAward)
      .innerJoin(attempt, eq(attempt.id, competitionAward.attemptId))
      .innerJoin(competition, eq(competition.id, attempt.competitionId))
      .where(eq(competitionAward.attemptId, attemptId))
      .for("update", { of: attempt });
    if (!row || row.award.payoutStatus === null || row.status !== "completed") throw notFound("No prize is owed for this result.");
    if (row.award.payoutStatus === "paid") throw conflict("ALREADY_PAID", "Already marked paid: a paid prize's result is not voided here.");
    if (!row.standing) throw conflict("PRIZE_WITHHELD", "This result no longer stands (voided, or its entry refunded): its prize is not paid.");
    await voidResult(tx, row.attempt, input.reason, now);
    await audit(tx, {
      actorId,
      action: "prize.void",
      targetType: "attempt",
      targetId: attemptId,
      before: { status: row.attempt.status, score: row.attempt.score, prizeCents: row.award.prizeCents },
      after: { status: "voided", reason: input.reason },
    });
    await announce(tx, { topic: "results" });
  });
  const [listed] = (await listPrizes(db, "all", timeZone)).filter((p) => p.attemptId === attemptId);
  return listed!;
}
