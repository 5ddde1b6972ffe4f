// Written by `npm run features` (scripts/generate-features.mjs) from apps/api/src/db/platform-tables.ts and
// apps/api/src/modules/*/tables.ts: do not edit. A table lives in the tables.ts of the feature that writes it.
/**
 * The whole database of Berean. Rules that races could break are carried by constraints in the
 * tables (unique, check, foreign keys), not only by service code. Migrations are generated from this
 * file with `npm run db:generate` and committed under ./migrations.
 */
export * from "./platform-tables.ts";
export * from "../modules/admin/tables.ts";
export * from "../modules/admin-quizzes/tables.ts";
export * from "../modules/assignments/tables.ts";
export * from "../modules/attempts/tables.ts";
export * from "../modules/auth/tables.ts";
export * from "../modules/billing/tables.ts";
export * from "../modules/calendar/tables.ts";
export * from "../modules/certificates/tables.ts";
export * from "../modules/challenges/tables.ts";
export * from "../modules/competitions/tables.ts";
export * from "../modules/contact/tables.ts";
export * from "../modules/custom-quizzes/tables.ts";
export * from "../modules/events/tables.ts";
export * from "../modules/games/tables.ts";
export * from "../modules/groups/tables.ts";
export * from "../modules/leaderboards/tables.ts";
export * from "../modules/mail-preferences/tables.ts";
export * from "../modules/memory/tables.ts";
export * from "../modules/pageviews/tables.ts";
export * from "../modules/practice/tables.ts";
export * from "../modules/questions/tables.ts";
export * from "../modules/reminders/tables.ts";
export * from "../modules/review/tables.ts";
export * from "../modules/setup/tables.ts";
export * from "../modules/sharing/tables.ts";
export * from "../modules/streaks/tables.ts";
export * from "../modules/study-plans/tables.ts";
