import { sql } from "drizzle-orm";
import { analyseItem, ITEM_GROUP_SHARE, type ItemAnalysis } from "@berean/domain";
import { rowsOf, type DbOrTx } from "../../db/client.ts";

/**
 * Item analysis of some questions (or all, with null) over every finished quiz attempt: attempts
 * are ranked by score once, the top and bottom 27 % form the groups, and each question's counts
 * come from the attempts that were asked it. One statement; questions never asked are absent.
 */
export async function analyseQuestions(db: DbOrTx, questionIds: readonly number[] | null): Promise<Map<number, ItemAnalysis>> {
  if (questionIds && questionIds.length === 0) return new Map();
  const only = questionIds
    ? sql`and aq.question_id in (${sql.join(
        questionIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const upper = 1 - ITEM_GROUP_SHARE;
  const rows = rowsOf<{
    question_id: number;
    answered: number;
    correct: number;
    upper_asked: number;
    upper_correct: number;
    lower_asked: number;
    lower_correct: number;
  }>(
    await db.execute(sql`
      with ended as (
        select id, percent_rank() over (order by score) as pr
        -- Quiz and event attempts, ranked on one scale (a competition's or a kept game's percent is another).
        from attempt where status in ('finished', 'expired') and held_reason is null and mode not in ('competition', 'game')
      )
      select aq.question_id,
             count(aa.question_id)::int as answered,
             count(*) filter (where aa.is_correct)::int as correct,
             count(*) filter (where e.pr >= ${upper})::int as upper_asked,
             count(*) filter (where e.pr >= ${upper} and aa.is_correct)::int as upper_correct,
             count(*) filter (where e.pr <= ${ITEM_GROUP_SHARE})::int as lower_asked,
             count(*) filter (where e.pr <= ${ITEM_GROUP_SHARE} and aa.is_correct)::int as lower_correct
      from ended e
      join attempt_question aq on aq.attempt_id = e.id ${only}
      left join attempt_answer aa on aa.attempt_id = aq.attempt_id and aa.question_id = aq.question_id
      group by aq.question_id`),
  );
  return new Map(
    rows.map((r) => [
      r.question_id,
      analyseItem({
        answered: r.answered,
        correct: r.correct,
        upperAsked: r.upper_asked,
        upperCorrect: r.upper_correct,
        lowerAsked: r.lower_asked,
        lowerCorrect: r.lower_correct,
      }),
    ]),
  );
}
