import { z } from "zod";
import { COMPETITION_STATUSES, ENTRY_STATUSES, POOL_PER_QUESTION_ASKED } from "../competitions.ts";
import { MAX_ROW_ID, RowId, RowIdParam } from "./ids.ts";
import { calendarDate, displayText } from "../text.ts";

export const CompetitionIdParamsSchema = z.strictObject({ competitionId: RowIdParam });

/**
 * A prize on its way to its winner (docs/architecture.md §4 'Competitions'): owed once the
 * competition completes, paid once an admin records the payout (`paidOn`, a day of the site's
 * zone); `withheld` when the result behind it stopped standing after it was frozen.
 */
export const PAYOUT_STATUSES = ["owed", "paid", "withheld"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PrizePayoutSchema = z.object({ cents: z.number().int(), status: z.enum(PAYOUT_STATUSES), paidOn: z.string().nullable() });
export type PrizePayout = z.infer<typeof PrizePayoutSchema>;

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
  /** Fewest paid entries for it to run: one that closes short of it is cancelled and every entry refunded. */
  minParticipants: z.number().int().nullable(),
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
  /** The member's prize, frozen when it completed, and how far it is on its way to them. */
  myPrize: PrizePayoutSchema.nullable(),
  /** It was cancelled because it closed with fewer paid entries than its minimum (every entry refunded). */
  cancelledShort: z.boolean(),
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
export const CheckoutParamsSchema = z.strictObject({
  sessionId: z
    .string()
    .min(8)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, "Unknown session."),
});

// ---------------------------------------------------------------- admin

// The date input shows the day in the browser's own format: the message names no format of its own.
const DateOnly = calendarDate("Choose a day from the calendar.");
const Cents = (label: string, max: number) =>
  z
    .number({ error: `${label} must be an amount.` })
    .int(`${label} is in whole cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is too large.`);

/** The admin's competition form (docs/product.md part 2 §2 'Admin competitions'), validated (issue 11). */
export const CompetitionInputSchema = z
  .strictObject({
    title: displayText("The title", 120, { tooLong: "At most 120 characters." }).min(1, "Title required"),
    description: displayText("The description", 2000, { lines: true, tooLong: "At most 2,000 characters." }).default(""),
    entryFeeCents: Cents("The entry fee", 100_000),
    prizePoolCents: Cents("The prize pool", 10_000_000),
    maxParticipants: z.number().int("A whole number of seats.").min(1, "At least 1 seat, or leave it empty.").max(100_000).nullable(),
    /** Fewest paid entries for it to run; null: it runs with any number. */
    minParticipants: z.number().int("A whole number of entrants.").min(1, "At least 1 entrant, or leave it empty.").max(100_000).nullable().default(null),
    startDate: DateOnly,
    endDate: DateOnly,
    /** The pool, in order (from the bank, drawn at random or picked by hand): each entrant is asked their own draw from it. */
    questionIds: z
      .array(RowId)
      .min(1, "Choose at least one question.")
      .max(100, "At most 100 questions.")
      .refine((ids) => new Set(ids).size === ids.length, "A question appears twice."),
    /** How many of the pool each entrant is asked; a quarter of the pool when left out. */
    questionsPerEntrant: z
      .number()
      .int("A whole number of questions.")
      .min(1, "At least 1 question per entrant.")
      .max(50, "At most 50 questions per entrant.")
      .optional(),
  })
  .refine((c) => c.endDate >= c.startDate, { path: ["endDate"], message: "The end date must be on or after the start date." })
  .refine((c) => c.minParticipants === null || c.maxParticipants === null || c.minParticipants <= c.maxParticipants, {
    path: ["minParticipants"],
    message: "No more than the maximum participants.",
  })
  .superRefine((c, ctx) => {
    if (c.questionIds.length === 0 || c.questionIds.length >= POOL_PER_QUESTION_ASKED * (c.questionsPerEntrant ?? 1)) return;
    ctx.addIssue({
      code: "custom",
      path: [c.questionsPerEntrant === undefined ? "questionIds" : "questionsPerEntrant"],
      message:
        c.questionsPerEntrant === undefined
          ? `Choose at least ${POOL_PER_QUESTION_ASKED} questions: each entrant is asked their own quarter of the pool.`
          : `The pool must hold at least four times the questions each entrant is asked: with ${c.questionIds.length} chosen, at most ${Math.floor(c.questionIds.length / POOL_PER_QUESTION_ASKED)} per entrant.`,
    });
  });
export type CompetitionInput = z.infer<typeof CompetitionInputSchema>;

export const CompetitionStatusChangeSchema = z.strictObject({ status: z.enum(["active", "completed", "cancelled"]) });

export const AdminCompetitionSchema = CompetitionCardSchema.omit({
  myEntry: true,
  myScore: true,
  myResultUnderReview: true,
  myPrize: true,
  cancelledShort: true,
  canStart: true,
  canJoin: true,
}).extend({
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
  /**
   * Which questions: `sealed`, the unused sealed supply a competition takes (the default), or
   * `unsealed`, the open and pool questions a quiz's pool may take (docs/architecture.md §4 'Sealed and open').
   */
  supply: z.enum(["sealed", "unsealed"]).default("sealed"),
  ids: z
    .string()
    .regex(/^(\d{1,10}(,\d{1,10}){0,99})?$/, "A comma-separated list of ids.")
    .refine(
      (ids) => ids === "" || ids.split(",").every((id) => Number(id) >= 1 && Number(id) <= MAX_ROW_ID),
      "Each id must be a whole number from 1 to 2147483647.",
    )
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
      /** The viewer's own prize on its way to them (null on everyone else's row, and before completion). */
      payout: PrizePayoutSchema.nullable(),
    }),
  ),
  /** The averages wait for the close, as the rankings do (null before). */
  stats: z.object({ participants: z.number().int(), averageScore: z.number().int().nullable(), averageTime: z.number().int().nullable() }),
  /**
   * Whether the standings are out: the competition can take no more answers (its receipts open) or
   * has been completed. Before that its questions are sealed and every score but the entrant's own
   * (the per-answer marks add up to it) waits (docs/architecture.md §4 'Sealed and open'): `rankings`
   * is empty and `participants` counts those who have finished.
   */
  final: z.boolean(),
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
  result: z.object({
    score: z.number().int(),
    correct: z.number().int(),
    timeTaken: z.number().int(),
    rank: z.number().int(),
    of: z.number().int(),
    finishedAt: z.string(),
  }),
  prize: z.object({
    poolCents: z.number().int(),
    percentOfPool: z.number(),
    cents: z.number().int(),
    frozen: z.boolean(),
    explanation: z.string(),
    payout: PrizePayoutSchema.nullable(),
  }),
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

// ---------------------------------------------------------------- prizes (admin)

export const PRIZE_FILTERS = ["owed", "paid", "all"] as const;
export const PrizeListQuerySchema = z.strictObject({ status: z.enum(PRIZE_FILTERS).default("all") });

/**
 * What the prize review flags before a payout (docs/architecture.md §4 'Competitions'): the winner
 * played from the address range or paid with the card of another entrant, had an account younger
 * than a week, or chose the same options as another entrant, wrong ones included. A signal is for
 * an admin to weigh, never a verdict: they pay, or void the result.
 */
export const PRIZE_SIGNAL_KINDS = ["address", "card", "new_account", "same_answers"] as const;
export const PrizeSignalSchema = z.object({ kind: z.enum(PRIZE_SIGNAL_KINDS), text: z.string() });
export type PrizeSignal = z.infer<typeof PrizeSignalSchema>;

/** One prize of a completed competition as the admin's Prizes view lists it: who won it and how to reach them. */
export const AdminPrizeSchema = z.object({
  attemptId: z.number().int(),
  competitionId: z.number().int(),
  competitionTitle: z.string(),
  closedOn: z.string().nullable(),
  rank: z.number().int(),
  winnerName: z.string(),
  /** The winner's confirmed email (null when they never confirmed it): the one place an admin sees it, to pay the prize. */
  contactEmail: z.string().nullable(),
  cents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string().nullable(),
  paidOn: z.string().nullable(),
  paidBy: z.string().nullable(),
  /** The collusion signals of the result behind it (none for a withheld prize, which is not paid). */
  signals: z.array(PrizeSignalSchema),
});
export type AdminPrize = z.infer<typeof AdminPrizeSchema>;
/** `today`: the site's calendar day, the latest a payment may be recorded on (its zone, not the viewer's). */
export const AdminPrizeListSchema = z.object({ prizes: z.array(AdminPrizeSchema), today: z.string() });
export type AdminPrizeList = z.infer<typeof AdminPrizeListSchema>;
export const PrizeParamsSchema = z.strictObject({ attemptId: RowIdParam });

/** Recording a payout: the transfer's reference and the day it was paid (not after today). */
export const MarkPrizePaidSchema = z.strictObject({
  reference: displayText("The reference", 200, { tooLong: "At most 200 characters." }).min(1, "Enter the payment's reference (transfer id, check number…)."),
  paidOn: calendarDate("Choose a day from the calendar."),
});
export type MarkPrizePaid = z.infer<typeof MarkPrizePaidSchema>;

/** Voiding a prize's result from the review: the reason the winner sees. */
export const VoidPrizeSchema = z.strictObject({ reason: displayText("The reason", 500, { lines: true }).min(3, "Give a reason (at least 3 characters).") });
export type VoidPrize = z.infer<typeof VoidPrizeSchema>;
