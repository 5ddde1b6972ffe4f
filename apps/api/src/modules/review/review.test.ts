import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { compareWords, endOfLocalDay, firstLetters, STUDY_MESSAGES, type ReviewAnswerResult, type ReviewDeck } from "@berean/domain";
import {
  attempt,
  attemptAnswer,
  attemptQuestion,
  competition,
  liveEvent,
  liveEventQuestion,
  question,
  quiz,
  quizQuestion,
  reviewCard,
  reviewLog,
  user,
} from "../../db/schema.ts";
import { verseText } from "../../lib/scripture.ts";
import { answerFor, askedQuestions, atReadingPace, createQuestions, createQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { recitedText } from "./recited-text.ts";
import { addVerseCard, verseCardDues } from "./service.ts";
import { clockAt } from "../../test/clock.ts";

type Signed = { client: TestClient; id: string };
let t: TestApp;
let admin: Signed;
const db = () => t.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The first time of day `hour`:00 UTC from now on (within a day: the members' sessions stay valid). */
const nextUtcHour = (hour: number) => Math.ceil((Date.now() - hour * HOUR) / DAY) * DAY + hour * HOUR;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedInMember({ role: "admin" });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** The server's clock (Date only), frozen at `ms` until moved again. */

const deckOf = async (member: Signed) => {
  const res = await member.client.get<ReviewDeck>("/api/review");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/**
 * An ended attempt stored directly: each question asked in the stored order of options, answered
 * with the stored option given (right or wrong by the question's key) or left unanswered (null).
 */
async function seedAttempt(
  userId: string,
  source: { mode: "quiz"; quizId: number } | { mode: "event"; quizId: number; liveEventId: number } | { mode: "competition"; competitionId: number },
  answers: Array<{ questionId: number; chosen: number | null }>,
): Promise<number> {
  const [keys] = [
    await db()
      .select({ id: question.id, correctIndex: question.correctIndex })
      .from(question)
      .where(
        inArray(
          question.id,
          answers.map((a) => a.questionId),
        ),
      ),
  ];
  const keyOf = new Map(keys.map((k) => [k.id, k.correctIndex]));
  const now = new Date();
  const [row] = await db()
    .insert(attempt)
    .values({
      userId,
      mode: source.mode,
      quizId: "quizId" in source ? source.quizId : null,
      competitionId: "competitionId" in source ? source.competitionId : null,
      liveEventId: "liveEventId" in source ? source.liveEventId : null,
      periodKey: `seeded:${randomBytes(4).toString("hex")}`,
      weekStart: now.toISOString().slice(0, 10),
      status: "finished",
      startedAt: new Date(now.getTime() - 5 * MINUTE),
      deadlineAt: new Date(now.getTime() + 5 * MINUTE),
      finishedAt: now,
    })
    .returning({ id: attempt.id });
  await db()
    .insert(attemptQuestion)
    .values(answers.map((a, position) => ({ attemptId: row!.id, position, questionId: a.questionId, optionOrder: [0, 1, 2, 3] })));
  const given = answers.filter((a) => a.chosen !== null);
  if (given.length)
    await db()
      .insert(attemptAnswer)
      .values(given.map((a) => ({ attemptId: row!.id, questionId: a.questionId, chosenIndex: a.chosen!, isCorrect: a.chosen === keyOf.get(a.questionId) })));
  return row!.id;
}

/** A quiz no longer live (its questions are in play nowhere), for seeded attempts to name. */
async function archivedQuiz(): Promise<number> {
  const [row] = await db()
    .insert(quiz)
    .values({ title: `Archived ${randomBytes(3).toString("hex")}`, status: "archived" })
    .returning({ id: quiz.id });
  return row!.id;
}

const cardOf = async (userId: string, questionId: number) =>
  (
    await db()
      .select()
      .from(reviewCard)
      .where(and(eq(reviewCard.userId, userId), eq(reviewCard.questionId, questionId)))
  )[0];

/** The place, as shown on the card, of a stored option. */
async function shownPlace(cardId: number, stored: number): Promise<number> {
  const [card] = await db().select({ optionOrder: reviewCard.optionOrder }).from(reviewCard).where(eq(reviewCard.id, cardId));
  return card!.optionOrder!.indexOf(stored);
}
const keyOf = async (questionId: number) => (await db().select({ k: question.correctIndex }).from(question).where(eq(question.id, questionId)))[0]!.k;
const questionOfCard = async (cardId: number) => (await db().select({ q: reviewCard.questionId }).from(reviewCard).where(eq(reviewCard.id, cardId)))[0]!.q!;

describe("the deck filled from a finished quiz", () => {
  let member: Signed;
  let missed: number[];
  let right: number[];

  beforeAll(async () => {
    member = await t.signedInMember();
    const q = await createQuiz(db());
    // 2 right, 2 wrong, the other 21 left unanswered.
    const played = await atReadingPace(4, async (pause) => {
      const started = await member.client.post(`/api/quizzes/${q.id}/attempts`, {});
      expect(started.status).toBe(201);
      const attemptId = started.body.attempt.id as number;
      const asked = await askedQuestions(db(), attemptId);
      for (const [i, a] of asked.slice(0, 4).entries()) {
        pause();
        const stored = i < 2 ? a.correctIndex : (a.correctIndex + 1) % 4;
        expect((await member.client.post(`/api/attempts/${attemptId}/answers`, await answerFor(db(), attemptId, a.questionId, stored))).status).toBe(200);
      }
      expect((await member.client.post(`/api/attempts/${attemptId}/finish`, {})).status).toBe(200);
      return asked;
    });
    right = played.slice(0, 2).map((a) => a.questionId);
    missed = played.slice(2).map((a) => a.questionId);
    // The quiz is still live for everyone else, but this member has taken it (a quiz is taken once):
    // its misses are due at once. Another member who has not taken it could not see them anywhere.
  });

  it("holds a card for each question answered wrong or left unanswered, none for the right ones", async () => {
    const deck = await deckOf(member);
    expect(deck).toMatchObject({ total: 23, waiting: 0, dueToday: 23, dueNow: 23, laterToday: 0, laterDueAt: null, nextDueAt: null });
    const cards = await db().select({ questionId: reviewCard.questionId }).from(reviewCard).where(eq(reviewCard.userId, member.id));
    expect(cards.map((c) => c.questionId).sort()).toEqual([...missed].sort());
    for (const id of right) expect(cards.some((c) => c.questionId === id)).toBe(false);
    expect((await member.client.get("/api/review/summary")).body).toEqual({ dueToday: 23, dueNow: 23, total: 23 });
    // The card shows its question and options, never its key.
    expect(deck.card).toMatchObject({ kind: "question", hint: null, reps: 0, state: "new" });
    expect(missed).toContain(await questionOfCard(deck.card!.id));
    expect(deck.card!.options).toHaveLength(4);
    expect(JSON.stringify(deck)).not.toMatch(/correct|explanation|reference/i);
  });

  it("keeps the card on screen and its order of options across reloads", async () => {
    const first = await deckOf(member);
    const again = await deckOf(member);
    expect(again.card).toEqual(first.card);
  });

  // Each test at its own minute of one afternoon (UTC, the member's zone): every due below stays today.
  let now = 0;
  let minute = 0;
  let noon = 0;
  beforeEach(() => {
    // After the cards were made, so that every one of them is due by then.
    noon ||= nextUtcHour(12);
    now = noon + minute++ * MINUTE;
    clockAt(now);
  });

  it("a wrong answer is rated 'again' by the server (due in a minute); it cannot then be rated, nor answered twice", async () => {
    const { card } = await deckOf(member);
    const questionId = await questionOfCard(card!.id);
    const key = await keyOf(questionId);
    const wrongPlace = await shownPlace(card!.id, (key + 1) % 4);
    const keyPlace = await shownPlace(card!.id, key);
    const res = await member.client.post<ReviewAnswerResult>(`/api/review/cards/${card!.id}/answer`, { choice: wrongPlace });
    expect(res.status).toBe(200);
    const [asked] = await db().select().from(question).where(eq(question.id, questionId));
    expect(res.body).toEqual({
      correct: false,
      result: {
        correct: false,
        chosenIndex: wrongPlace,
        correctIndex: keyPlace,
        reference: asked!.reference,
        verseText: verseText(asked!.reference!),
        references: [asked!.reference],
        verseTexts: [verseText(asked!.reference!)],
        explanation: asked!.explanation,
      },
      verse: null,
      rated: "again",
      nextDueAt: new Date(now + MINUTE).toISOString(),
    });
    const easy = await member.client.post(`/api/review/cards/${card!.id}/rate`, { rating: "easy" });
    expect(easy.status).toBe(409);
    expect(easy.body.error).toEqual({ code: "NOT_RATABLE", message: STUDY_MESSAGES.notRatable });
    const twice = await member.client.post(`/api/review/cards/${card!.id}/answer`, { choice: keyPlace });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toEqual({ code: "CARD_NOT_SHOWN", message: STUDY_MESSAGES.cardNotShown });
    expect(await db().select({ rating: reviewLog.rating, correct: reviewLog.correct }).from(reviewLog).where(eq(reviewLog.cardId, card!.id))).toEqual([
      { rating: "again", correct: false },
    ]);
    // Counted for the streak, in the member's day.
    expect((await member.client.get("/api/streak")).body.streak).toMatchObject({ readToday: true, totalDaysRead: 1 });
    // Another card is shown next; the one missed is due in a minute, so still due today: no
    // longer due now, but later today, and the first of those to come back.
    const next = await deckOf(member);
    expect(next.card!.id).not.toBe(card!.id);
    expect(next).toMatchObject({ dueToday: 23, dueNow: 22, laterToday: 1, laterDueAt: new Date(now + MINUTE).toISOString() });
  });

  it("a right answer waits for the member's rating: 'easy' in 8 days, 'good' in 10 minutes; a second rating is refused", async () => {
    const answerRight = async () => {
      const { card } = await deckOf(member);
      const place = await shownPlace(card!.id, await keyOf(await questionOfCard(card!.id)));
      const res = await member.client.post<ReviewAnswerResult>(`/api/review/cards/${card!.id}/answer`, { choice: place });
      expect(res.body).toMatchObject({ correct: true, rated: null, nextDueAt: null, result: { correct: true, chosenIndex: place, correctIndex: place } });
      return card!.id;
    };
    const first = await answerRight();
    expect((await member.client.post(`/api/review/cards/${first}/rate`, { rating: "easy" })).body).toEqual({
      rated: "easy",
      nextDueAt: new Date(now + 8 * DAY).toISOString(),
    });
    const second = await member.client.post(`/api/review/cards/${first}/rate`, { rating: "easy" });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("NOT_RATABLE");
    const other = await answerRight();
    expect((await member.client.post(`/api/review/cards/${other}/rate`, { rating: "good" })).body).toEqual({
      rated: "good",
      nextDueAt: new Date(now + 10 * MINUTE).toISOString(),
    });
    expect((await member.client.post(`/api/review/cards/${other}/rate`, { rating: "bogus" })).status).toBe(400);
    // The card rated 'easy' is due in 8 days: no longer due today.
    expect((await deckOf(member)).dueToday).toBe(22);
  });

  it("a card answered right and left unrated is rated 'good' when the deck is next read", async () => {
    const { card } = await deckOf(member);
    const place = await shownPlace(card!.id, await keyOf(await questionOfCard(card!.id)));
    expect((await member.client.post(`/api/review/cards/${card!.id}/answer`, { choice: place })).body.correct).toBe(true);
    expect((await member.client.post(`/api/review/cards/${card!.id}/answer`, { choice: place })).body.error.code).toBe("ALREADY_ANSWERED");
    const next = await deckOf(member);
    expect(next.card!.id).not.toBe(card!.id);
    expect(await db().select({ rating: reviewLog.rating }).from(reviewLog).where(eq(reviewLog.cardId, card!.id))).toEqual([{ rating: "good" }]);
    expect((await member.client.post(`/api/review/cards/${card!.id}/rate`, { rating: "easy" })).status).toBe(409);
  });

  it("a member's deck is theirs alone: another member's card is 404, and their own deck is empty", async () => {
    const other = await t.signedInMember();
    const { card } = await deckOf(member);
    for (const [path, body] of [
      [`/api/review/cards/${card!.id}/answer`, { choice: 0 }],
      [`/api/review/cards/${card!.id}/rate`, { rating: "easy" }],
    ] as const) {
      const res = await other.client.post(path, body);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: "NOT_FOUND", message: STUDY_MESSAGES.cardNotFound });
    }
    expect(await deckOf(other)).toEqual({ dueToday: 0, dueNow: 0, laterToday: 0, laterDueAt: null, total: 0, waiting: 0, card: null, nextDueAt: null });
    // Untouched: still on the owner's screen.
    expect((await deckOf(member)).card).toEqual(card);
  });
});

describe("which ended attempts fill the deck", () => {
  it("a Saturday event's misses only once the event has closed", async () => {
    const member = await t.signedInMember();
    const [q1, q2, q3] = await createQuestions(db(), 3);
    const now = Date.now();
    const [event] = await db()
      .insert(liveEvent)
      .values({ eventDate: "2031-01-04", opensAt: new Date(now - 60 * MINUTE), closesAt: new Date(now + 60 * MINUTE), seed: "review" })
      .returning();
    await db()
      .insert(liveEventQuestion)
      .values([q1!, q2!, q3!].map((q, i) => ({ eventId: event!.id, position: i + 1, questionId: q.id })));
    await seedAttempt(member.id, { mode: "event", quizId: await archivedQuiz(), liveEventId: event!.id }, [
      { questionId: q1!.id, chosen: q1!.correctIndex },
      { questionId: q2!.id, chosen: (q2!.correctIndex + 1) % 4 },
      { questionId: q3!.id, chosen: null },
    ]);
    expect(await deckOf(member)).toMatchObject({ total: 0, dueToday: 0, card: null });
    await db()
      .update(liveEvent)
      .set({ opensAt: new Date(now - 120 * MINUTE), closesAt: new Date(now - MINUTE) })
      .where(eq(liveEvent.id, event!.id));
    expect(await deckOf(member)).toMatchObject({ total: 2, waiting: 0, dueToday: 2 });
    expect(await cardOf(member.id, q1!.id)).toBeUndefined();
  });

  it("a competition's misses only once it is completed", async () => {
    const member = await t.signedInMember();
    const [q1, q2] = await createQuestions(db(), 2);
    const [cup] = await db().insert(competition).values({ title: "Review Cup", startDate: "2026-11-01", endDate: "2026-11-30", status: "active" }).returning();
    await seedAttempt(member.id, { mode: "competition", competitionId: cup!.id }, [
      { questionId: q1!.id, chosen: (q1!.correctIndex + 1) % 4 },
      { questionId: q2!.id, chosen: null },
    ]);
    expect((await member.client.get("/api/review/summary")).body).toEqual({ dueToday: 0, dueNow: 0, total: 0 });
    await db().update(competition).set({ status: "completed", closedAt: new Date() }).where(eq(competition.id, cup!.id));
    expect((await member.client.get("/api/review/summary")).body).toEqual({ dueToday: 2, dueNow: 2, total: 2 });
  });
});

describe("due today", () => {
  it("counts the cards due by the end of the member's day in their own time zone", async () => {
    const member = await t.signedInMember();
    await db().update(user).set({ timezone: "America/Los_Angeles" }).where(eq(user.id, member.id));
    const questions = await createQuestions(db(), 3);
    await seedAttempt(
      member.id,
      { mode: "quiz", quizId: await archivedQuiz() },
      questions.map((q) => ({ questionId: q.id, chosen: null })),
    );
    // 20:00 UTC: noon or 1 pm in Los Angeles, whose day ends 7 or 8 hours after UTC's.
    const now = nextUtcHour(20);
    clockAt(now);
    const endOfDay = endOfLocalDay(new Date(now), "America/Los_Angeles").getTime();
    expect((await member.client.get("/api/review/summary")).body).toEqual({ dueToday: 3, dueNow: 3, total: 3 });
    const [overdue, tonight, tomorrow] = questions;
    const dueAt = async (q: { id: number }, ms: number) =>
      db()
        .update(reviewCard)
        .set({ due: new Date(ms) })
        .where(and(eq(reviewCard.userId, member.id), eq(reviewCard.questionId, q.id)));
    await dueAt(overdue!, now - HOUR);
    // Tomorrow in UTC, still today in Los Angeles.
    const tonightAt = endOfDay - 3 * HOUR;
    expect(tonightAt).toBeGreaterThan(endOfLocalDay(new Date(now), "UTC").getTime());
    await dueAt(tonight!, tonightAt);
    await dueAt(tomorrow!, endOfDay + HOUR);
    // The dashboard's count says as much: due today, one of them now.
    expect((await member.client.get("/api/review/summary")).body).toEqual({ dueToday: 2, dueNow: 1, total: 3 });
    const deck = await deckOf(member);
    // Due today is what is due now (the overdue card) and what falls due later today (tonight's).
    expect(deck).toMatchObject({ dueToday: 2, dueNow: 1, laterToday: 1, laterDueAt: new Date(tonightAt).toISOString(), total: 3, waiting: 0 });
    expect(await questionOfCard(deck.card!.id)).toBe(overdue!.id);
    // Once it is answered, none is due now: the page is told when the next one is.
    const wrong = await shownPlace(deck.card!.id, (overdue!.correctIndex + 1) % 4);
    await member.client.post(`/api/review/cards/${deck.card!.id}/answer`, { choice: wrong });
    const after = new Date(now + MINUTE).toISOString();
    expect(await deckOf(member)).toMatchObject({ card: null, nextDueAt: after, dueToday: 2, dueNow: 0, laterToday: 2, laterDueAt: after });
  });
});

describe("cards follow their question", () => {
  it("a regrade that makes the member's answer right takes the card out; one that makes it wrong brings one in, judged by the new key", async () => {
    const member = await t.signedInMember();
    const [fixed, broken] = await createQuestions(db(), 2);
    const chosenFixed = (fixed!.correctIndex + 1) % 4;
    await seedAttempt(member.id, { mode: "quiz", quizId: await archivedQuiz() }, [
      { questionId: fixed!.id, chosen: chosenFixed },
      { questionId: broken!.id, chosen: broken!.correctIndex },
    ]);
    expect(await deckOf(member)).toMatchObject({ total: 1 });
    const edit = async (q: { id: number; text: string }, correctIndex: number) => {
      const res = await admin.client.put(`/api/admin/questions/${q.id}`, {
        question: q.text,
        options: [0, 1, 2, 3].map((i) => `Option ${"ABCD"[i]} ${q.id} edited`),
        correctIndex,
        book: "exodus",
        reference: "Exodus 2:1",
        difficulty: "medium",
        explanation: "Corrected.",
        note: "The key was wrong.",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.regraded).toBe(1);
    };
    await edit(fixed!, chosenFixed);
    await edit(broken!, (broken!.correctIndex + 2) % 4);
    const deck = await deckOf(member);
    expect(deck).toMatchObject({ total: 1, dueToday: 1 });
    expect(await questionOfCard(deck.card!.id)).toBe(broken!.id);
    expect(deck.card!.options).toContain(`Option A ${broken!.id} edited`);
    // The member's old answer is wrong now; the result shows the key as it stands.
    const oldAnswer = await shownPlace(deck.card!.id, broken!.correctIndex);
    const newKey = await shownPlace(deck.card!.id, (broken!.correctIndex + 2) % 4);
    const res = await member.client.post<ReviewAnswerResult>(`/api/review/cards/${deck.card!.id}/answer`, { choice: oldAnswer });
    expect(res.body).toMatchObject({
      correct: false,
      rated: "again",
      result: { chosenIndex: oldAnswer, correctIndex: newKey, explanation: "Corrected.", reference: "Exodus 2:1" },
    });
  });

  it("a deleted question takes its card and its history with it", async () => {
    const member = await t.signedInMember();
    const [gone, kept] = await createQuestions(db(), 2);
    const attemptId = await seedAttempt(member.id, { mode: "quiz", quizId: await archivedQuiz() }, [
      { questionId: gone!.id, chosen: null },
      { questionId: kept!.id, chosen: null },
    ]);
    expect(await deckOf(member)).toMatchObject({ total: 2 });
    const card = (await cardOf(member.id, gone!.id))!;
    await db().insert(reviewLog).values({ cardId: card.id, userId: member.id, rating: "again", correct: false, state: 0, due: new Date() });
    // A question a result asked cannot be deleted: the attempt's record of it is removed first.
    await db()
      .delete(attemptQuestion)
      .where(and(eq(attemptQuestion.attemptId, attemptId), eq(attemptQuestion.questionId, gone!.id)));
    expect((await admin.client.delete(`/api/admin/questions/${gone!.id}`)).status).toBe(204);
    expect(await db().select().from(reviewCard).where(eq(reviewCard.id, card.id))).toEqual([]);
    expect(await db().select().from(reviewLog).where(eq(reviewLog.cardId, card.id))).toEqual([]);
    expect(await deckOf(member)).toMatchObject({ total: 1 });
  });

  it("a miss of a quiz the member took waits while the question is also in another quiz's pool they have not ended, live or archived", async () => {
    const member = await t.signedInMember();
    const [shared, own] = await createQuestions(db(), 2);
    const [taken] = await db().insert(quiz).values({ title: "Taken", status: "active" }).returning();
    const [other] = await db().insert(quiz).values({ title: "Not taken yet", status: "archived" }).returning();
    await db()
      .insert(quizQuestion)
      .values([
        { quizId: taken!.id, questionId: shared!.id, orderIndex: 0 },
        { quizId: taken!.id, questionId: own!.id, orderIndex: 1 },
        { quizId: other!.id, questionId: shared!.id, orderIndex: 0 },
      ]);
    await seedAttempt(member.id, { mode: "quiz", quizId: taken!.id }, [
      { questionId: shared!.id, chosen: null },
      { questionId: own!.id, chosen: null },
    ]);
    // An archived quiz's pool is still a pool (docs/architecture.md §4 'Sealed and open'): its key waits.
    expect(await deckOf(member)).toMatchObject({ total: 2, waiting: 1, dueToday: 1 });
    expect(await questionOfCard((await deckOf(member)).card!.id)).toBe(own!.id);
    await db().update(quiz).set({ status: "active" }).where(eq(quiz.id, other!.id));
    expect(await deckOf(member)).toMatchObject({ total: 2, waiting: 1, dueToday: 1 });
    // Once the member has ended that quiz too, its key is theirs.
    await seedAttempt(member.id, { mode: "quiz", quizId: other!.id }, [{ questionId: shared!.id, chosen: shared!.correctIndex }]);
    expect(await deckOf(member)).toMatchObject({ total: 2, waiting: 0, dueToday: 2 });
  });

  it("a card whose question goes into a published quiz waits, archived still, and comes back when the quiz is retired", async () => {
    const member = await t.signedInMember();
    const [live, other] = await createQuestions(db(), 2);
    await seedAttempt(member.id, { mode: "quiz", quizId: await archivedQuiz() }, [
      { questionId: live!.id, chosen: null },
      { questionId: other!.id, chosen: null },
    ]);
    const shown = await deckOf(member);
    const liveCard = (await cardOf(member.id, live!.id))!;
    expect(shown.card!.id).toBe(liveCard.id);
    const [published] = await db().insert(quiz).values({ title: "Published now", status: "active" }).returning();
    await db().insert(quizQuestion).values({ quizId: published!.id, questionId: live!.id, orderIndex: 0 });
    // The card on screen is refused without its key, and the deck moves on.
    const refused = await member.client.post(`/api/review/cards/${liveCard.id}/answer`, { choice: 0 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("CARD_NOT_SHOWN");
    expect(JSON.stringify(refused.body)).not.toMatch(/correctIndex/);
    const waiting = await deckOf(member);
    expect(waiting).toMatchObject({ total: 2, waiting: 1, dueToday: 1 });
    expect(waiting.card!.id).not.toBe(liveCard.id);
    expect((await member.client.get("/api/review/summary")).body).toEqual({ dueToday: 1, dueNow: 1, total: 2 });
    await db().update(quiz).set({ status: "archived" }).where(eq(quiz.id, published!.id));
    expect(await deckOf(member)).toMatchObject({ total: 2, waiting: 1, dueToday: 1 });
    // Retired (deleted: nobody took it), its pool is open again.
    await db().delete(quiz).where(eq(quiz.id, published!.id));
    expect(await deckOf(member)).toMatchObject({ total: 2, waiting: 0, dueToday: 2 });
  });
});

describe("memory verse cards", () => {
  it("join the deck once, are recited from the reference and checked word by word", async () => {
    const member = await t.signedInMember();
    const now = new Date();
    await db().transaction(async (tx) => {
      await addVerseCard(tx, member.id, "Psalm 23:2-3", now);
      await addVerseCard(tx, member.id, "Psalm 23:2-3", new Date(now.getTime() + DAY));
    });
    expect(await verseCardDues(db(), member.id)).toEqual(new Map([["Psalm 23:2-3", now]]));
    const text = recitedText("Psalm 23:2-3")!;
    expect(text).toMatch(/^He maketh me to lie down in green pastures/);
    expect(text).not.toMatch(/\d/);
    const { card, total } = await deckOf(member);
    expect(total).toBe(1);
    expect(card).toMatchObject({ kind: "verse", prompt: "Psalm 23:2-3", options: null, hint: firstLetters(text), state: "new" });
    expect((await member.client.post(`/api/review/cards/${card!.id}/answer`, { choice: 0 })).status).toBe(400);
    const typed = text.toUpperCase().replace(/[,.:;]/g, "");
    const res = await member.client.post<ReviewAnswerResult>(`/api/review/cards/${card!.id}/answer`, { typed });
    expect(res.body).toEqual({
      correct: true,
      result: null,
      verse: { reference: "Psalm 23:2-3", text, diff: compareWords(text, typed).diff },
      rated: null,
      nextDueAt: null,
    });
    expect((await member.client.post(`/api/review/cards/${card!.id}/rate`, { rating: "good" })).status).toBe(200);
    expect((await verseCardDues(db(), member.id)).get("Psalm 23:2-3")!.getTime()).toBeGreaterThan(now.getTime());
  });
});
