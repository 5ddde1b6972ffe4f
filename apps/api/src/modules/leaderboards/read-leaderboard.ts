import { and, asc, eq, gt, sql } from "drizzle-orm";
import { displayName, LEADERBOARD_SIZE, type LeaderboardEntry, type LeaderboardResponse, type LeaderboardWindow } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { leaderboardEntry, leaderboardScore, user } from "../../db/schema.ts";
import { refreshBoard } from "./refresh-boards.ts";

type EntryRow = { userId: string; score: number; secondsUsed: number; finishedAt: Date; attempts: number; fullName: string | null; email: string | null };

function presentEntry(row: EntryRow, rank: number, viewerId: string | null): LeaderboardEntry {
  return {
    rank,
    name: displayName(row.fullName, row.email),
    score: row.score,
    secondsUsed: row.secondsUsed,
    attempts: row.attempts,
    finishedAt: new Date(row.finishedAt).toISOString(),
    isViewer: row.userId === viewerId,
  };
}

const entryColumns = {
  userId: leaderboardEntry.userId,
  score: leaderboardEntry.score,
  secondsUsed: leaderboardEntry.secondsUsed,
  finishedAt: leaderboardEntry.finishedAt,
  attempts: leaderboardEntry.attempts,
  fullName: user.fullName,
  email: user.email,
};

/**
 * The one leaderboard read (member page, home leaders, floating panel, public tabs): the top 10
 * from the board's rank index, the viewer's rank from the score histogram plus an index count
 * inside their own score, and the counters from the histograms. Nothing here reads attempts.
 */
export async function readLeaderboard(db: DbOrTx, window: LeaderboardWindow, viewerId: string | null, now: Date): Promise<LeaderboardResponse> {
  const since = window === "all" ? null : await refreshBoard(db, window, now);
  const onBoard = eq(leaderboardEntry.board, window);

  const [top, histogram, takers] = await Promise.all([
    db
      .select(entryColumns)
      .from(leaderboardEntry)
      .innerJoin(user, eq(user.id, leaderboardEntry.userId))
      .where(onBoard)
      // Exactly the rank index's order (its score column is DESC NULLS LAST), so the read is an index scan of 10 rows.
      .orderBy(sql`${leaderboardEntry.score} desc nulls last`, asc(leaderboardEntry.secondsUsed), asc(leaderboardEntry.finishedAt), asc(leaderboardEntry.userId))
      .limit(LEADERBOARD_SIZE),
    db
      .select({ score: leaderboardScore.score, members: leaderboardScore.members })
      .from(leaderboardScore)
      .where(and(eq(leaderboardScore.board, window), gt(leaderboardScore.members, 0))),
    db
      .select({ n: sql<number>`coalesce(sum(${leaderboardScore.members}), 0)::int` })
      .from(leaderboardScore)
      .where(eq(leaderboardScore.board, "all")),
  ]);
  const entries = top.map((row, i) => presentEntry(row, i + 1, viewerId));

  let me: LeaderboardEntry | null = entries.find((e) => e.isViewer) ?? null;
  if (!me && viewerId) {
    const [own] = await db
      .select(entryColumns)
      .from(leaderboardEntry)
      .innerJoin(user, eq(user.id, leaderboardEntry.userId))
      .where(and(onBoard, eq(leaderboardEntry.userId, viewerId)));
    if (own) {
      const higherScores = histogram.filter((h) => h.score > own.score).reduce((sum, h) => sum + h.members, 0);
      const [sameScore] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leaderboardEntry)
        .where(
          and(
            onBoard,
            eq(leaderboardEntry.score, own.score),
            sql`(${leaderboardEntry.secondsUsed}, ${leaderboardEntry.finishedAt}, ${leaderboardEntry.userId}) < (${own.secondsUsed}, ${new Date(own.finishedAt).toISOString()}::timestamptz, ${own.userId})`,
          ),
        );
      me = presentEntry(own, 1 + higherScores + (sameScore?.n ?? 0), viewerId);
    }
  }

  return {
    window,
    since,
    entries,
    me,
    counters: {
      activePlayers: histogram.reduce((sum, h) => sum + h.members, 0),
      highestScore: histogram.reduce((max, h) => Math.max(max, h.score), 0),
      quizTakers: Number(takers[0]?.n ?? 0),
    },
  };
}
