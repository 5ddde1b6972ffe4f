/**
 * The whole database of Berean. Rules that races could break are carried by constraints here
 * (unique, check, foreign keys), not only by service code. Migrations are generated from this
 * file with `npm run db:generate` and committed under ./migrations.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  type AnyPgColumn,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** PostgreSQL's bytea, read as a Buffer whichever driver returns it (node-postgres a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

// ---------------------------------------------------------------- accounts (Better Auth)

/** A member's account and profile in one row (`profiles` in docs/product.md part 1 §3). */
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("user"),
    plan: text("plan").notNull().default("free"),
    timezone: text("timezone").notNull().default("UTC"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_email_unique").on(sql`lower(${t.email})`),
    check("user_role_check", sql`${t.role} in ('user', 'admin')`),
    check("user_plan_check", sql`${t.plan} in ('free', 'pro')`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Better Auth's rate-limit counters, shared by every API instance. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Email-verification links are stateless tokens; this makes each one single-use. */
export const consumedEmailToken = pgTable("consumed_email_token", {
  tokenHash: text("token_hash").primaryKey(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When a mail of one kind last went to one address (the key holds a hash of the address, never
 * the address): mail that anyone can cause to be sent, such as 'you already have an account',
 * goes at most once an hour to an address, across instances and restarts.
 */
export const mailThrottle = pgTable("mail_throttle", {
  key: text("key").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
});

/** The one-time link that creates the first administrator (docs/security.md 8). */
export const setupToken = pgTable("setup_token", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: createdAt(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Secrets the server generates for itself on first start (the auth secret when none is configured). */
export const appSecret = pgTable("app_secret", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- content

export const question = pgTable(
  "question",
  {
    id: serial("id").primaryKey(),
    /** The stable id from content/questions (null for questions uploaded or written by admins). */
    contentKey: text("content_key").unique(),
    question: text("question").notNull(),
    optionA: text("option_a").notNull(),
    optionB: text("option_b").notNull(),
    optionC: text("option_c").notNull(),
    optionD: text("option_d").notNull(),
    correctIndex: smallint("correct_index").notNull(),
    book: text("book"),
    topics: text("topics").array().notNull().default(sql`'{}'::text[]`),
    difficulty: text("difficulty").notNull().default("medium"),
    reference: text("reference"),
    /**
     * The passages the question cites beyond `reference`, in order (a cross-reference question's other
     * end): shown with it wherever the answer is (docs/architecture.md §5 'Content'). Empty for most.
     */
    furtherReferences: text("further_references").array().notNull().default(sql`'{}'::text[]`),
    explanation: text("explanation"),
    /**
     * The sealed supply of the Saturday event and competitions (docs/architecture.md §4 'Sealed and
     * open'; domain mayDisclose): no key, mark or score from it reaches anyone but an administrator
     * until `reveals_at`. Otherwise a question is `pool` while a quiz's pool holds it (quiz_question),
     * and `open`. Set when a sealed pack is imported (modules/questions).
     */
    sealed: boolean("sealed").notNull().default(false),
    /** The sealed pack it was imported from ('sample' for the repository's public sample); null for the bank. */
    pack: text("pack"),
    /**
     * When a sealed question becomes open, for good: its event's close (set when the event draws
     * it), or the moment its competition could take no more answers. Null while it is unused supply.
     */
    revealsAt: timestamp("reveals_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("question_correct_index_check", sql`${t.correctIndex} between 0 and 3`),
    // The sealed supply that events and competitions draw from: sealed and never used.
    index("question_sealed_supply_idx").on(t.id).where(sql`${t.sealed} and ${t.revealsAt} is null`),
    check("question_difficulty_check", sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    index("question_book_idx").on(t.book),
  ],
);

export const quiz = pgTable(
  "quiz",
  {
    id: serial("id").primaryKey(),
    contentKey: text("content_key").unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    difficulty: text("difficulty").notNull().default("medium"),
    status: text("status").notNull().default("active"),
    /** The recurring weekly event quiz: once per member per week instead of once ever. */
    isWeekly: boolean("is_weekly").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    category: text("category"),
    book: text("book"),
    /**
     * A church season's quiz (advent, lent, pentecost): active only inside the season's window, archived
     * after it (docs/architecture.md §4 'Seasonal quizzes'). Null for every other quiz.
     */
    season: text("season"),
    createdAt: createdAt(),
  },
  (t) => [
    check("quiz_season_check", sql`${t.season} in ('advent', 'lent', 'pentecost')`),
    check("quiz_status_check", sql`${t.status} in ('active', 'draft', 'archived')`),
    check("quiz_difficulty_check", sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    check("quiz_title_check", sql`length(trim(${t.title})) > 0`),
    index("quiz_book_idx").on(t.book),
  ],
);

export const quizQuestion = pgTable(
  "quiz_question",
  {
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quiz.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "cascade" }),
    orderIndex: integer("order_index").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.questionId] }),
    uniqueIndex("quiz_question_order_unique").on(t.quizId, t.orderIndex),
    index("quiz_question_question_idx").on(t.questionId),
  ],
);

// ---------------------------------------------------------------- member quizzes

/**
 * One Saturday live event (docs/architecture.md §4 'The Saturday live event'): its window in the site's time zone and the seed its
 * 25 questions were drawn from when it opened; the same set for every member.
 */
export const liveEvent = pgTable(
  "live_event",
  {
    id: serial("id").primaryKey(),
    /** The Saturday (in APP_TIMEZONE) that names the event and seeds its draw. */
    eventDate: date("event_date").notNull().unique(),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    seed: text("seed").notNull(),
    /**
     * When its results went onto the site's boards: at its close, by the sweep (docs/architecture.md
     * §4 'Sealed and open'), never before; null until then.
     */
    boardedAt: timestamp("boarded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("live_event_window_check", sql`${t.closesAt} > ${t.opensAt}`),
    // The closed events whose results the sweep has still to put on the boards.
    index("live_event_unboarded_idx").on(t.closesAt).where(sql`${t.boardedAt} is null`),
  ],
);

export const liveEventQuestion = pgTable(
  "live_event_question",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => liveEvent.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.position] }),
    uniqueIndex("live_event_question_unique").on(t.eventId, t.questionId),
    index("live_event_question_question_idx").on(t.questionId),
  ],
);

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
    /** 'quiz' | 'event' | 'competition' (domain ATTEMPT_MODES; 'game' and 'practice' come next). */
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
    check("attempt_mode_check", sql`${t.mode} in ('quiz', 'event', 'competition', 'custom', 'game', 'practice')`),
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

/**
 * A doubt about a question's key (docs/architecture.md §4 'Answer challenges'): raised by a member from a
 * result, once per question, or by item analysis when a question's statistics look wrong. Every
 * open challenge of a question is resolved together: rejected with a note, or the question corrected.
 */
export const questionChallenge = pgTable(
  "question_challenge",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "cascade" }),
    /** The member who raised it; null when item analysis did. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    attemptId: integer("attempt_id").references(() => attempt.id, { onDelete: "set null" }),
    source: text("source").notNull().default("member"),
    reason: text("reason").notNull(),
    proposedReference: text("proposed_reference"),
    status: text("status").notNull().default("open"),
    note: text("note"),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("question_challenge_source_check", sql`${t.source} in ('member', 'analysis')`),
    check("question_challenge_status_check", sql`${t.status} in ('open', 'rejected', 'corrected')`),
    check("question_challenge_member_check", sql`(${t.source} = 'member') = (${t.userId} is not null)`),
    // Once per member per question; item analysis flags a question once.
    uniqueIndex("question_challenge_member_unique").on(t.questionId, t.userId),
    uniqueIndex("question_challenge_analysis_unique").on(t.questionId).where(sql`${t.source} = 'analysis'`),
    index("question_challenge_open_idx").on(t.status, t.createdAt),
  ],
);

/**
 * A certificate (docs/architecture.md §4 'Recognition'), issued the first time its holder asks, from a
 * stored final result: a podium place or participation in a closed Saturday event or a completed
 * competition. `code` (144 random bits, base64url) is its public verification key.
 */
export const certificate = pgTable(
  "certificate",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    eventId: integer("event_id").references(() => liveEvent.id, { onDelete: "cascade" }),
    competitionId: integer("competition_id").references(() => competition.id, { onDelete: "cascade" }),
    achievement: text("achievement").notNull(),
    rank: integer("rank").notNull(),
    ofN: integer("of_n").notNull(),
    score: integer("score").notNull(),
    /** 'points' (events, out of 100) or 'percent' (competitions). */
    scoreUnit: text("score_unit").notNull(),
    title: text("title").notNull(),
    awardedOn: date("awarded_on").notNull(),
    /** Set when the result behind it no longer stands (voided, or its entry refunded): the code then verifies as revoked. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("certificate_source_check", sql`(${t.eventId} is null) <> (${t.competitionId} is null)`),
    check("certificate_achievement_check", sql`${t.achievement} in ('first', 'second', 'third', 'participation')`),
    uniqueIndex("certificate_event_unique").on(t.userId, t.eventId),
    uniqueIndex("certificate_competition_unique").on(t.userId, t.competitionId),
  ],
);

export const devotionalStreak = pgTable("devotional_streak", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  currentStreak: integer("current_streak").notNull().default(0),
  longestStreak: integer("longest_streak").notNull().default(0),
  totalDaysRead: integer("total_days_read").notNull().default(0),
  lastReadDate: date("last_read_date"),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- leaderboards

/**
 * A member's best finished attempt of one UTC day, and how many they finished that day: the
 * source the week and month boards are rebuilt from when days leave their window.
 */
export const leaderboardDay = pgTable(
  "leaderboard_day",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    score: integer("score").notNull(),
    secondsUsed: integer("seconds_used").notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("leaderboard_day_day_idx").on(t.day)],
);

/**
 * Each board's best result per member ('week', 'month', 'all'), kept up to date when an attempt
 * finishes, so a read takes the top 10 from an index instead of scanning attempts.
 */
export const leaderboardEntry = pgTable(
  "leaderboard_entry",
  {
    board: text("board").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    secondsUsed: integer("seconds_used").notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.userId] }),
    index("leaderboard_entry_rank_idx").on(t.board, t.score.desc(), t.secondsUsed, t.finishedAt, t.userId),
    check("leaderboard_entry_board_check", sql`${t.board} in ('week', 'month', 'all')`),
  ],
);

/** How many members of a board have each best score: a rank is a sum over a few hundred rows at most. */
export const leaderboardScore = pgTable(
  "leaderboard_score",
  {
    board: text("board").notNull(),
    score: integer("score").notNull(),
    members: integer("members").notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.score] }), check("leaderboard_score_members_check", sql`${t.members} >= 0`)],
);

/** The first day each windowed board currently covers; moving it forward rebuilds the members whose days left. */
export const leaderboardBoard = pgTable("leaderboard_board", {
  board: text("board").primaryKey(),
  startDay: date("start_day").notNull(),
});

// ---------------------------------------------------------------- competitions and payments

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

/** A member's customer at the payment provider (created on their first checkout). */
export const billingCustomer = pgTable("billing_customer", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A member's Pro subscription as the provider last described it (re-read from the provider on
 * every event about it, so events arriving late or twice converge on the provider's state).
 */
export const subscription = pgTable(
  "subscription",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").notNull().unique(),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscription_user_idx").on(t.userId)],
);

/**
 * Every checkout the server started, with the price it set (docs/security.md 23): fulfilled at most
 * once (its id is the provider's checkout session id). An abandoned one stays open and changes nothing.
 */
export const checkout = pgTable(
  "checkout",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    competitionId: integer("competition_id").references(() => competition.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    /**
     * open → completed when a settled payment fulfils it; open → processing while a delayed method
     * settles (then completed or failed); open → expired when the provider's session lapses.
     */
    status: text("status").notNull().default("open"),
    /** The provider's page for this checkout, handed out again to a second click (docs/security.md 40). */
    url: text("url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("checkout_user_idx").on(t.userId),
    check("checkout_kind_check", sql`${t.kind} in ('pro', 'competition')`),
    check("checkout_status_check", sql`${t.status} in ('open', 'processing', 'completed', 'expired', 'failed')`),
    // One checkout under way per member and item: a second 'Join' or 'Upgrade' gets the first.
    uniqueIndex("checkout_one_open_unique").on(t.userId, t.kind, sql`coalesce(${t.competitionId}, 0)`).where(sql`${t.status} in ('open', 'processing')`),
  ],
);

/** A member's payments as the provider reported them: Pro invoices and competition entries. */
export const payment = pgTable(
  "payment",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(),
    /** The invoice (Pro) or payment intent (competition entry) at the provider. */
    providerRef: text("provider_ref").notNull().unique(),
    paymentIntentId: text("payment_intent_id"),
    receiptUrl: text("receipt_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payment_user_idx").on(t.userId, t.createdAt),
    index("payment_intent_idx").on(t.paymentIntentId),
    check("payment_kind_check", sql`${t.kind} in ('pro', 'competition')`),
    check("payment_status_check", sql`${t.status} in ('paid', 'failed', 'refunded')`),
  ],
);

// ---------------------------------------------------------------- the local test-mode payment provider

/**
 * What the local provider keeps in place of Stripe's servers (modules/billing/local-provider.ts):
 * its checkout and portal sessions, subscriptions and charges. Only used without STRIPE_SECRET_KEY.
 */
export const localPaySession = pgTable("local_pay_session", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull(),
  mode: text("mode"),
  description: text("description").notNull().default(""),
  amountCents: integer("amount_cents").notNull().default(0),
  metadata: jsonb("metadata").notNull().default({}),
  successUrl: text("success_url"),
  returnUrl: text("return_url").notNull(),
  status: text("status").notNull().default("open"),
  subscriptionId: text("subscription_id"),
  paymentIntentId: text("payment_intent_id"),
  createdAt: createdAt(),
});

export const localSubscription = pgTable("local_subscription", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  status: text("status").notNull(),
  metadata: jsonb("metadata").notNull().default({}),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  endedAt: timestamp("ended_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const localCharge = pgTable("local_charge", {
  id: text("id").primaryKey(),
  paymentIntentId: text("payment_intent_id").notNull().unique(),
  customerId: text("customer_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  /** The test card's fingerprint, as Stripe gives one per card number. */
  cardFingerprint: text("card_fingerprint"),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Each payment-provider event id is processed once, in the same transaction as its effect. */
export const paymentEvent = pgTable("payment_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- site operations

/** Page views counted per path and day: one small row per path a day, not one per view. */
export const pageView = pgTable(
  "page_view",
  {
    path: text("path").notNull(),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] })],
);

export const featureFlag = pgTable("feature_flag", {
  key: text("key").primaryKey(),
  value: boolean("value").notNull().default(false),
  updatedAt: updatedAt(),
});

/** Mail that would have gone out, when no SMTP server is configured (read at /dev/mailbox). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Extra headers the mail carried (List-Unsubscribe and List-Unsubscribe-Post on reminders). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- help

/**
 * A message sent from the contact page (by a visitor or a member) to the admins' inbox. A Pro
 * member's message is marked priority; an admin's reply goes out by mail and marks it answered.
 */
export const contactMessage = pgTable(
  "contact_message",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    priority: boolean("priority").notNull().default(false),
    status: text("status").notNull().default("open"),
    reply: text("reply"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_message_status_check", sql`${t.status} in ('open', 'answered')`),
    index("contact_message_inbox_idx").on(t.status, t.priority, t.createdAt),
  ],
);

// ---------------------------------------------------------------- groups (docs/architecture.md §4 'Groups')

/** A church, a youth group, a class or a league: its members play together and see their own boards. */
export const memberGroup = pgTable(
  "member_group",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    church: text("church"),
    city: text("city"),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The invite link's code (`/join/{code}`); null while the leaders have turned the link off. */
    inviteCode: text("invite_code").unique(),
    /** The zone the group's due dates are days of (the owner's at creation). */
    timezone: text("timezone").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("member_group_name_check", sql`length(trim(${t.name})) > 0`), index("member_group_owner_idx").on(t.ownerId)],
);

/** Who belongs to a group and as what: its one owner, co-leaders ('leader') and members. */
export const groupMember = pgTable(
  "group_member",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => memberGroup.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index("group_member_user_idx").on(t.userId),
    check("group_member_role_check", sql`${t.role} in ('owner', 'leader', 'member')`),
    uniqueIndex("group_member_one_owner").on(t.groupId).where(sql`${t.role} = 'owner'`),
  ],
);

/** A quiz (published, or a custom quiz shared with the group) a leader asks the group to take. */
export const groupAssignment = pgTable(
  "group_assignment",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => memberGroup.id, { onDelete: "cascade" }),
    quizId: integer("quiz_id").references(() => quiz.id, { onDelete: "cascade" }),
    customQuizId: integer("custom_quiz_id").references(() => customQuiz.id, { onDelete: "cascade" }),
    note: text("note").notNull().default(""),
    /** The due day in the group's zone, and the instant it ends (the next day's 00:00 there); both null without one. */
    dueDate: date("due_date"),
    dueAt: timestamp("due_at", { withTimezone: true }),
    assignedBy: text("assigned_by").references(() => user.id, { onDelete: "set null" }),
    /** When the leaders were told that everyone finished or the due date passed: once. */
    leadersNotifiedAt: timestamp("leaders_notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("group_assignment_source_check", sql`(${t.quizId} is null) <> (${t.customQuizId} is null)`),
    check("group_assignment_due_check", sql`(${t.dueDate} is null) = (${t.dueAt} is null)`),
    uniqueIndex("group_assignment_quiz_unique").on(t.groupId, t.quizId).where(sql`${t.quizId} is not null`),
    uniqueIndex("group_assignment_custom_unique").on(t.groupId, t.customQuizId).where(sql`${t.customQuizId} is not null`),
    index("group_assignment_quiz_idx").on(t.quizId),
    index("group_assignment_due_idx").on(t.dueAt).where(sql`${t.leadersNotifiedAt} is null and ${t.dueAt} is not null`),
  ],
);

/** A quiz a Pro member or a group leader builds from the bank: private, or shared with their groups. */
export const customQuiz = pgTable(
  "custom_quiz",
  {
    id: serial("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("custom_quiz_title_check", sql`length(trim(${t.title})) > 0`), index("custom_quiz_owner_idx").on(t.ownerId)],
);

/** A custom quiz's questions, in the order the sheet prints them (5 to 25). */
export const customQuizQuestion = pgTable(
  "custom_quiz_question",
  {
    customQuizId: integer("custom_quiz_id")
      .notNull()
      .references(() => customQuiz.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "cascade" }),
    orderIndex: integer("order_index").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customQuizId, t.questionId] }),
    uniqueIndex("custom_quiz_question_order_unique").on(t.customQuizId, t.orderIndex),
    index("custom_quiz_question_question_idx").on(t.questionId),
  ],
);

/** The groups a custom quiz is shared with; none: private to its owner. */
export const customQuizGroup = pgTable(
  "custom_quiz_group",
  {
    customQuizId: integer("custom_quiz_id")
      .notNull()
      .references(() => customQuiz.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => memberGroup.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.customQuizId, t.groupId] }), index("custom_quiz_group_group_idx").on(t.groupId)],
);

// ---------------------------------------------------------------- hosted games (docs/architecture.md §4 'Hosted games')

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
  (t) => [primaryKey({ columns: [t.gameId, t.position] })],
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

// ---------------------------------------------------------------- study (docs/architecture.md §4 'Study')

/**
 * A practice session: the member's choice of books, chapters and difficulty. A member has one open
 * session at a time; starting another ends it.
 */
export const practiceSession = pgTable(
  "practice_session",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Book slugs. */
    books: text("books").array().notNull(),
    /** Chapters of the one book chosen; empty for all. */
    chapters: integer("chapters").array().notNull().default(sql`'{}'::int[]`),
    /** 'any', 'easy', 'medium' or 'hard'. */
    difficulty: text("difficulty").notNull().default("any"),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("practice_session_open_unique").on(t.userId).where(sql`${t.endedAt} is null`),
    check("practice_session_difficulty_check", sql`${t.difficulty} in ('any', 'easy', 'medium', 'hard')`),
  ],
);

/**
 * A question drawn for practice, in the session's order. Drawn only from questions in play nowhere;
 * the key goes out with the answer's result. `day` is the member's local day of the draw: the free
 * allowance counts a day's draws (withdrawn ones aside).
 */
export const practiceItem = pgTable(
  "practice_item",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => practiceSession.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => question.id, { onDelete: "cascade" }),
    /** The stored options in the order shown. */
    optionOrder: smallint("option_order").array().notNull(),
    day: date("day").notNull(),
    /** The stored option chosen; null until answered. */
    chosenIndex: smallint("chosen_index"),
    correct: boolean("correct"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Set when the question went into play before it was answered: taken out, not counted. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    uniqueIndex("practice_item_question_unique").on(t.sessionId, t.questionId),
    index("practice_item_day_idx").on(t.userId, t.day),
    check("practice_item_options_check", sql`cardinality(${t.optionOrder}) = 4`),
    check("practice_item_chosen_check", sql`${t.chosenIndex} between 0 and 3`),
  ],
);

/**
 * A card of a member's review deck, scheduled with FSRS (ts-fsrs): a question they missed in an
 * ended attempt, or a memory verse they learnt. The FSRS fields are the library's card.
 */
export const reviewCard = pgTable(
  "review_card",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** A question card follows its question: a deleted question takes its cards with it. */
    questionId: integer("question_id").references(() => question.id, { onDelete: "cascade" }),
    /** A memory verse card: the verse's reference as listed in content/memory-verses.json. */
    verseRef: text("verse_ref"),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull().default(0),
    difficulty: doublePrecision("difficulty").notNull().default(0),
    elapsedDays: integer("elapsed_days").notNull().default(0),
    scheduledDays: integer("scheduled_days").notNull().default(0),
    learningSteps: integer("learning_steps").notNull().default(0),
    reps: integer("reps").notNull().default(0),
    lapses: integer("lapses").notNull().default(0),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint("state").notNull().default(0),
    lastReview: timestamp("last_review", { withTimezone: true }),
    /** The stored options in the order of the current showing (question cards). */
    optionOrder: smallint("option_order").array(),
    shownAt: timestamp("shown_at", { withTimezone: true }),
    /** Set when the current showing was answered right: the member's rating (hard, good, easy) is awaited. */
    rightAt: timestamp("right_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("review_card_kind_check", sql`(${t.questionId} is null) <> (${t.verseRef} is null)`),
    uniqueIndex("review_card_question_unique").on(t.userId, t.questionId),
    uniqueIndex("review_card_verse_unique").on(t.userId, t.verseRef),
    index("review_card_due_idx").on(t.userId, t.due),
    index("review_card_question_idx").on(t.questionId),
  ],
);

/** Each rating of a card: the deck's history, and a study day for the streak. */
export const reviewLog = pgTable(
  "review_log",
  {
    id: serial("id").primaryKey(),
    cardId: integer("card_id")
      .notNull()
      .references(() => reviewCard.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** 'again', 'hard', 'good' or 'easy'. */
    rating: text("rating").notNull(),
    correct: boolean("correct").notNull(),
    /** The card's state before this review, and the due it was given. */
    state: smallint("state").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("review_log_user_idx").on(t.userId, t.reviewedAt), check("review_log_rating_check", sql`${t.rating} in ('again', 'hard', 'good', 'easy')`)],
);

/** How far a member has come with a memory verse: steps passed (read, fill, letters, whole). */
export const memoryProgress = pgTable(
  "memory_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verseRef: text("verse_ref").notNull(),
    stepsDone: smallint("steps_done").notNull().default(0),
    learntAt: timestamp("learnt_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.verseRef] }), check("memory_progress_steps_check", sql`${t.stepsDone} between 0 and 4`)],
);

// ---------------------------------------------------------------- coming back: reminders, calendar, sharing (docs/architecture.md §4 'Reminders', 'Calendar feed', 'Sharing')

/**
 * Which reminder mails a member wants. No row means none: every kind is off until the member turns it
 * on (mail the member asked for, such as a password reset, is not a reminder and never looks here).
 */
export const mailPreference = pgTable("mail_preference", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** 'The Saturday event is open', when it opens. */
  eventOpen: boolean("event_open").notNull().default(false),
  /** 'Last call', two hours before the event closes, only to a member who has not taken it. */
  lastCall: boolean("last_call").notNull().default(false),
  /** The weekly summary: streak, place on the boards, reviews due. */
  weeklySummary: boolean("weekly_summary").notNull().default(false),
  /** A group's new assignment. */
  assignments: boolean("assignments").notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * The reminder mail queue: one row per mail, its `key` unique (kind, occasion, member), so a mail is
 * queued once however many instances and restarts queue it. Senders take due rows with
 * `for update skip locked` and lease them (`locked_until`); a sent row keeps `sent_at`.
 */
export const mailJob = pgTable(
  "mail_job",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    tries: smallint("tries").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the mail is given up on (the member opted out meanwhile, or it failed too often). */
    droppedAt: timestamp("dropped_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mail_job_key_idx").on(t.key),
    // In the senders' order (run_after, id): a batch reads its 50 rows off the index instead of sorting every due row.
    index("mail_job_due_idx").on(t.runAfter, t.id).where(sql`${t.sentAt} is null and ${t.droppedAt} is null`),
    check("mail_job_kind_check", sql`${t.kind} in ('event_open', 'last_call', 'weekly_summary', 'assignment')`),
  ],
);

/**
 * A member's personal calendar feed (/calendar/{token}.ics). The token is this salt followed by an
 * HMAC of the member and the salt under the server's secret (modules/calendar/feed-token.ts), so
 * Settings can show the same link again while the table alone cannot open a feed; a new salt
 * replaces the old and with it the old link.
 */
export const calendarFeed = pgTable(
  "calendar_feed",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    salt: text("salt").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_feed_salt_idx").on(t.salt)],
);

/** A result its member chose to share at /r/{code}: name, quiz, score, place and date, never the answers. */
export const resultShare = pgTable(
  "result_share",
  {
    code: text("code").primaryKey(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => attempt.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("result_share_attempt_idx").on(t.attemptId)],
);

/**
 * A drawn share card (docs/architecture.md §4 'Sharing'), one per page: a shared result's
 * (`result`) or a certificate's (`certificate`) by its code. `content_hash` is the SHA-256 of what
 * is drawn on it and of the renderer's version: a row whose hash differs from the page's content
 * now is drawn again and replaced. Kept here so a card is drawn once across restarts and
 * instances; a row of a stopped share or a revoked certificate is never served (the page is a 404
 * before its card is looked up).
 */
export const shareCardImage = pgTable(
  "share_card_image",
  {
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    contentHash: text("content_hash").notNull(),
    png: bytea("png").notNull(),
    renderedAt: timestamp("rendered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] }), check("share_card_image_kind_check", sql`${t.kind} in ('result', 'certificate')`)],
);
