/**
 * The attempt engine (docs/decisions/017-one-attempt-engine.md): attempts, their questions and
 * answers. Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { ATTEMPT_MODES } from "@berean/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { quiz } from "../admin-quizzes/tables.ts";
import { groupAssignment } from "../assignments/tables.ts";
import { user } from "../auth/tables.ts";
// attempt.competition_id points at competition and competition_award.attempt_id at attempt: the one
// cycle between two features' tables, true of the data, and safe because both references are lazy
// (read once both files have loaded), so the rule is off for this import alone.
// oxlint-disable-next-line import/no-cycle -- competitions/tables.ts imports attempt for competition_award
import { competition } from "../competitions/tables.ts";
import { customQuiz } from "../custom-quizzes/tables.ts";
import { liveEvent } from "../events/tables.ts";
import { game } from "../games/tables.ts";
import { question } from "../questions/tables.ts";

const MODE_NAMES_SQL = [...ATTEMPT_MODES, "practice"].map((m) => `'${m}'`).join(", ");

/**
 * One member's run at a quiz, a Saturday event or a competition: one engine (clock, answers,
 * sweep, resume, finish), and `mode` names the policy that differs (modules/attempts/modes.ts,
 * docs/decisions/017-one-attempt-engine.md). `periodKey` carries the attempt rule in a unique
 * index: 'ever' for ordinary quizzes (once per member), 'event:{date}' for the Saturday event,
 * 'competition:{id}' for a competition (once per member, also by attempt_competition_unique).
 */
export const attempt = pgTable(
  "attempt",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** A key of the domain's MODES (ATTEMPT_MODES), checked by attempt_mode_check. */
    mode: text("mode").notNull().default("quiz"),
    /** The quiz played; null for a competition, whose questions are its own pool. */
    quizId: integer("quiz_id").references(() => quiz.id, { onDelete: "cascade" }),
    /** The competition played (mode 'competition'); null for every other attempt. */
    competitionId: integer("competition_id").references(() => competition.id, { onDelete: "cascade" }),
    periodKey: text("period_key").notNull(),
    /** Sunday 00:00 of the week the attempt started in, in the member's time zone. */
    weekStart: date("week_start").notNull(),
    status: text("status").notNull().default("in_progress"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    score: integer("score").notNull().default(0),
    correctCount: integer("correct_count").notNull().default(0),
    wrongCount: integer("wrong_count").notNull().default(0),
    secondsUsed: integer("seconds_used").notNull().default(0),
    /** The Saturday event this attempt belongs to (the weekly quiz in its window); null for every other attempt. */
    liveEventId: integer("live_event_id").references(() => liveEvent.id, { onDelete: "restrict" }),
    /** Set when an admin voids the result (status 'voided'): off the boards and stats, kept as history. */
    voidReason: text("void_reason"),
    /** When a corrected answer key last changed this attempt's score, and the admin's note on it. */
    regradedAt: timestamp("regraded_at", { withTimezone: true }),
    regradeNote: text("regrade_note"),
    /**
     * Why the attempt is held for review (answered faster than a person can read, docs/security.md 39):
     * off the boards and certificates until an admin clears (null again) or voids it.
     */
    heldReason: text("held_reason"),
    heldAt: timestamp("held_at", { withTimezone: true }),
    /** The group assignment this attempt answers (its group's name is on the result); null for every other attempt. */
    assignmentId: integer("assignment_id").references(() => groupAssignment.id, { onDelete: "set null" }),
    /**
     * Taken for an assignment of a group whose owner is Pro when it started: it does not spend the
     * free plan's quiz of the week (docs/architecture.md §4 'Groups').
     */
    freeWeekExempt: boolean("free_week_exempt").notNull().default(false),
    /** The custom quiz played (mode 'custom'); null for every other attempt. */
    customQuizId: integer("custom_quiz_id").references(() => customQuiz.id, { onDelete: "cascade" }),
    /** The hosted game a signed-in player's seat was kept from (mode 'game'); null for every other attempt. */
    gameId: text("game_id").references((): AnyPgColumn => game.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("attempt_rule_unique").on(t.userId, t.quizId, t.periodKey),
    // One attempt per member per competition.
    uniqueIndex("attempt_competition_unique").on(t.userId, t.competitionId).where(sql`${t.competitionId} is not null`),
    // One attempt per member per custom quiz, like a quiz.
    uniqueIndex("attempt_custom_quiz_unique").on(t.userId, t.customQuizId).where(sql`${t.customQuizId} is not null`),
    // One kept result per member per hosted game.
    uniqueIndex("attempt_game_unique").on(t.userId, t.gameId).where(sql`${t.gameId} is not null`),
    index("attempt_custom_quiz_idx").on(t.customQuizId, t.status).where(sql`${t.customQuizId} is not null`),
    index("attempt_assignment_idx").on(t.assignmentId).where(sql`${t.assignmentId} is not null`),
    index("attempt_competition_idx").on(t.competitionId, t.status).where(sql`${t.competitionId} is not null`),
    // The modes' names come from the domain's MODES ('practice' was allowed before practice became
    // its own tables, and stays so that the check needs no migration of its own).
    check("attempt_mode_check", sql`${t.mode} in (${sql.raw(MODE_NAMES_SQL)})`),
    // A competition attempt names its competition and only it does, a custom quiz's its custom quiz;
    // quizzes and events name their quiz.
    check(
      "attempt_mode_source_check",
      sql`(${t.competitionId} is not null) = (${t.mode} = 'competition') and (${t.customQuizId} is not null) = (${t.mode} = 'custom') and (${t.gameId} is not null) = (${t.mode} = 'game') and (${t.mode} not in ('quiz', 'event') or ${t.quizId} is not null)`,
    ),
    check("attempt_status_check", sql`${t.status} in ('in_progress', 'finished', 'abandoned', 'expired', 'voided')`),
    check("attempt_score_check", sql`${t.score} >= 0`),
    index("attempt_user_idx").on(t.userId, t.createdAt),
    index("attempt_user_week_idx").on(t.userId, t.weekStart),
    index("attempt_open_deadline_idx").on(t.deadlineAt).where(sql`${t.status} = 'in_progress'`),
    index("attempt_quiz_idx").on(t.quizId),
    index("attempt_live_event_idx").on(t.liveEventId, t.status).where(sql`${t.liveEventId} is not null`),
    // The live board in its order (score, then fewer seconds, then the earlier finish): its top 10
    // and viewers' places read without sorting every finisher (modules/events/event-store.ts).
    index("attempt_live_event_board_idx")
      .on(t.liveEventId, t.score.desc().nullsFirst(), t.secondsUsed, t.finishedAt, t.userId)
      .where(sql`${t.liveEventId} is not null and ${t.status} in ('finished', 'expired') and ${t.heldReason} is null`),
    index("attempt_held_idx").on(t.heldAt).where(sql`${t.heldReason} is not null`),
    // The live board while the event runs: the latest to finish, newest first (modules/events/event-store.ts).
    index("attempt_live_event_finish_idx")
      .on(t.liveEventId, t.finishedAt.desc())
      .where(sql`${t.liveEventId} is not null and ${t.status} in ('finished', 'expired')`),
  ],
);

/**
 * The questions one attempt asks, drawn from the quiz's pool when it starts, in the attempt's own
 * order, each with its own order of options: `optionOrder[i]` is the stored option (0..3) shown
 * in place i. The browser answers by the place it showed; answers store the stored option.
 */
export const attemptQuestion = pgTable(
  "attempt_question",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => attempt.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "cascade" }),
    optionOrder: smallint("option_order").array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.position] }),
    uniqueIndex("attempt_question_unique").on(t.attemptId, t.questionId),
    check("attempt_question_options_check", sql`cardinality(${t.optionOrder}) = 4`),
  ],
);

/**
 * Each answer is stored as it is given, once per question (docs/security.md 21); `chosenIndex` is the
 * stored option. An answer belongs to one of its attempt's own questions (the foreign key names
 * the attempt_question row, and goes with it): a key onto the question itself would lock that
 * row for every answer, and on a Saturday ten thousand members answer the same 25 questions.
 */
export const attemptAnswer = pgTable(
  "attempt_answer",
  {
    attemptId: integer("attempt_id").notNull(),
    questionId: integer("question_id").notNull(),
    chosenIndex: smallint("chosen_index").notNull(),
    isCorrect: boolean("is_correct").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    foreignKey({
      name: "attempt_answer_asked_fk",
      columns: [t.attemptId, t.questionId],
      foreignColumns: [attemptQuestion.attemptId, attemptQuestion.questionId],
    }).onDelete("cascade"),
    check("attempt_answer_chosen_check", sql`${t.chosenIndex} between 0 and 3`),
  ],
);
