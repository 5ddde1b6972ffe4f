import { LOCALES } from "./book-names.ts";
import { z } from "zod";
import { QUIZ_POOL_MAX, QUIZ_QUESTION_COUNT } from "./limits.ts";

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The landing page's topic categories; each has its own quiz. */
export const LANDING_TOPICS = ["characters", "events", "parables", "miracles", "geography", "prophecies"] as const;

export const QUESTION_TOPICS = [
  ...LANDING_TOPICS,
  "teachings",
  "people",
  "places",
  "numbers",
  "law",
  "worship",
  "wisdom",
  "church",
  "creation",
  "kings",
  "prophets",
  "apostles",
  "women",
  "family",
] as const;

/**
 * What a question asks of the player (content/README.md 'Kinds'): who said it, how a verse
 * finishes, which book or chapter holds it, what came before or after (sequence) and why (reason),
 * where one passage quotes another (connection), how many, and where. Plain recall when absent.
 */
export const QUESTION_KINDS = ["recall", "speaker", "finish", "locate", "sequence", "reason", "connection", "number", "place"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The church seasons with a quiz of their own, shown only while the season lasts (docs/architecture.md §4 'Seasonal quizzes'). */
export const QUIZ_SEASONS = ["advent", "lent", "pentecost"] as const;
export type QuizSeason = (typeof QUIZ_SEASONS)[number];

const ContentId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "id must be kebab-case");

/** One question of content/questions/<book>.json (docs/architecture.md §5). */
export const ContentQuestionSchema = z.strictObject({
  id: ContentId,
  book: z.string(),
  reference: z.string().min(3),
  topics: z.array(z.enum(QUESTION_TOPICS)).min(1),
  difficulty: z.enum(DIFFICULTIES),
  question: z.string().trim().min(10),
  options: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]),
  answer: z.number().int().min(0).max(3),
  explanation: z.string().trim().min(10),
  kind: z.enum(QUESTION_KINDS).optional(),
  /**
   * Every passage the question cites when it cites more than one, `reference` first (a
   * cross-reference question cites both ends: Isaiah 53:7 and Acts 8:32).
   */
  references: z.array(z.string().min(3)).min(2).max(4).optional(),
  /** The language it is written in: English unless its folder says (content/es: Spanish, from the RV1909). */
  locale: z.enum(LOCALES).optional(),
});
export type ContentQuestion = z.infer<typeof ContentQuestionSchema>;

/**
 * One quiz of content/quizzes.json: a pool of 25 to QUIZ_POOL_MAX question ids, each attempt
 * drawing its own 25 from it. The weekly quiz (the Saturday event) has none: each event draws its
 * 25 from the sealed supply (docs/architecture.md §4 'Sealed and open').
 */
export const ContentQuizSchema = z
  .strictObject({
    id: ContentId,
    title: z.string().trim().min(1),
    description: z.string().trim().min(1),
    difficulty: z.enum(DIFFICULTIES),
    featured: z.boolean().default(false),
    weekly: z.boolean().default(false),
    category: z.string().nullable().default(null),
    book: z.string().nullable().default(null),
    season: z.enum(QUIZ_SEASONS).nullable().default(null),
    questions: z.array(ContentId).max(QUIZ_POOL_MAX),
    /** The language of its questions (content/es/quizzes.json: Spanish). */
    locale: z.enum(LOCALES).optional(),
  })
  .refine((quiz) => (quiz.weekly ? quiz.questions.length === 0 : quiz.questions.length >= QUIZ_QUESTION_COUNT), {
    message: `A quiz holds at least ${QUIZ_QUESTION_COUNT} questions; the weekly quiz none (its events draw from the sealed supply).`,
    path: ["questions"],
  });
export type ContentQuiz = z.infer<typeof ContentQuizSchema>;

/**
 * A pack of sealed questions (docs/architecture.md §4 'Sealed and open'): the bank's own shape, an
 * array of questions, imported by an operator into the database (the admins' upload, or a file in
 * SEALED_PACKS_DIR named after the pack) and never kept in the repository, but for the public
 * sample pack (content/sample-pack/<book>.json) for local use and tests.
 */
export const ContentPackSchema = z
  .array(ContentQuestionSchema)
  .min(1, "A pack holds at least one question.")
  .max(5000, "A pack holds at most 5,000 questions.");
/** The public sample pack's name: refused for events and paid competitions in production. */
export const SAMPLE_PACK = "sample";
/** A pack's name: its file's name without '.json'; lowercase words joined by hyphens. */
export const PackNameSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "A pack's name is lowercase letters and digits, words joined by hyphens.")
  .max(60, "At most 60 characters.");
