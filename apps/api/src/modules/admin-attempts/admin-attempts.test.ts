import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { localDate } from "@berean/domain";
import { attempt, user } from "../../db/schema.ts";
import { createQuiz, createUser } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
let admin: TestClient;
const tag = `t${Date.now().toString(36)}`;
const ADMIN_TIME_ZONE = "Pacific/Kiritimati";

beforeAll(async () => {
  t = await startTestApp();
  const { db } = t.database;
  const signedIn = await t.signedInMember({ role: "admin" });
  admin = signedIn.client;
  // UTC+14: for ten hours of every UTC day its date is already tomorrow's.
  await db.update(user).set({ timezone: ADMIN_TIME_ZONE }).where(eq(user.id, signedIn.id));
  const quiz = await createQuiz(db, { title: `Psalms ${tag}`, questionCount: 1 });
  const hostile = await createUser(db, { fullName: `=HYPERLINK("http://evil.example","${tag}")`, email: `hostile-${tag}@example.com` });
  const plain = await createUser(db, { fullName: `Lois ${tag}`, email: `lois-${tag}@example.com` });
  const running = await createUser(db, { fullName: `Eunice ${tag}`, email: `eunice-${tag}@example.com` });
  const at = (m: number) => new Date(Date.UTC(2026, 10, 1, 10, m));
  const row = (userId: string, score: number, m: number, status = "finished") => ({
    userId,
    quizId: quiz.id,
    periodKey: `${userId}-${m}`,
    weekStart: "2026-11-01",
    status,
    startedAt: at(m),
    deadlineAt: at(m + 10),
    finishedAt: status === "in_progress" ? null : at(m + 5),
    score,
    correctCount: 1,
    secondsUsed: 300,
  });
  await db.insert(attempt).values([row(hostile, 700, 1), row(plain, 900, 2), row(plain, 100, 3, "expired"), row(running, 50, 4, "in_progress")]);
});
afterAll(() => t.close());

describe("admin attempts", () => {
  it("searches, sorts and pages on the server; running attempts are not results yet", async () => {
    const list = await admin.get(`/api/admin/attempts?search=${tag}&sort=score&order=desc`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.attempts.map((a: { score: number }) => a.score)).toEqual([900, 700, 100]);
    const ascending = await admin.get(`/api/admin/attempts?search=${tag}&sort=score&order=asc`);
    expect(ascending.body.attempts.map((a: { score: number }) => a.score)).toEqual([100, 700, 900]);
    const byEmail = await admin.get(`/api/admin/attempts?search=lois-${tag}`);
    expect(byEmail.body.attempts.every((a: { userEmail: string }) => a.userEmail === `lois-${tag}@example.com`)).toBe(true);
    expect((await admin.get(`/api/admin/attempts?search=${tag}&page=2`)).body.attempts).toEqual([]);
    expect((await admin.get("/api/admin/attempts?sort=password")).status).toBe(400);
    const member = await t.signedInMember();
    expect((await member.client.get("/api/admin/attempts")).status).toBe(403);
    expect((await t.client().get("/api/admin/attempts/export")).status).toBe(401);
  });

  it("lists one member's attempts for the admin user page, whose average and best count no running or voided attempt", async () => {
    const { db } = t.database;
    const [lois] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, `lois-${tag}@example.com`));
    const own = await admin.get(`/api/admin/attempts?userId=${lois!.id}&sort=score&order=desc`);
    expect(own.body.total).toBe(2);
    expect(own.body.attempts.map((a: { userId: string; score: number }) => [a.userId, a.score])).toEqual([
      [lois!.id, 900],
      [lois!.id, 100],
    ]);
    expect((await admin.get(`/api/admin/users/${lois!.id}`)).body).toMatchObject({ attempts: 2, averageScore: 500, bestScore: 900 });

    const newcomer = await createUser(db, { fullName: `Rhoda ${tag}`, email: `rhoda-${tag}@example.com` });
    expect((await admin.get(`/api/admin/attempts?userId=${newcomer}`)).body).toMatchObject({ total: 0, attempts: [] });
    // No result yet: no average and no best, not 0.
    expect((await admin.get(`/api/admin/users/${newcomer}`)).body).toMatchObject({ attempts: 0, averageScore: null, bestScore: null });
    const [running] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, `eunice-${tag}@example.com`));
    expect((await admin.get(`/api/admin/users/${running!.id}`)).body).toMatchObject({ attempts: 1, averageScore: null, bestScore: null });
  });

  it("exports the filtered rows as CSV with formula cells neutralised", async () => {
    const res = await admin.get(`/api/admin/attempts/export?search=${tag}&sort=score&order=desc`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    // Named by the admin's day, not the server's.
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="berean-attempts-${localDate(new Date(), ADMIN_TIME_ZONE)}.csv"`);
    const parsed = Papa.parse<string[]>(res.body as string, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(["Attempt", "User", "Email", "Quiz", "Status", "Score", "Correct", "Wrong", "Seconds Used", "Started", "Finished"]);
    expect(parsed).toHaveLength(4);
    const hostileRow = parsed.find((r) => r[2] === `hostile-${tag}@example.com`)!;
    expect(hostileRow[1]).toBe(`'=HYPERLINK("http://evil.example","${tag}")`);
    for (const cell of parsed.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
