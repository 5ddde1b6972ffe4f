/**
 * SECURITY.md 27: an answer the server acknowledged survives `kill -9`. The real server process
 * (as `npm start` runs it) is killed mid-quiz and started again on the same embedded database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TestClient } from "../../test/harness.ts";
import { freePort, startServerProcess, type ServerProcess } from "../../test/server-process.ts";

const dataDir = mkdtempSync(join(tmpdir(), "berean-crash-"));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.crash();
  rmSync(dataDir, { recursive: true, force: true });
});

const startServer = (port: number) => startServerProcess(port, { APP_URL: `http://localhost:${port}`, DATA_DIR: dataDir });

describe.skipIf(Boolean(process.env.DATABASE_URL))("a crash mid-quiz", () => {
  it("loses no stored answer: after kill -9 and a restart the attempt resumes with every answer", async () => {
    const port = await freePort();
    server = await startServer(port);
    const client = new TestClient(`http://127.0.0.1:${port}`, "10.200.0.1", `http://localhost:${port}`);
    const email = `crash-${Date.now()}@example.com`;
    expect((await client.post("/api/auth/sign-up/email", { name: "Paul Tarsus", email, password: "shipwrecked at malta" })).status).toBe(200);
    const mailbox: string = (await client.get("/dev/mailbox")).body;
    const link = mailbox.match(/href="(http:\/\/localhost:\d+\/api\/auth\/verify-email[^"]+)"/)![1]!.replace(/&amp;/g, "&");
    await client.get(new URL(link).pathname + new URL(link).search);
    expect((await client.post("/api/auth/sign-in/email", { email, password: "shipwrecked at malta" })).status).toBe(200);

    const quizzes = (await client.get("/api/quizzes")).body.quizzes;
    const started = await client.post(`/api/quizzes/${quizzes[0].id}/attempts`, {});
    const attempt = started.body.attempt;
    for (const [i, q] of attempt.questions.slice(0, 3).entries()) {
      expect((await client.post(`/api/attempts/${attempt.id}/answers`, { questionId: q.id, chosenIndex: i })).status).toBe(200);
    }

    await server.crash();
    server = await startServer(port);

    const resumed = await client.get(`/api/attempts/${attempt.id}`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.attempt.status).toBe("in_progress");
    expect(resumed.body.attempt.answers.map((a: { chosenIndex: number }) => a.chosenIndex)).toEqual([0, 1, 2]);
  }, 90_000);
});
