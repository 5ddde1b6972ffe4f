import { z } from "zod";
import { BOOKS } from "../books.ts";
import { DIFFICULTIES, QUESTION_TOPICS } from "../content.ts";
import { displayText } from "../text.ts";
import { RowId, RowIdParam } from "./ids.ts";

/** Custom quizzes: built from the bank by a Pro member or a group leader (docs/architecture.md §4 'Groups'). */
export const CUSTOM_QUIZ_MIN_QUESTIONS = 5;
export const CUSTOM_QUIZ_MAX_QUESTIONS = 25;
export const CUSTOM_QUIZ_TITLE_MAX = 100;
export const CUSTOM_QUIZ_DESCRIPTION_MAX = 500;
/** The hand-picking list shows at most this many matching questions; a narrower filter finds the rest. */
export const CUSTOM_QUIZ_CANDIDATES_MAX = 200;
/** A member's own custom quizzes, at most. */
export const CUSTOM_QUIZZES_PER_MEMBER = 200;

export const CUSTOM_QUIZ_MESSAGES = {
  builderRequired:
    "Custom quizzes are a Pro benefit, and every group leader can build them too. Upgrade to Pro to build quizzes of your own from the question bank.",
  notFound: "Custom quiz not found.",
  tooFew: (left: number) =>
    `This quiz has only ${left} question${left === 1 ? "" : "s"} it may still ask: some of its questions are now used by a live quiz, competition or event. A custom quiz needs at least ${CUSTOM_QUIZ_MIN_QUESTIONS}; the owner can add others.`,
  notEnoughMatches: (found: number, wanted: number) =>
    `Only ${found} question${found === 1 ? "" : "s"} match${found === 1 ? "es" : ""} these filters (${wanted} wanted). Choose more books, chapters or topics, or ask for fewer questions.`,
  questionsUnavailable: "Some of the chosen questions are no longer available (a live quiz, competition or event uses them). Draw or pick again.",
  keyHolder: "You can print this quiz's answer key, so you cannot take it for a score. Share it with your group and they can.",
  alreadyTaken: "You have already taken this custom quiz. Each member takes it once.",
  hasAttempts: "Members have taken this quiz, so it stays for their results. Stop sharing it instead.",
  tooMany: `You can keep at most ${CUSTOM_QUIZZES_PER_MEMBER} custom quizzes. Delete one first.`,
} as const;

const BOOK_SLUGS = BOOKS.map((b) => b.slug) as [string, ...string[]];

/** A comma-separated list in a query string, each item checked by `item`. */
const csv = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)
        : (value ?? []),
    z.array(item).max(max, `At most ${max} ${what}.`),
  );

/** Which questions of the bank may be asked: books, chapters of them, topics, difficulty, a text search. */
export const CustomQuizFilterSchema = z.strictObject({
  books: csv(z.enum(BOOK_SLUGS, { error: "Choose books from the list." }), 66, "books"),
  chapters: csv(
    z.coerce
      .number({ error: "Chapters are numbers." })
      .int("Chapters are whole numbers.")
      .min(1, "Chapters start at 1.")
      .max(150, "No book has more than 150 chapters."),
    150,
    "chapters",
  ),
  topics: csv(z.enum(QUESTION_TOPICS, { error: "Choose topics from the list." }), QUESTION_TOPICS.length, "topics"),
  difficulty: z.enum([...DIFFICULTIES, "any"]).default("any"),
  q: z.string().trim().max(100, "Search for at most 100 characters.").default(""),
});
export type CustomQuizFilter = z.infer<typeof CustomQuizFilterSchema>;

export const CustomQuizDrawQuerySchema = CustomQuizFilterSchema.extend({
  count: z.coerce
    .number()
    .int()
    .min(CUSTOM_QUIZ_MIN_QUESTIONS, `At least ${CUSTOM_QUIZ_MIN_QUESTIONS} questions.`)
    .max(CUSTOM_QUIZ_MAX_QUESTIONS, `At most ${CUSTOM_QUIZ_MAX_QUESTIONS} questions.`)
    .default(10),
});

/**
 * A question of the bank as its builder sees it: with its answer (they print the key anyway), which
 * is null for a question no longer open since the quiz was built (docs/architecture.md §4 'Sealed and open').
 */
export const BankQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  options: z.array(z.string()).length(4),
  correctIndex: z.number().int().nullable(),
  reference: z.string().nullable(),
  book: z.string().nullable(),
  difficulty: z.string(),
  topics: z.array(z.string()),
});
export type BankQuestion = z.infer<typeof BankQuestionSchema>;

export const CustomQuizCandidatesSchema = z.object({ questions: z.array(BankQuestionSchema), total: z.number().int(), capped: z.boolean() });
export type CustomQuizCandidates = z.infer<typeof CustomQuizCandidatesSchema>;

const questionIds = z
  .array(RowId)
  .min(CUSTOM_QUIZ_MIN_QUESTIONS, `Choose at least ${CUSTOM_QUIZ_MIN_QUESTIONS} questions.`)
  .max(CUSTOM_QUIZ_MAX_QUESTIONS, `Choose at most ${CUSTOM_QUIZ_MAX_QUESTIONS} questions.`)
  .refine((ids) => new Set(ids).size === ids.length, "Each question once.");
const groupIds = z
  .array(RowId)
  .max(20)
  .refine((ids) => new Set(ids).size === ids.length, "Each group once.");

/** POST /api/custom-quizzes: the questions in the order the sheet prints them, and the groups it is shared with. */
export const CustomQuizCreateSchema = z.strictObject({
  title: displayText("Title", CUSTOM_QUIZ_TITLE_MAX).min(1, "Title is required"),
  description: displayText("Description", CUSTOM_QUIZ_DESCRIPTION_MAX, { lines: true }).optional().default(""),
  questionIds,
  groupIds: groupIds.optional().default([]),
});
export type CustomQuizCreate = z.input<typeof CustomQuizCreateSchema>;

/** PATCH /api/custom-quizzes/:id (owner). */
export const CustomQuizUpdateSchema = z.strictObject({
  title: displayText("Title", CUSTOM_QUIZ_TITLE_MAX).min(1, "Title is required").optional(),
  description: displayText("Description", CUSTOM_QUIZ_DESCRIPTION_MAX, { lines: true }).optional(),
  questionIds: questionIds.optional(),
});
export type CustomQuizUpdate = z.input<typeof CustomQuizUpdateSchema>;

/** PUT /api/custom-quizzes/:id/groups (owner): the groups it is shared with, all led by the owner; none makes it private. */
export const CustomQuizGroupsSchema = z.strictObject({ groupIds });

export const CustomQuizIdParamsSchema = z.strictObject({ id: RowIdParam });

/** The member's own attempt at a custom quiz, as the quiz's card and page show it. */
export const CustomQuizMyAttemptSchema = z.object({ attemptId: z.number().int(), status: z.string(), score: z.number().int() }).nullable();

/** A custom quiz in a list: mine, or shared with a group of mine. */
export const CustomQuizSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  ownerName: z.string(),
  mine: z.boolean(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  myAttempt: CustomQuizMyAttemptSchema,
  updatedAt: z.string(),
});
export type CustomQuizSummary = z.infer<typeof CustomQuizSummarySchema>;

export const CustomQuizListSchema = z.object({
  /** May this member build custom quizzes (Pro, or a leader of a group)? */
  canBuild: z.boolean(),
  mine: z.array(CustomQuizSummarySchema),
  shared: z.array(CustomQuizSummarySchema),
});
export type CustomQuizList = z.infer<typeof CustomQuizListSchema>;

/**
 * One custom quiz. `questions` (with their answers) only for those who may print its key: the owner
 * and the leaders of the groups it is shared with; empty for a member who takes it.
 */
export const CustomQuizDetailSchema = CustomQuizSummarySchema.extend({
  canPrint: z.boolean(),
  canTake: z.boolean(),
  /** The clock a member gets, in seconds (24 a question). */
  seconds: z.number().int(),
  questions: z.array(BankQuestionSchema.extend({ available: z.boolean() })),
});
export type CustomQuizDetail = z.infer<typeof CustomQuizDetailSchema>;
