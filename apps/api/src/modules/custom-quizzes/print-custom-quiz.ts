import { CUSTOM_QUIZ_MESSAGES, CUSTOM_QUIZ_MIN_QUESTIONS, type BankQuestion } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { conflict } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { requireKeyHolder } from "./access.ts";
import { bankQuestions } from "./bank.ts";
import { questionIdsOf } from "./custom-quizzes.ts";

/**
 * What the sheet and the key print: the quiz's questions in its order, without any that came into
 * play since it was built (a printed key must not carry a live answer); fewer than 5 left is a 409.
 * Its owner and the leaders of the groups it is shared with only.
 */
export async function printableQuestions(db: Db, member: Member, customQuizId: number): Promise<{ title: string; questions: BankQuestion[] }> {
  const access = await requireKeyHolder(db, customQuizId, member.id);
  const questions = (await bankQuestions(db, await questionIdsOf(db, customQuizId), { ownerId: access.row.ownerId, keyHolder: true })).filter(
    (q) => q.available && q.correctIndex !== null,
  );
  if (questions.length < CUSTOM_QUIZ_MIN_QUESTIONS) throw conflict("CUSTOM_QUIZ_TOO_FEW", CUSTOM_QUIZ_MESSAGES.tooFew(questions.length));
  return { title: access.row.title, questions };
}
