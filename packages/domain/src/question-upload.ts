import { z } from "zod";
import { BOOKS, findBookBySlug } from "./books.ts";

/**
 * The admin's CSV upload of questions (spec 2 'Admin upload', DESIGN.md §5): six required columns
 * (question, optionA, optionB, optionC, optionD, correctIndex), then optional book, reference,
 * difficulty, topics (separated by ';') and explanation. The same rules run in the browser's
 * preview and on the server, which inserts the valid rows in one transaction.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_COLUMNS = ["question", "optionA", "optionB", "optionC", "optionD", "correctIndex", "book", "reference", "difficulty", "topics", "explanation"] as const;
export const UPLOAD_TEMPLATE = `${UPLOAD_COLUMNS.join(",")}\n"What kind of wood did God tell Noah to build the ark from?",Gopher wood,Cedar,Acacia,Olive,0,genesis,Genesis 6:14,easy,events,"God told Noah to make an ark of gopher wood (Genesis 6:14)."\n`;
export const UPLOAD_MESSAGES = {
  insufficientColumns: "Insufficient columns (expected: question, optionA, optionB, optionC, optionD, correctIndex)",
  badIndex: "correctIndex must be a number between 0-3",
  emptyField: "The question and its four options must not be empty",
  tooLong: "A field is too long (questions and options at most 500 characters, explanations 2,000)",
  unknownBook: "Unknown book (use one of the 66 books, e.g. genesis or 1 Samuel)",
  badDifficulty: "difficulty must be easy, medium or hard",
} as const;

export interface UploadQuestion {
  question: string;
  options: [string, string, string, string];
  correctIndex: number;
  book: string | null;
  reference: string | null;
  difficulty: "easy" | "medium" | "hard";
  topics: string[];
  explanation: string | null;
}

export interface UploadRowResult {
  /** 1-based line of the file. */
  line: number;
  cells: string[];
  question: UploadQuestion | null;
  errors: string[];
}

function uploadBookSlug(value: string): string | null | undefined {
  const text = value.trim();
  if (!text) return null;
  const slug = text.toLowerCase().replace(/\s+/g, "-");
  if (findBookBySlug(slug)) return slug;
  const byName = BOOKS.find((b) => b.name.toLowerCase() === text.toLowerCase());
  return byName ? byName.slug : undefined;
}

/** Checks parsed CSV rows; the header row is skipped when the first line mentions 'question'. */
export function checkUploadRows(rows: string[][]): UploadRowResult[] {
  const results: UploadRowResult[] = [];
  rows.forEach((cells, index) => {
    if (index === 0 && cells.join(",").toLowerCase().includes("question")) return;
    if (cells.every((c) => c.trim() === "")) return;
    const errors: string[] = [];
    if (cells.length < 6) {
      results.push({ line: index + 1, cells, question: null, errors: [UPLOAD_MESSAGES.insufficientColumns] });
      return;
    }
    const [text, a, b, c, d, key, book = "", reference = "", difficulty = "", topics = "", explanation = ""] = cells.map((cell) => cell.trim());
    const correctIndex = /^[0-3]$/.test(key!) ? Number(key) : NaN;
    if (Number.isNaN(correctIndex)) errors.push(UPLOAD_MESSAGES.badIndex);
    if (![text, a, b, c, d].every(Boolean)) errors.push(UPLOAD_MESSAGES.emptyField);
    if ([text, a, b, c, d, reference].some((f) => f!.length > 500) || explanation.length > 2000) errors.push(UPLOAD_MESSAGES.tooLong);
    const slug = uploadBookSlug(book);
    if (slug === undefined) errors.push(UPLOAD_MESSAGES.unknownBook);
    const level = difficulty.toLowerCase() || "medium";
    if (!["easy", "medium", "hard"].includes(level)) errors.push(UPLOAD_MESSAGES.badDifficulty);
    results.push({
      line: index + 1,
      cells,
      errors,
      question: errors.length
        ? null
        : {
            question: text!,
            options: [a!, b!, c!, d!],
            correctIndex,
            book: slug ?? null,
            reference: reference || null,
            difficulty: level as UploadQuestion["difficulty"],
            topics: topics
              .split(";")
              .map((t) => t.trim().toLowerCase())
              .filter(Boolean)
              .slice(0, 10),
            explanation: explanation || null,
          },
    });
  });
  return results;
}

/** POST /api/admin/questions/upload: the file's text (parsed and checked again on the server). */
export const QuestionUploadSchema = z.strictObject({ filename: z.string().max(255), csv: z.string().max(UPLOAD_MAX_BYTES, "The file is larger than 10 MB.") });
export const QuestionUploadResultSchema = z.object({
  added: z.number().int(),
  /** Rows refused, with their line and why (only valid rows are added). */
  rejected: z.array(z.object({ line: z.number().int(), errors: z.array(z.string()) })),
});
export type QuestionUploadResult = z.infer<typeof QuestionUploadResultSchema>;
