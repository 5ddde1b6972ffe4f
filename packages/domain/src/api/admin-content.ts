import { z } from "zod";
import { DIFFICULTIES, QUESTION_TOPICS, QUIZ_SEASONS } from "../content.ts";
import { QUIZ_POOL_MAX, QUIZ_QUESTION_COUNT } from "../limits.ts";
import { BOOKS } from "../books.ts";
import { parseReference } from "../references.ts";
import { displayText } from "../text.ts";
import { QUESTION_ACCESS } from "../disclosure.ts";
import { RowId, RowIdParam } from "./ids.ts";

/** The admin's quiz and question screens (docs/product.md part 2 §2 'Admin quiz management', 'Admin questions'). */
export const QUIZ_STATUSES = ["active", "draft", "archived"] as const;
export type QuizStatus = (typeof QUIZ_STATUSES)[number];

export const ADMIN_CONTENT_MESSAGES = {
  titleRequired: "Please enter a quiz title.",
  /** Scores are out of 100 only over 25 questions (4 points each), so a quiz members can take needs them. */
  tooFewForActive: (n: number) => `An active quiz needs at least ${QUIZ_QUESTION_COUNT} questions; this one has ${n}. Save it as a draft or add questions.`,
  noneMatch: "No questions match these filters.",
  unknownQuestions: "Some of the chosen questions no longer exist.",
  keptElsewhere: (id: number) => `Question ${id} is sealed, kept for the Saturday event and competitions: choose another.`,
  quizArchived: "It has attempts, so it was archived with its history instead of deleted.",
  questionInQuizzes: (titles: string[]) =>
    `This question is used by ${titles.length === 1 ? "the quiz" : `${titles.length} quizzes:`} ${titles.slice(0, 3).join(", ")}${titles.length > 3 ? "…" : ""}. Remove it from ${titles.length === 1 ? "that quiz" : "them"} first.`,
  questionAnswered: (n: number) => `Members have answered this question in ${n} attempt${n === 1 ? "" : "s"}; their results keep it. Edit it instead.`,
  questionInCompetition: "This question is part of a competition's question set.",
  badReference: "Use a reference like 'Genesis 6:14' or '2 Kings 2:11-12' in one of the 66 books.",
  unknownVerse: "That verse is not in the King James text.",
} as const;

export const AdminQuizSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(QUIZ_STATUSES),
  difficulty: z.enum(DIFFICULTIES),
  isWeekly: z.boolean(),
  /** A church season's quiz: the server publishes and archives it with its season (docs/architecture.md §4 'Seasonal quizzes'). */
  season: z.enum(QUIZ_SEASONS).nullable(),
  questions: z.number().int(),
  attempts: z.number().int(),
  /** Average of finished results, rounded; null before the first. */
  avgScore: z.number().int().nullable(),
  createdAt: z.string(),
  /** In early access (Pro members only) until this instant; null: open to all. */
  opensToAllAt: z.string().nullable(),
});
export type AdminQuiz = z.infer<typeof AdminQuizSchema>;

export const ADMIN_QUIZZES_PAGE_SIZE = 20;
export const ADMIN_QUIZ_SORTS = ["created", "title", "questions", "attempts", "avgScore", "status"] as const;
export type AdminQuizSort = (typeof ADMIN_QUIZ_SORTS)[number];

/** /admin/quizzes: search (title or description), status, sort and page, all done by the server; newest first by default. */
export const AdminQuizzesQuerySchema = z.strictObject({
  search: z.string().trim().max(100).default(""),
  status: z.enum(QUIZ_STATUSES).optional(),
  sort: z.enum(ADMIN_QUIZ_SORTS).default("created"),
  order: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminQuizzesQuery = z.infer<typeof AdminQuizzesQuerySchema>;

export const AdminQuizListSchema = z.object({
  quizzes: z.array(AdminQuizSchema),
  /** Quizzes the search and status keep, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over every quiz, whatever the search. */
  counters: z.object({ totalQuizzes: z.number().int(), totalAttempts: z.number().int(), activeQuizzes: z.number().int() }),
});
export type AdminQuizList = z.infer<typeof AdminQuizListSchema>;

export const AdminQuizParamsSchema = z.strictObject({ quizId: RowIdParam });

const QuizTitle = displayText("The title", 120).min(1, ADMIN_CONTENT_MESSAGES.titleRequired);
const QuizDescription = displayText("The description", 500, { lines: true }).default("");
const QuestionIds = z.array(RowId).min(1, "Choose at least one question.").max(QUIZ_POOL_MAX, `A quiz holds at most ${QUIZ_POOL_MAX} questions.`);

export const QuestionFilterSchema = z.strictObject({
  book: z.string().max(40).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  topic: z.enum(QUESTION_TOPICS).optional(),
});
export type QuestionFilter = z.infer<typeof QuestionFilterSchema>;

export const AdminQuizCreateSchema = z.strictObject({
  title: QuizTitle,
  description: QuizDescription,
  status: z.enum(QUIZ_STATUSES).default("active"),
  /** Open to Pro members only for its first EARLY_ACCESS_DAYS once active. */
  earlyAccess: z.boolean().default(false),
  difficulty: z.enum(DIFFICULTIES).default("medium"),
  selection: z.discriminatedUnion("mode", [
    /** '25 questions from database': up to 25 drawn at random among those the filters keep. */
    z.strictObject({ mode: z.literal("random"), filter: QuestionFilterSchema.default({}) }),
    z.strictObject({ mode: z.literal("manual"), questionIds: QuestionIds }),
  ]),
});
export type AdminQuizCreate = z.infer<typeof AdminQuizCreateSchema>;

export const AdminQuizUpdateSchema = z.strictObject({
  title: QuizTitle,
  description: QuizDescription,
  status: z.enum(QUIZ_STATUSES),
  /** Early access (Pro members only for a week from when it is active): kept as it is when left out; false opens it to all now. */
  earlyAccess: z.boolean().optional(),
  /** The quiz's pool in order; left out, the pool stays. Attempts keep the questions they drew. */
  questionIds: QuestionIds.optional(),
});
export type AdminQuizUpdate = z.infer<typeof AdminQuizUpdateSchema>;

export const AdminQuizDeleteResultSchema = z.object({ outcome: z.enum(["deleted", "archived"]) });

/** Per question, from every finished attempt that asked it (docs/architecture.md §4 'Item analysis'). */
export const ItemAnalysisSchema = z.object({
  answered: z.number().int(),
  /** Percent of answers that were right, rounded; null before the first answer. */
  percentCorrect: z.number().int().nullable(),
  /** Share right among the top 27 % of attempts by score minus the bottom 27 %, −1 to 1; null while either group is too small. */
  discrimination: z.number().nullable(),
  flagged: z.boolean(),
});
export type ItemAnalysis = z.infer<typeof ItemAnalysisSchema>;

export const AdminQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()).length(4),
  correctIndex: z.number().int(),
  book: z.string().nullable(),
  reference: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  topics: z.array(z.string()),
  explanation: z.string().nullable(),
  /** How many quizzes hold it. */
  usage: z.number().int(),
  /** Who may see its key (docs/architecture.md §4 'Sealed and open'): open, pool, or sealed (the event's and competitions' supply), now. */
  access: z.enum(QUESTION_ACCESS),
  /** The sealed pack it came from ('sample': the repository's public sample); null for the bank. */
  pack: z.string().nullable(),
  openChallenges: z.number().int(),
  analysis: ItemAnalysisSchema,
  createdAt: z.string(),
});
export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;

export const ADMIN_QUESTIONS_PAGE_SIZE = 20;
export const ADMIN_QUESTION_SORTS = ["created", "question", "book", "difficulty", "usage"] as const;
export type AdminQuestionSort = (typeof ADMIN_QUESTION_SORTS)[number];

export const AdminQuestionsQuerySchema = z.strictObject({
  quizId: RowIdParam.optional(),
  search: z.string().trim().max(100).default(""),
  book: z.string().max(40).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  topic: z.enum(QUESTION_TOPICS).optional(),
  flagged: z.enum(["true"]).optional(),
  /** Only the questions in this state now. */
  access: z.enum(QUESTION_ACCESS).optional(),
  /** Newest first unless asked otherwise; difficulty sorts easy, medium, hard. */
  sort: z.enum(ADMIN_QUESTION_SORTS).default("created"),
  order: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminQuestionsQuery = z.infer<typeof AdminQuestionsQuerySchema>;

export const AdminQuestionListSchema = z.object({
  questions: z.array(AdminQuestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counters: z.object({
    totalQuestions: z.number().int(),
    usedInQuizzes: z.number().int(),
    categories: z.number().int(),
    totalUsage: z.number().int(),
    sealedSupply: z.number().int(),
  }),
  quizzes: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type AdminQuestionList = z.infer<typeof AdminQuestionListSchema>;

export const AdminQuestionParamsSchema = z.strictObject({ questionId: RowIdParam });

const Text = (max: number, what: string, options?: { lines?: boolean }) => displayText(what, max, options).min(1, `${what} is required.`);

/** Add Question and Edit: the four options, the key, the book and reference (checked against the 66 books), the explanation. */
export const AdminQuestionInputSchema = z
  .strictObject({
    question: Text(500, "The question"),
    options: z.tuple([Text(500, "Option A"), Text(500, "Option B"), Text(500, "Option C"), Text(500, "Option D")]),
    correctIndex: z.number().int().min(0).max(3),
    book: z
      .string()
      .refine((slug) => BOOKS.some((b) => b.slug === slug), "Choose one of the 66 books.")
      .nullable(),
    reference: displayText("The reference", 60)
      .refine((r) => r === "" || parseReference(r) !== null, ADMIN_CONTENT_MESSAGES.badReference)
      .default(""),
    difficulty: z.enum(DIFFICULTIES),
    topics: z.array(z.enum(QUESTION_TOPICS)).max(5, "At most 5 topics.").default([]),
    explanation: displayText("The explanation", 2000, { lines: true }).default(""),
    /** Shown to members whose results a changed key regrades. */
    note: displayText("The note", 500).default(""),
  })
  .refine((q) => new Set(q.options.map((o) => o.toLowerCase())).size === 4, { message: "The four options must differ.", path: ["options"] })
  .refine((q) => !q.reference || !q.book || (parseReference(q.reference)?.book.slug ?? q.book) === q.book, {
    message: "The reference is in another book than the one chosen.",
    path: ["reference"],
  });
export type AdminQuestionInput = z.infer<typeof AdminQuestionInputSchema>;

export const AdminQuestionSavedSchema = z.object({
  question: AdminQuestionSchema,
  /** Finished attempts whose score a changed key recomputed. */
  regraded: z.number().int(),
});
export type AdminQuestionSaved = z.infer<typeof AdminQuestionSavedSchema>;
