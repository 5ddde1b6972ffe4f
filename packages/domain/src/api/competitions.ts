import { z } from "zod";
import { COMPETITION_STATUSES, ENTRY_STATUSES, POOL_PER_QUESTION_ASKED } from "../competitions.ts";
import { MAX_ROW_ID, RowId, RowIdParam } from "./ids.ts";
import { calendarDate, displayText } from "../text.ts";

export const CompetitionIdParamsSchema = z.strictObject({ competitionId: RowIdParam });

/** A competition as a Pro member sees it on /competitions. */
export const CompetitionCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Whole days in APP_TIMEZONE, the end day included. */
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(COMPETITION_STATUSES),
  entryFeeCents: z.number().int(),
  prizePoolCents: z.number().int(),
  maxParticipants: z.number().int().nullable(),
  /** Paid entries. */
  entries: z.number().int(),
  seatsLeft: z.number().int().nullable(),
  /** The questions each entrant is asked (their own draw from the pool). */
  questionCount: z.number().int(),
  /** SHA-256 of the question set, published once the competition is active. */
  questionSetHash: z.string().nullable(),
  myEntry: z.object({ status: z.enum(ENTRY_STATUSES) }).nullable(),
  /** The member's saved result, once they finished. */
  myScore: z.number().int().nullable(),
  /** That result is held for review (docs/security.md 39): off the board and prizes until an admin looks at it. */
  myResultUnderReview: z.boolean(),
  /** Open now (active, today between its dates), the entry paid, not yet played: Start Quiz. */
  canStart: z.boolean(),
  /** The member may join (and pay) now. */
  canJoin: z.boolean(),
});
export type CompetitionCard = z.infer<typeof CompetitionCardSchema>;

export const CompetitionListSchema = z.object({ competitions: z.array(CompetitionCardSchema) });
export type CompetitionList = z.infer<typeof CompetitionListSchema>;

/**
 * A checkout as the member sees it: `open` (not paid yet, or its confirmation on the way),
 * `processing` (a delayed method settling), `completed` (applied: entered, or Pro), `refunded`
 * (paid but it could not be applied, so it was refunded: the last seat went to someone else),
 * `expired` (closed unpaid) or `failed` (the delayed payment did not go through).
 */
export const CHECKOUT_VIEW_STATUSES = ["open", "processing", "completed", "refunded", "expired", "failed"] as const;
/** GET /api/billing/checkout/:sessionId: the payment-session lookup (docs/product.md part 2 §4 'Payment return'), for the success banner. */
export const CheckoutStatusSchema = z.object({ status: z.enum(CHECKOUT_VIEW_STATUSES), competitionId: z.number().int().nullable() });
export type CheckoutStatus = z.infer<typeof CheckoutStatusSchema>;
export const CheckoutParamsSchema = z.strictObject({ sessionId: z.string().min(8).max(255).regex(/^[A-Za-z0-9_]+$/, "Unknown session.") });

// ---------------------------------------------------------------- admin

const DateOnly = calendarDate("Use a date like 2026-12-05.");
const Cents = (label: string, max: number) => z.number({ error: `${label} must be an amount.` }).int(`${label} is in whole cents.`).min(0, `${label} cannot be negative.`).max(max, `${label} is too large.`);

/** The admin's competition form (docs/product.md part 2 §2 'Admin competitions'), validated (issue 11). */
export const CompetitionInputSchema = z
  .strictObject({
    title: displayText("The title", 120, { tooLong: "At most 120 characters." }).min(1, "Title required"),
    description: displayText("The description", 2000, { lines: true, tooLong: "At most 2,000 characters." }).default(""),
    entryFeeCents: Cents("The entry fee", 100_000),
    prizePoolCents: Cents("The prize pool", 10_000_000),
    maxParticipants: z.number().int("A whole number of seats.").min(1, "At least 1 seat, or leave it empty.").max(100_000).nullable(),
    startDate: DateOnly,
    endDate: DateOnly,
    /** The pool, in order (from the bank, drawn at random or picked by hand): each entrant is asked their own draw from it. */
    questionIds: z.array(RowId).min(1, "Choose at least one question.").max(100, "At most 100 questions.").refine((ids) => new Set(ids).size === ids.length, "A question appears twice."),
    /** How many of the pool each entrant is asked; half the pool when left out. */
    questionsPerEntrant: z.number().int("A whole number of questions.").min(1, "At least 1 question per entrant.").max(50, "At most 50 questions per entrant.").optional(),
  })
  .refine((c) => c.endDate >= c.startDate, { path: ["endDate"], message: "The end date must be on or after the start date." })
  .superRefine((c, ctx) => {
    if (c.questionIds.length === 0 || c.questionIds.length >= POOL_PER_QUESTION_ASKED * (c.questionsPerEntrant ?? 1)) return;
    ctx.addIssue({
      code: "custom",
      path: [c.questionsPerEntrant === undefined ? "questionIds" : "questionsPerEntrant"],
      message:
        c.questionsPerEntrant === undefined
          ? "Choose at least 2 questions: each entrant is asked their own half of the pool."
          : `The pool must hold at least twice the questions each entrant is asked: with ${c.questionIds.length} chosen, at most ${Math.floor(c.questionIds.length / POOL_PER_QUESTION_ASKED)} per entrant.`,
    });
  });
export type CompetitionInput = z.infer<typeof CompetitionInputSchema>;

export const CompetitionStatusChangeSchema = z.strictObject({ status: z.enum(["active", "completed", "cancelled"]) });

export const AdminCompetitionSchema = CompetitionCardSchema.omit({ myEntry: true, myScore: true, myResultUnderReview: true, canStart: true, canJoin: true }).extend({
  /** The pool, in order. */
  questionIds: z.array(z.number().int()),
  /** Each entrant's draw from the pool; null for a competition made before draws (everyone asked the whole set). */
  questionsPerEntrant: z.number().int().nullable(),
  pendingEntries: z.number().int(),
  refundedEntries: z.number().int(),
  results: z.number().int(),
  createdAt: z.string(),
});
export type AdminCompetition = z.infer<typeof AdminCompetitionSchema>;
export const AdminCompetitionListSchema = z.object({ competitions: z.array(AdminCompetitionSchema) });

/** A random draw from the bank for the form's 'Random' choice. */
export const QuestionDrawQuerySchema = z.strictObject({ count: z.coerce.number().int().min(1).max(100).default(25) });
export const QuestionDrawSchema = z.object({ questionIds: z.array(z.number().int()) });

/** Picking questions by hand: the bank searched by text or reference, or given ids looked up. */
export const QuestionSearchQuerySchema = z.strictObject({
  search: z.string().trim().max(100).default(""),
  ids: z
    .string()
    .regex(/^(\d{1,10}(,\d{1,10}){0,99})?$/, "A comma-separated list of ids.")
    .refine((ids) => ids === "" || ids.split(",").every((id) => Number(id) >= 1 && Number(id) <= MAX_ROW_ID), "Each id must be a whole number from 1 to 2147483647.")
    .default(""),
});
export const QuestionPickSchema = z.object({
  questions: z.array(z.object({ id: z.number().int(), text: z.string(), reference: z.string().nullable(), difficulty: z.string() })),
});
export type QuestionPick = z.infer<typeof QuestionPickSchema>["questions"][number];

// ---------------------------------------------------------------- playing

/** The refusals on /competition-quiz, with their texts (docs/product.md part 2 §5). */
export const COMPETITION_REFUSALS = {
  PAYMENT_REQUIRED: { title: "Payment Required", message: "You must complete payment before starting the quiz" },
  ACCESS_DENIED: { title: "Access Denied", message: "You must complete payment to access this competition" },
  ALREADY_ATTEMPTED: { title: "Already Attempted", message: "You have already completed this competition with a score of {score}%" },
  NOT_ACTIVE: { title: "Competition Not Active", message: "This competition is not currently active" },
  ALREADY_SUBMITTED: { title: "Already Submitted", message: "You have already submitted a result for this competition" },
} as const;

// ---------------------------------------------------------------- boards and receipts

export const CompetitionBoardSchema = z.object({
  competition: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.enum(COMPETITION_STATUSES),
    prizePoolCents: z.number().int(),
    questionSetHash: z.string().nullable(),
  }),
  /** What places 1–3 win from the pool (50 / 30 / 20 %), in cents. */
  prizes: z.array(z.object({ place: z.number().int(), percent: z.number().int(), cents: z.number().int() })),
  rankings: z.array(
    z.object({
      rank: z.number().int(),
      name: z.string(),
      score: z.number().int(),
      timeTaken: z.number().int(),
      /** Frozen once completed; what the standings would win today before that. */
      prizeCents: z.number().int(),
      isViewer: z.boolean(),
    }),
  ),
  stats: z.object({ participants: z.number().int(), averageScore: z.number().int(), averageTime: z.number().int() }),
  /** The viewer can open their receipt (they finished, and the competition has ended). */
  receiptAvailable: z.boolean(),
});
export type CompetitionBoard = z.infer<typeof CompetitionBoardSchema>;

export const CompetitionReceiptSchema = z.object({
  competition: z.object({ id: z.number().int(), title: z.string(), status: z.enum(COMPETITION_STATUSES), startDate: z.string(), endDate: z.string() }),
  member: z.object({ name: z.string() }),
  questions: z.array(
    z.object({
      position: z.number().int(),
      id: z.number().int(),
      text: z.string(),
      options: z.array(z.string()),
      correctIndex: z.number().int(),
      /** In the stored order of options (as `options` lists them); null when not answered. */
      chosenIndex: z.number().int().nullable(),
      correct: z.boolean(),
      answeredAt: z.string().nullable(),
    }),
  ),
  result: z.object({ score: z.number().int(), correct: z.number().int(), timeTaken: z.number().int(), rank: z.number().int(), of: z.number().int(), finishedAt: z.string() }),
  prize: z.object({ poolCents: z.number().int(), percentOfPool: z.number(), cents: z.number().int(), frozen: z.boolean(), explanation: z.string() }),
  hash: z.object({ published: z.string().nullable(), recomputed: z.string(), matches: z.boolean(), canonical: z.string(), method: z.string() }),
  /**
   * This entrant's own draw from the pool (domain drawEntrantQuestions), with what it was drawn
   * from: anyone can draw it again from the pool, the salt and the entry's number. Null for a
   * competition made before draws.
   */
  draw: z
    .object({
      salt: z.string(),
      entryId: z.number().int(),
      questionsPerEntrant: z.number().int(),
      poolIds: z.array(z.number().int()),
      drawnIds: z.array(z.number().int()),
      matches: z.boolean(),
      method: z.string(),
    })
    .nullable(),
});
export type CompetitionReceipt = z.infer<typeof CompetitionReceiptSchema>;
