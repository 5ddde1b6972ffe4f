/** Test data written straight to the database: quizzes with known answers, members without the sign-up round trip. */
import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { QUIZ_QUESTION_COUNT } from "@berean/domain";
import type { Db } from "../db/client.ts";
import { announce } from "../lib/changes.ts";
import { question, quiz, quizQuestion, user } from "../db/schema.ts";

export interface TestQuiz {
  id: number;
  title: string;
  questions: Array<{ id: number; correctIndex: number }>;
}

/** A quiz of 25 fresh questions; question i has its correct answer at option i % 4. */
export async function createQuiz(db: Db, options: { title?: string; weekly?: boolean; status?: "active" | "draft"; questionCount?: number } = {}): Promise<TestQuiz> {
  const tag = randomBytes(4).toString("hex");
  const title = options.title ?? `Test Quiz ${tag}`;
  const count = options.questionCount ?? QUIZ_QUESTION_COUNT;
  const [q] = await db
    .insert(quiz)
    .values({ title, description: `A quiz for tests (${tag}).`, difficulty: "medium", isWeekly: options.weekly ?? false, status: options.status ?? "active" })
    .returning({ id: quiz.id });
  const questions: TestQuiz["questions"] = [];
  for (let i = 0; i < count; i += 1) {
    const correctIndex = i % 4;
    const [row] = await db
      .insert(question)
      .values({
        question: `Test question ${i + 1} of ${tag}?`,
        optionA: `Option A ${i}`,
        optionB: `Option B ${i}`,
        optionC: `Option C ${i}`,
        optionD: `Option D ${i}`,
        correctIndex,
        reference: `Genesis 1:${i + 1}`,
        explanation: `The answer to question ${i + 1} is option ${"ABCD"[correctIndex]}.`,
      })
      .returning({ id: question.id });
    questions.push({ id: row!.id, correctIndex });
    await db.insert(quizQuestion).values({ quizId: q!.id, questionId: row!.id, orderIndex: i });
  }
  // As an administrator's change would: the quiz list and hub pages every instance keeps go stale.
  await announce(db, { topic: "quizzes" });
  return { id: q!.id, title, questions };
}

/** Fresh questions in the bank (not in any quiz); question i has its correct answer at option i % 4. */
export async function createQuestions(db: Db, count: number): Promise<Array<{ id: number; correctIndex: number; text: string }>> {
  const tag = randomBytes(4).toString("hex");
  const rows = await db
    .insert(question)
    .values(
      Array.from({ length: count }, (_, i) => ({
        question: `Bank question ${i + 1} of ${tag}?`,
        optionA: `Option A ${i}`,
        optionB: `Option B ${i}`,
        optionC: `Option C ${i}`,
        optionD: `Option D ${i}`,
        correctIndex: i % 4,
        reference: `Exodus 2:${i + 1}`,
        explanation: `The answer is option ${"ABCD"[i % 4]}.`,
      })),
    )
    .returning({ id: question.id, correctIndex: question.correctIndex, text: question.question });
  return rows;
}

/** A member row without a session (for boards that only need a name). */
export async function createUser(db: Db, options: { fullName?: string; email?: string } = {}): Promise<string> {
  const id = `test-${randomBytes(8).toString("hex")}`;
  await db.insert(user).values({
    id,
    fullName: options.fullName ?? "",
    email: options.email ?? `${id}@example.com`,
    emailVerified: true,
  });
  return id;
}

/**
 * Each attempt shows its questions and options in its own order, and the browser answers by the
 * place it showed. Given the attempt as the quiz page got it, the place where a createQuiz
 * question's stored option (0..3, 'Option A i' … 'Option D i') is shown.
 */
export function shownPlace(view: { questions: Array<{ id: number; options: string[] }> } | undefined, questionId: number, stored: number): number {
  const asked = view?.questions.find((q) => q.id === questionId);
  if (!asked) return stored;
  const place = asked.options.findIndex((o) => o.startsWith(`Option ${"ABCD"[stored]} `));
  return place === -1 ? stored : place;
}

/**
 * Plays a whole quiz over HTTP as a member would: starts it, answers the first `correct` questions
 * right and the rest wrong (by the places the options were shown in), and finishes it.
 */
export async function playQuiz(db: Db, client: { post(path: string, body?: unknown): Promise<{ status: number; body: any }> }, quizId: number, correct: number): Promise<{ attemptId: number; questionIds: number[] }> {
  const started = await client.post(`/api/quizzes/${quizId}/attempts`, {});
  if (started.status !== 201) throw new Error(`start refused: ${JSON.stringify(started.body)}`);
  const view = started.body.attempt as { id: number; questions: Array<{ id: number; options: string[] }> };
  const keys = new Map((await db.select({ id: question.id, key: question.correctIndex }).from(question).where(inArray(question.id, view.questions.map((q) => q.id)))).map((r) => [r.id, r.key]));
  for (const [i, q] of view.questions.entries()) {
    const key = keys.get(q.id)!;
    await client.post(`/api/attempts/${view.id}/answers`, { questionId: q.id, chosenIndex: shownPlace(view, q.id, i < correct ? key : (key + 1) % 4) });
  }
  const finished = await client.post(`/api/attempts/${view.id}/finish`, {});
  if (finished.status !== 200) throw new Error(`finish refused: ${JSON.stringify(finished.body)}`);
  return { attemptId: view.id, questionIds: view.questions.map((q) => q.id) };
}
