/**
 * Which feature writes each table (docs/architecture.md §3 'Layout': a feature reaches another
 * through that feature's service, never its tables). `npm run lint` (scripts/check-boundaries.ts)
 * fails when a file inserts into, updates or deletes from a table another feature owns, when a
 * table of schema.ts is missing here, or when this map names a table schema.ts no longer has.
 *
 * Reading is not held to it: a feature may join the shared reference tables (user, question,
 * quiz) and read another's rows where a query needs them, but every write goes through the owner.
 * Platform tables belong to the code under lib/ and db/ that every feature calls (the audit log,
 * counters, mail, secrets). Tests set up their rows directly, and db/seed.ts loads the first
 * content (questions, quizzes, the default flags) into an empty database before any feature runs.
 */
export const PLATFORM = "platform";

export const TABLE_OWNERS: Record<string, string> = {
  // the member's account (Better Auth) and its sessions: modules/auth/accounts.ts
  user: "auth",
  session: "auth",
  account: "auth",
  verification: "auth",
  consumed_email_token: "auth",
  setup_token: "setup",

  rate_limit: PLATFORM,
  mail_throttle: PLATFORM,
  mail_outbox: PLATFORM,
  app_secret: PLATFORM,
  audit_log: PLATFORM,

  question: "questions",
  quiz: "admin-quizzes",
  quiz_question: "admin-quizzes",
  question_challenge: "challenges",
  feature_flag: "admin",

  attempt: "attempts",
  attempt_question: "attempts",
  attempt_answer: "attempts",
  live_event: "events",
  live_event_question: "events",
  certificate: "certificates",
  devotional_streak: "streaks",
  page_view: "pageviews",

  leaderboard_day: "leaderboards",
  leaderboard_entry: "leaderboards",
  leaderboard_score: "leaderboards",
  leaderboard_board: "leaderboards",

  competition: "competitions",
  competition_entry: "competitions",
  competition_question: "competitions",
  competition_award: "competitions",

  contact_message: "contact",

  member_group: "groups",
  group_member: "groups",
  group_assignment: "assignments",
  custom_quiz: "custom-quizzes",
  custom_quiz_question: "custom-quizzes",
  custom_quiz_group: "custom-quizzes",
  game: "games",
  game_question: "games",
  game_player: "games",
  game_answer: "games",

  practice_session: "practice",
  practice_item: "practice",
  review_card: "review",
  review_log: "review",
  memory_progress: "memory",

  mail_preference: "mail-preferences",
  mail_job: "reminders",
  calendar_feed: "calendar",
  result_share: "sharing",
  share_card_image: "sharing",

  billing_customer: "billing",
  subscription: "billing",
  checkout: "billing",
  payment: "billing",
  payment_event: "billing",
  local_pay_session: "billing",
  local_subscription: "billing",
  local_charge: "billing",
};
