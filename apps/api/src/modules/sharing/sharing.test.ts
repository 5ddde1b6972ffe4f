import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARE_CODE } from "@berean/domain";
import { attempt, competition, question, user } from "../../db/schema.ts";
import { createCompetitionResult, createQuiz, playQuiz, type TestQuiz } from "../../test/factories.ts";
import { APP_URL, startTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let genesis: TestQuiz;
beforeAll(async () => {
  t = await startTestApp();
  genesis = await createQuiz(t.database.db, { title: "Genesis Quiz" });
});
afterAll(() => t.close());

async function member(fullName: string) {
  const m = await t.signedInMember({ fullName });
  await t.database.db.update(user).set({ plan: "pro" }).where(eq(user.id, m.id));
  return m;
}

/** The value of a <meta property|name="…"> in the page's head. */
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk, after the 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("shared results", () => {
  it("show name, quiz, score, place and date to anyone, never a question, an answer or an email; stopping sharing makes the link a 404", async () => {
    const [ruth, boaz, naomi] = [await member("Ruth Moabite"), await member("Boaz Bethlehem"), await member("Naomi Ephrath")];
    await playQuiz(t.database.db, boaz.client, genesis.id, 24);
    const { attemptId } = await playQuiz(t.database.db, ruth.client, genesis.id, 20);
    await playQuiz(t.database.db, naomi.client, genesis.id, 10);

    expect((await ruth.client.get(`/api/results/${attemptId}/share`)).body).toEqual({ share: null });
    const shared = await ruth.client.post(`/api/results/${attemptId}/share`);
    expect(shared.status).toBe(200);
    const { code, url } = shared.body as { code: string; url: string };
    expect(code).toMatch(SHARE_CODE);
    expect(url).toBe(`${APP_URL}/r/${code}`);
    expect((await ruth.client.post(`/api/results/${attemptId}/share`)).body.code).toBe(code);
    expect((await ruth.client.get(`/api/results/${attemptId}/share`)).body).toEqual({ share: { code, url } });

    // Another member's result is not found, whatever they try.
    expect((await boaz.client.post(`/api/results/${attemptId}/share`)).status).toBe(404);
    expect((await boaz.client.get(`/api/results/${attemptId}/share`)).status).toBe(404);
    expect((await boaz.client.delete(`/api/results/${attemptId}/share`)).status).toBe(404);

    const visitor = t.client();
    const open = await visitor.get(`/api/shares/${code}`);
    expect(open.status).toBe(200);
    const [score] = await t.database.db.select({ score: attempt.score }).from(attempt).where(eq(attempt.id, attemptId));
    expect(open.body).toEqual({
      name: "Ruth Moabite",
      quizTitle: "Genesis Quiz",
      kind: "quiz",
      score: score!.score,
      place: 2,
      of: 3,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const asked = await t.database.db.select().from(question).where(eq(question.id, genesis.questions[0]!.id));
    const text = JSON.stringify(open.body);
    for (const leak of ["@", asked[0]!.question, asked[0]!.optionA, "Option", "explanation", "answer"]) expect(text).not.toContain(leak);

    const page = await visitor.get(`/r/${code}`);
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(meta(html, "og:title")).toBe(`Ruth Moabite scored ${score!.score} on the Genesis Quiz · Berean`);
    expect(meta(html, "og:image")).toBe(`${APP_URL}/r/${code}/card.png`);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "og:description")).toContain("2nd of 3 who took this quiz");
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/r/${code}" />`);
    expect(html).not.toContain("Test question");
    expect(html).not.toContain("Option A");
    expect(html).not.toContain("@");

    const card = await fetch(`${t.baseUrl}/r/${code}/card.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    expect(card.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(pngSize(Buffer.from(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    expect((await ruth.client.delete(`/api/results/${attemptId}/share`)).status).toBe(204);
    expect((await visitor.get(`/api/shares/${code}`)).status).toBe(404);
    const gone = await visitor.get(`/r/${code}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain("<title>Result not shared · Berean</title>");
    expect(meta(gone.body as string, "og:image")).toBeUndefined();
    expect((await fetch(`${t.baseUrl}/r/${code}/card.png`)).status).toBe(404);
    expect((await ruth.client.get(`/api/results/${attemptId}/share`)).body).toEqual({ share: null });
    // Shared again, it gets a new link: the old one stays dead.
    expect((await ruth.client.post(`/api/results/${attemptId}/share`)).body.code).not.toBe(code);
    expect((await visitor.get("/r/not-a-code")).status).toBe(404);
  });

  it("are refused for results that do not stand or have no public board: abandoned, held, competition", async () => {
    const ezra = await member("Ezra Scribe");
    const quiz = await createQuiz(t.database.db);
    const started = await ezra.client.post(`/api/quizzes/${quiz.id}/attempts`, {});
    const running = started.body.attempt.id as number;
    expect((await ezra.client.post(`/api/results/${running}/share`)).body.error.code).toBe("NOT_SHAREABLE");
    await ezra.client.post(`/api/attempts/${running}/abandon`, {});
    const abandoned = await ezra.client.post(`/api/results/${running}/share`);
    expect(abandoned.status).toBe(409);
    expect(abandoned.body.error.code).toBe("NOT_SHAREABLE");

    const [cup] = await t.database.db
      .insert(competition)
      .values({
        title: "Jubilee Cup",
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
      userId: ezra.id,
      score: 90,
      secondsUsed: 300,
      rank: 1,
      prizeCents: 1_000,
    });
    expect((await ezra.client.post(`/api/results/${entry}/share`)).status).toBe(409);

    // A result held for review after it was shared stops being shown.
    const { attemptId } = await playQuiz(t.database.db, ezra.client, genesis.id, 15);
    const { code } = (await ezra.client.post(`/api/results/${attemptId}/share`)).body as { code: string };
    await t.database.db.update(attempt).set({ heldReason: "fast", heldAt: new Date() }).where(eq(attempt.id, attemptId));
    expect((await t.client().get(`/api/shares/${code}`)).status).toBe(404);
    expect((await ezra.client.post(`/api/results/${attemptId}/share`)).status).toBe(409);
  });
});

describe("certificate pages", () => {
  it("carry the holder's preview tags and image; a revoked one says so and shows no winner", async () => {
    const holder = await member("Priscilla Corinth");
    const [cup] = await t.database.db
      .insert(competition)
      .values({
        title: "Pentecost Cup",
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
      score: 92,
      secondsUsed: 300,
      rank: 1,
      prizeCents: 1_000,
    });
    const [certificate] = (await holder.client.get("/api/me/certificates")).body.certificates as Array<{ code: string }>;
    const visitor = t.client();

    const html = (await visitor.get(`/certificates/${certificate!.code}`)).body as string;
    expect(meta(html, "og:title")).toBe("Priscilla Corinth: 1st place — Pentecost Cup · Berean");
    expect(meta(html, "og:image")).toBe(`${APP_URL}/certificates/${certificate!.code}/card.png`);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(html).not.toContain("@");
    const card = await fetch(`${t.baseUrl}/certificates/${certificate!.code}/card.png`);
    expect(pngSize(Buffer.from(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    await t.database.db.update(attempt).set({ status: "voided", voidReason: "Shared answers" }).where(eq(attempt.id, entry));
    const revoked = (await visitor.get(`/certificates/${certificate!.code}`)).body as string;
    expect(meta(revoked, "og:title")).toBe("Certificate revoked · Berean");
    expect(meta(revoked, "og:image")).toBeUndefined();
    expect(revoked).not.toContain("Priscilla");
    expect((await fetch(`${t.baseUrl}/certificates/${certificate!.code}/card.png`)).status).toBe(404);
    expect((await visitor.get("/certificates/AAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
  });
});
