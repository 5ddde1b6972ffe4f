/**
 * The question bank and quizzes are part of the product (docs/architecture.md §5): this validates them on
 * every run, using nothing outside the repository. (The bank's references and wording were also checked
 * against the King James text by a tool kept outside the repository.)
 */
import { describe, expect, it } from "vitest";
import { BOOKS, LANDING_TOPICS, QUIZ_POOL_MAX, QUIZ_POOL_TARGET, QUIZ_QUESTION_COUNT, parseReference } from "@berean/domain";
import { loadContent } from "../apps/api/src/db/seed.ts";
import { inSeason, stemAnswers } from "../scripts/bank-quality.ts";

// The English bank and its quizzes (content/es holds the Spanish, held to its rules in content/es).
const content = loadContent();
const questions = content.questions.filter((q) => (q.locale ?? "en") === "en");
const allQuizzes = content.quizzes.filter((q) => (q.locale ?? "en") === "en");
const { samplePack } = content;
/** The quizzes with a pool (the weekly quiz has none: its events draw from the sealed supply). */
const quizzes = allQuizzes.filter((q) => !q.weekly);
const byId = new Map(questions.map((q) => [q.id, q]));
/**
 * Each testament × difficulty group of the sample pack carries at least this many: an event takes
 * about 4 of each (a group run short leaves its turn to the others), so 26 weeks without a repeat.
 */
const EVENT_GROUP_MINIMUM = 95;
/** Three competitions of five questions each, from pools of four times that (POOL_PER_QUESTION_ASKED). */
const SAMPLE_COMPETITIONS = 3 * 5 * 4;
const FEATURED_BOOKS = ["genesis", "matthew", "psalms", "acts", "revelation", "proverbs"];

describe("question bank", () => {
  it("has at least 1,000 questions with unique ids and unique texts", () => {
    expect(questions.length).toBeGreaterThanOrEqual(1000);
    expect(byId.size).toBe(questions.length);
    const texts = new Set(questions.map((q) => q.question.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()));
    expect(texts.size).toBe(questions.length);
  });

  it("covers all 66 books, at least 8 questions each and 40 for each featured book", () => {
    const perBook = new Map<string, number>();
    for (const q of questions) perBook.set(q.book, (perBook.get(q.book) ?? 0) + 1);
    for (const book of BOOKS) expect(perBook.get(book.slug) ?? 0, book.slug).toBeGreaterThanOrEqual(8);
    for (const slug of FEATURED_BOOKS) expect(perBook.get(slug), slug).toBeGreaterThanOrEqual(40);
  });

  it("has at least 40 questions for each landing topic", () => {
    for (const topic of LANDING_TOPICS) {
      expect(questions.filter((q) => q.topics.includes(topic)).length, topic).toBeGreaterThanOrEqual(40);
    }
  });

  it("gives each difficulty a real share and varies the correct option's position", () => {
    // The labels follow their meaning in content/README.md, not a quota: a bank that asks every
    // chapter, Leviticus and Chronicles included, holds more questions for the regular reader and
    // the student than for every churchgoer. Each level still fills its share of a quiz's mix.
    const share = (d: string) => questions.filter((q) => q.difficulty === d).length / questions.length;
    expect(share("easy")).toBeGreaterThan(0.18);
    expect(share("medium")).toBeGreaterThan(0.3);
    expect(share("hard")).toBeGreaterThan(0.12);
    for (const position of [0, 1, 2, 3]) {
      expect(questions.filter((q) => q.answer === position).length / questions.length).toBeGreaterThan(0.18);
    }
  });

  it("gives every question four distinct options, a reference in its own book and an explanation", () => {
    for (const q of questions) {
      expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size, q.id).toBe(4);
      const book = BOOKS.find((b) => b.slug === q.book)!;
      expect(q.reference.startsWith(`${book.name} `) || (book.slug === "psalms" && q.reference.startsWith("Psalm ")), q.id).toBe(true);
      expect(q.reference, q.id).toMatch(/ \d+(:\d+(-(\d+:)?\d+)?)?$/);
      expect(q.id.startsWith(q.book), q.id).toBe(true);
    }
  });
});

describe("quizzes", () => {
  it(`each hold a pool of 25 to ${QUIZ_POOL_MAX} distinct existing questions, each attempt drawing its 25 from it`, () => {
    for (const quiz of quizzes) {
      expect(quiz.questions.length, quiz.id).toBeGreaterThanOrEqual(QUIZ_QUESTION_COUNT);
      expect(quiz.questions.length, quiz.id).toBeLessThanOrEqual(QUIZ_POOL_MAX);
      expect(new Set(quiz.questions).size, quiz.id).toBe(quiz.questions.length);
      for (const id of quiz.questions) expect(byId.has(id), `${quiz.id}: ${id}`).toBe(true);
    }
  });

  it("include the six featured book quizzes, the eight landing categories and one weekly quiz", () => {
    const featured = quizzes.filter((q) => q.featured).map((q) => q.book);
    expect(featured.sort()).toEqual([...FEATURED_BOOKS].sort());
    for (const quiz of quizzes.filter((q) => q.featured)) {
      for (const id of quiz.questions) expect(byId.get(id)!.book).toBe(quiz.book);
    }
    const categories = quizzes.map((q) => q.category).filter(Boolean);
    expect(categories.sort()).toEqual(["Bible Characters", "Events", "Geography", "Miracles", "New Testament", "Old Testament", "Parables", "Prophecies"]);
    expect(allQuizzes.filter((q) => q.weekly)).toHaveLength(1);
  });

  it("include one quiz for each church season, asking only the season's passages", () => {
    const seasonal = quizzes.filter((q) => q.season);
    expect(seasonal.map((q) => q.season).sort()).toEqual(["advent", "lent", "pentecost"]);
    for (const quiz of seasonal) {
      expect(quiz.book, quiz.id).toBeNull();
      for (const id of quiz.questions) expect(inSeason(byId.get(id)!, quiz.season!), `${quiz.id}: ${id}`).toBe(true);
    }
  });

  it("hold twice the questions an attempt asks where the bank allows: every featured and category quiz, and each book quiz up to what its book has", () => {
    const inSomeQuiz = new Set(quizzes.flatMap((q) => q.questions));
    for (const quiz of quizzes) {
      if (quiz.book === null || quiz.featured) expect(quiz.questions.length, quiz.id).toBe(QUIZ_POOL_TARGET);
      else {
        // A book quiz takes every question of its book that any quiz may ask (the rest are the
        // hub page's), up to the target, but one whose stem answers a question of its pool, or the
        // other way round (no pool holds both, content/README.md).
        const pool = quiz.questions.map((id) => byId.get(id)!);
        const clashes = (q: (typeof questions)[number]) => !quiz.questions.includes(q.id) && pool.some((p) => stemAnswers(q, p) || stemAnswers(p, q));
        const playable = questions.filter((q) => q.book === quiz.book && inSomeQuiz.has(q.id) && !clashes(q)).length;
        expect(quiz.questions.length, quiz.id).toBeGreaterThanOrEqual(Math.min(QUIZ_POOL_TARGET, playable));
      }
    }
  });

  it("give every book with 25 or more questions a quiz of its own", () => {
    const perBook = new Map<string, number>();
    for (const q of questions) perBook.set(q.book, (perBook.get(q.book) ?? 0) + 1);
    for (const [slug, n] of perBook) {
      if (n >= 25) expect(quizzes.some((q) => q.book === slug), slug).toBe(true);
    }
  });

  it("leave questions of every book out of all quizzes, for its public hub page", () => {
    const inQuizzes = new Set(quizzes.flatMap((q) => q.questions));
    for (const book of BOOKS) {
      const mine = questions.filter((q) => q.book === book.slug);
      if (mine.length === 0) continue;
      expect(mine.filter((q) => !inQuizzes.has(q.id)).length, book.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it("share few questions, so members rarely meet the same one twice", () => {
    // What a member meets: an attempt of one quiz and an attempt of another (25 of each pool)
    // share Σ (25 / |A|) × (25 / |B|) questions over the questions both pools hold, on average.
    // Pools twice the attempt's size, beside the event reserve and the hub's own questions, must
    // share some questions: on average under half a question per pair
    // of quizzes, and at most five for the closest pair (a book's quiz and its category).
    const expected: number[] = [];
    for (const [i, a] of quizzes.entries()) {
      for (const b of quizzes.slice(i + 1)) {
        const inB = new Set(b.questions);
        const shared = a.questions.filter((id) => inB.has(id)).length;
        expected.push((shared * QUIZ_QUESTION_COUNT ** 2) / (a.questions.length * b.questions.length));
      }
    }
    expect(expected.reduce((n, x) => n + x, 0) / expected.length).toBeLessThan(0.5);
    expect(Math.max(...expected)).toBeLessThan(5);
  });
});

describe("the public sample pack", () => {
  const OLD = new Set(BOOKS.filter((b) => b.testament === "old").map((b) => b.slug));

  it("holds 26 Saturdays of events and three small competitions, none in the bank's files nor in any quiz's pool, and the weekly quiz has no pool", () => {
    const ids = samplePack.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(26 * QUIZ_QUESTION_COUNT + SAMPLE_COMPETITIONS);
    expect(ids.filter((id) => byId.has(id))).toEqual([]);
    const inQuizzes = new Set(quizzes.flatMap((q) => q.questions));
    expect(ids.filter((id) => inQuizzes.has(id))).toEqual([]);
    expect(allQuizzes.find((q) => q.weekly)!.questions).toEqual([]);
  });

  it("is balanced across the testaments and difficulties, and spread over the books", () => {
    for (const testament of ["old", "new"]) {
      for (const difficulty of ["easy", "medium", "hard"]) {
        const n = samplePack.filter((q) => (OLD.has(q.book) ? "old" : "new") === testament && q.difficulty === difficulty).length;
        expect(n, `${testament} ${difficulty}`).toBeGreaterThanOrEqual(EVENT_GROUP_MINIMUM);
      }
    }
    expect(new Set(samplePack.map((q) => q.book)).size).toBeGreaterThanOrEqual(40);
  });

  it("cites only passages a question may cite, so it imports as an operator's sealed pack (SEALED_PACKS_DIR) does", () => {
    const unfit = samplePack.flatMap((q) => [q.reference, ...(q.references ?? [])].filter((ref) => !parseReference(ref)).map((ref) => `${q.id}: ${ref}`));
    expect(unfit).toEqual([]);
  });
});
