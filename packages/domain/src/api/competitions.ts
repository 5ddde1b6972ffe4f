import { z } from "zod";
import { COMPETITION_STATUSES, ENTRY_STATUSES } from "../competitions.ts";
import { RowId, RowIdParam } from "./ids.ts";

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
  questionCount: z.number().int(),
  /** SHA-256 of the question set, published once the competition is active. */
  questionSetHash: z.string().nullable(),
  myEntry: z.object({ status: z.enum(ENTRY_STATUSES) }).nullable(),
  /** The member's saved result, once they finished. */
  myScore: z.number().int().nullable(),
  /** Open now (active, today between its dates), the entry paid, not yet played: Start Quiz. */
  canStart: z.boolean(),
  /** The member may join (and pay) now. */
  canJoin: z.boolean(),
});
export type CompetitionCard = z.infer<typeof CompetitionCardSchema>;

export const CompetitionListSchema = z.object({ competitions: z.array(CompetitionCardSchema) });
export type CompetitionList = z.infer<typeof CompetitionListSchema>;

/** GET /api/billing/checkout/:sessionId: the spec's payment-session lookup, for the success banner. */
export const CheckoutStatusSchema = z.object({ status: z.enum(["open", "completed"]), competitionId: z.number().int().nullable() });
export type CheckoutStatus = z.infer<typeof CheckoutStatusSchema>;
export const CheckoutParamsSchema = z.strictObject({ sessionId: z.string().min(8).max(255).regex(/^[A-Za-z0-9_]+$/, "Unknown session.") });

// ---------------------------------------------------------------- admin

const DateOnly = z.iso.date("Use a date like 2026-12-05.");
const Cents = (label: string, max: number) => z.number({ error: `${label} must be an amount.` }).int(`${label} is in whole cents.`).min(0, `${label} cannot be negative.`).max(max, `${label} is too large.`);

/** The admin's competition form (spec 2 'Admin competitions'), validated (issue 11). */
export const CompetitionInputSchema = z
  .strictObject({
    title: z.string().trim().min(1, "Title required").max(120, "At most 120 characters."),
    description: z.string().trim().max(2000, "At most 2,000 characters.").default(""),
    entryFeeCents: Cents("The entry fee", 100_000),
    prizePoolCents: Cents("The prize pool", 10_000_000),
    maxParticipants: z.number().int("A whole number of seats.").min(1, "At least 1 seat, or leave it empty.").max(100_000).nullable(),
    startDate: DateOnly,
    endDate: DateOnly,
    /** The question set, in order (from the bank, drawn at random or picked by hand). */
    questionIds: z.array(RowId).min(1, "Choose at least one question.").max(100, "At most 100 questions.").refine((ids) => new Set(ids).size === ids.length, "A question appears twice."),
  })
  .refine((c) => c.endDate >= c.startDate, { path: ["endDate"], message: "The end date must be on or after the start date." });
export type CompetitionInput = z.infer<typeof CompetitionInputSchema>;

export const CompetitionStatusChangeSchema = z.strictObject({ status: z.enum(["active", "completed", "cancelled"]) });

export const AdminCompetitionSchema = CompetitionCardSchema.omit({ myEntry: true, myScore: true, canStart: true, canJoin: true }).extend({
  questionIds: z.array(z.number().int()),
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
