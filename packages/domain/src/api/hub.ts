import { z } from "zod";
import { BOOK_CATEGORIES } from "../books.ts";
import { DIFFICULTIES } from "../content.ts";

export const HUB_PATH = "/bible-questions-and-answers-hub";
/** How many of a book's questions its public page shows. */
export const BOOK_PAGE_QUESTION_COUNT = 10;
/** The most questions a book's study sheet prints (Pro), with their answer key on a page of its own. */
export const STUDY_SHEET_QUESTION_COUNT = 20;
/** A study sheet's key verses: its book's memory verses, topped up to this many with the verses its questions cite most. */
export const STUDY_SHEET_KEY_VERSES = 4;
/** The most key verses a study sheet prints (Psalms has many memory verses). */
export const STUDY_SHEET_KEY_VERSES_MAX = 8;
/** The study sheet's file name as the browser saves it. */
export const studySheetFileName = (slug: string): string => `berean-study-sheet-${slug}.pdf`;

export const BookParamsSchema = z.strictObject({ book: z.string().max(40) });

export const BookFactsSchema = z.object({
  name: z.string(),
  slug: z.string(),
  category: z.enum(BOOK_CATEGORIES),
  testament: z.enum(["old", "new"]),
  chapters: z.number().int(),
  /** 1-based place in the canon of 66. */
  order: z.number().int(),
});

export const BookQuizSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  questionCount: z.number().int(),
});
export type BookQuiz = z.infer<typeof BookQuizSchema>;

/** A question shown in the open, with its answer: the book page is a study page, not a quiz. */
export const BookQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  answerIndex: z.number().int(),
  reference: z.string().nullable(),
  /** Every passage the question cites, `reference` first (a cross-reference question cites both ends); empty without a reference. */
  references: z.array(z.string()),
  explanation: z.string().nullable(),
});
export type BookQuestion = z.infer<typeof BookQuestionSchema>;

export const BookPageSchema = z.object({
  book: BookFactsSchema,
  /** How many questions the bank holds for this book. */
  questionCount: z.number().int(),
  quizzes: z.array(BookQuizSchema),
  questions: z.array(BookQuestionSchema),
});
export type BookPage = z.infer<typeof BookPageSchema>;

/** The hub's words for the stored difficulties (docs/product.md part 2 §2 'Public home page'). */
export const HUB_DIFFICULTY_LABELS: Record<(typeof DIFFICULTIES)[number], string> = {
  easy: "Beginner",
  medium: "Intermediate",
  hard: "Advanced",
};

/** The book page's URL path. */
export function bookPagePath(slug: string): string {
  return `${HUB_PATH}/${slug}`;
}

/** The book page's <title>, the same on the server and in the SPA. */
export function bookPageTitle(bookName: string): string {
  return `${bookName} Bible Questions and Answers · Berean`;
}

/** The book page's meta description (what search results and link previews show). */
export function bookPageDescription(page: Pick<BookPage, "book" | "questionCount">): string {
  const { book } = page;
  const testament = book.testament === "old" ? "Old Testament" : "New Testament";
  const questions = page.questionCount > 0 ? `${page.questionCount} questions and answers` : "Questions and answers";
  return `${questions} on the book of ${book.name} (${testament}, ${book.category}, ${book.chapters} ${book.chapters === 1 ? "chapter" : "chapters"}), each with its KJV verse reference. Study them, then take a timed quiz on Berean.`;
}
