import { z } from "zod";
import { ATTEMPT_MODES } from "../attempt-modes.ts";
import { MAX_ATTEMPT_QUESTIONS } from "../limits.ts";
import { RowIdParam } from "./ids.ts";

/** The 409 codes of the attempt lifecycle, with the texts the UI shows (docs/product.md part 1 §5, docs/architecture.md §4 'Attempts'). */
export const ATTEMPT_REFUSALS = {
  ALREADY_ATTEMPTED: { title: "Already Attempted", message: "You have already attempted this quiz. Only one attempt per quiz is allowed." },
  WEEKLY_QUIZ_LIMIT: {
    title: "Weekly Limit Reached",
    message: "You have already attempted this quiz this week. Only one attempt per quiz per week is allowed (Sunday to Sunday).",
  },
  FREE_WEEKLY_LIMIT: {
    title: "Weekly Limit Reached",
    message: "Free members can take one quiz per week (Sunday to Sunday). Upgrade to Pro for unlimited quizzes.",
  },
  DEADLINE_PASSED: { title: "Time is up", message: "The time for this quiz has run out; the answer was not recorded." },
  ALREADY_ANSWERED: { title: "Already answered", message: "This question has already been answered." },
  ATTEMPT_ENDED: { title: "Quiz ended", message: "This attempt has already ended." },
  ATTEMPT_IN_PROGRESS: { title: "Quiz in progress", message: "The result is shown once the attempt has ended." },
  QUIZ_EMPTY: { title: "No questions found", message: "This quiz doesn't have any questions assigned." },
  EVENT_CLOSED: {
    title: "The live event is closed",
    message: "The Weekly Bible Challenge runs every Saturday from 8:00 AM to 8:00 PM. Come back when it opens.",
  },
  EARLY_ACCESS: {
    title: "Early access for Pro",
    message: "This new quiz is open to Pro members first, for its first week. It opens to everyone after that; upgrade to Pro to play it now.",
  },
  EVENT_UNAVAILABLE: {
    title: "No live event this week",
    message:
      "This Saturday's Weekly Bible Challenge could not open: there are not 25 new questions nobody has seen, and the event never repeats a known answer. It returns as soon as they are ready.",
  },
} as const;
export type AttemptRefusal = keyof typeof ATTEMPT_REFUSALS;

export const ATTEMPT_STATUSES = ["in_progress", "finished", "abandoned", "expired", "voided"] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

export const AttemptIdParamsSchema = z.strictObject({ attemptId: RowIdParam });
export const QuizIdParamsSchema = z.strictObject({ quizId: RowIdParam });

/**
 * A question's handle in play and review: its place in the attempt's own order (1-based). Never
 * the bank's id, which is the same for every member, so a review copied from another account is
 * a list of facts to know, not an index to replay (docs/security.md 37).
 */
const NOT_A_QUESTION = "Must be a question of this attempt.";
export const QuestionPosition = z.number({ error: NOT_A_QUESTION }).int(NOT_A_QUESTION).min(1, NOT_A_QUESTION).max(MAX_ATTEMPT_QUESTIONS, NOT_A_QUESTION);

/** A question as the quiz page gets it: never its correct answer or explanation. */
export const AttemptQuestionSchema = z.object({
  position: z.number().int(),
  text: z.string(),
  options: z.array(z.string()).length(4),
});
export type AttemptQuestion = z.infer<typeof AttemptQuestionSchema>;

export const AttemptViewSchema = z.object({
  id: z.number().int(),
  mode: z.enum(ATTEMPT_MODES),
  /** The quiz played; null for a competition. */
  quizId: z.number().int().nullable(),
  /** The competition played; null for every other mode. */
  competitionId: z.number().int().nullable(),
  /** The quiz's title, or the competition's. */
  quizTitle: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: z.string(),
  deadlineAt: z.string(),
  /** Seconds really left on the server's clock (0 once the attempt has ended). */
  secondsLeft: z.number().int(),
  questions: z.array(AttemptQuestionSchema),
  /**
   * What the member has chosen so far, by question position. Marked right or wrong (`correct`) only
   * in a mode that tells after each answer (a competition); never in a quiz.
   */
  answers: z.array(z.object({ position: z.number().int(), chosenIndex: z.number().int(), correct: z.boolean().optional() })),
});
export type AttemptView = z.infer<typeof AttemptViewSchema>;

export const StartAttemptResponseSchema = z.object({ attempt: AttemptViewSchema, resumed: z.boolean() });
export type StartAttemptResponse = z.infer<typeof StartAttemptResponseSchema>;

export const AttemptResponseSchema = z.object({ attempt: AttemptViewSchema });
export type AttemptResponse = z.infer<typeof AttemptResponseSchema>;

export const RecordAnswerSchema = z.strictObject({
  position: QuestionPosition,
  chosenIndex: z.number().int().min(0).max(3),
});
export type RecordAnswer = z.infer<typeof RecordAnswerSchema>;

/** A recorded answer; `correct` only in a mode that tells after each answer (the right option itself is never told while it runs). */
export const RecordAnswerResponseSchema = z.object({
  recorded: z.literal(true),
  answeredCount: z.number().int(),
  secondsLeft: z.number().int(),
  correct: z.boolean().optional(),
});
export type RecordAnswerResponse = z.infer<typeof RecordAnswerResponseSchema>;

/** Finishing and abandoning both take an empty JSON object. */
export const EmptyBodySchema = z.strictObject({});

/** What finishing (or abandoning) answers: enough for the 'Quiz completed!' dialog; the review is on the result. */
export const AttemptOutcomeSchema = z.object({
  attemptId: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  /** Null, with the counts, while `scoresAt` is ahead (a Saturday event's, until its close: docs/architecture.md §4 'Sealed and open'). */
  score: z.number().int().nullable(),
  correct: z.number().int().nullable(),
  wrong: z.number().int().nullable(),
  secondsUsed: z.number().int(),
  /** How many questions the attempt asked. */
  questions: z.number().int(),
  /** How many the member answered. */
  answered: z.number().int(),
  /** When the score and counts show; null once they do. */
  scoresAt: z.string().nullable(),
});
export type AttemptOutcome = z.infer<typeof AttemptOutcomeSchema>;
