import { eq, inArray } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CERTIFICATE_CODE } from "@berean/domain";
import { competition, devotionalStreak, question, user } from "../../db/schema.ts";
import { createQuiz, playQuiz, type TestQuiz, createCompetitionResult } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { clockAt as at } from "../../test/clock.ts";
import { pdfText } from "../../test/pdf-text.ts";

let t: TestApp;
let weekly: TestQuiz;
beforeAll(async () => {
  t = await startTestApp();
  weekly = await createQuiz(t.database.db, { title: "Weekly Bible Challenge", weekly: true, questionCount: 30 });
  await t.database.db
    .update(question)
    .set({ book: "john" })
    .where(
      inArray(
        question.id,
        weekly.questions.map((q) => q.id),
      ),
    );
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function member(fullName: string) {
  const m = await t.signedInMember({ fullName });
  await t.database.db.update(user).set({ plan: "pro", timezone: "America/New_York" }).where(eq(user.id, m.id));
  return m;
}

type Recognition = {
  certificates: Array<{ code: string; achievement: string; rank: number; ofN: number; score: number; kind: string; title: string }>;
  badges: Array<{ id: string; earned: boolean }>;
};
const recognition = async (client: TestClient) => (await client.get("/api/me/certificates")).body as Recognition;

describe("certificates", () => {
  it("are issued from an event's final board once it closes: the top 3 placed, everyone else for taking part; codes verify, forged ones do not", async () => {
    at("2026-11-28T15:00:00Z"); // Saturday 10:00 in New York
    const players = [await member("Ruth Moabite"), await member("Boaz Bethlehem"), await member("Naomi Ephrath"), await member("Orpah Returned")];
    for (const [i, p] of players.entries()) await playQuiz(t.database.db, p.client, weekly.id, 20 - i * 4);
    // Not while it runs: the board is not final yet.
    expect((await recognition(players[0]!.client)).certificates).toEqual([]);

    at("2026-11-29T02:00:00Z"); // Saturday 21:00: closed
    const first = await recognition(players[0]!.client);
    expect(first.certificates).toHaveLength(1);
    expect(first.certificates[0]).toMatchObject({ kind: "event", title: "Weekly Bible Challenge", achievement: "first", rank: 1, ofN: 4 });
    expect(first.certificates[0]!.code).toMatch(CERTIFICATE_CODE);
    expect((await recognition(players[0]!.client)).certificates[0]!.code).toBe(first.certificates[0]!.code);
    expect((await recognition(players[2]!.client)).certificates[0]).toMatchObject({ achievement: "third", rank: 3 });
    expect((await recognition(players[3]!.client)).certificates[0]).toMatchObject({ achievement: "participation", rank: 4, ofN: 4 });
    expect(first.badges.find((b) => b.id === "podium")?.earned).toBe(true);
    expect(first.badges.find((b) => b.id === "champion")?.earned).toBe(true);

    const verified = await t.client().get(`/api/certificates/${first.certificates[0]!.code}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      name: "Ruth Moabite",
      achievement: "first",
      title: "Weekly Bible Challenge",
      awardedOn: "2026-11-28",
      rank: 1,
      ofN: 4,
    });
    expect(JSON.stringify(verified.body)).not.toContain("@");
    const forged = first.certificates[0]!.code.replace(/^./, (c) => (c === "A" ? "B" : "A"));
    expect((await t.client().get(`/api/certificates/${forged}`)).status).toBe(404);
    expect((await t.client().get("/api/certificates/not-a-code")).status).toBe(400);
  });

  it("comes as a PDF holding the name and the score, for its holder only", async () => {
    const holder = await member("Priscilla Corinth");
    const [c] = await t.database.db
      .insert(competition)
      .values({
        title: "Pentecost Cup",
        startDate: "2026-05-20",
        endDate: "2026-05-24",
        status: "completed",
        closedAt: new Date("2026-05-25T09:00:00Z"),
        entryFeeCents: 500,
        prizePoolCents: 10_000,
      })
      .returning();
    const others = [await member("Aquila Pontus"), await member("Apollos Alexandria")];
    for (const result of [
      { competitionId: c!.id, userId: others[0]!.id, score: 96, secondsUsed: 300, rank: 1, prizeCents: 5000 },
      { competitionId: c!.id, userId: holder.id, score: 92, secondsUsed: 400, rank: 2, prizeCents: 3000 },
      { competitionId: c!.id, userId: others[1]!.id, score: 80, secondsUsed: 500, rank: 3, prizeCents: 2000 },
    ])
      await createCompetitionResult(t.database.db, result);
    const [cert] = (await recognition(holder.client)).certificates;
    expect(cert).toMatchObject({ kind: "competition", title: "Pentecost Cup", achievement: "second", rank: 2, ofN: 3, score: 92, awardedOn: "2026-05-25" });

    const res = await fetch(`${t.baseUrl}/api/certificates/${cert!.code}/pdf`, { headers: { cookie: holder.client.cookieHeader() } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain("Priscilla Corinth");
    expect(pdf.getSubject()).toContain("score 92%");
    expect(pdf.getSubject()).toContain(cert!.code);
    expect((await others[0]!.client.get(`/api/certificates/${cert!.code}/pdf`)).status).toBe(404);
    expect((await t.client().get(`/api/certificates/${cert!.code}/pdf`)).status).toBe(401);
  });

  it("PDFs are limited per account (30 a minute): signing in again does not reset the count", async () => {
    const holder = await member("Tabitha Joppa");
    const [c] = await t.database.db
      .insert(competition)
      .values({
        title: "Joppa Cup",
        startDate: "2026-05-20",
        endDate: "2026-05-24",
        status: "completed",
        closedAt: new Date("2026-05-25T09:00:00Z"),
        entryFeeCents: 500,
        prizePoolCents: 1_000,
      })
      .returning();
    await createCompetitionResult(t.database.db, { competitionId: c!.id, userId: holder.id, score: 90, secondsUsed: 300, rank: 1, prizeCents: 1_000 });
    const [cert] = (await recognition(holder.client)).certificates;
    const pdf = (client: TestClient) =>
      fetch(`${t.baseUrl}/api/certificates/${cert!.code}/pdf`, { headers: { cookie: client.cookieHeader(), "x-forwarded-for": client.ip } });
    for (let i = 0; i < 30; i++) expect((await pdf(holder.client)).status).toBe(200);

    const again = t.client();
    expect((await again.post("/api/auth/sign-in/email", { email: holder.email, password: holder.password })).status).toBe(200);
    const refused = await pdf(again);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another member is not held by it.
    const other = await member("Dorcas Joppa");
    expect((await pdf(other.client)).status).toBe(404);
  });

  it("are dated by the site's day: a competition closed on a New York evening is that evening's day, not the next UTC day", async () => {
    const holder = await member("Phoebe Cenchreae");
    const [c] = await t.database.db
      .insert(competition)
      // 2026-11-24T23:30-05:00, already the 25th in UTC.
      .values({
        title: "Thanksgiving Cup",
        startDate: "2026-11-20",
        endDate: "2026-11-24",
        status: "completed",
        closedAt: new Date("2026-11-24T23:30:00-05:00"),
        entryFeeCents: 500,
        prizePoolCents: 1_000,
      })
      .returning();
    await createCompetitionResult(t.database.db, { competitionId: c!.id, userId: holder.id, score: 90, secondsUsed: 300, rank: 1, prizeCents: 1_000 });
    const [cert] = (await recognition(holder.client)).certificates;
    expect(cert).toMatchObject({ title: "Thanksgiving Cup", awardedOn: "2026-11-24" });
    expect((await t.client().get(`/api/certificates/${cert!.code}`)).body.awardedOn).toBe("2026-11-24");
    const res = await fetch(`${t.baseUrl}/api/certificates/${cert!.code}/pdf`, { headers: { cookie: holder.client.cookieHeader() } });
    expect(res.headers.get("content-disposition")).toContain("berean-certificate-2026-11-24.pdf");
    expect(await pdfText(new Uint8Array(await res.arrayBuffer()))).toContain("November 24, 2026");
  });

  it("badges follow the longest reading streak: 7, 30 and 100 days", async () => {
    const reader = await member("Timothy Lystra");
    await t.database.db.insert(devotionalStreak).values({ userId: reader.id, currentStreak: 3, longestStreak: 31, totalDaysRead: 40 });
    const { badges } = await recognition(reader.client);
    expect(Object.fromEntries(badges.map((b) => [b.id, b.earned]))).toEqual({
      podium: false,
      champion: false,
      "streak-7": true,
      "streak-30": true,
      "streak-100": false,
    });
  });
});
