import { defineConfig } from "vitest/config";

const api = {
  globalSetup: ["apps/api/src/test/global-setup.ts"],
  // Room for CI's second runs, which share the machine with the browser tests at a lower priority.
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // PGlite runs in-process: a few files at a time keeps a 2-core machine responsive.
  maxWorkers: 2,
  // Each worker loads the app's modules once for all its files instead of once per file (three
  // minutes of a run went to importing the same modules 55 times). Files share nothing but the
  // module cache: each starts its own app on its own database, and a file that changes a global
  // (the test clock's Date) puts it back in its afterAll.
  isolate: false,
};

/** CI's second runs share the machine with the browser tests at a lower priority: room to finish. */
const secondRun = { testTimeout: 180_000, hookTimeout: 180_000 };

/**
 * The API files CI runs a second time on PostgreSQL (the whole suite runs on PGlite in `npm test`):
 * what PGlite cannot show, being one connection in one process. Several connections racing for
 * the same rows (answers, finishes, checkouts, entries, streak marks, sign-in counters), SQL that
 * ranks and aggregates (boards, certificates), the change feed (LISTEN/NOTIFY) and the caches and
 * streams that follow it across instances, two server processes on one database, kill -9, and a
 * production release's start (production runs on PostgreSQL only).
 */
export const POSTGRES_FILES = [
  "apps/api/src/two-instances.test.ts",
  "apps/api/src/production-start.test.ts",
  // A pg_dump backup restored into an empty database serves the same boards, results and certificates.
  "apps/api/src/db/backup-restore.test.ts",
  // deploy/deploy.sh: three production instances behind Caddy, a rolling deploy with every request answered.
  "apps/api/src/operations.test.ts",
  "apps/api/src/modules/attempts/crash.test.ts",
  "apps/api/src/modules/attempts/attempts.test.ts",
  "apps/api/src/lib/changes.test.ts",
  "apps/api/src/lib/public-cache.test.ts",
  "apps/api/src/lib/session-cache.test.ts",
  "apps/api/src/modules/events/events.test.ts",
  "apps/api/src/modules/competitions/*.test.ts",
  "apps/api/src/modules/billing/billing.test.ts",
  "apps/api/src/modules/leaderboards/*.test.ts",
  "apps/api/src/modules/certificates/certificates.test.ts",
  // Drawn share cards stored as bytea and read by a second instance instead of drawn again.
  "apps/api/src/modules/sharing/card-cache.test.ts",
  "apps/api/src/modules/auth/account-limits.test.ts",
  "apps/api/src/modules/streaks/streaks.test.ts",
  "apps/api/src/modules/admin-attempts/held.test.ts",
  // Parallel creates and joins against the 20- and 500-member limits; the group board's ranking SQL.
  "apps/api/src/modules/groups/groups.test.ts",
  // A room answering at once against its game's row, the last answer closing the question, and one game driven from two instances.
  "apps/api/src/modules/games/games.test.ts",
  // Starts and draws of one member at once against the free allowance and the one open session.
  "apps/api/src/modules/practice/practice-allowance.test.ts",
  // Two senders of the reminder queue racing for its rows (for update skip locked) and one taking over a dead one's lease.
  "apps/api/src/modules/reminders/reminders.test.ts",
  // Upgrading an old database: the data move's SQL (time zones, dates, joins) on the real server.
  "apps/api/src/db/competition-attempts-migration.test.ts",
  // The pool's wait for a free connection, bounded (PGlite has no pool).
  "apps/api/src/db/pool-wait.test.ts",
];

/**
 * The API files CI runs a second time on the next Node.js LTS: what leans on the runtime rather
 * than on our SQL. The HTTP server's timeouts, shutdown and signals, child processes and kill -9,
 * hijacked streams (SSE), the JSON parser against hostile input, headers and cookies, crypto
 * (password hashes, webhook signatures), SMTP sockets, PDF making, and PGlite's WebAssembly under
 * the new V8 (migrations, and a first start of the server on it). The kill -9 test runs on PGlite
 * and PostgreSQL under Node.js 20 only: on this lane it took 100 s of a 2-core machine beside the
 * browser tests, and what it proves is our write path, not the runtime's.
 */
export const NODE_FILES = [
  "apps/api/src/config.test.ts",
  "apps/api/src/shutdown.test.ts",
  "apps/api/src/plugins/timeouts.test.ts",
  "apps/api/src/plugins/hostile-input.test.ts",
  "apps/api/src/plugins/security.test.ts",
  "apps/api/src/modules/events/stream.test.ts",
  "apps/api/src/modules/setup/first-start.test.ts",
  "apps/api/src/modules/auth/auth.test.ts",
  "apps/api/src/modules/billing/billing.test.ts",
  "apps/api/src/modules/certificates/certificates.test.ts",
  "apps/api/src/lib/mail.test.ts",
  "apps/api/src/db/rescore-migration.test.ts",
];

export default defineConfig({
  test: {
    projects: [
      // Pure code: one module graph for all their files (isolate off) instead of a fresh one per file.
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], isolate: false } },
      { test: { name: "content", include: ["content/**/*.test.ts"], isolate: false } },
      // The web app's logic and components in a simulated DOM (happy-dom), in milliseconds: the
      // quiz player's answer queue and clock, offline answers, forms. The browser suite keeps the
      // journeys and what only a real browser shows. One module graph and one page for all their
      // files (isolate off: 56 s → 13 s, most of it importing React per file); the setup file empties
      // the page, storage, timers and stubs after each test.
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          isolate: false,
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
      { test: { name: "api", include: ["apps/api/src/**/*.test.ts"], ...api } },
      // Subsets of "api" for CI's second runs (`npm run test:api:postgres`, `test:api:node`). They run
      // at a lower priority beside the browser tests, and on a machine running 2.4× slower than usual
      // a test of the live board once needed more than 60 s of what the pages left: three minutes.
      { test: { name: "api-postgres", include: POSTGRES_FILES, ...api, ...secondRun } },
      { test: { name: "api-node", include: NODE_FILES, ...api, ...secondRun } },
    ],
  },
});
