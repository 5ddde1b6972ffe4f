import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  CUSTOM_QUIZ_MESSAGES,
  formatReference,
  OWN_QUESTIONS_PER_MEMBER,
  parseReference,
  type OwnQuestion,
  type OwnQuestionInput,
  type OwnQuestionList,
  type OwnQuestionSaved,
  type VerseLookup,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { question, user } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { chapterVerses, verseText } from "../../lib/scripture.ts";
import type { Member } from "../../lib/session.ts";
import { deleteQuestion, insertQuestion, questionOptions } from "../questions/service.ts";
import { requireBuilder } from "./access.ts";

/*
 * A builder's own questions (docs/architecture.md §4 'Groups'): written beside the bank's for their
 * custom quizzes, checked as the bank's are (a verse the King James text has, four different
 * options, an explanation), and private for good (§4 'Sealed and open'): only their own quizzes
 * may ask them (questions/access.ts usableBy), and their key reaches only the question's holders.
 */

/** Words too common to tell whether an answer comes from its verse (the bank checker's list). */
const COMMON = new Set(
  "the a an of and or to in on at by for with from his her their him them he she they it its is was were be been are as that this these those who whom which what when where why how did do does not no nor but so then than into upon unto thee thou thy thine ye you your our we us my me i all any some one two three".split(
    " ",
  ),
);
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** The verse and two on each side, as the bank checker reads around a reference. */
function around(reference: string): string {
  const ref = parseReference(reference)!;
  const verses = chapterVerses(ref.book.name, ref.chapter) ?? [];
  return verses
    .filter((v) => v.verse >= ref.verseFrom - 2 && v.verse <= ref.verseTo + 2)
    .map((v) => v.text)
    .join(" ");
}

/** The bank checker's warning: an answer none of whose words is in the passage deserves a second look. */
export function answerWarning(answer: string, reference: string): string | null {
  const passage = new Set(wordsOf(around(reference)));
  const words = wordsOf(answer).filter((w) => !COMMON.has(w));
  if (words.length === 0 || /\d/.test(answer)) return null;
  return words.some((w) => passage.has(w) || passage.has(`${w}s`) || (w.endsWith("s") && passage.has(w.slice(0, -1))))
    ? null
    : `The answer shares no word with ${reference} or the verses around it. Check that the verse says so.`;
}

/** The King James text of a reference; 400 on the field when a verse is missing. */
export function verseOf(reference: string): VerseLookup {
  const ref = parseReference(reference);
  const text = ref ? verseText(reference) : null;
  if (!ref || text === null) throw badRequest(CUSTOM_QUIZ_MESSAGES.ownUnknownVerse, { reference: CUSTOM_QUIZ_MESSAGES.ownUnknownVerse });
  return { reference: formatReference(ref), text };
}

const ownColumns = {
  id: question.id,
  text: question.question,
  options: questionOptions,
  correctIndex: question.correctIndex,
  reference: question.reference,
  book: question.book,
  difficulty: question.difficulty,
  topics: question.topics,
  explanation: sql<string>`coalesce(${question.explanation}, '')`,
  asked: sql<boolean>`exists (select 1 from attempt_question aq where aq.question_id = ${question.id})
    or exists (select 1 from game_question gq where gq.question_id = ${question.id})`,
};
const present = (row: Omit<OwnQuestion, "own">): OwnQuestion => ({ ...row, own: true });

/** The builder's own questions, newest first. */
export async function listOwnQuestions(db: Db, member: Member): Promise<OwnQuestionList> {
  await requireBuilder(db, member);
  const rows = await db.select(ownColumns).from(question).where(eq(question.authorId, member.id)).orderBy(asc(question.book), asc(question.id));
  return { questions: rows.map(present), max: OWN_QUESTIONS_PER_MEMBER };
}

/** Writes one question of the builder's own: its verse checked, its book read from it. */
export async function writeOwnQuestion(db: Db, member: Member, input: OwnQuestionInput & { difficulty: string }): Promise<OwnQuestionSaved> {
  await requireBuilder(db, member);
  const verse = verseOf(input.reference);
  const book = parseReference(input.reference)!.book.slug;
  return db.transaction(async (tx) => {
    // The member's row first: two saves at once count each other.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, member.id)).for("update");
    const [written] = await tx.select({ n: count() }).from(question).where(eq(question.authorId, member.id));
    if ((written?.n ?? 0) >= OWN_QUESTIONS_PER_MEMBER) throw conflict("TOO_MANY_OWN_QUESTIONS", CUSTOM_QUIZ_MESSAGES.ownTooMany);
    const row = await insertQuestion(tx, {
      question: input.text,
      optionA: input.options[0],
      optionB: input.options[1],
      optionC: input.options[2],
      optionD: input.options[3],
      correctIndex: input.correctIndex,
      book,
      reference: verse.reference,
      difficulty: input.difficulty,
      explanation: input.explanation,
      authorId: member.id,
    });
    const [saved] = await tx.select(ownColumns).from(question).where(eq(question.id, row.id));
    return { question: present(saved!), verse: verse.text, warning: answerWarning(input.options[input.correctIndex]!, verse.reference) };
  });
}

/** Deletes one of the builder's own questions while nobody has been asked it (it leaves their quizzes with it). */
export async function deleteOwnQuestion(db: Db, member: Member, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select(ownColumns)
      .from(question)
      .where(and(eq(question.id, id), eq(question.authorId, member.id)))
      .for("update", { of: question });
    if (!row) throw notFound(CUSTOM_QUIZ_MESSAGES.ownNotFound);
    if (row.asked) throw conflict("OWN_QUESTION_ASKED", CUSTOM_QUIZ_MESSAGES.ownAsked);
    await deleteQuestion(tx, id);
  });
}
