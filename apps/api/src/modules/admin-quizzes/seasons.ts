import { and, inArray, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { seasonsOn } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { quiz } from "../../db/schema.ts";
import { announce } from "../../lib/changes.ts";

/**
 * Seasonal quizzes (docs/architecture.md §4 'Seasonal quizzes'): a quiz with a season is live only
 * while its season lasts. The sweep keeps the stored status true; this condition keeps every read
 * true between sweeps, so a quiz whose season ended a second ago is neither listed nor started.
 * Use it beside `status = 'active'` wherever a quiz is offered to members (`season`: the column as
 * the query names it, when it calls the quiz table by another name).
 */
export function quizInSeason(now: Date, season: SQLWrapper = quiz.season): SQL {
  const on = seasonsOn(now);
  return (on.length ? or(isNull(season), inArray(season, on)) : isNull(season))!;
}

/**
 * Publishes each seasonal quiz in its season and archives it outside it, leaving alone a quiz an
 * administrator keeps as a draft. One statement; announces the quiz list's change when it moved
 * any. Returns the quizzes moved.
 */
export async function sweepSeasonalQuizzes(db: DbOrTx, now: Date): Promise<Array<{ id: number; status: string }>> {
  const on = seasonsOn(now);
  const live = on.length ? inArray(quiz.season, on) : sql`false`;
  const target = sql<string>`case when ${live} then 'active' else 'archived' end`;
  const moved = await db
    .update(quiz)
    .set({ status: target })
    .where(and(sql`${quiz.season} is not null`, sql`${quiz.status} <> 'draft'`, sql`${quiz.status} <> ${target}`))
    .returning({ id: quiz.id, status: quiz.status });
  if (moved.length) await announce(db, { topic: "quizzes" });
  return moved;
}
