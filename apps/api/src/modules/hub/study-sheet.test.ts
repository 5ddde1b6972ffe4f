import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { question, quizQuestion, user } from "../../db/schema.ts";
import { createQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { pdfText } from "../../test/pdf-text.ts";

let t: TestApp;
let pro: TestClient, free: TestClient, admin: TestClient;
/** A tag in every question of this file, to find them in the printed text. */
const tag = `ss${randomBytes(3).toString("hex")}`;
let bank: Array<{ id: number; text: string }>;
let sealedText: string;
let activeQuizId: number;

async function member(plan: "free" | "pro"): Promise<TestClient> {
  const m = await t.signedInMember();
  await t.database.db.update(user).set({ plan }).where(eq(user.id, m.id));
  const client = t.client();
  expect((await client.post("/api/auth/sign-in/email", { email: m.email, password: m.password })).status).toBe(200);
  return client;
}

/** The sheet as the browser downloads it: bytes, not text. */
async function download(client: TestClient, slug = "ruth") {
  const res = await fetch(`${t.baseUrl}/api/hub/books/${slug}/study-sheet.pdf`, { headers: { cookie: client.cookieHeader() } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  t = await startTestApp();
  [pro, free] = [await member("pro"), await member("free")];
  admin = (await t.signedInMember({ role: "admin" })).client;
  const { db } = t.database;
  bank = await db
    .insert(question)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        question: `Study ${tag} question ${i + 1}: who gleaned in the field?`,
        optionA: `Ruth ${i}`,
        optionB: `Orpah ${i}`,
        optionC: `Naomi ${i}`,
        optionD: `Boaz ${i}`,
        correctIndex: 0,
        book: "ruth",
        topics: [i % 2 === 0 ? "characters" : "events"],
        reference: `Ruth ${(i % 4) + 1}:${i < 4 ? 3 : 4}`,
        explanation: `Explained ${tag} ${i + 1}.`,
      })),
    )
    .returning({ id: question.id, text: question.question });
  sealedText = `Sealed ${tag}: who redeemed the land?`;
  await db.insert(question).values({
    question: sealedText,
    optionA: "Boaz",
    optionB: "Obed",
    optionC: "Jesse",
    optionD: "David",
    correctIndex: 0,
    book: "ruth",
    reference: "Ruth 4:9",
    explanation: "Ruth 4:9.",
    sealed: true,
    pack: "test",
  });
  activeQuizId = (await createQuiz(db, { questionCount: 5, book: "ruth" })).id;
});
afterAll(() => t.close());

describe("a book's study sheet", () => {
  it("is a PDF of key verses, outline, questions and a separate answer key, for Pro members and administrators", async () => {
    const { res, bytes } = await download(pro);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="berean-study-sheet-ruth.pdf"');
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toContain("Ruth");
    // Key verses and outline, then the questions, then the key: at least three pages.
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    const text = await pdfText(bytes);
    expect(text).toContain("Key verses");
    expect(text).toContain("Ruth 1:16");
    expect(text).toContain("Whither thou goest");
    expect(text).toContain("Chapter 1");
    expect(text).toContain("Answer key");
    expect(text).toContain(`Explained ${tag} 1.`);
    expect(text).toMatch(/Page 1 of \d/);
    for (const q of bank) expect(text).toContain(q.text);

    expect((await download(admin)).res.status).toBe(200);
  });

  it("never prints a question of a live quiz's pool or of the sealed supply", async () => {
    const live = bank[2]!;
    await t.database.db.insert(quizQuestion).values({ quizId: activeQuizId, questionId: live.id, orderIndex: 99 });
    const text = await pdfText((await download(pro)).bytes);
    expect(text).not.toContain(live.text);
    expect(text).not.toContain(`Explained ${tag} 3.`);
    expect(text).not.toContain(sealedText);
    // The quiz's own questions (its pool) are not on it either.
    expect(text).not.toMatch(/Test question \d+ of/);
    for (const q of bank.filter((q) => q.id !== live.id)) expect(text).toContain(q.text);
    await t.database.db.delete(quizQuestion).where(eq(quizQuestion.questionId, live.id));
  });

  it("is refused to a free member with the upgrade, to a visitor, and for an unknown book", async () => {
    const refused = await free.get("/api/hub/books/ruth/study-sheet.pdf");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("PRO_REQUIRED");
    expect(refused.body.error.message).toMatch(/Pro/);
    expect((await t.client().get("/api/hub/books/ruth/study-sheet.pdf")).status).toBe(401);
    const unknown = await pro.get("/api/hub/books/narnia/study-sheet.pdf");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("No such book.");
  });
});
