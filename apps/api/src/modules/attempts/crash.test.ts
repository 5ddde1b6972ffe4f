/**
 * docs/security.md 27: an answer the server acknowledged survives `kill -9`. The real server process
 * (as `npm start` runs it) is killed while members' answers are in flight, and started again on
 * the same database — the embedded one, or PostgreSQL when DATABASE_URL is set. Every answer it
 * answered 200 is there after the restart. (`npm run bench:crash` repeats this at random moments
 * of a whole scripted event, payments and results included.)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TestClient } from "../../test/harness.ts";
import { freePort, startServerProcess, type ServerProcess } from "../../test/server-process.ts";
import { onPostgres } from "../../test/services.ts";

const POSTGRES = process.env.DATABASE_URL;
const database = `berean_crash_${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), "berean-crash-"));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.crash();
  rmSync(dataDir, { recursive: true, force: true });
  if (POSTGRES) await onPostgres(POSTGRES, `drop database if exists ${database} with (force)`);
});

function databaseEnv(): Record<string, string> {
  if (!POSTGRES) return { DATA_DIR: dataDir };
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  return { DATABASE_URL: url.toString() };
}
const startServer = (port: number) => startServerProcess(port, { APP_URL: `http://localhost:${port}`, TRUST_PROXY: "true", ...databaseEnv() });

async function member(port: number, n: number): Promise<TestClient> {
  const client = new TestClient(`http://127.0.0.1:${port}`, `10.200.0.${n + 1}`, `http://localhost:${port}`);
  const email = `crash-${n}-${Date.now()}@example.com`;
  expect((await client.post("/api/auth/sign-up/email", { name: `Paul Tarsus ${n}`, email, password: "shipwrecked at malta" })).status).toBe(200);
  const mailbox: string = (await client.get(server!.mailboxPath())).body;
  const mail = mailbox.split('<article class="mail">').find((m) => m.includes(email))!;
  const link = mail.match(/href="(http:\/\/localhost:\d+\/api\/auth\/verify-email[^"]+)"/)![1]!.replace(/&amp;/g, "&");
  await client.get(new URL(link).pathname + new URL(link).search);
  expect((await client.post("/api/auth/sign-in/email", { email, password: "shipwrecked at malta" })).status).toBe(200);
  return client;
}

describe(`a crash under answer load (${POSTGRES ? "PostgreSQL" : "embedded database"})`, () => {
  it("loses no acknowledged answer: after kill -9 and a restart every attempt resumes with each answer that was answered 200", async () => {
    if (POSTGRES) {
      await onPostgres(POSTGRES, `drop database if exists ${database} with (force)`);
      await onPostgres(POSTGRES, `create database ${database}`);
    }
    const port = await freePort();
    server = await startServer(port);
    const members = await Promise.all([0, 1, 2, 3].map((n) => member(port, n)));
    const quizId = (await members[0]!.get("/api/quizzes")).body.quizzes[0].id;
    const attempts = await Promise.all(
      members.map(async (client) => ({
        client,
        attempt: (await client.post(`/api/quizzes/${quizId}/attempts`, {})).body.attempt as { id: number; questions: Array<{ position: number }> },
      })),
    );

    // Four members answer as fast as they can; the server dies under them.
    const acknowledged = new Map<number, Map<number, number>>(attempts.map(({ attempt }) => [attempt.id, new Map()]));
    let answered = 0;
    let thirtyIn!: () => void;
    const thirty = new Promise<void>((resolve) => (thirtyIn = resolve));
    const answering = attempts.map(async ({ client, attempt }) => {
      for (const [i, q] of attempt.questions.entries()) {
        try {
          const res = await client.post(`/api/attempts/${attempt.id}/answers`, { position: q.position, chosenIndex: i % 4 });
          if (res.status === 200) {
            acknowledged.get(attempt.id)!.set(q.position, i % 4);
            answered += 1;
            if (answered === 30) thirtyIn();
          }
        } catch {
          return; // the server is gone
        }
      }
    });
    await thirty;
    await server.crash();
    await Promise.all(answering);
    expect(answered).toBeLessThan(100);

    server = await startServer(port);
    for (const { client, attempt } of attempts) {
      const resumed = await client.get(`/api/attempts/${attempt.id}`);
      expect(resumed.status).toBe(200);
      expect(resumed.body.attempt.status).toBe("in_progress");
      const stored = new Map((resumed.body.attempt.answers as Array<{ position: number; chosenIndex: number }>).map((a) => [a.position, a.chosenIndex]));
      for (const [position, chosenIndex] of acknowledged.get(attempt.id)!)
        expect(stored.get(position), `answer to question ${position} of attempt ${attempt.id}`).toBe(chosenIndex);
    }
  }, 360_000);
});
