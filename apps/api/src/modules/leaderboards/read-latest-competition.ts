import { and, asc, desc, eq, lte, ne } from "drizzle-orm";
import { displayName, LEADERBOARD_SIZE, localDate, type LatestCompetitionResponse } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { competition, competitionResult, user } from "../../db/schema.ts";

/**
 * The public board's 'Latest Competition' tab: the competition that began most recently (not a
 * cancelled one, not one still to come) and its top 10, by score then lower time (DESIGN.md 'Competitions').
 */
export async function readLatestCompetition(db: Db, now: Date, timeZone: string): Promise<LatestCompetitionResponse> {
  const today = localDate(now, timeZone);
  const [latest] = await db
    .select({ id: competition.id, title: competition.title, startDate: competition.startDate, endDate: competition.endDate, status: competition.status })
    .from(competition)
    .where(and(ne(competition.status, "cancelled"), lte(competition.startDate, today)))
    .orderBy(desc(competition.startDate), desc(competition.id))
    .limit(1);
  if (!latest) return { competition: null, entries: [] };

  const rows = await db
    .select({ score: competitionResult.score, timeTaken: competitionResult.timeTaken, fullName: user.fullName, email: user.email })
    .from(competitionResult)
    .innerJoin(user, eq(user.id, competitionResult.userId))
    .where(eq(competitionResult.competitionId, latest.id))
    .orderBy(desc(competitionResult.score), asc(competitionResult.timeTaken), asc(competitionResult.createdAt))
    .limit(LEADERBOARD_SIZE);

  return {
    competition: latest,
    entries: rows.map((row, index) => ({ rank: index + 1, name: displayName(row.fullName, row.email), score: row.score, timeTaken: row.timeTaken })),
  };
}
