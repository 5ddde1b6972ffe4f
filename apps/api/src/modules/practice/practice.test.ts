/**
 * Practice (docs/architecture.md §4 'Study'): the key only with the result, and never a question in
 * play — for every book, and when a quiz is published and a game started in the middle of a
 * session. The free allowance has its own file (practice-allowance.test.ts).
 */
import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BOOKS, PRACTICE_FREE_PER_DAY, STUDY_MESSAGES, type PracticeSession } from "@berean/domain";
import { rowsOf } from "../../db/client.ts";
import {
  competition,
  competitionQuestion,
  game,
  gameQuestion,
  liveEvent,
  liveEventQuestion,
  practiceItem,
  question,
  quiz,
  quizQuestion,
} from "../../db/schema.ts";
import { createUser } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { practiceKit, type Signed } from "../../test/practice-kit.ts";

let t: TestApp;
let admin: Signed;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedInMember({ role: "admin" });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const db = () => t.database.db;

const { member, questionsOf, start, next, answer } = practiceKit(() => t);

/** Answers the question on screen and asks for the next until none is left; the questions' texts in the order drawn. */
async function drawAll(m: Signed, first: PracticeSession): Promise<{ texts: string[]; last: PracticeSession }> {
  const texts: string[] = [];
  let s = first;
  while (s.question) {
    texts.push(s.question.text);
    expect((await answer(m, s, true)).status).toBe(200);
    const res = await next(m, s);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    s = res.body;
  }
  return { texts, last: s };
}

const KEY_FIELDS = /correctIndex|chosenIndex|explanation|reference|verseText|Explained/;

/**
 * The questions practice may not draw, by the test's own reading of the rules (docs/architecture.md
 * §4 'Sealed and open'): sealed (the event's and competitions' supply) until revealed, in any quiz's
 * pool, or resting in a hosted game not ended.
 */
async function liveQuestionIds(): Promise<Set<number>> {
  const rows = await db().execute(sql`
    select q.id from question q where (q.sealed and (q.reveals_at is null or q.reveals_at > now()))
      or q.id in (select qq.question_id from quiz_question qq)
      or q.id in (select gq.question_id from game_question gq join game g on g.id = gq.game_id where g.status <> 'ended')`);
  return new Set(rowsOf<{ id: number }>(rows).map((r) => Number(r.id)));
}

describe("a practice session", () => {
  it("sends a question without its key; the answer brings right or wrong, the explanation and the KJV verse; a second answer is refused", async () => {
    const pro = await member("pro");
    const [q] = await db()
      .insert(question)
      .values({
        question: "Who created the heaven and the earth?",
        optionA: "God",
        optionB: "Adam",
        optionC: "Noah",
        optionD: "Moses",
        correctIndex: 0,
        book: "philemon",
        difficulty: "easy",
        reference: "Genesis 1:1",
        explanation: "In the beginning God created.",
      })
      .returning();
    const started = await start(pro, { books: ["philemon"], difficulty: "easy" });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const s = started.body;
    expect(s).toMatchObject({
      books: ["philemon"],
      chapters: [],
      difficulty: "easy",
      ended: false,
      stop: null,
      notice: null,
      allowance: { unlimited: true, perDay: PRACTICE_FREE_PER_DAY },
    });
    expect(s.question).toMatchObject({ position: 1, text: q!.question, book: "Philemon", difficulty: "easy", result: null });
    expect([...s.question!.options].sort()).toEqual(["Adam", "God", "Moses", "Noah"]);
    expect(JSON.stringify(s)).not.toMatch(KEY_FIELDS);
    expect(JSON.stringify(s)).not.toContain("In the beginning");

    // Reading it again, or a double 'Next', shows the same question, still without its key.
    for (const again of [await pro.client.get(`/api/practice/${s.id}`), await next(pro, s), await next(pro, s), await pro.client.get("/api/practice")]) {
      expect(again.status).toBe(200);
      const view = (again.body.session ?? again.body) as PracticeSession;
      expect(view.question).toEqual(s.question);
      expect(JSON.stringify(view)).not.toMatch(KEY_FIELDS);
    }

    const god = s.question!.options.indexOf("God");
    const wrong = (god + 1) % 4;
    const answered = await pro.client.post<PracticeSession>(`/api/practice/${s.id}/answers`, { position: 1, choice: wrong });
    expect(answered.status).toBe(200);
    expect(answered.body.question!.result).toEqual({
      correct: false,
      chosenIndex: wrong,
      correctIndex: god,
      reference: "Genesis 1:1",
      verseText: "In the beginning God created the heaven and the earth.",
      references: ["Genesis 1:1"],
      verseTexts: ["In the beginning God created the heaven and the earth."],
      explanation: "In the beginning God created.",
    });
    expect(answered.body.tally).toEqual({ answered: 1, right: 0, wrong: 1, byBook: [{ book: "Philemon", slug: "philemon", right: 0, wrong: 1 }] });
    const [stored] = await db().select().from(practiceItem).where(eq(practiceItem.sessionId, s.id));
    expect(stored).toMatchObject({ chosenIndex: stored!.optionOrder[wrong], correct: false });

    const twice = await pro.client.post(`/api/practice/${s.id}/answers`, { position: 1, choice: god });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toEqual({ code: "ALREADY_ANSWERED", message: STUDY_MESSAGES.alreadyAnswered });
    const unknown = await pro.client.post(`/api/practice/${s.id}/answers`, { position: 7, choice: 0 });
    expect(unknown.status).toBe(404);
    // A reload shows what was answered.
    expect((await pro.client.get<PracticeSession>(`/api/practice/${s.id}`)).body.question!.result!.correct).toBe(false);

    // The one question of the choice is done: nothing is left.
    const empty = await next(pro, s);
    expect(empty.body).toMatchObject({ question: null, stop: "empty" });

    const ended = await pro.client.post<PracticeSession>(`/api/practice/${s.id}/end`, {});
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ ended: true, question: null, stop: "ended", tally: { answered: 1, right: 0, wrong: 1 } });
    expect((await next(pro, s)).body.error).toEqual({ code: "PRACTICE_ENDED", message: STUDY_MESSAGES.practiceEnded });
    expect((await pro.client.post(`/api/practice/${s.id}/answers`, { position: 1, choice: 0 })).status).toBe(409);
    expect((await pro.client.get("/api/practice")).body).toEqual({ session: null });
  });

  it("tallies right and wrong by book in the Bible's order; a new start ends the open session; a day with an answer counts for the streak", async () => {
    const pro = await member("pro");
    await questionsOf("jude", 2);
    await questionsOf("2-john", 2);
    const first = (await start(pro, { books: ["jude", "2-john"] })).body;
    const second = (await start(pro, { books: ["jude", "2-john"] })).body;
    expect(second.id).not.toBe(first.id);
    expect((await pro.client.get(`/api/practice/${first.id}`)).body).toMatchObject({ ended: true, stop: "ended", question: null });
    expect((await pro.client.get("/api/practice")).body.session.id).toBe(second.id);
    expect((await pro.client.get("/api/streak")).body.streak.readToday).toBe(false);

    let s = second;
    for (const right of [true, false, true, true]) {
      expect((await answer(pro, s, right)).status).toBe(200);
      s = (await next(pro, s)).body;
    }
    expect(s).toMatchObject({ question: null, stop: "empty" });
    const { tally } = (await pro.client.post<PracticeSession>(`/api/practice/${s.id}/end`, {})).body;
    expect(tally).toMatchObject({ answered: 4, right: 3, wrong: 1 });
    expect(tally.byBook.map((b) => b.slug)).toEqual(["2-john", "jude"]);
    expect(tally.byBook.reduce((n, b) => n + b.right, 0)).toBe(3);
    expect((await pro.client.get("/api/streak")).body.streak).toMatchObject({ readToday: true, currentStreak: 1 });
  });

  it("narrows a book to chosen chapters; chapters only with one book, and within it", async () => {
    const pro = await member("pro");
    const qs = await questionsOf("haggai", 4, { chapter: (i) => (i % 2) + 1 });
    const s = (await start(pro, { books: ["haggai"], chapters: [2] })).body;
    const { texts } = await drawAll(pro, s);
    expect(texts.sort()).toEqual([qs[1]!.text, qs[3]!.text].sort());

    const two = await start(pro, { books: ["haggai", "jude"], chapters: [1] });
    expect(two.status).toBe(400);
    expect(two.body.error.message).toBe(STUDY_MESSAGES.chaptersOneBook);
    const past = await start(pro, { books: ["haggai"], chapters: [3] });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe("Haggai has 2 chapters.");
    expect((await start(pro, { books: ["nowhere"] })).status).toBe(400);
  });

  it("another member's session is not found", async () => {
    const owner = await member("pro");
    const other = await member("pro");
    await questionsOf("titus", 1);
    const s = (await start(owner, { books: ["titus"] })).body;
    const notFound = { code: "NOT_FOUND", message: STUDY_MESSAGES.practiceNotFound };
    for (const res of [
      await other.client.get(`/api/practice/${s.id}`),
      await next(other, s),
      await other.client.post(`/api/practice/${s.id}/answers`, { position: 1, choice: 0 }),
      await other.client.post(`/api/practice/${s.id}/end`, {}),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual(notFound);
    }
    expect((await other.client.get("/api/practice")).body).toEqual({ session: null });
    expect((await owner.client.get<PracticeSession>(`/api/practice/${s.id}`)).body.ended).toBe(false);
  });
});

describe("never a question in play", () => {
  it("for every book, only open questions are drawn (and sealed ones once revealed, and a retired pool's)", async () => {
    const hostId = await createUser(db());
    const [activeQuiz, draftQuiz, archivedQuiz, retiredQuiz] = await db()
      .insert(quiz)
      .values([
        { title: "Active pool", status: "active" },
        { title: "Draft pool", status: "draft" },
        { title: "Archived pool", status: "archived" },
        { title: "Retired pool", status: "active" },
      ])
      .returning();
    const [upcoming, done] = await db()
      .insert(competition)
      .values([
        { title: "Upcoming", startDate: "2099-01-01", endDate: "2099-01-02", status: "upcoming" },
        { title: "Done", startDate: "2020-01-01", endDate: "2020-01-02", status: "completed" },
      ])
      .returning();
    const [openEvent, closedEvent] = await db()
      .insert(liveEvent)
      .values([
        { eventDate: "2099-01-03", opensAt: new Date("2099-01-03T12:00:00Z"), closesAt: new Date("2099-01-04T00:00:00Z"), seed: "open" },
        { eventDate: "2020-01-04", opensAt: new Date("2020-01-04T12:00:00Z"), closesAt: new Date("2020-01-05T00:00:00Z"), seed: "closed" },
      ])
      .returning();
    const [running, ended] = await db()
      .insert(game)
      .values([
        {
          id: `practice-running-${randomBytes(4).toString("hex")}`,
          hostId,
          pin: "914202",
          title: "Running",
          source: "draw",
          secondsPerQuestion: 20,
          questionCount: 25,
          status: "question",
        },
        {
          id: `practice-ended-${randomBytes(4).toString("hex")}`,
          hostId,
          pin: "914203",
          title: "Ended",
          source: "draw",
          secondsPerQuestion: 20,
          questionCount: 25,
          status: "ended",
        },
      ])
      .returning();
    const counters = new Map<string, number>();
    const place = (key: string) => {
      const n = (counters.get(key) ?? 0) + 1;
      counters.set(key, n);
      return n;
    };
    const seal = (id: number, revealsAt: Date | null) => db().update(question).set({ sealed: true, revealsAt }).where(eq(question.id, id));
    /** Each way a question is kept from practice, and each way one was and no longer is. */
    const live = [
      (id: number) =>
        db()
          .insert(quizQuestion)
          .values({ quizId: activeQuiz!.id, questionId: id, orderIndex: place("active") }),
      (id: number) =>
        db()
          .insert(quizQuestion)
          .values({ quizId: draftQuiz!.id, questionId: id, orderIndex: place("draft") }),
      (id: number) =>
        db()
          .insert(quizQuestion)
          .values({ quizId: archivedQuiz!.id, questionId: id, orderIndex: place("archived") }),
      (id: number) =>
        seal(id, null).then(() =>
          db()
            .insert(competitionQuestion)
            .values({ competitionId: upcoming!.id, position: place("cset"), questionId: id }),
        ),
      (id: number) =>
        seal(id, openEvent!.closesAt).then(() =>
          db()
            .insert(liveEventQuestion)
            .values({ eventId: openEvent!.id, position: place("event"), questionId: id }),
        ),
      (id: number) => seal(id, null),
      (id: number) =>
        db()
          .insert(gameQuestion)
          .values({ gameId: running!.id, position: place("game"), questionId: id, optionOrder: [0, 1, 2, 3] }),
    ];
    const over = [
      (id: number) =>
        db()
          .insert(quizQuestion)
          .values({ quizId: retiredQuiz!.id, questionId: id, orderIndex: place("retired") }),
      (id: number) =>
        seal(id, new Date("2020-01-03T00:00:00Z")).then(() =>
          db()
            .insert(competitionQuestion)
            .values({ competitionId: done!.id, position: place("done"), questionId: id }),
        ),
      (id: number) =>
        seal(id, closedEvent!.closesAt).then(() =>
          db()
            .insert(liveEventQuestion)
            .values({ eventId: closedEvent!.id, position: place("closed"), questionId: id }),
        ),
      (id: number) =>
        db()
          .insert(gameQuestion)
          .values({ gameId: ended!.id, position: place("ended"), questionId: id, optionOrder: [0, 1, 2, 3] }),
    ];
    const free = new Map<string, Set<string>>();
    // Hard questions, apart from the medium (and one easy) ones the other tests practise.
    for (const [i, book] of BOOKS.entries()) {
      const [plain, wasLive, liveA, liveB] = await questionsOf(book.slug, 4, { difficulty: "hard" });
      await over[i % over.length]!(wasLive!.id);
      await live[(2 * i) % live.length]!(liveA!.id);
      await live[(2 * i + 1) % live.length]!(liveB!.id);
      free.set(book.slug, new Set([plain!.text, wasLive!.text]));
    }
    // The retired quiz is deleted: its pool is open again.
    await db().delete(quiz).where(eq(quiz.id, retiredQuiz!.id));
    const liveIds = await liveQuestionIds();
    const liveTexts = new Set(
      (
        await db()
          .select({ text: question.question })
          .from(question)
          .where(inArray(question.id, [...liveIds]))
      ).map((r) => r.text),
    );
    expect(liveTexts.size).toBe(2 * BOOKS.length);

    // Two members share the books: a member starts at most 60 sessions a minute.
    const pros = [await member("pro"), await member("pro")];
    for (const [i, book] of BOOKS.entries()) {
      const pro = pros[i % 2]!;
      const started = await start(pro, { books: [book.slug], difficulty: "hard" });
      expect(started.status).toBe(201);
      const { texts, last } = await drawAll(pro, started.body);
      for (const text of texts) expect(liveTexts.has(text), `${book.name}: '${text}' is in play`).toBe(false);
      expect(new Set(texts), book.name).toEqual(free.get(book.slug));
      expect(last.stop).toBe("empty");
    }
  });

  it("a quiz published and a game started mid-session: the question on screen is withdrawn, and none of theirs is drawn", async () => {
    const bank = await questionsOf("ruth", 40);
    const byText = new Map(bank.map((q) => [q.text, q.id]));
    const free = await member("free");
    const host = await member("pro");
    const s = (await start(free, { books: ["ruth"], difficulty: "medium" })).body;
    const onScreen = byText.get(s.question!.text)!;

    // Most of the book goes into a published quiz, the question on screen among them.
    const quizIds = [
      onScreen,
      ...bank
        .map((q) => q.id)
        .filter((id) => id !== onScreen)
        .slice(0, 24),
    ];
    const published = await admin.client.post("/api/admin/quizzes", {
      title: "Ruth and Naomi",
      description: "",
      status: "active",
      difficulty: "medium",
      selection: { mode: "manual", questionIds: quizIds },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    // A hosted game takes ten of the others, and starts.
    const hosted = await host.client.post("/api/games", {
      source: { kind: "draw", books: ["ruth"], difficulty: "medium" },
      questionCount: 10,
      secondsPerQuestion: 60,
    });
    expect(hosted.status, JSON.stringify(hosted.body)).toBe(201);
    expect((await host.client.post(`/api/games/${hosted.body.game.id}/start`, { position: 0 })).status).toBe(200);
    const gameIds = (await db().select({ id: gameQuestion.questionId }).from(gameQuestion).where(eq(gameQuestion.gameId, hosted.body.game.id))).map(
      (r) => r.id,
    );
    expect(gameIds).toHaveLength(10);

    // Reading the session withdraws the question on screen and draws another, with a notice.
    const read = (await free.client.get<PracticeSession>(`/api/practice/${s.id}`)).body;
    expect(read.notice).toBe(STUDY_MESSAGES.practiceWithdrawn);
    expect(read.question!.position).toBe(2);
    expect(read.allowance.usedToday).toBe(1);
    const refused = await free.client.post(`/api/practice/${s.id}/answers`, { position: 1, choice: 0 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("QUESTION_WITHDRAWN");
    expect(JSON.stringify(refused.body)).not.toMatch(KEY_FIELDS);

    // The question now on screen joins a draft quiz; answering it is refused without its key, and another is drawn.
    const second = byText.get(read.question!.text)!;
    expect(
      (
        await admin.client.post("/api/admin/quizzes", {
          title: "Ruth draft",
          description: "",
          status: "draft",
          difficulty: "medium",
          selection: { mode: "manual", questionIds: [second] },
        })
      ).status,
    ).toBe(201);
    const late = await answer(free, read, true);
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ code: "QUESTION_WITHDRAWN", message: STUDY_MESSAGES.practiceWithdrawn });
    expect(JSON.stringify(late.body)).not.toMatch(KEY_FIELDS);
    const after = (await next(free, read)).body;
    expect(after).toMatchObject({ notice: STUDY_MESSAGES.practiceWithdrawn, question: { position: 3 } });

    const { texts, last } = await drawAll(free, after);
    const drawnIds = [read.question!.text, ...texts].map((text) => byText.get(text)!);
    const taken = new Set([...quizIds, ...gameIds]);
    const left = bank.map((q) => q.id).filter((id) => !taken.has(id));
    expect(drawnIds.slice(1).sort()).toEqual(left.filter((id) => id !== second).sort());
    for (const id of drawnIds.slice(1)) expect(taken.has(id) || id === second).toBe(false);
    expect(last).toMatchObject({ stop: "empty", question: null });
    // Withdrawn questions do not count against the allowance; they are not in the tally.
    expect(last.allowance.usedToday).toBe(left.length - 1);
    expect(last.tally.answered).toBe(left.length - 1);
  });

  it("a question passed over while in play is drawn in the same session once it is open again, after the rest of the deck", async () => {
    const pro = await member("pro");
    const fresh = await questionsOf("lamentations", 3, { chapter: () => 5, difficulty: "easy" });
    const [pool] = await db().insert(quiz).values({ title: "Lamentations pool", status: "active" }).returning();
    await db().insert(quizQuestion).values({ quizId: pool!.id, questionId: fresh[0]!.id, orderIndex: 1 });

    const started = await start(pro, { books: ["lamentations"], chapters: [5], difficulty: "easy" });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { texts, last } = await drawAll(pro, started.body);
    expect(texts).toEqual(expect.arrayContaining([fresh[1]!.text, fresh[2]!.text]));
    expect(texts).not.toContain(fresh[0]!.text);
    expect(last).toMatchObject({ stop: "empty", question: null });

    // Out of its pool: the next 'Next' finds it, and only it.
    await db().delete(quiz).where(eq(quiz.id, pool!.id));
    const again = (await next(pro, last)).body as PracticeSession;
    expect(again.question?.text).toBe(fresh[0]!.text);
    expect((await answer(pro, again, true)).status).toBe(200);
    expect((await next(pro, again)).body).toMatchObject({ stop: "empty", question: null });
  });

  it("a member who reads Spanish practises the Spanish bank: its questions only, each answer with its Reina-Valera 1909 verse", async () => {
    const pro = await member("pro");
    expect((await pro.client.patch("/api/me", { locale: "es" })).status).toBe(200);
    const row = (text: string, locale: "en" | "es") => ({
      question: text,
      optionA: "Abdías",
      optionB: "Jonás",
      optionC: "Miqueas",
      optionD: "Nahum",
      correctIndex: 0,
      book: "obadiah",
      difficulty: "medium" as const,
      reference: "Obadiah 1:1",
      explanation: "Visión de Abdías (Abdías 1).",
      locale,
    });
    await db()
      .insert(question)
      .values([row("¿De quién es la visión sobre Edom?", "es"), row("Whose is the vision concerning Edom?", "en")]);
    const started = await start(pro, { books: ["obadiah"], difficulty: "medium" });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { texts, last } = await drawAll(pro, started.body);
    expect(texts).toEqual(["¿De quién es la visión sobre Edom?"]);
    expect(last.stop).toBe("empty");
    const answered = await pro.client.get<PracticeSession>(`/api/practice/${started.body.id}`);
    expect(answered.body.tally.answered).toBe(1);

    // An English reader practising the same book draws the English question, with the KJV.
    const english = await member("pro");
    const theirs = await start(english, { books: ["obadiah"], difficulty: "medium" });
    expect(theirs.body.question.text).toBe("Whose is the vision concerning Edom?");
    const result = (await answer(english, theirs.body, true)).body.question.result;
    expect(result.verseText).toMatch(/^The vision of Obadiah/);
    // One who reads the World English Bible (Settings) sees its words beside the same question.
    expect((await english.client.patch("/api/me", { readingText: "web" })).body.user.readingText).toBe("web");
    const again = await start(english, { books: ["obadiah"], difficulty: "medium" });
    const inWeb = (await answer(english, again.body, true)).body.question.result;
    expect(inWeb.verseText).toMatch(/^The vision of Obadiah\. This is what the Lord Yahweh says about Edom/);
    expect(inWeb.verseTexts[0]).toBe(inWeb.verseText);

    const spanishResult = await (async () => {
      const again = await start(pro, { books: ["obadiah"], difficulty: "medium" });
      return (await answer(pro, again.body, true)).body.question.result;
    })();
    expect(spanishResult.verseText).toMatch(/^VISIÓN de Abdías/i);
    expect(spanishResult.verseTexts[0]).toBe(spanishResult.verseText);
  });
});
