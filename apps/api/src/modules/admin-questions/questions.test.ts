import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, attemptQuestion, auditLog, question } from "../../db/schema.ts";
import { createQuestions, createQuiz, createUser } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
let admin: { client: TestClient; id: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedInMember({ role: "admin" });
});
afterAll(() => t.close());

const input = (over: Record<string, unknown> = {}) => ({
  question: "What did God make on the first day?",
  options: ["Light", "Dry land", "The sun", "Man"],
  correctIndex: 0,
  book: "genesis",
  reference: "Genesis 1:3",
  difficulty: "easy",
  topics: ["creation"],
  explanation: "God said, Let there be light (Genesis 1:3).",
  ...over,
});

describe("admin questions", () => {
  it("members get 403 and visitors 401 on every question route", async () => {
    const member = (await t.signedInMember()).client;
    for (const [client, status] of [
      [member, 403],
      [t.client(), 401],
    ] as const) {
      expect((await client.get("/api/admin/questions")).status).toBe(status);
      expect((await client.get("/api/admin/questions/1")).status).toBe(status);
      expect((await client.post("/api/admin/questions", input())).status).toBe(status);
      expect((await client.put("/api/admin/questions/1", input())).status).toBe(status);
      expect((await client.delete("/api/admin/questions/1")).status).toBe(status);
    }
  });

  it("adds a question with its four options, key, book, checked reference and explanation; edits it; audits both", async () => {
    const added = await admin.client.post("/api/admin/questions", input());
    expect(added.status).toBe(201);
    expect(added.body.question).toMatchObject({
      question: "What did God make on the first day?",
      options: ["Light", "Dry land", "The sun", "Man"],
      correctIndex: 0,
      book: "genesis",
      reference: "Genesis 1:3",
      usage: 0,
    });
    const id = added.body.question.id;
    const edited = await admin.client.put(`/api/admin/questions/${id}`, input({ question: "What did God create first, by His word?", difficulty: "medium" }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ regraded: 0, question: { question: "What did God create first, by His word?", difficulty: "medium" } });
    const found = await admin.client.get(`/api/admin/questions?search=${encodeURIComponent("create first, by His")}`);
    expect(found.body.questions.map((q: { id: number }) => q.id)).toEqual([id]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "question"), eq(auditLog.targetId, String(id))));
    expect(entries.map((e) => e.action).sort()).toEqual(["question.create", "question.update"]);
  });

  it("refuses references outside the 66 books or the text, a book that disagrees, and repeated options", async () => {
    const field = async (body: Record<string, unknown>) => {
      const res = await admin.client.post("/api/admin/questions", body);
      expect(res.status).toBe(400);
      return JSON.stringify(res.body);
    };
    expect(await field(input({ reference: "Hezekiah 3:1" }))).toContain("66 books");
    expect(await field(input({ reference: "Genesis 51:1" }))).toContain("66 books");
    expect(await field(input({ reference: "Genesis 1:99" }))).toContain("That verse is not in the King James text.");
    expect(await field(input({ reference: "Exodus 3:2" }))).toContain("another book");
    expect(await field(input({ book: "hezekiah" }))).toContain("Choose one of the 66 books.");
    expect(await field(input({ options: ["Light", "light", "Sun", "Man"] }))).toContain("The four options must differ.");
    expect(await field(input({ correctIndex: 4 }))).toBeTruthy();
  });

  it("filters by quiz, book, difficulty and topic, and counts the bank", async () => {
    const quiz = await createQuiz(t.database.db, { questionCount: 3 });
    const list = await admin.client.get(`/api/admin/questions?quizId=${quiz.id}`);
    expect(list.body.total).toBe(3);
    expect(list.body.counters).toMatchObject({ totalQuestions: 3, usedInQuizzes: 3, totalUsage: 3 });
    expect(list.body.questions.every((q: { usage: number }) => q.usage === 1)).toBe(true);
    expect(list.body.quizzes.some((q: { id: number }) => q.id === quiz.id)).toBe(true);
    const easyCreation = await admin.client.get("/api/admin/questions?book=genesis&difficulty=easy&topic=creation");
    expect(
      easyCreation.body.questions.every(
        (q: { book: string; difficulty: string; topics: string[] }) => q.book === "genesis" && q.difficulty === "easy" && q.topics.includes("creation"),
      ),
    ).toBe(true);
    expect((await admin.client.get("/api/admin/questions?difficulty=impossible")).status).toBe(400);
  });

  it("sorts by text, book, difficulty, usage or date, either way, keeping the filters and the paging", async () => {
    const tag = `sortme${Date.now().toString(36)}`;
    const add = async (text: string, over: Record<string, unknown>) =>
      (await admin.client.post("/api/admin/questions", input({ question: `${text} ${tag}?`, ...over }))).body.question.id as number;
    const beta = await add("Beta", { difficulty: "hard", book: "exodus", reference: "Exodus 3:2" });
    const alpha = await add("Alpha", { difficulty: "medium", book: "genesis", reference: "Genesis 1:3" });
    const gamma = await add("Gamma", { difficulty: "easy", book: null, reference: "" });
    const used = await admin.client.post("/api/admin/quizzes", {
      title: `Sorted ${tag}`,
      status: "draft",
      selection: { mode: "manual", questionIds: [gamma] },
    });
    expect(used.status).toBe(201);
    const ids = async (query: string) =>
      ((await admin.client.get(`/api/admin/questions?search=${tag}&${query}`)).body.questions as { id: number }[]).map((q) => q.id);
    expect(await ids("")).toEqual([gamma, alpha, beta]);
    expect(await ids("sort=created&order=asc")).toEqual([beta, alpha, gamma]);
    expect(await ids("sort=question&order=asc")).toEqual([alpha, beta, gamma]);
    expect(await ids("sort=question&order=desc")).toEqual([gamma, beta, alpha]);
    expect(await ids("sort=difficulty&order=asc")).toEqual([gamma, alpha, beta]);
    expect(await ids("sort=book&order=asc")).toEqual([gamma, beta, alpha]);
    expect((await ids("sort=usage&order=desc"))[0]).toBe(gamma);
    expect(await ids("sort=question&order=asc&difficulty=hard")).toEqual([beta]);
    const page = await admin.client.get(`/api/admin/questions?search=${tag}&sort=question&order=asc&page=2`);
    expect(page.body).toMatchObject({ total: 3, page: 2, questions: [] });
    expect((await admin.client.get("/api/admin/questions?sort=answer")).status).toBe(400);
  });

  it("refuses to delete a question a quiz uses or a result asked, with the reason; deletes an unused one", async () => {
    const quiz = await createQuiz(t.database.db, { title: "Psalms of Ascent", questionCount: 1 });
    const inQuiz = await admin.client.delete(`/api/admin/questions/${quiz.questions[0]!.id}`);
    expect(inQuiz.status).toBe(409);
    expect(inQuiz.body.error.message).toContain("Psalms of Ascent");

    const [asked] = await createQuestions(t.database.db, 1);
    const userId = await createUser(t.database.db);
    const at = new Date("2026-11-02T10:00:00Z");
    const [row] = await t.database.db
      .insert(attempt)
      .values({ userId, quizId: quiz.id, periodKey: "ever", weekStart: "2026-11-01", status: "finished", startedAt: at, deadlineAt: at, finishedAt: at })
      .returning();
    await t.database.db.insert(attemptQuestion).values({ attemptId: row!.id, position: 0, questionId: asked!.id, optionOrder: [0, 1, 2, 3] });
    const answered = await admin.client.delete(`/api/admin/questions/${asked!.id}`);
    expect(answered.status).toBe(409);
    expect(answered.body.error.message).toContain("answered this question in 1 attempt");

    const [unused] = await createQuestions(t.database.db, 1);
    expect((await admin.client.delete(`/api/admin/questions/${unused!.id}`)).status).toBe(204);
    expect(await t.database.db.select().from(question).where(eq(question.id, unused!.id))).toEqual([]);
  });
});
