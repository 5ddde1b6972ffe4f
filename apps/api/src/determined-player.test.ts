/**
 * The determined player (docs/security.md 57, 58; docs/architecture.md §4 'Sealed and open'): one
 * person with every account Berean lets them make — a free member, a Pro member, a group leader who
 * hosts a game, an anonymous phone in the room, forty burners on the Saturday event — goes through
 * every way to see a question and its answer, while a live quiz, a seasonal quiz out of its season,
 * the Saturday event and a competition are in play. Every response passes the response scanner
 * (harness.ts), and what they harvested is compared with the live supply: no key of a live or
 * seasonal pool, of the sealed supply or of the running event, and no score of the event to count
 * answers by.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { localDate } from "@berean/domain";
import { rowsOf } from "./db/client.ts";
import { question, quiz, quizQuestion, user } from "./db/schema.ts";
import { answerFor, askedQuestions, createQuestions, createQuiz } from "./test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "./test/harness.ts";
import { upgradeToPro, payLocalCheckout } from "./test/payments.ts";
import { disclosures } from "./test/response-scanner.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  disclosures.record = false;
});

const BOOK = "jude";
const SATURDAY_MORNING = "2026-12-05T15:00:00Z"; // 10:00 in New York: the event is open

async function member(fullName: string) {
  const m = await t.signedInMember({ fullName });
  await t.database.db.update(user).set({ timezone: "America/New_York" }).where(eq(user.id, m.id));
  return m;
}

/** Plays an attempt through its answers (always the first option shown, as a guesser would) and finishes it. */
async function guessThrough(client: TestClient, attemptId: number, questions: Array<{ position: number }>) {
  for (const q of questions) expect((await client.post(`/api/attempts/${attemptId}/answers`, { position: q.position, chosenIndex: 0 })).status).toBe(200);
  return client.post(`/api/attempts/${attemptId}/finish`, {});
}

describe("a determined player with every account", () => {
  it("harvests no key of a live or seasonal pool, the sealed supply or the running event, and no score of the event", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(SATURDAY_MORNING));
    const db = t.database.db;

    // What is in play: a live quiz of Jude, a seasonal quiz out of its season, open questions of
    // Jude, the sealed supply (the event's and a competition's), and the Saturday event.
    const live = await createQuiz(db, { title: "Jude Live", questionCount: 25, book: BOOK });
    const seasonal = await createQuiz(db, { title: "Lent Jude", questionCount: 10, book: BOOK });
    await db.update(quiz).set({ season: "lent", status: "archived" }).where(eq(quiz.id, seasonal.id));
    // One question of the live pool is also the seasonal quiz's: ending the live quiz does not open it.
    await db.insert(quizQuestion).values({ quizId: seasonal.id, questionId: live.questions[0]!.id, orderIndex: 99 });
    const open = await createQuestions(db, 12, { book: BOOK });
    const sealed = await createQuestions(db, 60, { sealed: true });
    await db
      .update(question)
      .set({ book: "genesis" })
      .where(
        inArray(
          question.id,
          sealed.filter((_, i) => i % 2 === 0).map((q) => q.id),
        ),
      );
    await db
      .update(question)
      .set({ book: "matthew" })
      .where(
        inArray(
          question.id,
          sealed.filter((_, i) => i % 2 === 1).map((q) => q.id),
        ),
      );
    const weekly = await createQuiz(db, { title: "Weekly Bible Challenge", weekly: true, questionCount: 0 });

    const admin = (await t.signedInMember({ role: "admin" })).client;
    const today = localDate(new Date(), "America/New_York");
    const competitionPool = (await admin.get("/api/admin/competitions/draw?count=8")).body.questionIds as number[];
    const created = await admin.post("/api/admin/competitions", {
      title: "Jude Cup",
      entryFeeCents: 500,
      prizePoolCents: 5_000,
      maxParticipants: null,
      startDate: today,
      endDate: today,
      questionIds: competitionPool,
      questionsPerEntrant: 2,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await admin.post(`/api/admin/competitions/${created.body.id}/status`, { status: "active" })).status).toBe(200);
    disclosures.record = true;
    disclosures.keys.length = 0;

    // A free member plays the live quiz through and reads their review.
    const free = await member("Free Player");
    const started = await free.client.post(`/api/quizzes/${live.id}/attempts`, {});
    expect(started.status).toBe(201);
    expect((await guessThrough(free.client, started.body.attempt.id, started.body.attempt.questions)).status).toBe(200);
    const review = (await free.client.get(`/api/results/${started.body.attempt.id}`)).body.result.review as Array<{
      text: string;
      correctIndex: number | null;
    }>;
    const sharedStem = (await db.select({ text: question.question }).from(question).where(eq(question.id, live.questions[0]!.id)))[0]!.text;
    expect(review.find((r) => r.text === sharedStem)?.correctIndex ?? null).toBeNull();
    // A Pro member: the custom-quiz builder, practice, the book page, the review deck.
    const pro = await member("Pro Player");
    await upgradeToPro(pro.client);
    const candidates = await pro.client.get(`/api/custom-quizzes/candidates?books=${BOOK}`);
    expect(candidates.status).toBe(200);
    const session = await pro.client.post("/api/practice", { books: [BOOK] });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    let s = session.body;
    for (let i = 0; s.question && i < 15; i++) {
      expect((await pro.client.post(`/api/practice/${s.id}/answers`, { position: s.question.position, choice: 0 })).status).toBe(200);
      s = (await pro.client.post(`/api/practice/${s.id}/next`, {})).body;
    }
    await pro.client.get(`/api/hub/books/${BOOK}`);
    await pro.client.get("/api/review");
    // The Pro member enters the competition and plays it: its per-answer marks are theirs, never a key.
    const joined = await pro.client.post(`/api/competitions/${created.body.id}/join`, {});
    expect((await payLocalCheckout(pro.client, joined.body.url)).paid.status).toBe(200);
    const entry = (await pro.client.post(`/api/competitions/${created.body.id}/attempt`, {})).body.attempt;
    for (const q of await askedQuestions(db, entry.id))
      await pro.client.post(`/api/attempts/${entry.id}/answers`, await answerFor(db, entry.id, q.questionId, 0));
    await pro.client.post(`/api/attempts/${entry.id}/finish`, {});
    await pro.client.get(`/api/competitions/${created.body.id}/receipt`);
    await pro.client.get(`/api/competitions/${created.body.id}/leaderboard`);
    // A group leader hosts a game 'from the live quiz'; an anonymous phone plays; the host closes every question.
    const leader = await member("Group Leader");
    const game = await leader.client.post("/api/games", { source: { kind: "quiz", quizId: live.id }, questionCount: 25, secondsPerQuestion: 20 });
    expect(game.status, JSON.stringify(game.body)).toBe(201);
    const phone = t.client();
    expect((await phone.post("/api/play/join", { pin: game.body.game.pin, nickname: "Anon" })).status).toBe(201);
    let view = (await leader.client.post(`/api/games/${game.body.game.id}/start`, { position: 0 })).body;
    for (let step = 0; view.status !== "ended" && step < 60; step++) {
      if (view.status === "question") await phone.post("/api/play/answers", { position: view.position, choice: 0 });
      await phone.get("/api/play");
      view = (await leader.client.get(`/api/games/${game.body.game.id}`)).body;
      view = (await leader.client.post(`/api/games/${game.body.game.id}/next`, { position: view.position })).body;
    }
    await leader.client.post(`/api/games/${game.body.game.id}/end`, {});
    // Forty burners take the Saturday event and report what they learnt: nothing to count by.
    const visitor = t.client();
    const oracle: string[] = [];
    for (let i = 0; i < 40; i++) {
      const burner = await member(`Burner ${i}`);
      const attempt = await burner.client.post(`/api/quizzes/${weekly.id}/attempts`, {});
      expect(attempt.status, JSON.stringify(attempt.body)).toBe(201);
      const finished = await guessThrough(burner.client, attempt.body.attempt.id, attempt.body.attempt.questions);
      expect(finished.status).toBe(200);
      // Everything a burner can read about their own finish, and (every tenth) what everyone can.
      const reads = [finished, await burner.client.get("/api/history"), await burner.client.get("/api/dashboard")];
      if (i % 10 === 9) reads.push(await visitor.get("/api/events/live"), await visitor.get("/api/leaderboard?window=week"), await visitor.get("/api/stats"));
      for (const res of reads) {
        const text = JSON.stringify(res.body);
        if (/"(score|correct|wrong|correctCount|wrongCount)":\s*[1-9]/.test(text) && text.includes(`Burner ${i}`)) oracle.push(`${i}: ${text.slice(0, 200)}`);
      }
      const result = (await burner.client.get(`/api/results/${attempt.body.attempt.id}`)).body.result;
      expect(result).toMatchObject({ score: null, review: [] });
    }
    expect(oracle).toEqual([]);

    // The harvest, against what was in play.
    const playedLive = new Set([free.id]);
    const inPlay = new Map<number, string>();
    for (const q of live.questions) inPlay.set(q.id, "the live quiz's pool");
    for (const q of seasonal.questions) inPlay.set(q.id, "the seasonal quiz's pool");
    for (const q of sealed) inPlay.set(q.id, "the sealed supply");
    const eventSet = rowsOf<{ question_id: number }>(await db.execute(sql`select question_id from live_event_question`)).map((r) => r.question_id);
    for (const id of eventSet) inPlay.set(id, "the running event");
    for (const id of competitionPool) inPlay.set(id, "the competition");
    const harvested = disclosures.keys.filter(
      (d) => inPlay.has(d.questionId) && !(d.viewer && playedLive.has(d.viewer) && live.questions.slice(1).some((q) => q.id === d.questionId)),
    );
    expect(harvested.map((d) => `${d.path}: question ${d.questionId} of ${inPlay.get(d.questionId)}`)).toEqual([]);
    // The open questions were there to be seen, so the harvest above is not empty for want of looking.
    expect(disclosures.keys.some((d) => open.some((q) => q.id === d.questionId))).toBe(true);
  }, 240_000);
});
