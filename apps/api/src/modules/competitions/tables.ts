/**
 * Competitions, their entries, questions and awards (docs/architecture.md §4 'Competitions');
 * their payments are billing's.
 * Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { quiz } from "../admin-quizzes/tables.ts";
// attempt.competition_id points at competition and competition_award.attempt_id at attempt: the one
// cycle between two features' tables, true of the data, and safe because both references are lazy
// (read once both files have loaded), so the rule is off for this import alone.
// oxlint-disable-next-line import/no-cycle -- attempts/tables.ts imports competition for attempt.competition_id
import { attempt } from "../attempts/tables.ts";
import { user } from "../auth/tables.ts";
import { question } from "../questions/tables.ts";

export const competition = pgTable(
  "competition",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    entryFeeCents: integer("entry_fee_cents").notNull().default(0),
    prizePoolCents: integer("prize_pool_cents").notNull().default(0),
    maxParticipants: integer("max_participants"),
    /** Fewest paid entries for the competition to run: one that closes short of it is cancelled and every entry refunded. */
    minParticipants: integer("min_participants"),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    quizId: integer("quiz_id").references(() => quiz.id, { onDelete: "set null" }),
    status: text("status").notNull().default("upcoming"),
    /**
     * SHA-256 published when it becomes active: of the pool and the salt (domain
     * poolCommitmentCanonical) for a competition that draws per entrant, of the set alone (domain
     * questionSetCanonical) for one made before.
     */
    questionSetHash: text("question_set_hash"),
    /** How many of the pool each entrant is asked, their own draw (null: made before draws, everyone asked the whole set). */
    questionsPerEntrant: smallint("questions_per_entrant"),
    /** Seeds every entrant's draw; set when the competition becomes active, shown on the receipts once they open. */
    poolSalt: text("pool_salt"),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    /** When the results and prizes were frozen (status completed), or the competition cancelled. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("competition_status_check", sql`${t.status} in ('upcoming', 'active', 'completed', 'cancelled')`),
    check("competition_money_check", sql`${t.entryFeeCents} >= 0 and ${t.prizePoolCents} >= 0`),
    check("competition_max_check", sql`${t.maxParticipants} is null or ${t.maxParticipants} > 0`),
    check("competition_min_check", sql`${t.minParticipants} is null or ${t.minParticipants} > 0`),
    check("competition_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("competition_per_entrant_check", sql`${t.questionsPerEntrant} is null or ${t.questionsPerEntrant} > 0`),
  ],
);

export const competitionEntry = pgTable(
  "competition_entry",
  {
    id: serial("id").primaryKey(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competition.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    paymentStatus: text("payment_status").notNull().default("pending"),
    amountCents: integer("amount_cents").notNull(),
    checkoutSessionId: text("checkout_session_id").unique(),
    paymentIntentId: text("payment_intent_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /**
     * For the prize review's collusion signals (docs/architecture.md §4 'Competitions'): the address
     * range the entrant started their attempt from (an IPv4 /24 or IPv6 /48, never the address itself)
     * and the payment card's fingerprint at the provider (the same card gives the same fingerprint).
     */
    addressRange: text("address_range"),
    cardFingerprint: text("card_fingerprint"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("competition_entry_unique").on(t.competitionId, t.userId),
    // 'processing': paid by a delayed method (a bank debit) whose success event has not come yet.
    check("competition_entry_status_check", sql`${t.paymentStatus} in ('pending', 'processing', 'paid', 'failed', 'refunded')`),
  ],
);

/** A competition's questions in their published order (fixed once it is active). */
export const competitionQuestion = pgTable(
  "competition_question",
  {
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competition.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.position] }), uniqueIndex("competition_question_unique").on(t.competitionId, t.questionId)],
);

/**
 * The rank and prize a competition attempt was awarded when its competition was completed: the
 * record of what was paid out then (the boards re-rank standing results on every read).
 */
export const competitionAward = pgTable(
  "competition_award",
  {
    attemptId: integer("attempt_id")
      .primaryKey()
      .references(() => attempt.id, { onDelete: "cascade" }),
    rank: integer("rank"),
    prizeCents: integer("prize_cents"),
    /** A prize's way to its winner: 'owed' when frozen, 'paid' once an admin records the payout (null: no prize). */
    payoutStatus: text("payout_status"),
    /** The payout's reference (bank transfer, PayPal id, check number) as the admin recorded it. */
    payoutReference: text("payout_reference"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidBy: text("paid_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("competition_award_payout_check", sql`${t.payoutStatus} is null or ${t.payoutStatus} in ('owed', 'paid')`),
    check("competition_award_paid_check", sql`${t.payoutStatus} is distinct from 'paid' or (${t.payoutReference} is not null and ${t.paidAt} is not null)`),
    index("competition_award_payout_idx").on(t.payoutStatus),
  ],
);
