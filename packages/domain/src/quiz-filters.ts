import { BOOK_CATEGORIES, findBookBySlug } from "./books.ts";
import { DIFFICULTIES, type Difficulty } from "./content.ts";

/**
 * The categories a member can filter 'Choose Your Quiz' by: the landing page's eight
 * (docs/product.md part 1 §2) and the hub's ten book groups (docs/architecture.md §4 'Public site').
 * A quiz is in a category when it is that category's quiz, when its book is in that group, or
 * (for the two testaments) when its book is in that testament.
 */
export const QUIZ_FILTER_CATEGORIES = [
  "Old Testament",
  "New Testament",
  "Bible Characters",
  "Events",
  "Parables",
  "Miracles",
  "Geography",
  "Prophecies",
  ...BOOK_CATEGORIES,
] as const;
export type QuizFilterCategory = (typeof QUIZ_FILTER_CATEGORIES)[number];

/** A category's form in a link: lowercase, runs of anything else than letters and digits to one hyphen ('Old Testament' → 'old-testament'). */
export function categorySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The category a link names, by its slug or its display name in any case; undefined when there is none such. */
export function findQuizCategory(value: string | null | undefined): QuizFilterCategory | undefined {
  if (!value) return undefined;
  const slug = categorySlug(value);
  return QUIZ_FILTER_CATEGORIES.find((c) => categorySlug(c) === slug);
}

/** The difficulty a link names ('easy', 'Medium'); undefined otherwise. */
export function findDifficulty(value: string | null | undefined): Difficulty | undefined {
  const lower = value?.trim().toLowerCase();
  return DIFFICULTIES.find((d) => d === lower);
}

export interface QuizFilter {
  /** Words searched in the title, case and accents ignored. */
  q?: string;
  category?: QuizFilterCategory;
  difficulty?: Difficulty;
}

interface FilterableQuiz {
  title: string;
  difficulty: Difficulty;
  category: string | null;
  book: string | null;
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Whether a quiz is in a category (its own, its book's group, or its book's testament). */
export function quizInCategory(quiz: Pick<FilterableQuiz, "category" | "book">, category: QuizFilterCategory): boolean {
  if (quiz.category !== null && categorySlug(quiz.category) === categorySlug(category)) return true;
  const book = quiz.book ? findBookBySlug(quiz.book) : undefined;
  if (!book) return false;
  if (category === "Old Testament") return book.testament === "old";
  if (category === "New Testament") return book.testament === "new";
  return book.category === category;
}

/** Whether a quiz passes every part of the filter: each word of the search in its title, its category, its difficulty. */
export function quizMatches(quiz: FilterableQuiz, filter: QuizFilter): boolean {
  if (filter.difficulty && quiz.difficulty !== filter.difficulty) return false;
  if (filter.category && !quizInCategory(quiz, filter.category)) return false;
  const words = fold(filter.q ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const title = fold(quiz.title);
  return words.every((word) => title.includes(word));
}
