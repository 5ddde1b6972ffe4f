import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Locale, SiteStats } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, question, user } from "../../db/schema.ts";
import { SITE_BOARD_MODES } from "../attempts/service.ts";

/**
 * Members, questions, finished quizzes (and Saturday events) and their mean score: four aggregate
 * reads, run together. Competition attempts are scored in percent, on boards of their own: not here.
 * A running event's scores are sealed until its close (docs/architecture.md §4 'Sealed and open'):
 * they join the mean when the event's results join the boards.
 */
export async function readSiteStats(db: Db, locale: Locale = "en"): Promise<SiteStats> {
  const [members, questions, attempts] = await Promise.all([
    db.select({ n: count() }).from(user),
    // The bank's questions in the reader's language: a leader's own (private) are theirs, not the site's.
    db
      .select({ n: count() })
      .from(question)
      .where(and(isNull(question.authorId), eq(question.locale, locale))),
    db
      .select({ n: count(), average: sql<string | null>`avg(${attempt.score})` })
      .from(attempt)
      .where(
        and(
          eq(attempt.status, "finished"),
          inArray(attempt.mode, SITE_BOARD_MODES),
          sql`(${attempt.liveEventId} is null or exists (select 1 from live_event e where e.id = ${attempt.liveEventId} and e.boarded_at is not null))`,
        ),
      ),
  ]);
  const average = attempts[0]?.average;
  return {
    members: members[0]?.n ?? 0,
    questions: questions[0]?.n ?? 0,
    attempts: attempts[0]?.n ?? 0,
    averageScore: average == null ? null : Math.round(Number(average)),
  };
}
