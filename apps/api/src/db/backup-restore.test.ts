/**
 * Data that can be got back (docs/operations.md 'Backups'): `npm run db:backup` copies a live
 * database with pg_dump, `npm run db:restore` puts it into an empty one, and an instance on the
 * restored database serves the same boards, results and certificates to the same signed-in
 * members (their sessions are rows too). PostgreSQL only (production's database), so this runs in
 * CI's PostgreSQL run.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clockAt as at } from "../test/clock.ts";
import { createQuiz, playQuiz } from "../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../test/harness.ts";
import { pdfText } from "../test/pdf-text.ts";
import { onPostgres } from "../test/services.ts";

const POSTGRES = process.env.DATABASE_URL;
const restoredName = `berean_restored_${process.pid}`;
const scratch = mkdtempSync(join(tmpdir(), "berean-backup-"));
const root = join(import.meta.dirname, "../../../..");

let t: TestApp;
beforeAll(async () => {
  if (POSTGRES) t = await startTestApp();
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await t?.close();
  if (POSTGRES) await onPostgres(POSTGRES, `drop database if exists ${restoredName} with (force)`);
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs one of the operator's scripts as npm would, against `databaseUrl`: its exit code and what it printed. */
function operatorScript(script: string, args: string[], databaseUrl: string | undefined) {
  const { DATABASE_URL: _notInherited, ...inherited } = process.env;
  const run = spawnSync(process.execPath, [join(root, "scripts", script), ...args], {
    cwd: root,
    env: databaseUrl ? { ...inherited, DATABASE_URL: databaseUrl } : inherited,
    encoding: "utf8",
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

const restoredUrl = () => {
  const url = new URL(POSTGRES!);
  url.pathname = `/${restoredName}`;
  return url.toString();
};

/** What a member and a visitor read that a restore must give back unchanged. */
async function whatTheyRead(baseUrl: string, members: TestClient[], attemptIds: number[], visitor: TestClient) {
  const mine = await Promise.all(members.map(async (client) => (await client.get("/api/me/certificates")).body));
  const events = (await visitor.get("/api/events")).body;
  const codes = mine.flatMap((recognition) => recognition.certificates.map((c: { code: string }) => c.code));
  return {
    events: events.events,
    eventBoard: (await members[0]!.get(`/api/events/${events.events[0]?.id}`)).body,
    boards: await Promise.all(["week", "month", "all"].map(async (window) => (await visitor.get(`/api/leaderboard?window=${window}`)).body)),
    results: await Promise.all(attemptIds.map(async (id, i) => (await members[i]!.get(`/api/results/${id}`)).body)),
    certificates: mine,
    verified: await Promise.all(codes.map(async (code) => (await visitor.get(`/api/certificates/${code}`)).body)),
    pdf: await pdfText(
      new Uint8Array(await (await fetch(`${baseUrl}/api/certificates/${codes[0]}/pdf`, { headers: { cookie: members[0]!.cookieHeader() } })).arrayBuffer()),
    ),
  };
}

describe.skipIf(!POSTGRES)("a backup", () => {
  it("restores into an empty database, and the restored instance serves the same boards, results and certificates", async () => {
    const weekly = await createQuiz(t.database.db, { title: "Weekly Bible Challenge", weekly: true, questionCount: 30 });
    const acts = await createQuiz(t.database.db, { title: "Acts Quiz", questionCount: 30 });
    at("2026-11-28T15:00:00Z"); // Saturday 10:00 in New York: the event runs
    const players = [];
    for (const fullName of ["Lydia Thyatira", "Tabitha Joppa", "Cornelius Caesarea"]) {
      const m = await t.signedInMember({ fullName });
      players.push({ ...m, ...(await playQuiz(t.database.db, m.client, weekly.id, 20 - players.length * 5)) });
      await playQuiz(t.database.db, m.client, acts.id, 10 + players.length);
    }
    at("2026-11-29T02:00:00Z"); // Saturday 21:00: closed, the certificates are issued from the final board
    const clients = players.map((p) => p.client);
    const before = await whatTheyRead(
      t.baseUrl,
      clients,
      players.map((p) => p.attemptId),
      t.client(),
    );
    expect(before.certificates[0].certificates[0]).toMatchObject({ achievement: "first", rank: 1, ofN: 3 });
    expect(before.results[0]).toMatchObject({ result: { status: "finished", score: { correct: 20 } } });
    expect(before.pdf).toContain("Lydia Thyatira");
    expect(before.boards.map((board) => board.entries.length)).toEqual([3, 3, 3]);
    expect(before.events[0]).toMatchObject({ finishers: 3, winner: { score: expect.any(Number) } });
    expect(before.eventBoard).toMatchObject({ finishers: 3, me: { rank: 1 } });

    const file = join(scratch, "berean.dump");
    const backup = operatorScript("db-backup.mjs", [file], t.database.url);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backed up the database to ${file}`);

    await onPostgres(POSTGRES!, `create database ${restoredName}`);
    const restore = operatorScript("db-restore.mjs", [file], restoredUrl());
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`Restored ${file}.`);

    // The same browsers, with the sessions they had, on an instance of the restored database.
    const restored = await t.secondInstance({ databaseUrl: restoredUrl() });
    const after = await whatTheyRead(
      restored.baseUrl,
      clients.map((c) => c.on(restored.baseUrl)),
      players.map((p) => p.attemptId),
      restored.client(),
    );
    expect(after).toEqual(before);

    // A restore never mixes two databases: a second one into the now filled database is refused.
    const again = operatorScript("db-restore.mjs", [file], restoredUrl());
    expect(again.code).toBe(1);
    expect(again.output).toContain("The database at DATABASE_URL is not empty");
  });

  it("says what to do without a PostgreSQL database or without the file", () => {
    const embedded = operatorScript("db-backup.mjs", [join(scratch, "none.dump")], undefined);
    expect(embedded.code).toBe(1);
    expect(embedded.output).toContain("The embedded database is a folder: stop Berean, then copy data/pglite");
    const missing = operatorScript("db-restore.mjs", [join(scratch, "missing.dump")], restoredUrl());
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("There is no backup at");
  });
});
