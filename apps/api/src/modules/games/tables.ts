/**
 * Hosted games (docs/architecture.md §4 'Hosted games'): the room, its questions, players and
 * answers. Written only by this feature; any feature may read them (scripts/check-boundaries.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { quiz } from "../admin-quizzes/tables.ts";
import { groupAssignment } from "../assignments/tables.ts";
import { user } from "../auth/tables.ts";
import { customQuiz } from "../custom-quizzes/tables.ts";
import { question } from "../questions/tables.ts";

/**
 * A live game a host runs for a room: its PIN, its source, and the room's one clock. `status`
 * moves lobby → question → reveal → question … → ended; `position` is the question on screen
 * (0 in the lobby), `question_started_at` and `question_deadline_at` its server-owned window.
 */
export const game = pgTable(
  "game",
  {
    id: text("id").primaryKey(),
    hostId: text("host_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Six digits, unique among games not ended (the index below); freed when the game ends. */
    pin: text("pin").notNull(),
    title: text("title").notNull(),
    /** 'quiz' | 'custom' | 'assignment' | 'draw': what the questions were taken from. */
    source: text("source").notNull(),
    quizId: integer("quiz_id").references(() => quiz.id, { onDelete: "set null" }),
    customQuizId: integer("custom_quiz_id").references(() => customQuiz.id, { onDelete: "set null" }),
    assignmentId: integer("assignment_id").references(() => groupAssignment.id, { onDelete: "set null" }),
    secondsPerQuestion: integer("seconds_per_question").notNull(),
    questionCount: integer("question_count").notNull(),
    status: text("status").notNull().default("lobby"),
    position: integer("position").notNull().default(0),
    questionStartedAt: timestamp("question_started_at", { withTimezone: true }),
    questionDeadlineAt: timestamp("question_deadline_at", { withTimezone: true }),
    /** The host's last action (create, start, next, remove): two hours after it an idle game ends. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** 'finished' (past the last question) | 'host' (ended early) | 'idle' (two hours untouched). */
    endReason: text("end_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("game_live_pin_unique").on(t.pin).where(sql`${t.status} <> 'ended'`),
    index("game_host_idx").on(t.hostId, t.createdAt),
    index("game_open_idx").on(t.lastActivityAt).where(sql`${t.status} <> 'ended'`),
    check("game_status_check", sql`${t.status} in ('lobby', 'question', 'reveal', 'ended')`),
    check("game_source_check", sql`${t.source} in ('quiz', 'custom', 'assignment', 'draw')`),
    check("game_pin_check", sql`${t.pin} ~ '^[0-9]{6}$'`),
    check("game_seconds_check", sql`${t.secondsPerQuestion} between 10 and 60`),
    check("game_count_check", sql`${t.questionCount} between 1 and 25`),
  ],
);

/** A game's questions in the room's order, each with the one option order the screen and every phone show. */
export const gameQuestion = pgTable(
  "game_question",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => game.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "cascade" }),
    /** Shown option i is the question's option optionOrder[i]. */
    optionOrder: smallint("option_order").array().notNull(),
  },
  // By question: whether an open game rests a question (practice's draw and the book pages ask it of each one they show).
  (t) => [primaryKey({ columns: [t.gameId, t.position] }), index("game_question_question_idx").on(t.questionId)],
);

/**
 * A seat in a game: a nickname, unique in the game whatever its case, and the hash of the seat
 * token the phone holds (a cookie), by which a reload rejoins the same seat. `user_id` is set when
 * the player was signed in: the game is then kept in their history.
 */
export const gamePlayer = pgTable(
  "game_player",
  {
    id: serial("id").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => game.id, { onDelete: "cascade" }),
    nickname: text("nickname").notNull(),
    nicknameKey: text("nickname_key").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    seatTokenHash: text("seat_token_hash").notNull(),
    score: integer("score").notNull().default(0),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the host removed the player: off the lobby and the boards, the seat closed. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("game_player_nickname_unique").on(t.gameId, t.nicknameKey),
    uniqueIndex("game_player_seat_unique").on(t.seatTokenHash),
    index("game_player_user_idx").on(t.userId).where(sql`${t.userId} is not null`),
    check("game_player_score_check", sql`${t.score} >= 0`),
  ],
);

/** One answer per player per question, judged and scored when the server received it. */
export const gameAnswer = pgTable(
  "game_answer",
  {
    playerId: integer("player_id")
      .notNull()
      .references(() => gamePlayer.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    gameId: text("game_id")
      .notNull()
      .references(() => game.id, { onDelete: "cascade" }),
    /** The option chosen, as shown (0–3 in the game's option order). */
    shownIndex: smallint("shown_index").notNull(),
    correct: boolean("correct").notNull(),
    points: integer("points").notNull(),
    /** Milliseconds from the question's start to the server's receipt. */
    msTaken: integer("ms_taken").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.position] }),
    index("game_answer_game_idx").on(t.gameId, t.position),
    check("game_answer_shown_check", sql`${t.shownIndex} between 0 and 3`),
    check("game_answer_points_check", sql`${t.points} between 0 and 1000`),
  ],
);
