import { z } from "zod";
import { BOOKS } from "../books.ts";
import { DIFFICULTIES } from "../content.ts";
import { RowId } from "./ids.ts";

/**
 * Study (docs/architecture.md §4 'Study'): practice, the review deck, memory verses and the
 * member's progress. Every key reaches the browser only in the result of an answer; scheduling,
 * the daily allowance and the deck are the server's.
 */

/** Practice questions a free member may draw a day (in their time zone); Pro is unlimited. */
export const PRACTICE_FREE_PER_DAY = 20;
/** Memory verses: the learning steps, in order. A verse is learnt when its last step is passed. */
export const MEMORY_STEPS = ["read", "fill", "letters", "whole"] as const;
export type MemoryStep = (typeof MEMORY_STEPS)[number];
/** Ratings a member may give a card they answered right; a wrong answer is rated 'again' by the server. */
export const RIGHT_RATINGS = ["hard", "good", "easy"] as const;
export type RightRating = (typeof RIGHT_RATINGS)[number];
export const REVIEW_RATINGS = ["again", ...RIGHT_RATINGS] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const STUDY_MESSAGES = {
  practiceLimit: `Free members practice ${PRACTICE_FREE_PER_DAY} questions a day. Upgrade to Pro for unlimited practice, or come back tomorrow.`,
  practiceEmpty: "No questions can be practiced from this choice right now. Choose more books, other chapters or another difficulty.",
  practiceEnded: "This practice session has ended. Start a new one.",
  practiceNotFound: "Practice session not found.",
  practiceWithdrawn: "This question has just gone into play in a quiz, so it was taken out of practice. Here is another.",
  alreadyAnswered: "You have already answered this question.",
  chaptersOneBook: "Chapters can be chosen when one book is chosen.",
  chapterRange: (book: string, chapters: number) => `${book} has ${chapters} chapter${chapters === 1 ? "" : "s"}.`,
  cardNotFound: "Card not found.",
  cardNotShown: "Show this card before answering it.",
  notRatable: "Only a card answered right can be rated; a wrong answer is rated 'Again'.",
  verseNotFound: "Memory verse not found.",
  stepOutOfOrder: "Finish the earlier steps of this verse first.",
  proOnly: "My progress is a Pro feature. Upgrade to Pro for reports and recommendations.",
} as const;

const BOOK_SLUGS = BOOKS.map((b) => b.slug) as [string, ...string[]];

// ---------------------------------------------------------------- practice

/** POST /api/practice: start a session (ends the member's open one). */
export const StartPracticeSchema = z.strictObject({
  books: z
    .array(z.enum(BOOK_SLUGS, { error: "Choose books from the list." }))
    .min(1, "Choose at least one book.")
    .max(66),
  /** Only with exactly one book; empty for every chapter. */
  chapters: z.array(z.number().int().min(1).max(150)).max(150).default([]),
  difficulty: z.enum(["any", ...DIFFICULTIES], { error: "Choose a difficulty." }).default("any"),
});
export type StartPractice = z.input<typeof StartPracticeSchema>;

export const PracticeParams = z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, STUDY_MESSAGES.practiceNotFound) });

/** The result of an answer: the only place a key reaches the browser. */
export const StudyResultSchema = z.object({
  correct: z.boolean(),
  /** The chosen option's index as shown. */
  chosenIndex: z.number(),
  /** The key's index as shown. */
  correctIndex: z.number(),
  reference: z.string(),
  /** The KJV text of the reference, when we hold it. */
  verseText: z.string().nullable(),
  /** Every passage the question cites, `reference` first (a cross-reference question cites both ends). */
  references: z.array(z.string()),
  /** The KJV text of each of `references`, in order; null for one we do not hold. */
  verseTexts: z.array(z.string().nullable()),
  explanation: z.string().nullable(),
});
export type StudyResult = z.infer<typeof StudyResultSchema>;

export const PracticeQuestionSchema = z.object({
  position: z.number(),
  text: z.string(),
  /** The book's name, as 'Genesis'. */
  book: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  options: z.array(z.string()).length(4),
  /** Present once answered (a reload shows what was answered). */
  result: StudyResultSchema.nullable(),
});
export type PracticeQuestion = z.infer<typeof PracticeQuestionSchema>;

const PracticeTallySchema = z.object({
  answered: z.number(),
  right: z.number(),
  wrong: z.number(),
  byBook: z.array(z.object({ book: z.string(), slug: z.string(), right: z.number(), wrong: z.number() })),
});

/** A session as the page shows it: its choice, the question on screen, the tally and the allowance. */
export const PracticeSessionSchema = z.object({
  id: z.string(),
  books: z.array(z.string()),
  chapters: z.array(z.number()),
  difficulty: z.enum(["any", ...DIFFICULTIES]),
  ended: z.boolean(),
  /** The question on screen; null when none is left (or the session ended, or the allowance ran out). */
  question: PracticeQuestionSchema.nullable(),
  /** Why there is no question: 'empty' (none left for this choice), 'limit' (free allowance used), 'ended'. */
  stop: z.enum(["empty", "limit", "ended"]).nullable(),
  /** Set when the question on screen replaced one that went into play. */
  notice: z.string().nullable(),
  tally: PracticeTallySchema,
  allowance: z.object({ unlimited: z.boolean(), usedToday: z.number(), perDay: z.number() }),
});
export type PracticeSession = z.infer<typeof PracticeSessionSchema>;

/** GET /api/practice: the member's open session, if any (the page resumes it). */
export const PracticeCurrentSchema = z.object({ session: PracticeSessionSchema.nullable() });

/** POST /api/practice/{id}/answers. */
export const StudyAnswerSchema = z.strictObject({ position: z.number().int().min(1).max(100_000), choice: z.number().int().min(0).max(3) });

// ---------------------------------------------------------------- review deck

/** A card as shown before its answer: a question (options, no key) or a memory verse (its reference). */
export const ReviewCardSchema = z.object({
  id: z.number(),
  kind: z.enum(["question", "verse"]),
  /** question: the stem; verse: the reference to recite. */
  prompt: z.string(),
  /** question cards only. */
  options: z.array(z.string()).length(4).nullable(),
  /** verse cards: the first letter of each word ('F G s l t w'), a hint the page may show on request. */
  hint: z.string().nullable(),
  /** Times reviewed, and the FSRS state name ('new', 'learning', 'review', 'relearning'). */
  reps: z.number(),
  state: z.enum(["new", "learning", "review", "relearning"]),
});
export type ReviewCard = z.infer<typeof ReviewCardSchema>;

/** GET /api/review: what is due and the card to show next. */
export const ReviewDeckSchema = z.object({
  /** Due by the end of today in the member's time zone: `dueNow` and `laterToday` together. */
  dueToday: z.number(),
  /** Due now: what a session of review holds; it goes down as the member rates its cards. */
  dueNow: z.number(),
  /** Not due yet, but due before the end of today (a card rated 'Again' comes back among these). */
  laterToday: z.number(),
  /** When the first card not due yet falls due (today or after), waiting cards aside; null when none. */
  laterDueAt: z.string().nullable(),
  total: z.number(),
  /** Cards waiting because their question is in play now (they return when it is not). */
  waiting: z.number(),
  /** The next due card, or null. */
  card: ReviewCardSchema.nullable(),
  /** When the next card falls due, when none is due now. */
  nextDueAt: z.string().nullable(),
});
export type ReviewDeck = z.infer<typeof ReviewDeckSchema>;

export const ReviewCardParams = z.object({ cardId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /api/review/cards/{id}/answer: a question card's choice, or a verse card's typed text. */
export const ReviewAnswerSchema = z.union([z.strictObject({ choice: z.number().int().min(0).max(3) }), z.strictObject({ typed: z.string().max(4000) })]);

const WordDiffSchema = z.array(z.object({ word: z.string(), status: z.enum(["right", "wrong", "missing", "extra"]), expected: z.string().nullable() }));
export type WordDiff = z.infer<typeof WordDiffSchema>;

/** The answer's result; a right one waits for the member's rating ('Hard', 'Good', 'Easy'), a wrong one is rated 'again' at once. */
export const ReviewAnswerResultSchema = z.object({
  correct: z.boolean(),
  /** question cards */
  result: StudyResultSchema.nullable(),
  /** verse cards: the text and the word-by-word differences. */
  verse: z.object({ reference: z.string(), text: z.string(), diff: WordDiffSchema }).nullable(),
  /** 'again' when the server rated it (wrong); null while the member's rating is awaited. */
  rated: z.enum(REVIEW_RATINGS).nullable(),
  /** When the card is next due, once rated. */
  nextDueAt: z.string().nullable(),
});
export type ReviewAnswerResult = z.infer<typeof ReviewAnswerResultSchema>;

/** POST /api/review/cards/{id}/rate: only after a right answer. */
export const ReviewRateSchema = z.strictObject({ rating: z.enum(RIGHT_RATINGS, { error: "Choose Hard, Good or Easy." }) });
export const ReviewRateResultSchema = z.object({ rated: z.enum(REVIEW_RATINGS), nextDueAt: z.string() });

/** GET /api/review/summary: the dashboard's 'Due today: N', and how many of those are due now. */
export const ReviewSummarySchema = z.object({ dueToday: z.number(), dueNow: z.number(), total: z.number() });
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

// ---------------------------------------------------------------- memory verses

/** One entry of content/memory-verses.json: a well-known verse (or a few) by reference. */
export const MemoryVerseEntrySchema = z.strictObject({
  reference: z.string().min(3),
  /** A short title, as 'The Lord is my shepherd'. */
  title: z.string().trim().min(3).max(80),
});
export type MemoryVerseEntry = z.infer<typeof MemoryVerseEntrySchema>;

/** A verse's slug in routes: the reference lower-cased, spaces and colons to hyphens ('john-3-16'). */
export const MemoryVerseParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{3,60}$/, STUDY_MESSAGES.verseNotFound) });

export const MemoryVerseSummarySchema = z.object({
  slug: z.string(),
  reference: z.string(),
  title: z.string(),
  /** Steps passed (0 to MEMORY_STEPS.length); learnt when all are. */
  stepsDone: z.number(),
  learnt: z.boolean(),
  /** When learnt, its card's next review. */
  nextDueAt: z.string().nullable(),
});
export const MemoryListSchema = z.object({ verses: z.array(MemoryVerseSummarySchema), learnt: z.number() });
export type MemoryList = z.infer<typeof MemoryListSchema>;

export const MemoryVerseSchema = MemoryVerseSummarySchema.extend({ text: z.string() });
export type MemoryVerse = z.infer<typeof MemoryVerseSchema>;

/** POST /api/memory/{slug}/steps: a step's attempt ('read' takes no text). */
export const MemoryStepSchema = z.strictObject({ step: z.enum(MEMORY_STEPS), typed: z.string().max(4000).default("") });
export const MemoryStepResultSchema = z.object({
  passed: z.boolean(),
  diff: WordDiffSchema,
  verse: MemoryVerseSchema,
});
export type MemoryStepResult = z.infer<typeof MemoryStepResultSchema>;

// ---------------------------------------------------------------- my progress (Pro)

/**
 * Over every ended attempt (a quiz, custom quiz or hosted game once finished, the Saturday event
 * once it has closed, a competition once completed): `answered` is the questions asked, `right`
 * those answered right (a blank counts as asked, not right), `accuracy` right / answered from 0
 * to 1, null when nothing was asked.
 */
const AccuracySchema = z.object({ answered: z.number(), right: z.number(), accuracy: z.number().nullable() });

/** GET /api/progress (Pro). */
export const ProgressSchema = z.object({
  overall: AccuracySchema,
  /** Both testaments, old first (a question without a book counts overall and by topic only). */
  byTestament: z.array(AccuracySchema.extend({ testament: z.enum(["old", "new"]) })),
  /** The books with questions asked, in canon order; `book` is the name ('1 Samuel'), `slug` its slug. */
  byBook: z.array(AccuracySchema.extend({ book: z.string(), slug: z.string() })),
  /** Most asked first. */
  byTopic: z.array(AccuracySchema.extend({ topic: z.string() })),
  /** Sunday-start weeks in the member's time zone ('YYYY-MM-DD'), oldest first (the last 12 with answers); a question is dated by its answer, a blank by its attempt's end. */
  weekly: z.array(AccuracySchema.extend({ weekStart: z.string() })),
  /** Up to 3 books with the lowest accuracy among those with at least 5 asked and not all right; ties by more asked. */
  weakest: z.array(AccuracySchema.extend({ book: z.string(), slug: z.string() })),
  /** Up to 4 published quizzes the member has never attempted, for their weakest books in turn; `book` the book's name, `reason` as 'Genesis: 40% right so far'. */
  recommended: z.array(z.object({ id: RowId, title: z.string(), book: z.string(), reason: z.string() })),
});
export type Progress = z.infer<typeof ProgressSchema>;
