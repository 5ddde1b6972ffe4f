import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { firstLetters, STUDY_MESSAGES, type MemoryList, type MemoryStepResult, type MemoryVerse, type ReviewDeck } from "@berean/domain";
import { memoryProgress, reviewCard } from "../../db/schema.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { clockAt } from "../../test/clock.ts";

type Signed = { client: TestClient; id: string };
let t: TestApp;
let learner: Signed, other: Signed;

beforeAll(async () => {
  t = await startTestApp();
  [learner, other] = await Promise.all([t.signedInMember({ fullName: "Lydia Learner" }), t.signedInMember({ fullName: "Otto Other" })]);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** The server's clock (Date only), frozen at `iso` until moved again. */

const JOHN_3_16 =
  "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.";

const step = (who: Signed, slug: string, body: { step: string; typed?: string }) => who.client.post<MemoryStepResult>(`/api/memory/${slug}/steps`, body);

async function passed(who: Signed, slug: string, body: { step: string; typed?: string }): Promise<MemoryStepResult> {
  const res = await step(who, slug, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.passed, JSON.stringify(res.body.diff)).toBe(true);
  return res.body;
}

const summaryOf = async (who: Signed, slug: string) => (await who.client.get<MemoryList>("/api/memory")).body.verses.find((v) => v.slug === slug)!;

describe("memory verses", () => {
  it("lists at least 150 verses in order with the member's progress, each found by its slug with its KJV text", async () => {
    const list = await learner.client.get<MemoryList>("/api/memory");
    expect(list.status).toBe(200);
    expect(list.body.verses.length).toBeGreaterThanOrEqual(150);
    expect(list.body.learnt).toBe(0);
    expect(list.body.verses[0]).toEqual({
      slug: "genesis-1-1",
      reference: "Genesis 1:1",
      title: "In the beginning God created",
      stepsDone: 0,
      learnt: false,
      nextDueAt: null,
    });
    expect(list.body.verses.map((v) => v.slug)).toEqual(
      expect.arrayContaining(["john-3-16", "psalm-23-1", "1-corinthians-13-4-7", "philippians-4-13", "proverbs-3-5-6"]),
    );

    const verse = await learner.client.get<MemoryVerse>("/api/memory/john-3-16");
    expect(verse.body).toEqual({
      slug: "john-3-16",
      reference: "John 3:16",
      title: "For God so loved the world",
      stepsDone: 0,
      learnt: false,
      nextDueAt: null,
      text: JOHN_3_16,
    });
    // A passage reads as one text to recite, without its verse numbers.
    const passage = await learner.client.get<MemoryVerse>("/api/memory/proverbs-3-5-6");
    expect(passage.body.text).toBe(
      "Trust in the LORD with all thine heart; and lean not unto thine own understanding. In all thy ways acknowledge him, and he shall direct thy paths.",
    );

    const unknown = await learner.client.get("/api/memory/john-3-99");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(STUDY_MESSAGES.verseNotFound);
    expect((await learner.client.post("/api/memory/john-3-99/steps", { step: "read" })).status).toBe(404);
    expect((await learner.client.get("/api/memory/John%203:16")).status).toBe(400);
    expect((await step(learner, "john-3-16", { step: "recite" })).status).toBe(400);
  });

  it("steps go in order: a later step before the earlier ones is refused, an earlier one may be repeated", async () => {
    const slug = "psalm-23-1";
    for (const early of ["fill", "letters", "whole"]) {
      const refused = await step(learner, slug, { step: early, typed: "The LORD is my shepherd; I shall not want." });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: { code: "STEP_OUT_OF_ORDER", message: STUDY_MESSAGES.stepOutOfOrder } });
    }
    expect((await summaryOf(learner, slug)).stepsDone).toBe(0);

    const read = await passed(learner, slug, { step: "read" });
    expect(read).toMatchObject({ diff: [], verse: { slug, stepsDone: 1, learnt: false } });
    expect((await step(learner, slug, { step: "letters", typed: "The LORD is my shepherd; I shall not want." })).status).toBe(409);
    // Filled in with the words' case and punctuation of the member's own: still right.
    expect((await passed(learner, slug, { step: "fill", typed: "the lord is my shepherd i shall not want" })).verse.stepsDone).toBe(2);
    // Reading again keeps the step reached.
    expect((await passed(learner, slug, { step: "read" })).verse.stepsDone).toBe(2);
    expect(await summaryOf(learner, slug)).toMatchObject({ stepsDone: 2, learnt: false, nextDueAt: null });
  });

  it("a wrong 'whole' shows the differences word by word and does not pass; passing all four learns the verse into the review deck, due at once", async () => {
    const slug = "john-3-16";
    clockAt("2026-03-02T15:00:00Z");
    await passed(learner, slug, { step: "read" });
    await passed(learner, slug, { step: "fill", typed: JOHN_3_16 });
    await passed(learner, slug, { step: "letters", typed: JOHN_3_16 });

    const wrong = await step(learner, slug, {
      step: "whole",
      typed: "For God so loved world, that he gave his only Son, that whosoever believeth in him shall not perish, but have eternal everlasting life",
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body.passed).toBe(false);
    expect(wrong.body.diff.filter((d) => d.status !== "right")).toEqual([
      { word: "the", status: "missing", expected: "the" },
      { word: "begotten", status: "missing", expected: "begotten" },
      { word: "shall", status: "wrong", expected: "should" },
      { word: "eternal", status: "extra", expected: null },
    ]);
    expect(wrong.body.verse).toMatchObject({ stepsDone: 3, learnt: false, nextDueAt: null });
    const noCard = await t.database.db.select().from(reviewCard).where(eq(reviewCard.userId, learner.id));
    expect(noCard).toEqual([]);

    const whole = await passed(learner, slug, { step: "whole", typed: JOHN_3_16.toLowerCase() });
    expect(whole.diff).toHaveLength(25);
    expect(whole.verse).toMatchObject({ stepsDone: 4, learnt: true, nextDueAt: "2026-03-02T15:00:00.000Z" });
    const cards = await t.database.db.select().from(reviewCard).where(eq(reviewCard.userId, learner.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ verseRef: "John 3:16", questionId: null, due: new Date("2026-03-02T15:00:00Z") });
    const [progress] = await t.database.db
      .select()
      .from(memoryProgress)
      .where(and(eq(memoryProgress.userId, learner.id), eq(memoryProgress.verseRef, "John 3:16")));
    expect(progress).toMatchObject({ stepsDone: 4, learntAt: new Date("2026-03-02T15:00:00Z") });
    const deck = await learner.client.get<ReviewDeck>("/api/review");
    expect(deck.status).toBe(200);
    expect(deck.body).toMatchObject({ dueToday: 1, total: 1, card: { kind: "verse", prompt: "John 3:16", hint: firstLetters(JOHN_3_16), options: null } });

    // The list shows it learnt, with its card's next review.
    const list = (await learner.client.get<MemoryList>("/api/memory")).body;
    expect(list.learnt).toBe(1);
    expect(list.verses.find((v) => v.slug === slug)).toMatchObject({ stepsDone: 4, learnt: true, nextDueAt: "2026-03-02T15:00:00.000Z" });
    expect((await learner.client.get<MemoryVerse>(`/api/memory/${slug}`)).body).toMatchObject({ learnt: true, nextDueAt: "2026-03-02T15:00:00.000Z" });

    // Reciting it again, or again wrongly, later: still learnt, and the deck keeps its one card and its schedule.
    clockAt("2026-03-09T15:00:00Z");
    expect((await passed(learner, slug, { step: "whole", typed: JOHN_3_16 })).verse).toMatchObject({
      stepsDone: 4,
      learnt: true,
      nextDueAt: "2026-03-02T15:00:00.000Z",
    });
    expect((await step(learner, slug, { step: "whole", typed: "For God" })).body.verse).toMatchObject({ stepsDone: 4, learnt: true });
    expect(await t.database.db.select().from(reviewCard).where(eq(reviewCard.userId, learner.id))).toHaveLength(1);
  });

  it("another member's progress is their own", async () => {
    const list = (await other.client.get<MemoryList>("/api/memory")).body;
    expect(list.learnt).toBe(0);
    expect(list.verses.every((v) => v.stepsDone === 0 && !v.learnt && v.nextDueAt === null)).toBe(true);
    expect((await other.client.get<MemoryVerse>("/api/memory/john-3-16")).body).toMatchObject({ stepsDone: 0, learnt: false });
    // Their steps start from the beginning, whatever the first member has passed.
    expect((await step(other, "john-3-16", { step: "whole", typed: JOHN_3_16 })).status).toBe(409);
    await passed(other, "john-3-16", { step: "read" });
    expect(await summaryOf(learner, "john-3-16")).toMatchObject({ stepsDone: 4, learnt: true });
    expect(await summaryOf(other, "john-3-16")).toMatchObject({ stepsDone: 1, learnt: false });
  });

  it("every step attempt, passed or not, counts the member's day for the streak, once a day", async () => {
    const member = await t.signedInMember({ fullName: "Stella Streak" });
    clockAt("2026-04-06T12:00:00Z");
    expect((await member.client.get("/api/streak")).body.streak).toMatchObject({ readToday: false, totalDaysRead: 0 });
    await passed(member, "romans-8-28", { step: "read" });
    await passed(member, "romans-8-28", { step: "read" });
    expect((await member.client.get("/api/streak")).body.streak).toMatchObject({ readToday: true, currentStreak: 1, totalDaysRead: 1 });

    // The next day a failed attempt counts as well; a refused one (out of order) is no attempt.
    clockAt("2026-04-07T12:00:00Z");
    expect((await step(member, "romans-8-28", { step: "letters", typed: "And we know" })).status).toBe(409);
    expect((await member.client.get("/api/streak")).body.streak).toMatchObject({ readToday: false, currentStreak: 1 });
    const failed = await step(member, "romans-8-28", { step: "fill", typed: "And we know" });
    expect(failed.body.passed).toBe(false);
    expect((await member.client.get("/api/streak")).body.streak).toMatchObject({ readToday: true, currentStreak: 2, totalDaysRead: 2 });
  });

  it("a member who reads Spanish learns the Spanish list, titled and checked in the Reina-Valera 1909", async () => {
    const lucas = await t.signedInMember({ fullName: "Lucas Médico" });
    expect((await lucas.client.patch("/api/me", { locale: "es" })).status).toBe(200);
    const list = (await lucas.client.get<MemoryList>("/api/memory")).body;
    expect(list.verses.length).toBeGreaterThanOrEqual(100);
    expect(list.verses[0]).toMatchObject({ reference: "Genesis 1:1", title: "En el principio crió Dios" });
    const verse = (await lucas.client.get<MemoryVerse>("/api/memory/john-3-16")).body;
    expect(verse.text).toBe(
      "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
    );
    // The whole verse typed in Spanish passes the step; the KJV's words do not.
    await passed(lucas, "john-3-16", { step: "read" });
    const english = await step(lucas, "john-3-16", { step: "fill", typed: "For God so loved the world, that he gave his only begotten Son" });
    expect(english.body.passed).toBe(false);
  });
});
