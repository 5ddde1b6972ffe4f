import { z } from "zod";
import { BOOKS, findBookBySlug } from "./books.ts";
import { DIFFICULTIES, QUESTION_TOPICS } from "./content.ts";
import { AdminQuestionInputSchema } from "./api/admin-content.ts";
import { displayText } from "./text.ts";

/**
 * The admin's CSV upload of questions (docs/product.md part 2 §2 'Admin bulk upload', docs/architecture.md §5): six required columns
 * (question, optionA, optionB, optionC, optionD, correctIndex), then optional book, reference,
 * difficulty, topics (separated by ';') and explanation. The same rules as the question form run in
 * the browser's preview and on the server, which also refuses a verse missing from the King James
 * text or a question already in the bank, and inserts the valid rows in one transaction.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_COLUMNS = [
  "question",
  "optionA",
  "optionB",
  "optionC",
  "optionD",
  "correctIndex",
  "book",
  "reference",
  "difficulty",
  "topics",
  "explanation",
] as const;
export const UPLOAD_TEMPLATE = `${UPLOAD_COLUMNS.join(",")}\n"What kind of wood did God tell Noah to build the ark from?",Gopher wood,Cedar,Acacia,Olive,0,genesis,Genesis 6:14,easy,events,"God told Noah to make an ark of gopher wood (Genesis 6:14)."\n`;
export const UPLOAD_MESSAGES = {
  insufficientColumns: "Insufficient columns (expected: question, optionA, optionB, optionC, optionD, correctIndex)",
  badIndex: "correctIndex must be a number between 0-3",
  unknownBook: "Unknown book (use one of the 66 books, e.g. genesis or 1 Samuel)",
  badDifficulty: "difficulty must be easy, medium or hard",
  unknownTopic: (topic: string) => `Unknown topic '${topic}' (use: ${QUESTION_TOPICS.join(", ")})`,
  duplicateRow: (line: number) => `The same question as line ${line}`,
  duplicateQuestion: "The same question is already in the bank",
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

const normalised = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * What makes two questions the same: the same wording and the same four options in any order,
 * whatever the case and spacing. An upload refuses a row whose question is already in the file or
 * in the bank.
 */
export function questionKey(question: Pick<UploadQuestion, "question" | "options">): string {
  return JSON.stringify([normalised(question.question), question.options.map(normalised).sort()]);
}

/**
 * Checks parsed CSV rows with the question form's own schema (AdminQuestionInputSchema: the text
 * rule, lengths, four different options, a reference in the 66 books, known topics); the header row
 * is skipped when the first line mentions 'question'. A row repeating an earlier row is refused.
 */
export function checkUploadRows(rows: string[][]): UploadRowResult[] {
  const results: UploadRowResult[] = [];
  const firstLineOf = new Map<string, number>();
  rows.forEach((cells, index) => {
    if (index === 0 && cells.join(",").toLowerCase().includes("question")) return;
    if (cells.every((c) => c.trim() === "")) return;
    const line = index + 1;
    if (cells.length < 6) {
      results.push({ line, cells, question: null, errors: [UPLOAD_MESSAGES.insufficientColumns] });
      return;
    }
    const [text = "", a = "", b = "", c = "", d = "", key = "", book = "", reference = "", difficulty = "", topicList = "", explanation = ""] = cells;
    const errors: string[] = [];
    const correctIndex = /^[0-3]$/.test(key.trim()) ? Number(key) : NaN;
    if (Number.isNaN(correctIndex)) errors.push(UPLOAD_MESSAGES.badIndex);
    const slug = uploadBookSlug(book);
    if (slug === undefined) errors.push(UPLOAD_MESSAGES.unknownBook);
    const level = difficulty.trim().toLowerCase() || "medium";
    if (!(DIFFICULTIES as readonly string[]).includes(level)) errors.push(UPLOAD_MESSAGES.badDifficulty);
    const topics = [
      ...new Set(
        topicList
          .split(";")
          .map((t) => t.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    for (const topic of topics) if (!(QUESTION_TOPICS as readonly string[]).includes(topic)) errors.push(UPLOAD_MESSAGES.unknownTopic(topic.slice(0, 40)));
    // The form's schema judges the rest; a field already refused above is given a stand-in value.
    const checked = AdminQuestionInputSchema.safeParse({
      question: text,
      options: [a, b, c, d],
      correctIndex: Number.isNaN(correctIndex) ? 0 : correctIndex,
      book: slug ?? null,
      reference,
      difficulty: errors.includes(UPLOAD_MESSAGES.badDifficulty) ? "medium" : level,
      topics: topics.filter((t) => (QUESTION_TOPICS as readonly string[]).includes(t)),
      explanation,
    });
    if (!checked.success) for (const issue of checked.error.issues) if (!errors.includes(issue.message)) errors.push(issue.message);
    const question: UploadQuestion | null =
      errors.length || !checked.success
        ? null
        : {
            question: checked.data.question,
            options: checked.data.options,
            correctIndex: checked.data.correctIndex,
            book: checked.data.book,
            reference: checked.data.reference || null,
            difficulty: checked.data.difficulty,
            topics: checked.data.topics,
            explanation: checked.data.explanation || null,
          };
    if (question) {
      const earlier = firstLineOf.get(questionKey(question));
      if (earlier !== undefined) {
        results.push({ line, cells, question: null, errors: [UPLOAD_MESSAGES.duplicateRow(earlier)] });
        return;
      }
      firstLineOf.set(questionKey(question), line);
    }
    results.push({ line, cells, errors, question });
  });
  return results;
}

/** POST /api/admin/questions/upload: the file's text (parsed and checked again on the server). */
export const QuestionUploadSchema = z.strictObject({
  filename: displayText("The file name", 255),
  csv: z.string().max(UPLOAD_MAX_BYTES, "The file is larger than 10 MB."),
});
export const QuestionUploadResultSchema = z.object({
  added: z.number().int(),
  /** Rows refused, with their line and why (only valid rows are added). */
  rejected: z.array(z.object({ line: z.number().int(), errors: z.array(z.string()) })),
});
export type QuestionUploadResult = z.infer<typeof QuestionUploadResultSchema>;

/**
 * POST /api/admin/question-packs: a sealed pack (docs/architecture.md §4 'Sealed and open'), its
 * name and its questions in the bank's shape (ContentPackSchema checks each on the server, with the
 * King James text).
 */
export const QuestionPackUploadSchema = z.strictObject({
  name: z.string().max(60),
  questions: z.array(z.unknown()).max(5000, "A pack holds at most 5,000 questions."),
});
export type QuestionPackUpload = z.infer<typeof QuestionPackUploadSchema>;
export const PackImportResultSchema = z.object({
  pack: z.string(),
  /** New questions, sealed under the pack's name. */
  added: z.number().int(),
  /** The pack's own questions imported before, given this file's wording. */
  updated: z.number().int(),
  /** Ids the bank or another pack already holds: left as they are. */
  skipped: z.array(z.string()),
});
export type PackImportResult = z.infer<typeof PackImportResultSchema>;
/** A pack's file is JSON text: room for 5,000 questions. */
export const PACK_MAX_BYTES = 8 * 1024 * 1024;
