import { sql } from "drizzle-orm";
import { modeOf } from "@berean/domain";
import { rowsOf, type Tx } from "../../db/client.ts";
import { rebuildMemberBoards } from "../leaderboards/service.ts";

const CHUNK = 1000;

/**
 * A question's answer key changed (docs/architecture.md §4 'Answer challenges'): every stored answer to it is
 * marked right or wrong again, each ended attempt whose answers changed is counted and scored
 * again by its mode's rule (packages/domain MODES; its seconds stay), and its members' boards are
 * rebuilt, all in the caller's transaction. Running attempts need nothing more: they are scored
 * from their answers when they end. Returns how many ended attempts were regraded.
 */
export async function regradeQuestion(tx: Tx, questionId: number, correctIndex: number, note: string, now: Date): Promise<number> {
  const changed = rowsOf<{ attempt_id: number }>(
    await tx.execute(sql`
      update attempt_answer set is_correct = (chosen_index = ${correctIndex})
      where question_id = ${questionId} and is_correct <> (chosen_index = ${correctIndex})
        -- A competition's results stand as they were judged when its answers were locked and told;
        -- its prizes are frozen on them and its receipts show the key as it stands now.
        and not exists (select 1 from attempt a where a.id = attempt_answer.attempt_id and a.mode = 'competition')
      returning attempt_id`),
  ).map((r) => r.attempt_id);
  if (changed.length === 0) return 0;

  let regraded = 0;
  const members = new Set<string>();
  for (let i = 0; i < changed.length; i += CHUNK) {
    const ids = changed.slice(i, i + CHUNK);
    const rows = rowsOf<{
      id: number;
      user_id: string;
      status: string;
      mode: string;
      clock: number;
      seconds_used: number;
      asked: number;
      correct: number;
      wrong: number;
    }>(
      await tx.execute(sql`
        select a.id, a.user_id, a.status, a.mode, a.seconds_used,
               round(extract(epoch from a.deadline_at - a.started_at))::int as clock,
               (select count(*) from attempt_question q where q.attempt_id = a.id)::int as asked,
               count(aa.question_id) filter (where aa.is_correct)::int as correct,
               count(aa.question_id) filter (where not aa.is_correct)::int as wrong
        from attempt a left join attempt_answer aa on aa.attempt_id = a.id
        where a.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and a.status in ('finished', 'expired', 'voided')
        group by a.id
        order by a.id`),
    );
    if (rows.length === 0) continue;
    // Scored in JavaScript by the attempt's mode's rule on its own clock (modes.ts: a custom quiz's
    // clock is its questions', a hosted game's score the share it got right), written back in one statement per chunk (a key used
    // by 50,000 results was 50,000 round trips inside the transaction).
    const scored = rows.map((r) => {
      const parts = modeOf(r.mode).scoreParts({ correct: r.correct, wrong: r.wrong, asked: r.asked, secondsRemaining: r.clock - r.seconds_used });
      if (r.status !== "voided") members.add(r.user_id);
      return sql`(${r.id}::int, ${parts.correct}::int, ${parts.wrong}::int, ${parts.total}::int)`;
    });
    await tx.execute(sql`
      update attempt a
      set correct_count = v.correct, wrong_count = v.wrong, score = v.score, regraded_at = ${now.toISOString()}::timestamptz, regrade_note = ${note}
      from (values ${sql.join(scored, sql`, `)}) as v(id, correct, wrong, score)
      where a.id = v.id and a.status in ('finished', 'expired', 'voided')`);
    regraded += rows.length;
  }
  await rebuildMemberBoards(tx, [...members], now);
  return regraded;
}
