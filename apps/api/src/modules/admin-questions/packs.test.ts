/**
 * Sealed packs (docs/architecture.md §4 'Sealed and open', docs/security.md 57): the supply of the
 * Saturday event and of competitions comes into the database from the operator, through the admins'
 * upload or SEALED_PACKS_DIR, never from the repository; in production the public sample pack is
 * no supply at all.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContentQuestion } from "@berean/domain";
import { question, user } from "../../db/schema.ts";
import { createQuestions, createQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { seedContent } from "../../db/seed.ts";
import { importPackDirectory } from "../questions/service.ts";

/** A pack of `n` questions in the bank's shape, half Genesis, half Matthew, each citing a real verse. */
function packOf(tag: string, n: number): ContentQuestion[] {
  return Array.from({ length: n }, (_, i) => {
    const genesis = i % 2 === 0;
    return {
      id: `${tag}-${i + 1}`,
      book: genesis ? "genesis" : "matthew",
      reference: `${genesis ? "Genesis" : "Matthew"} 1:${Math.floor(i / 2) + 1}`,
      topics: ["events"],
      difficulty: (["easy", "medium", "hard"] as const)[i % 3]!,
      question: `Pack ${tag} question ${i + 1}: which verse is this?`,
      options: [`First ${i}`, `Second ${i}`, `Third ${i}`, `Fourth ${i}`],
      answer: i % 4,
      explanation: `The answer is the ${["first", "second", "third", "fourth"][i % 4]} option.`,
    };
  });
}

const sealedRows = (t: TestApp, tag: string) =>
  t.database.db
    .select({ key: question.contentKey, sealed: question.sealed, pack: question.pack, revealsAt: question.revealsAt, text: question.question })
    .from(question)
    .where(
      inArray(
        question.contentKey,
        packOf(tag, 40).map((q) => q.id),
      ),
    );

describe("an administrator imports a sealed pack", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("adds its questions sealed under its name; again, it rewords its own and leaves the bank's alone; the supply counts them", async () => {
    const admin = (await t.signedInMember({ role: "admin" })).client;
    const before = (await admin.get("/api/admin/questions")).body.counters.sealedSupply as number;
    const first = await admin.post("/api/admin/question-packs", { name: "spring-2027", questions: packOf("spring", 30) });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ pack: "spring-2027", added: 30, updated: 0, skipped: [] });
    const rows = await sealedRows(t, "spring");
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.sealed && r.pack === "spring-2027" && r.revealsAt === null)).toBe(true);
    expect((await admin.get("/api/admin/questions")).body.counters.sealedSupply).toBe(before + 30);
    // Never shown: not on the book's public page, not among a Pro member's custom-quiz candidates.
    expect((await t.client().get("/bible-questions-and-answers-hub/genesis")).body).not.toContain("Pack spring");

    // The bank's own question under one of the pack's ids stays as it is; the pack's own take the new wording.
    await t.database.db.insert(question).values({
      contentKey: "spring-31",
      question: "A bank question with a pack's id?",
      optionA: "A",
      optionB: "B",
      optionC: "C",
      optionD: "D",
      correctIndex: 0,
      reference: "Genesis 1:1",
      explanation: "The bank's own.",
    });
    const reworded = packOf("spring", 31).map((q) => ({ ...q, question: `${q.question} (reworded)` }));
    const again = await admin.post("/api/admin/question-packs", { name: "spring-2027", questions: reworded });
    expect(again.body).toEqual({ pack: "spring-2027", added: 0, updated: 30, skipped: ["spring-31"] });
    const [bankRow] = await t.database.db.select().from(question).where(eq(question.contentKey, "spring-31"));
    expect(bankRow).toMatchObject({ sealed: false, pack: null, question: "A bank question with a pack's id?" });
    expect((await sealedRows(t, "spring")).filter((r) => r.text.endsWith("(reworded)"))).toHaveLength(30);
  });

  it("refuses a pack that is not in the bank's shape, cites what the King James text does not have, or takes the sample pack's name; nothing is written", async () => {
    const admin = (await t.signedInMember({ role: "admin" })).client;
    const refused = async (body: unknown) => {
      const res = await admin.post("/api/admin/question-packs", body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body.error.message as string;
    };
    expect(await refused({ name: "bad-shape", questions: [{ id: "x" }] })).toMatch(/^Not a pack in the bank's shape: question #1/);
    const wrongVerse = packOf("verse", 3).map((q, i) => (i === 2 ? { ...q, reference: "Genesis 51:1" } : q));
    expect(await refused({ name: "bad-verse", questions: wrongVerse })).toBe(
      "The pack has 1 problem: #3 verse-3: 'Genesis 51:1' is not a passage of the King James text",
    );
    expect(await refused({ name: "sample", questions: packOf("sample-name", 2) })).toMatch(/the public sample pack's name/);
    expect(await refused({ name: "Spring 2027!", questions: packOf("bad-name", 2) })).toMatch(/lowercase letters and digits/);
    expect(
      await t.database.db
        .select()
        .from(question)
        .where(inArray(question.contentKey, ["verse-1", "verse-2", "sample-name-1", "bad-name-1"])),
    ).toEqual([]);
  });

  it("the seed of a new database loads the public sample pack sealed, except in production", async () => {
    const content = { questions: [], quizzes: [], samplePack: packOf("seeded", 3) };
    expect(await seedContent(t.database.db, content, new Date(), { samplePack: false })).toMatchObject({ sealed: 0 });
    expect(await sealedRows(t, "seeded")).toEqual([]);
    expect(await seedContent(t.database.db, content)).toMatchObject({ sealed: 3 });
    expect((await sealedRows(t, "seeded")).map((r) => [r.sealed, r.pack])).toEqual([
      [true, "sample"],
      [true, "sample"],
      [true, "sample"],
    ]);
  });

  it("from SEALED_PACKS_DIR at start: each <pack>.json once, a second start adds nothing, a broken file names itself", async () => {
    const dir = mkdtempSync(join(tmpdir(), "berean-packs-"));
    try {
      writeFileSync(join(dir, "autumn.json"), JSON.stringify(packOf("autumn", 12)));
      writeFileSync(join(dir, "notes.txt"), "not a pack");
      expect(await importPackDirectory(t.database.db, dir)).toEqual([{ pack: "autumn", added: 12, updated: 0, skipped: [] }]);
      // Every instance imports the folder at its start: unchanged questions are not written again.
      expect(await importPackDirectory(t.database.db, dir)).toEqual([{ pack: "autumn", added: 0, updated: 0, skipped: [] }]);
      const reworded = packOf("autumn", 12).map((q, i) => (i < 2 ? { ...q, explanation: `${q.explanation} Reworded.` } : q));
      writeFileSync(join(dir, "autumn.json"), JSON.stringify(reworded));
      expect(await importPackDirectory(t.database.db, dir)).toEqual([{ pack: "autumn", added: 0, updated: 2, skipped: [] }]);
      writeFileSync(join(dir, "broken.json"), "[{");
      await expect(importPackDirectory(t.database.db, dir)).rejects.toThrow(/broken\.json: not JSON/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("in production, the public sample pack is no supply", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      outbox: true,
      env: {
        NODE_ENV: "production",
        SMTP_URL: "smtp://127.0.0.1:1",
        STRIPE_SECRET_KEY: "sk_test_not_used",
        STRIPE_WEBHOOK_SECRET: "whsec_not_used",
        STRIPE_PRO_PRICE_ID: "price_not_used",
        DATABASE_URL: "postgres://not-used",
        BETTER_AUTH_SECRET: "a production secret of at least 32 characters",
      },
    });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it("the Saturday event does not open on it, and opens once an operator's pack is imported; a paid competition is not activated on it", async () => {
    const weekly = await createQuiz(t.database.db, { title: "Weekly Bible Challenge", weekly: true, questionCount: 0 });
    // The sample pack alone: plenty of questions, but their keys are in the repository.
    const sample = [
      ...(await createQuestions(t.database.db, 30, { sealed: true, book: "genesis" })),
      ...(await createQuestions(t.database.db, 30, { sealed: true, book: "matthew" })),
    ];
    await t.database.db
      .update(question)
      .set({ pack: "sample" })
      .where(
        inArray(
          question.id,
          sample.map((q) => q.id),
        ),
      );
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-09T15:00:00Z")); // Saturday 10:00 in New York
    const admin = (await t.signedInMember({ role: "admin" })).client;
    const member = await t.signedInMember();
    await t.database.db.update(user).set({ timezone: "America/New_York" }).where(eq(user.id, member.id));
    expect((await admin.get("/api/admin/overview")).body.sealedSupply).toMatchObject({ questions: 0, weeks: 0 });

    const refused = await member.client.post(`/api/quizzes/${weekly.id}/attempts`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("EVENT_UNAVAILABLE");

    // A paid competition on the sample pack is refused when it is activated.
    const competition = await admin.post("/api/admin/competitions", {
      title: "Sample Cup",
      description: "On the sample pack.",
      entryFeeCents: 500,
      prizePoolCents: 1000,
      maxParticipants: null,
      startDate: "2027-01-09",
      endDate: "2027-01-10",
      questionIds: sample.slice(0, 8).map((q) => q.id),
      questionsPerEntrant: 2,
    });
    expect(competition.status, JSON.stringify(competition.body)).toBe(201);
    const activated = await admin.post(`/api/admin/competitions/${competition.body.id}/status`, { status: "active" });
    expect(activated.status).toBe(409);
    expect(activated.body.error.code).toBe("SAMPLE_PACK");

    // The operator imports a pack; the next Saturday's event opens on it, and only on it.
    expect((await admin.post("/api/admin/question-packs", { name: "winter-2027", questions: packOf("winter", 30) })).body).toMatchObject({ added: 30 });
    vi.setSystemTime(new Date("2027-01-16T15:00:00Z"));
    const started = await member.client.post(`/api/quizzes/${weekly.id}/attempts`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const drawn = await t.database.db
      .select({ pack: question.pack })
      .from(question)
      .where(
        inArray(
          question.question,
          started.body.attempt.questions.map((q: { text: string }) => q.text),
        ),
      );
    expect(drawn).toHaveLength(25);
    expect(drawn.every((d) => d.pack === "winter-2027")).toBe(true);
  });
});
