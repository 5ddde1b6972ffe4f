/** Entry point of `npm start`: config → database → migrate → seed if empty → listen. */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrationState, SCHEMA_REFUSAL } from "./db/migration-state.ts";
import { isEmpty, seedContent } from "./db/seed.ts";
import { startAttemptSweep } from "./modules/attempts/expire-attempts.ts";
import { warmSourceMaps } from "./lib/warm-source-maps.ts";
import { importPackDirectory } from "./modules/questions/service.ts";
import { adminExists, issueSetupToken } from "./modules/setup/service.ts";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : join(config.dataDir, "pglite"),
});
if (config.env === "production") {
  // In production migrations are their own step (npm run db:migrate, docs/architecture.md §8):
  // every instance only checks that the schema is the one its release knows, and refuses another.
  const state = await migrationState(database.db);
  if (state !== "current") {
    console.error(SCHEMA_REFUSAL[state]);
    await database.close();
    process.exit(1);
  }
} else await database.migrate();
// Outside production a new database is filled with the bank at its first start (in production,
// npm run db:migrate does it, without the public sample pack, whose keys are in the repository).
if (config.env !== "production" && (await isEmpty(database.db))) {
  const seeded = await seedContent(database.db, undefined, new Date(), { samplePack: true });
  console.log(
    `Seeded a new database with ${seeded.questions} questions and ${seeded.quizzes} quizzes${seeded.sealed ? `, and the public sample pack's ${seeded.sealed} sealed questions` : ""}.`,
  );
}
// The operator's sealed packs, imported at every start; importing again adds only what is new.
if (config.sealedPacksDir) {
  for (const r of await importPackDirectory(database.db, config.sealedPacksDir)) {
    console.log(
      `Sealed pack ${r.pack}: ${r.added} added, ${r.updated} updated${r.skipped.length ? `, ${r.skipped.length} already in the bank or another pack` : ""}.`,
    );
  }
}

const { app, mailer, devMailboxUrl, drain } = await buildApp(config, { database });
const warmedMs = warmSourceMaps(import.meta.url);
if (warmedMs > 0) app.log.debug({ ms: Math.round(warmedMs) }, "source maps read");
await app.listen({ port: config.port, host: config.host });
// Attempts left running past their deadline are finished by the server; leaderboard windows move on.
const stopSweep = startAttemptSweep(database.db, app.log);

/** Kept in DATA_DIR, readable by this machine's owner only, for scripts and tests. */
const keep = (name: string, text: string | null) => {
  const file = join(config.dataDir, name);
  if (text === null) return rmSync(file, { force: true });
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${text}\n`, { mode: 0o600 });
};

// The setup link is printed once, at the first start (docs/security.md 8); later starts say where it is.
const setupToken = await issueSetupToken(database.db);
const setupFile = join(config.dataDir, "setup-url.txt");
if (setupToken) {
  const link = `${config.appUrl}/setup?token=${setupToken}`;
  keep("setup-url.txt", link);
  console.log(`\nNo administrator yet. Create the first one (this link works once):\n  ${link}\n  (or run: npm run admin:create)\n`);
} else if (!(await adminExists(database.db))) {
  const where = existsSync(setupFile) ? `is in ${setupFile}` : "was printed at the first start";
  console.log(`\nNo administrator yet. The one-time setup link ${where}; or run: npm run admin:create\n`);
} else keep("setup-url.txt", null);

// The mailbox holds every reset link: it needs this key, printed here only (docs/security.md 42).
keep("dev-mailbox-url.txt", devMailboxUrl);
if (devMailboxUrl && mailer.kind === "outbox") console.log(`Dev mailbox: ${devMailboxUrl}`);
console.log(`Berean is running on ${config.appUrl} (${database.kind}${database.kind === "pglite" ? ` in ${config.dataDir}` : ""}).`);

/**
 * A shutdown completes within 10 s whatever is open (docs/security.md 43). Behind a proxy in
 * production it first drains (SHUTDOWN_DRAIN_MS, 3 s): `/api/ready` says 503 while everything is
 * still served, so the proxy's health check takes the instance out before any connection closes.
 * Then live streams end (modules/events; their screens reconnect through the proxy to another
 * instance), requests under way get SHUTDOWN_GRACE_MS to finish before their
 * connections are cut (a client trickling a body would otherwise hold the server for the whole
 * request timeout), and past SHUTDOWN_DEADLINE_MS the process exits whatever still runs.
 */
const SHUTDOWN_GRACE_MS = 5_000;
const SHUTDOWN_DEADLINE_MS = 9_000;
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting now.`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Behind a proxy, first out of its rotation: not ready while still serving, until its health check has seen it.
    if (config.shutdownDrainMs > 0) {
      drain();
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    const cutOff = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    // Let a sweep under way finish its batch before the database goes.
    await stopSweep();
    await app.close();
    clearTimeout(cutOff);
    await database.close();
    process.exit(0);
  });
}
