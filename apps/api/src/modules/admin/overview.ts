import { and, avg, count, eq, max, ne, notInArray, sql, sum } from "drizzle-orm";
import { EVENT_QUESTION_COUNT, HIDE_MEMBERSHIP_SECTION, localDate, nextDate, type AdminOverview } from "@berean/domain";
import type { Database } from "../../db/client.ts";
import { attempt, featureFlag, pageView, question, quiz, user } from "../../db/schema.ts";
import type { LatencyWindow } from "../../lib/latency.ts";
import { readActivity } from "../admin-activity/service.ts";
import { countSealedSupply } from "../questions/service.ts";
import { countGroups } from "../groups/service.ts";

const DAYS_CHARTED = 30;

/** Whether the database answers, and how fast (one trivial statement). */
async function probeDatabase(database: Database): Promise<AdminOverview["system"]["database"]> {
  const started = performance.now();
  try {
    await database.db.execute(sql`select 1`);
    return { kind: database.kind, reachable: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { kind: database.kind, reachable: false, latencyMs: null };
  }
}

export async function readOverview(database: Database, latency: LatencyWindow, now: Date, timeZone: string, refuseSample = false): Promise<AdminOverview> {
  const { db } = database;
  const today = localDate(now, timeZone);
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1, d - (DAYS_CHARTED - 1))).toISOString().slice(0, 10);
  // The quizzes' and the Saturday event's results: competition attempts (scored in percent) have their own
  // screens, and a hosted game kept in a history (the share answered right) its room's board.
  const quizModes = notInArray(attempt.mode, ["competition", "game"]);
  const ended = and(ne(attempt.status, "in_progress"), quizModes);
  const finished = and(eq(attempt.status, "finished"), quizModes);
  const [[users], [attempts], [scores], [views], [questions], [quizzes], [flag], perDay, buckets, activity, dbStatus, supply, groups] = await Promise.all([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(attempt).where(ended),
    db
      .select({ average: avg(attempt.score).mapWith(Number), highest: max(attempt.score) })
      .from(attempt)
      .where(finished),
    db.select({ n: sum(pageView.views).mapWith(Number) }).from(pageView),
    db.select({ n: count() }).from(question),
    db.select({ n: count() }).from(quiz),
    db.select({ value: featureFlag.value }).from(featureFlag).where(eq(featureFlag.key, HIDE_MEMBERSHIP_SECTION)),
    db
      .select({ day: sql<string>`to_char(${attempt.finishedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`, n: count() })
      .from(attempt)
      .where(
        sql`${attempt.status} = 'finished' and ${attempt.mode} not in ('competition', 'game') and ${attempt.finishedAt} >= (${first}::date::timestamp at time zone ${timeZone})`,
      )
      .groupBy(sql`1`),
    db
      .select({ bucket: sql<number>`least(${attempt.score} / 10, 9)`.mapWith(Number), n: count() })
      .from(attempt)
      .where(finished)
      .groupBy(sql`1`),
    readActivity(db, { search: "", kind: "all", range: "all", limit: 5 }, now),
    probeDatabase(database),
    countSealedSupply(db, { refuseSample }),
    countGroups(db),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, r.n]));
  const attemptsPerDay: AdminOverview["attemptsPerDay"] = [];
  for (let day = first; day <= today; day = nextDate(day)) attemptsPerDay.push({ day, attempts: byDay.get(day) ?? 0 });
  const byBucket = new Map(buckets.map((b) => [b.bucket, b.n]));
  const { p50Ms, requests } = latency.summary(now.getTime());
  return {
    sealedSupply: { questions: supply, weeks: Math.floor(supply / EVENT_QUESTION_COUNT) },
    counts: {
      users: users?.n ?? 0,
      attempts: attempts?.n ?? 0,
      averageScore: Math.round(scores?.average ?? 0),
      highestScore: scores?.highest ?? 0,
      pageViews: views?.n ?? 0,
      questions: questions?.n ?? 0,
      quizzes: quizzes?.n ?? 0,
      groups,
    },
    recentActivity: activity.activities,
    hideMembershipSection: flag?.value ?? false,
    system: { uptimeSeconds: Math.floor(process.uptime()), apiP50Ms: p50Ms, apiRequests: requests, database: dbStatus },
    attemptsPerDay,
    scoreDistribution: Array.from({ length: 10 }, (_, i) => ({ range: i === 9 ? "90–100" : `${i * 10}–${i * 10 + 9}`, attempts: byBucket.get(i) ?? 0 })),
  };
}
