import { and, asc, desc, eq, lte, ne } from "drizzle-orm";
import { awardPrizes, displayName, LEADERBOARD_SIZE, localDate, type LatestCompetitionResponse } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, competition, user } from "../../db/schema.ts";
import { standingResult } from "../../db/competition-standing.ts";

/**
 * The public board's 'Latest Competition' tab: the competition that began most recently (not a
 * cancelled one, not one still to come) and, once it is completed, its top 10, by score then lower
 * time (docs/architecture.md §4 'Competitions'); none while it runs.
 */
export async function readLatestCompetition(db: Db, now: Date, timeZone: string): Promise<LatestCompetitionResponse> {
  const today = localDate(now, timeZone);
  const [latest] = await db
    .select({
      id: competition.id,
      title: competition.title,
      startDate: competition.startDate,
      endDate: competition.endDate,
      status: competition.status,
      prizePoolCents: competition.prizePoolCents,
    })
    .from(competition)
    .where(and(ne(competition.status, "cancelled"), lte(competition.startDate, today)))
    .orderBy(desc(competition.startDate), desc(competition.id))
    .limit(1);
  if (!latest) return { competition: null, entries: [] };
  // A running competition's scores are sealed until it is completed (docs/architecture.md §4 'Sealed and open').
  if (latest.status !== "completed") return { competition: latest, entries: [] };

  const rows = await db
    .select({ id: attempt.id, score: attempt.score, timeTaken: attempt.secondsUsed, createdAt: attempt.finishedAt, fullName: user.fullName, email: user.email })
    .from(attempt)
    .innerJoin(user, eq(user.id, attempt.userId))
    // Held, voided and refunded results never rank (the competitions' one rule).
    .where(and(eq(attempt.competitionId, latest.id), standingResult()))
    .orderBy(desc(attempt.score), asc(attempt.secondsUsed), asc(attempt.finishedAt))
    .limit(LEADERBOARD_SIZE);
  // The prizes follow from the top three alone (the domain's rule), so the top 10 are enough.
  const prizes = awardPrizes(
    latest.prizePoolCents,
    rows.map((r) => ({ id: String(r.id), score: r.score, secondsUsed: r.timeTaken, finishedAt: r.createdAt! })),
  );
  const prizeOf = new Map(prizes.map((p) => [p.id, p]));

  return {
    competition: latest,
    entries: rows.map((row, index) => ({
      rank: prizeOf.get(String(row.id))?.rank ?? index + 1,
      name: displayName(row.fullName, row.email),
      score: row.score,
      timeTaken: row.timeTaken,
      prizeCents: prizeOf.get(String(row.id))?.prizeCents ?? 0,
    })),
  };
}
