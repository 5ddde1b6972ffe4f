import { describe, expect, it } from "vitest";
import { categorySlug, findDifficulty, findQuizCategory, quizMatches } from "./quiz-filters.ts";

const genesis = { title: "Genesis Quiz", difficulty: "easy" as const, category: null, book: "genesis" };
const john = { title: "John Quiz", difficulty: "medium" as const, category: null, book: "john" };
const parables = { title: "Parables", difficulty: "medium" as const, category: "Parables", book: null };
const weekly = { title: "Weekly Bible Challenge", difficulty: "medium" as const, category: null, book: null };

describe("quiz filters", () => {
  it("a link's category is found by its slug or its display name, in any case", () => {
    expect(findQuizCategory("old-testament")).toBe("Old Testament");
    expect(findQuizCategory("Old Testament")).toBe("Old Testament");
    expect(findQuizCategory("HISTORICAL-BOOKS")).toBe("Historical Books");
    expect(findQuizCategory("pauline-epistles")).toBe("Pauline Epistles");
    expect(findQuizCategory("nonsense")).toBeUndefined();
    expect(findQuizCategory("")).toBeUndefined();
    expect(categorySlug("Wisdom Literature")).toBe("wisdom-literature");
  });

  it("an unknown difficulty is no filter at all", () => {
    expect(findDifficulty("Hard")).toBe("hard");
    expect(findDifficulty("impossible")).toBeUndefined();
  });

  it("a book quiz is in its book's group and testament, a topic quiz in its own category", () => {
    expect(quizMatches(genesis, { category: "Pentateuch" })).toBe(true);
    expect(quizMatches(genesis, { category: "Old Testament" })).toBe(true);
    expect(quizMatches(genesis, { category: "New Testament" })).toBe(false);
    expect(quizMatches(john, { category: "Gospels" })).toBe(true);
    expect(quizMatches(parables, { category: "Parables" })).toBe(true);
    expect(quizMatches(parables, { category: "Gospels" })).toBe(false);
    expect(quizMatches(weekly, { category: "Old Testament" })).toBe(false);
  });

  it("the search matches every word of the title, case and accents ignored", () => {
    expect(quizMatches(weekly, { q: "bible  CHALLENGE" })).toBe(true);
    expect(quizMatches(weekly, { q: "bíble" })).toBe(true);
    expect(quizMatches(weekly, { q: "bible quiz" })).toBe(false);
    expect(quizMatches(genesis, { q: "  " })).toBe(true);
  });

  it("every part of the filter must hold", () => {
    expect(quizMatches(john, { category: "Gospels", difficulty: "easy" })).toBe(false);
    expect(quizMatches(john, { category: "Gospels", difficulty: "medium", q: "john" })).toBe(true);
  });
});
