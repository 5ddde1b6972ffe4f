/**
 * The question bank and quizzes are part of the product (DESIGN.md §5): this validates them on
 * every run, using nothing outside the repository. (The KJV cross-check is
 * `node ../shared/tools/check-questions.mjs content/questions`.)
 */
import { describe, expect, it } from "vitest";
import { BOOKS, LANDING_TOPICS, QUIZ_POOL_MAX, QUIZ_QUESTION_COUNT } from "@berean/domain";
import { loadContent } from "../apps/api/src/db/seed.ts";

const { questions, quizzes } = loadContent();
const byId = new Map(questions.map((q) => [q.id, q]));
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

  it("spreads difficulty roughly 40/40/20 and varies the correct option's position", () => {
    const share = (d: string) => questions.filter((q) => q.difficulty === d).length / questions.length;
    expect(share("easy")).toBeGreaterThan(0.3);
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
  it("each hold a pool of 25 to 40 distinct existing questions, each attempt drawing its 25 from it", () => {
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
    expect(quizzes.filter((q) => q.weekly)).toHaveLength(1);
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
    const seen = new Map<string, number>();
    for (const quiz of quizzes) for (const id of quiz.questions) seen.set(id, (seen.get(id) ?? 0) + 1);
    const repeated = [...seen.values()].filter((n) => n > 1).length;
    expect(repeated / seen.size).toBeLessThan(0.1);
  });
});
