/**
 * docs/security.md 17: the attempts export neutralises every cell a spreadsheet would run as a formula,
 * a cell that spans lines included (papaparse's own check only matched single-line cells). Names and
 * titles written before the display-text rule, or by hand in the database, can still hold a line break.
 */
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt } from "../../db/schema.ts";
import { createQuiz, createUser } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
let admin: TestClient;
const tag = `x${Date.now().toString(36)}`;
const HOSTILE = [
  `=HYPERLINK("http://evil.example","${tag}")\nsecond line`,
  `+cmd|' /C calc'!A0\r\n${tag}`,
  `-2+3\n${tag}`,
  `@SUM(1)\n${tag}`,
  `\t=1\n${tag}`,
  `\r=1\n${tag}`,
];

beforeAll(async () => {
  t = await startTestApp();
  const { db } = t.database;
  admin = (await t.signedInMember({ role: "admin" })).client;
  const at = (m: number) => new Date(Date.UTC(2026, 10, 1, 10, m));
  for (const [i, text] of HOSTILE.entries()) {
    const quiz = await createQuiz(db, { title: `${text} quiz`, questionCount: 1 });
    const userId = await createUser(db, { fullName: text, email: `export-${i}-${tag}@example.com` });
    await db.insert(attempt).values({
      userId,
      quizId: quiz.id,
      periodKey: `${userId}-${i}`,
      weekStart: "2026-11-01",
      status: "finished",
      startedAt: at(i),
      deadlineAt: at(i + 10),
      finishedAt: at(i + 5),
      score: 40,
      correctCount: 1,
      secondsUsed: 300,
    });
  }
});
afterAll(() => t.close());

describe("the attempts export", () => {
  it("escapes a formula in a cell that spans lines", async () => {
    const res = await admin.get(`/api/admin/attempts/export?search=${tag}`);
    expect(res.status).toBe(200);
    const rows = Papa.parse<string[]>(res.body as string, { skipEmptyLines: true }).data.slice(1);
    expect(rows).toHaveLength(HOSTILE.length);
    for (const row of rows) {
      const [, name, , quizTitle] = row;
      expect(name).toMatch(/^'[=+\-@\t\r]/);
      expect(name).toContain(tag);
      expect(quizTitle).toMatch(/^'[=+\-@\t\r]/);
    }
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
