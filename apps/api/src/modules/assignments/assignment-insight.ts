import { sql } from "drizzle-orm";
import {
  ASSIGNMENT_MESSAGES,
  INSIGHT_MIN_FINISHED,
  mayDisclose,
  STRANGER,
  type AssignmentInsight,
  type AssignmentQuestionInsight,
  type QuestionAccess,
  type QuestionTally,
} from "@berean/domain";
import { rowsOf, type DbOrTx } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { verseText } from "../../lib/scripture.ts";
import type { Member } from "../../lib/session.ts";
import { requireGroupRole } from "../groups/service.ts";
import { accessNow } from "../questions/service.ts";
import { attemptJoin, readAssignments } from "./store.ts";

interface QuestionCells {
  position: number;
  id: number;
  text: string;
  options: string[];
  correct_index: number;
  reference: string | null;
  access: QuestionAccess;
  held: boolean;
}

/**
 * The attempts the breakdown counts: the group's members' (role 'member', as 'Finished N of M'),
 * ended in any way; a result held for review or voided is left out, as its score is.
 */
const countedAttempts = (assignmentId: number) => sql`
  select coalesce(a.id, c.id) as attempt_id
  from group_assignment ga
  join group_member m on m.group_id = ga.group_id and m.role = 'member'
  ${attemptJoin(sql`m.user_id`)}
  where ga.id = ${assignmentId}
    and coalesce(a.status, c.status) not in ('in_progress', 'voided')
    and coalesce(a.held_reason, c.held_reason) is null`;

/**
 * Per question of an assignment's quiz, in the quiz's order (docs/architecture.md §4 'Groups'): the
 * share of the group's finished attempts that got it right, the wrong option chosen most, and the
 * verse. It carries keys, so the one rule decides per question (domain mayDisclose, §4 'Sealed and
 * open'): the leader reads other members' answers, never their own review, so a question of a
 * quiz's pool (every question of a published quiz) or of the sealed supply is held back whole —
 * a share right per question is a mark, and with a few accounts in a group of one's own it would
 * be the key. A custom quiz's open questions show everything, as its printed answer key does.
 */
export async function assignmentInsight(db: DbOrTx, groupId: number, assignmentId: number, leader: Member, now: Date): Promise<AssignmentInsight> {
  await requireGroupRole(db, groupId, leader.id, "leader");
  const [a] = await readAssignments(db, groupId, leader.id, assignmentId);
  if (!a) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  const questions = rowsOf<QuestionCells>(
    await db.execute(sql`
      select src.position, q.id, q.question as text, array[q.option_a, q.option_b, q.option_c, q.option_d] as options,
             q.correct_index, q.reference, ${accessNow(sql`q.id`, now)} as access,
             -- A private question's holder: a leader of a group its author's custom quiz is shared with.
             (q.author_id is not null and exists (select 1 from custom_quiz cq join custom_quiz_group cg on cg.custom_quiz_id = cq.id
               where cq.id = ${a.custom_quiz_id} and cq.owner_id = q.author_id and cg.group_id = ${groupId})) as held
      from (
        select question_id, order_index as position from quiz_question where quiz_id = ${a.quiz_id}
        union all
        select question_id, order_index from custom_quiz_question where custom_quiz_id = ${a.custom_quiz_id}
      ) src
      join question q on q.id = src.question_id
      order by src.position, q.id`),
  );
  const standing = { ...STRANGER, admin: leader.role === "admin" };
  const shown = (q: { access: QuestionAccess; held: boolean }) =>
    mayDisclose("key", { ...standing, access: q.access, holder: q.held }) && mayDisclose("mark", { ...standing, access: q.access, holder: q.held });

  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${countedAttempts(assignmentId)}) f`));
  const finished = counted?.n ?? 0;
  const shownIds = questions.filter((q) => shown(q)).map((q) => q.id);
  const choices =
    finished >= INSIGHT_MIN_FINISHED && shownIds.length > 0
      ? rowsOf<{ question_id: number; chosen_index: number | null; n: number }>(
          await db.execute(sql`
            select aq.question_id, ans.chosen_index, count(*)::int as n
            from (${countedAttempts(assignmentId)}) f
            join attempt_question aq on aq.attempt_id = f.attempt_id
            left join attempt_answer ans on ans.attempt_id = aq.attempt_id and ans.question_id = aq.question_id
            where aq.question_id in (${sql.join(
              shownIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            group by aq.question_id, ans.chosen_index`),
        )
      : null;

  const tallyOf = (q: QuestionCells): QuestionTally | null => {
    if (!choices) return null;
    const mine = choices.filter((c) => c.question_id === q.id);
    // The stored key now, as the result page reads it: a corrected key counts at once.
    const wrong = mine
      .filter((c) => c.chosen_index !== null && c.chosen_index !== q.correct_index)
      .sort((x, y) => y.n - x.n || x.chosen_index! - y.chosen_index!);
    return {
      asked: mine.reduce((sum, c) => sum + c.n, 0),
      right: mine.find((c) => c.chosen_index === q.correct_index)?.n ?? 0,
      topWrong: wrong[0] ? { optionIndex: wrong[0].chosen_index!, count: wrong[0].n } : null,
    };
  };
  return {
    finished,
    questions: questions.map((q, i): AssignmentQuestionInsight => {
      const position = i + 1;
      if (!shown(q)) return { held: true, position };
      return {
        held: false,
        position,
        questionId: q.id,
        text: q.text,
        options: q.options,
        correctIndex: q.correct_index,
        reference: q.reference,
        verseText: q.reference ? verseText(q.reference) : null,
        tally: tallyOf(q),
      };
    }),
  };
}
