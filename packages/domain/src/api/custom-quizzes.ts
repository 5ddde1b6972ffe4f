import { z } from "zod";
import { BOOKS } from "../books.ts";
import { DIFFICULTIES, QUESTION_TOPICS } from "../content.ts";
import { parseReference } from "../references.ts";
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
/** Questions a builder may write for their own custom quizzes, at most. */
export const OWN_QUESTIONS_PER_MEMBER = 500;

export const CUSTOM_QUIZ_MESSAGES = {
  builderRequired:
    "Custom quizzes are a Pro benefit, and every group leader can build them too. Upgrade to Pro to build quizzes of your own from the question bank.",
  notFound: "Custom quiz not found.",
  tooFew: (left: number) =>
    `This quiz has only ${left} question${left === 1 ? "" : "s"} it may still ask: some of its questions are now used by a live quiz, competition or event. A custom quiz needs at least ${CUSTOM_QUIZ_MIN_QUESTIONS}; the owner can add others.`,
  /** A draw takes what exists: fewer matched than were wanted. */
  drewFewer: (found: number, wanted: number) =>
    found === 0
      ? `No question matches these filters (${wanted} wanted). Choose more books, chapters or topics, or write your own.`
      : `Only ${found} question${found === 1 ? "" : "s"} match${found === 1 ? "es" : ""} these filters, so the draw took ${found === 1 ? "it" : `all ${found}`} (${wanted} wanted). Add more by hand, or write your own.`,
  ownTooMany: `You can keep at most ${OWN_QUESTIONS_PER_MEMBER} questions of your own. Delete one first.`,
  ownNotFound: "Question not found.",
  ownAsked: "Members have answered this question, so it stays for their results. Take it out of your quizzes instead.",
  ownBadReference: "Use a reference like 'Ruth 1:16' or 'Ruth 1:16-17' in one of the 66 books.",
  ownUnknownVerse: "That verse is not in the King James text.",
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
  /** Written by the builder for their own quizzes (private: docs/architecture.md §4 'Sealed and open'), not from the bank. */
  own: z.boolean(),
  text: z.string(),
  options: z.array(z.string()).length(4),
  correctIndex: z.number().int().nullable(),
  reference: z.string().nullable(),
  book: z.string().nullable(),
  difficulty: z.string(),
  topics: z.array(z.string()),
});
export type BankQuestion = z.infer<typeof BankQuestionSchema>;

/** GET /api/custom-quizzes/draw: what the draw took (all the matching questions when fewer than wanted), and a note when it took fewer. */
export const CustomQuizDrawSchema = z.object({ questions: z.array(BankQuestionSchema), note: z.string().nullable() });
export type CustomQuizDraw = z.infer<typeof CustomQuizDrawSchema>;

const ownText = (what: string, max: number) => displayText(what, max).min(1, `${what} is required.`);

/**
 * POST /api/custom-quizzes/own-questions: a question the builder writes for their own custom
 * quizzes, as the bank's are written: four different options, the key, the verse it cites (checked
 * against the King James text by the server), and an explanation.
 */
export const OwnQuestionInputSchema = z
  .strictObject({
    text: ownText("The question", 300),
    options: z.tuple([ownText("Option A", 150), ownText("Option B", 150), ownText("Option C", 150), ownText("Option D", 150)]),
    correctIndex: z.number({ error: "Choose the right answer." }).int().min(0).max(3),
    reference: displayText("The reference", 60)
      .min(1, "The reference is required: every question cites its verse.")
      .refine((r) => parseReference(r) !== null, CUSTOM_QUIZ_MESSAGES.ownBadReference),
    explanation: displayText("The explanation", 500, { lines: true }).min(1, "The explanation is required."),
    difficulty: z.enum(DIFFICULTIES).default("medium"),
  })
  .refine((q) => new Set(q.options.map((o) => o.trim().toLowerCase())).size === 4, { message: "The four options must differ.", path: ["options"] });
export type OwnQuestionInput = z.input<typeof OwnQuestionInputSchema>;

/** One of the builder's own questions, with its verse and explanation, and whether members have answered it. */
export const OwnQuestionSchema = BankQuestionSchema.extend({ explanation: z.string(), asked: z.boolean() });
export type OwnQuestion = z.infer<typeof OwnQuestionSchema>;
export const OwnQuestionListSchema = z.object({ questions: z.array(OwnQuestionSchema), max: z.number().int() });
export type OwnQuestionList = z.infer<typeof OwnQuestionListSchema>;

/**
 * What saving a question answers: the question, its verse's King James text, and a word of caution
 * when the answer shares no word with the verse and those around it (the bank's own check).
 */
export const OwnQuestionSavedSchema = z.object({ question: OwnQuestionSchema, verse: z.string(), warning: z.string().nullable() });
export type OwnQuestionSaved = z.infer<typeof OwnQuestionSavedSchema>;

/** GET /api/custom-quizzes/verse?reference=: the King James text a question would cite, while it is written. */
export const VerseQuerySchema = z.strictObject({
  reference: displayText("The reference", 60).refine((r) => parseReference(r) !== null, CUSTOM_QUIZ_MESSAGES.ownBadReference),
});
export const VerseLookupSchema = z.object({ reference: z.string(), text: z.string() });
export type VerseLookup = z.infer<typeof VerseLookupSchema>;

export const OwnQuestionIdParamsSchema = z.strictObject({ id: RowIdParam });

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
