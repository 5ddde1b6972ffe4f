/** Test data written straight to the database: quizzes with known answers, members without the sign-up round trip. */
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { vi } from "vitest";
import { COMPETITION_REVEAL_MS, MAX_ATTEMPT_QUESTIONS, QUIZ_QUESTION_COUNT } from "@berean/domain";
import type { Db } from "../db/client.ts";
import { announce } from "../lib/changes.ts";
import { attempt, attemptQuestion, competitionAward, question, quiz, quizQuestion, user } from "../db/schema.ts";

export interface TestQuiz {
  id: number;
  title: string;
  questions: Array<{ id: number; correctIndex: number }>;
}

/**
 * A quiz of 25 fresh questions; question i has its correct answer at option i % 4. The weekly quiz (the Saturday event) has no pool: its questions
 * are sealed supply (a pack named 'test'), which events draw from, alternately Genesis and Matthew
 * so that the draw has both testaments.
 */
export async function createQuiz(
  db: Db,
  options: { title?: string; weekly?: boolean; status?: "active" | "draft"; questionCount?: number; book?: string } = {},
): Promise<TestQuiz> {
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
        ...(options.weekly ? { sealed: true, pack: "test", book: i % 2 === 0 ? "genesis" : "matthew" } : { book: options.book ?? null }),
      })
      .returning({ id: question.id });
    questions.push({ id: row!.id, correctIndex });
    if (!options.weekly) await db.insert(quizQuestion).values({ quizId: q!.id, questionId: row!.id, orderIndex: i });
  }
  // As an administrator's change would: the quiz list and hub pages every instance keeps go stale.
  await announce(db, { topic: "quizzes" });
  return { id: q!.id, title, questions };
}

/**
 * Fresh questions in the bank (not in any quiz); question i has its correct answer at option i % 4.
 * Open, or (`sealed`) the sealed supply that Saturday events and competitions draw from (a pack named 'test').
 */
export async function createQuestions(
  db: Db,
  count: number,
  options: { sealed?: boolean; book?: string } = {},
): Promise<Array<{ id: number; correctIndex: number; text: string }>> {
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
        ...(options.sealed ? { sealed: true, pack: "test" } : {}),
        book: options.book ?? null,
      })),
    )
    .returning({ id: question.id, correctIndex: question.correctIndex, text: question.question });
  return rows;
}

/** Fresh sealed questions: the supply a competition's set is chosen from (createQuestions, sealed). */
export const createSealedQuestions = (db: Db, count: number) => createQuestions(db, count, { sealed: true });

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
 * Each attempt shows its questions and options in its own order, and the browser names a question
 * by its place in the attempt and an answer by the place it showed the option in. The body that
 * answers a bank question with its stored option `stored` (0..3), as that quiz page would post it;
 * for a question the attempt does not ask, a place past its last question.
 */
export async function answerFor(db: Db, attemptId: number, questionId: number, stored: number): Promise<{ position: number; chosenIndex: number }> {
  const [asked] = await db
    .select({ position: attemptQuestion.position, optionOrder: attemptQuestion.optionOrder })
    .from(attemptQuestion)
    .where(and(eq(attemptQuestion.attemptId, attemptId), eq(attemptQuestion.questionId, questionId)));
  if (!asked) return { position: MAX_ATTEMPT_QUESTIONS, chosenIndex: stored };
  return { position: asked.position + 1, chosenIndex: asked.optionOrder.indexOf(stored) };
}

/** The bank question at each place of an attempt (1-based), as the server stored its draw. */
export async function askedQuestions(db: Db, attemptId: number): Promise<Array<{ position: number; questionId: number; correctIndex: number }>> {
  const rows = await db
    .select({ position: attemptQuestion.position, questionId: attemptQuestion.questionId, correctIndex: question.correctIndex })
    .from(attemptQuestion)
    .innerJoin(question, eq(question.id, attemptQuestion.questionId))
    .where(eq(attemptQuestion.attemptId, attemptId))
    .orderBy(asc(attemptQuestion.position));
  return rows.map((r) => ({ ...r, position: r.position + 1 }));
}

/** Seconds a person takes to read a question and choose: well over the speed rule's floor (domain review-hold). */
export const READING_SECONDS = 3;
/** In a competition, the player also shows each mark for COMPETITION_REVEAL_MS before the next question. */
export const COMPETITION_READING_SECONDS = READING_SECONDS + COMPETITION_REVEAL_MS / 1000;

/**
 * Runs `play` on a clock that moves like a person reading (docs/security.md 39: an attempt answered
 * faster than a person can read is held for review). The server shares this process's Date: it
 * starts `pauses` readings in the past and each `pause()` moves it on by one, so the last answer
 * lands about now and the real clock takes over after. A test that runs its own fake clock
 * (vi.setSystemTime) keeps it, moved on by the pauses.
 */
export async function atReadingPace<T>(pauses: number, play: (pause: () => void) => Promise<T>, seconds = READING_SECONDS): Promise<T> {
  const own = !vi.isFakeTimers();
  if (own) {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now - pauses * seconds * 1000);
  }
  try {
    return await play(() => vi.setSystemTime(Date.now() + seconds * 1000));
  } finally {
    if (own) vi.useRealTimers();
  }
}

/**
 * Plays a whole quiz over HTTP as a member would: starts it, answers the first `correct` questions
 * right and the rest wrong (by the places the options were shown in), and finishes it.
 */
export async function playQuiz(
  db: Db,
  client: { post(path: string, body?: unknown): Promise<{ status: number; body: any }> },
  quizId: number,
  correct: number,
): Promise<{ attemptId: number; questionIds: number[] }> {
  return atReadingPace(QUIZ_QUESTION_COUNT, async (pause) => {
    const started = await client.post(`/api/quizzes/${quizId}/attempts`, {});
    if (started.status !== 201) throw new Error(`start refused: ${JSON.stringify(started.body)}`);
    const attemptId = started.body.attempt.id as number;
    const asked = await askedQuestions(db, attemptId);
    for (const [i, q] of asked.entries()) {
      pause();
      await client.post(
        `/api/attempts/${attemptId}/answers`,
        await answerFor(db, attemptId, q.questionId, i < correct ? q.correctIndex : (q.correctIndex + 1) % 4),
      );
    }
    const finished = await client.post(`/api/attempts/${attemptId}/finish`, {});
    if (finished.status !== 200) throw new Error(`finish refused: ${JSON.stringify(finished.body)}`);
    return { attemptId, questionIds: asked.map((q) => q.questionId) };
  });
}

/**
 * A member's ended attempt at a competition, stored directly (the result of a competition played
 * before the test's clock): its score, seconds and finish, optionally held, voided or awarded.
 */
export async function createCompetitionResult(
  db: Db,
  r: {
    competitionId: number;
    userId: string;
    score: number;
    secondsUsed: number;
    finishedAt?: Date;
    heldReason?: string;
    voidReason?: string;
    rank?: number;
    prizeCents?: number;
  },
): Promise<number> {
  const finishedAt = r.finishedAt ?? new Date();
  const startedAt = new Date(finishedAt.getTime() - r.secondsUsed * 1000);
  const [row] = await db
    .insert(attempt)
    .values({
      userId: r.userId,
      mode: "competition",
      competitionId: r.competitionId,
      periodKey: `competition:${r.competitionId}`,
      weekStart: startedAt.toISOString().slice(0, 10),
      status: r.voidReason ? "voided" : "finished",
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + 1800 * 1000),
      finishedAt,
      score: r.score,
      secondsUsed: r.secondsUsed,
      heldReason: r.heldReason ?? null,
      heldAt: r.heldReason ? finishedAt : null,
      voidReason: r.voidReason ?? null,
    })
    .returning({ id: attempt.id });
  if (r.rank !== undefined || r.prizeCents !== undefined)
    await db.insert(competitionAward).values({ attemptId: row!.id, rank: r.rank ?? null, prizeCents: r.prizeCents ?? null });
  return row!.id;
}
