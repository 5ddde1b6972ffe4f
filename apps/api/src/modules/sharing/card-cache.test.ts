import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITE_CODE_ALPHABET, SHARE_CODE_LENGTH } from "@berean/domain";
import { attempt, competition, resultShare, shareCardImage, user } from "../../db/schema.ts";
import { createCompetitionResult, createQuiz, createUser } from "../../test/factories.ts";
import { nextIp, startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { CARD_RENDERS_PER_MINUTE } from "./render-limit.ts";

/** About three cards (a card is some 42 kB): enough to see the least recently used go. */
const MEMORY_BYTES = 130_000;

let t: TestApp;
beforeAll(async () => {
  // Room for every drawing of this file in its minute; the server-wide limit has its own test below.
  t = await startTestApp({ env: { SHARE_CARD_MEMORY_BYTES: String(MEMORY_BYTES), SHARE_CARD_RENDERS_PER_MINUTE: "1000" } });
});
afterAll(() => t.close());

const stats = () => t.berean.app.shareCards.stats();

/** A new member's finished quiz result, shared under a new code: rows set up directly, as a played and shared quiz leaves them. */
async function sharedResult(quizId: number, fullName: string, score: number, db = t.database.db): Promise<{ code: string; userId: string }> {
  const userId = await createUser(db, { fullName });
  const finishedAt = new Date(Date.now() - 60_000);
  const [row] = await db
    .insert(attempt)
    .values({
      userId,
      quizId,
      mode: "quiz",
      periodKey: `card-${userId}`,
      weekStart: "2026-11-22",
      status: "finished",
      startedAt: new Date(finishedAt.getTime() - 300_000),
      deadlineAt: finishedAt,
      finishedAt,
      score,
      secondsUsed: 300,
    })
    .returning({ id: attempt.id });
  let code = "";
  for (let i = 0; i < SHARE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  await db.insert(resultShare).values({ code, attemptId: row!.id, userId });
  return { code, userId };
}

/** Shared results of one new quiz, all made before any card is drawn (each one's place counts the others). */
async function sharedResults(count: number): Promise<string[]> {
  const quiz = await createQuiz(t.database.db, { questionCount: 1 });
  const codes: string[] = [];
  for (let i = 0; i < count; i++) codes.push((await sharedResult(quiz.id, `Sharer ${i}`, 100 - i)).code);
  return codes;
}

/** A card as a browser or a crawler fetches it: from the client's address, with its session if it has one. */
async function card(path: string, client: TestClient = t.client(), baseUrl = t.baseUrl) {
  const cookie = client.cookieHeader();
  const res = await fetch(`${baseUrl}${path}`, { headers: { "x-forwarded-for": client.ip, ...(cookie ? { cookie } : {}) } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const error = res.headers.get("content-type")?.startsWith("application/json")
    ? (JSON.parse(bytes.toString()) as { error: { code: string } }).error.code
    : undefined;
  return { status: res.status, retryAfter: res.headers.get("retry-after"), png: bytes, error };
}
const resultCard = (code: string, client?: TestClient, baseUrl?: string) => card(`/r/${code}/card.png`, client, baseUrl);

describe("share cards", () => {
  it("are drawn once however often and however many at once ask; a changed name draws the card again; another instance reads it from the database", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 1 });
    const { code, userId } = await sharedResult(quiz.id, "Lydia Thyatira", 88);
    const before = stats().renders;

    const atOnce = await Promise.all(Array.from({ length: 8 }, () => resultCard(code)));
    expect(atOnce.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(atOnce.map((r) => r.png.toString("base64"))).size).toBe(1);
    for (let i = 0; i < 5; i++) expect((await resultCard(code)).status).toBe(200);
    expect(stats().renders).toBe(before + 1);
    const first = atOnce[0]!.png;

    await t.database.db.update(user).set({ fullName: "Lydia of Philippi" }).where(eq(user.id, userId));
    const renamed = await resultCard(code);
    expect(renamed.status).toBe(200);
    expect(renamed.png.equals(first)).toBe(false);
    expect((await resultCard(code)).png.equals(renamed.png)).toBe(true);
    expect(stats().renders).toBe(before + 2);
    // One row per card, replaced by the new drawing.
    const rows = await t.database.db
      .select({ png: shareCardImage.png })
      .from(shareCardImage)
      .where(and(eq(shareCardImage.kind, "result"), eq(shareCardImage.code, code)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.png.equals(renamed.png)).toBe(true);

    // A second instance (or this one after a restart) has nothing in memory and draws nothing.
    const second = await t.secondInstance();
    const fromSecond = await resultCard(code, t.client(), second.baseUrl);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.png.equals(renamed.png)).toBe(true);
    expect(second.berean.app.shareCards.stats().renders).toBe(0);
  });

  it("keep memory within its byte bound as many are drawn; one that fell out is read from the database, not drawn again", async () => {
    const codes = await sharedResults(8);
    const before = stats().renders;
    for (const code of codes) {
      expect((await resultCard(code)).status).toBe(200);
      expect(stats().bytes).toBeLessThanOrEqual(MEMORY_BYTES);
    }
    expect(stats().renders).toBe(before + 8);
    expect(stats().entries).toBeGreaterThan(0);
    expect(stats().entries).toBeLessThan(8);

    const again = await resultCard(codes[0]!);
    expect(again.status).toBe(200);
    expect(again.png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(stats().renders).toBe(before + 8);
  });

  it("of a stopped share or a revoked certificate are not served, though drawn and stored", async () => {
    const holder = await t.signedInMember({ fullName: "Phoebe Cenchreae" });
    const [cup] = await t.database.db
      .insert(competition)
      .values({
        title: "Harvest Cup",
        startDate: "2026-05-20",
        endDate: "2026-05-24",
        status: "completed",
        closedAt: new Date("2026-05-25T09:00:00Z"),
        entryFeeCents: 500,
        prizePoolCents: 1_000,
      })
      .returning();
    const entry = await createCompetitionResult(t.database.db, {
      competitionId: cup!.id,
      userId: holder.id,
      score: 91,
      secondsUsed: 300,
      rank: 1,
      prizeCents: 1_000,
    });
    const [certificate] = (await holder.client.get("/api/me/certificates")).body.certificates as Array<{ code: string }>;
    const path = `/certificates/${certificate!.code}/card.png`;
    const before = stats().renders;
    expect((await card(path)).status).toBe(200);
    expect((await card(path)).status).toBe(200);
    expect(stats().renders).toBe(before + 1);

    await t.database.db.update(attempt).set({ status: "voided", voidReason: "Shared answers" }).where(eq(attempt.id, entry));
    expect((await card(path)).status).toBe(404);
    const stored = await t.database.db.select({ code: shareCardImage.code }).from(shareCardImage).where(eq(shareCardImage.code, certificate!.code));
    expect(stored).toHaveLength(1);

    // Stopping a share takes its card (the member's name on it) out of the database too.
    const ruth = await t.signedInMember({ fullName: "Ruth Moabite" });
    const quiz = await createQuiz(t.database.db, { questionCount: 1 });
    const { code } = await sharedResult(quiz.id, "Someone Else", 50);
    const [ownAttempt] = await t.database.db
      .insert(attempt)
      .values({
        userId: ruth.id,
        quizId: quiz.id,
        mode: "quiz",
        periodKey: "card-ruth",
        weekStart: "2026-11-22",
        status: "finished",
        startedAt: new Date(Date.now() - 600_000),
        deadlineAt: new Date(Date.now() - 60_000),
        finishedAt: new Date(Date.now() - 60_000),
        score: 70,
        secondsUsed: 300,
      })
      .returning({ id: attempt.id });
    const shared = (await ruth.client.post(`/api/results/${ownAttempt!.id}/share`)).body as { code: string };
    expect((await resultCard(shared.code)).status).toBe(200);
    expect((await resultCard(code)).status).toBe(200);
    expect((await ruth.client.delete(`/api/results/${ownAttempt!.id}/share`)).status).toBe(204);
    expect((await resultCard(shared.code)).status).toBe(404);
    const left = await t.database.db.select({ code: shareCardImage.code }).from(shareCardImage).where(eq(shareCardImage.kind, "result"));
    expect(left.map((r) => r.code)).not.toContain(shared.code);
    expect(left.map((r) => r.code)).toContain(code);
  });
});

describe("the render limit", () => {
  it("refuses an address past it (429, Retry-After) whatever session it sends, while cards already drawn still serve", async () => {
    const codes = await sharedResults(CARD_RENDERS_PER_MINUTE + 3);
    const address = nextIp();
    const before = stats().renders;
    for (const code of codes.slice(0, CARD_RENDERS_PER_MINUTE)) expect((await resultCard(code, t.client({ ip: address }))).status).toBe(200);

    // Fresh sessions of new members, from the same address: each is a new session, none a new allowance.
    for (const code of codes.slice(CARD_RENDERS_PER_MINUTE)) {
      const fresh = (await t.signedInMember()).client.from(address);
      const refused = await resultCard(code, fresh);
      expect(refused.status).toBe(429);
      expect(refused.error).toBe("RATE_LIMITED");
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      // A card already drawn costs no drawing, and is served.
      expect((await resultCard(codes[0]!, fresh)).status).toBe(200);
    }
    expect(stats().renders).toBe(before + CARD_RENDERS_PER_MINUTE);
    // Another address draws it.
    expect((await resultCard(codes.at(-1)!)).status).toBe(200);
  });

  it("refuses a member past it from any address and any new session of theirs", async () => {
    const codes = await sharedResults(CARD_RENDERS_PER_MINUTE + 1);
    const member = await t.signedInMember();
    for (const code of codes.slice(0, CARD_RENDERS_PER_MINUTE)) expect((await resultCard(code, member.client.from(nextIp()))).status).toBe(200);

    const again = t.client();
    expect((await again.post("/api/auth/sign-in/email", { email: member.email, password: member.password })).status).toBe(200);
    expect(again.cookieHeader()).not.toBe(member.client.cookieHeader());
    const refused = await resultCard(codes.at(-1)!, again);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // The same address without the session is its own count.
    expect((await resultCard(codes.at(-1)!, t.client({ ip: again.ip }))).status).toBe(200);
  });

  it("draws at most the server's own number a minute, whoever asks, from however many addresses", async () => {
    const server = await startTestApp({ env: { SHARE_CARD_RENDERS_PER_MINUTE: "3" } });
    try {
      const quiz = await createQuiz(server.database.db, { questionCount: 1 });
      const codes: string[] = [];
      for (let i = 0; i < 4; i++) codes.push((await sharedResult(quiz.id, `Crowd ${i}`, 90 - i, server.database.db)).code);
      const card = (code: string) => fetch(`${server.baseUrl}/r/${code}/card.png`, { headers: { "x-forwarded-for": nextIp() } });
      // Three new addresses draw three cards; the fourth, from a fourth address, waits for the next minute.
      for (const code of codes.slice(0, 3)) expect((await card(code)).status).toBe(200);
      const refused = await card(codes[3]!);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      // What is drawn still serves, to anyone.
      const drawn = await card(codes[0]!);
      expect(drawn.status).toBe(200);
      expect(drawn.headers.get("cache-control")).toBe("public, max-age=3600");
      const before = Buffer.from(await drawn.arrayBuffer());
      // A drawn card whose content changed meanwhile (its member renamed) cannot be drawn again
      // this minute: its last drawing is served, kept by caches for a minute only, not an error.
      const [share] = await server.database.db.select({ userId: resultShare.userId }).from(resultShare).where(eq(resultShare.code, codes[0]!));
      await server.database.db.update(user).set({ fullName: "Crowd Renamed" }).where(eq(user.id, share!.userId));
      const stale = await card(codes[0]!);
      expect(stale.status).toBe(200);
      expect(stale.headers.get("cache-control")).toBe("public, max-age=60");
      expect(Buffer.from(await stale.arrayBuffer()).equals(before)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
