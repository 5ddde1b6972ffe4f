import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, auditLog, question, quiz, quizQuestion, user } from "../../db/schema.ts";
import { createQuestions, createQuiz, createUser } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
let admin: { client: TestClient; id: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedInMember({ role: "admin" });
});
afterAll(() => t.close());

describe("admin quizzes", () => {
  it("members get 403 and visitors 401 on every quiz route", async () => {
    const member = (await t.signedInMember()).client;
    const visitor = t.client();
    const body = { title: "X", selection: { mode: "random" } };
    for (const [client, status] of [
      [member, 403],
      [visitor, 401],
    ] as const) {
      expect((await client.get("/api/admin/quizzes")).status).toBe(status);
      expect((await client.get("/api/admin/quizzes/1/questions")).status).toBe(status);
      expect((await client.post("/api/admin/quizzes", body)).status).toBe(status);
      expect((await client.put("/api/admin/quizzes/1", { title: "X", description: "", status: "draft" })).status).toBe(status);
      expect((await client.delete("/api/admin/quizzes/1")).status).toBe(status);
    }
  });

  it("creates a quiz of 25 random questions from the filters, lists it with its counts, and audits it", async () => {
    const bank = await createQuestions(t.database.db, 40);
    await t.database.db
      .update(question)
      .set({ book: "genesis" })
      .where(
        inArray(
          question.id,
          bank.slice(0, 30).map((q) => q.id),
        ),
      );
    const created = await admin.client.post("/api/admin/quizzes", {
      title: "  Genesis Deep Dive  ",
      description: "From the beginning.",
      selection: { mode: "random", filter: { book: "genesis" } },
    });
    expect(created.status).toBe(201);
    const pool = await admin.client.get(`/api/admin/quizzes/${created.body.id}/questions`);
    expect(pool.body.questions).toHaveLength(25);
    expect(pool.body.questions.every((q: { book: string }) => q.book === "genesis")).toBe(true);
    const list = await admin.client.get("/api/admin/quizzes");
    const row = list.body.quizzes.find((q: { id: number }) => q.id === created.body.id);
    expect(row).toMatchObject({ title: "Genesis Deep Dive", status: "active", questions: 25, attempts: 0, avgScore: null });
    expect(list.body.counters.totalQuizzes).toBe(list.body.quizzes.length);
    expect(list.body.counters.activeQuizzes).toBe(list.body.quizzes.filter((q: { status: string }) => q.status === "active").length);
    // Members see it at once.
    const member = (await t.signedInMember()).client;
    expect((await member.get("/api/quizzes")).body.quizzes.some((q: { id: number }) => q.id === created.body.id)).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "quiz.create"), eq(auditLog.targetId, String(created.body.id))));
    expect(entry?.actorId).toBe(admin.id);
  });

  it("searches, filters by status, sorts and pages on the server; the counters cover every quiz", async () => {
    const tag = `shelf${Date.now().toString(36)}`;
    const bank = await createQuestions(t.database.db, 3);
    const make = async (title: string, status: "draft" | "archived", questionIds: number[]) => {
      const created = await admin.client.post("/api/admin/quizzes", {
        title: `${title} ${tag}`,
        description: "",
        status,
        selection: { mode: "manual", questionIds },
      });
      expect(created.status).toBe(201);
      return created.body.id as number;
    };
    const exodus = await make("Exodus", "draft", [bank[0]!.id, bank[1]!.id, bank[2]!.id]);
    const acts = await make("Acts", "draft", [bank[0]!.id]);
    const ruth = await make("Ruth", "archived", [bank[0]!.id, bank[1]!.id]);
    const ids = async (query: string) =>
      ((await admin.client.get(`/api/admin/quizzes?search=${tag}&${query}`)).body.quizzes as { id: number }[]).map((q) => q.id);
    expect(await ids("")).toEqual([ruth, acts, exodus]);
    expect(await ids("sort=title&order=asc")).toEqual([acts, exodus, ruth]);
    expect(await ids("sort=questions&order=desc")).toEqual([exodus, ruth, acts]);
    expect(await ids("sort=created&order=asc")).toEqual([exodus, acts, ruth]);
    expect(await ids("status=archived")).toEqual([ruth]);
    const all = await admin.client.get("/api/admin/quizzes");
    const searched = await admin.client.get(`/api/admin/quizzes?search=${tag}&status=draft`);
    expect(searched.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(searched.body.counters).toEqual(all.body.counters);
    expect(all.body.counters.totalQuizzes).toBe(all.body.total);
    expect((await admin.client.get(`/api/admin/quizzes?search=${tag}&page=2`)).body).toMatchObject({ total: 3, page: 2, quizzes: [] });
    expect((await admin.client.get("/api/admin/quizzes?sort=secret")).status).toBe(400);
    expect((await admin.client.get("/api/admin/quizzes?status=deleted")).status).toBe(400);
  });

  it("refuses an empty title, filters nothing matches, and an active quiz of fewer than 25 questions", async () => {
    const untitled = await admin.client.post("/api/admin/quizzes", { title: "   ", selection: { mode: "random" } });
    expect(untitled.status).toBe(400);
    expect(JSON.stringify(untitled.body)).toContain("Please enter a quiz title.");
    const none = await admin.client.post("/api/admin/quizzes", { title: "Nothing", selection: { mode: "random", filter: { book: "no-such-book" } } });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe("No questions match these filters.");
    const few = await createQuestions(t.database.db, 3);
    const ids = few.map((q) => q.id);
    const active = await admin.client.post("/api/admin/quizzes", { title: "Three", selection: { mode: "manual", questionIds: ids } });
    expect(active.status).toBe(409);
    expect(active.body.error.message).toContain("at least 25 questions; this one has 3");
    const draft = await admin.client.post("/api/admin/quizzes", { title: "Three", status: "draft", selection: { mode: "manual", questionIds: ids } });
    expect(draft.status).toBe(201);
    expect(
      (await admin.client.post("/api/admin/quizzes", { title: "Gone", status: "draft", selection: { mode: "manual", questionIds: [2_000_000_000] } })).status,
    ).toBe(400);
    expect(
      (await admin.client.post("/api/admin/quizzes", { title: "Twice", status: "draft", selection: { mode: "manual", questionIds: [ids[0], ids[0]] } })).status,
    ).toBe(400);
  });

  it("edits title, description, status and the pool; drafts leave the members' list", async () => {
    const made = await createQuiz(t.database.db, { title: "Before" });
    const extra = await createQuestions(t.database.db, 1);
    const questionIds = [...made.questions.slice(1).map((q) => q.id), extra[0]!.id];
    const res = await admin.client.put(`/api/admin/quizzes/${made.id}`, { title: "After", description: "New words.", status: "draft", questionIds });
    expect(res.status).toBe(204);
    const [row] = await t.database.db.select().from(quiz).where(eq(quiz.id, made.id));
    expect(row).toMatchObject({ title: "After", description: "New words.", status: "draft" });
    const pool = await t.database.db.select().from(quizQuestion).where(eq(quizQuestion.quizId, made.id)).orderBy(quizQuestion.orderIndex);
    expect(pool.map((p) => p.questionId)).toEqual(questionIds);
    const member = (await t.signedInMember()).client;
    expect((await member.get("/api/quizzes")).body.quizzes.some((q: { id: number }) => q.id === made.id)).toBe(false);
    expect((await admin.client.put(`/api/admin/quizzes/${made.id}`, { title: "", description: "", status: "draft" })).status).toBe(400);
    expect((await admin.client.put("/api/admin/quizzes/999999", { title: "X", description: "", status: "draft" })).status).toBe(404);
  });

  it("deletes a quiz nobody took; a quiz with attempts is archived with its history", async () => {
    const fresh = await createQuiz(t.database.db);
    expect((await admin.client.delete(`/api/admin/quizzes/${fresh.id}`)).body).toEqual({ outcome: "deleted" });
    expect(await t.database.db.select().from(quiz).where(eq(quiz.id, fresh.id))).toEqual([]);

    const taken = await createQuiz(t.database.db);
    const userId = await createUser(t.database.db);
    const at = new Date("2026-11-02T10:00:00Z");
    await t.database.db.insert(attempt).values({
      userId,
      quizId: taken.id,
      periodKey: "ever",
      weekStart: "2026-11-01",
      status: "finished",
      startedAt: at,
      deadlineAt: at,
      finishedAt: at,
      score: 50,
    });
    expect((await admin.client.delete(`/api/admin/quizzes/${taken.id}`)).body).toEqual({ outcome: "archived" });
    const [row] = await t.database.db.select().from(quiz).where(eq(quiz.id, taken.id));
    expect(row?.status).toBe("archived");
    expect(await t.database.db.select().from(attempt).where(eq(attempt.quizId, taken.id))).toHaveLength(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "quiz.archive"), eq(auditLog.targetId, String(taken.id))));
    expect(entry?.before).toMatchObject({ status: "active" });
  });
  it("early access: a new quiz is Pro members' alone for its first week, said on its card, then everyone's; unticked it opens at once", async () => {
    const bank = await createQuestions(t.database.db, 25);
    const created = await admin.client.post("/api/admin/quizzes", {
      title: "Nehemiah Early",
      earlyAccess: true,
      selection: { mode: "manual", questionIds: bank.map((q) => q.id) },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const listed = (await admin.client.get("/api/admin/quizzes?search=Nehemiah%20Early")).body.quizzes[0];
    const opensAt = new Date(listed.opensToAllAt).getTime();
    expect(opensAt - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(opensAt - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);

    const free = await t.signedInMember();
    const pro = await t.signedInMember();
    await t.database.db.update(user).set({ plan: "pro" }).where(eq(user.id, pro.id));
    const cardFor = async (client: TestClient) => (await client.get("/api/quizzes")).body.quizzes.find((q: { id: number }) => q.id === id);
    expect(await cardFor(free.client)).toMatchObject({ myStatus: "early_access", opensToAllAt: listed.opensToAllAt });
    expect(await cardFor(pro.client)).toMatchObject({ myStatus: "available", opensToAllAt: listed.opensToAllAt });
    expect(await cardFor(t.client())).toMatchObject({ myStatus: null, opensToAllAt: listed.opensToAllAt });
    const refused = await free.client.post(`/api/quizzes/${id}/attempts`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("EARLY_ACCESS");
    expect((await pro.client.post(`/api/quizzes/${id}/attempts`, {})).status).toBeLessThan(300);
    expect((await admin.client.post(`/api/quizzes/${id}/attempts`, {})).status).toBeLessThan(300);

    // A week later it is everyone's, and says nothing more of early access.
    await t.database.db
      .update(quiz)
      .set({ opensToAllAt: new Date(Date.now() - 1000) })
      .where(eq(quiz.id, id));
    expect(await cardFor(free.client)).toMatchObject({ myStatus: "available", opensToAllAt: null });

    // Unticked, another opens to everyone at once; an edit that leaves it out keeps it.
    const second = await admin.client.post("/api/admin/quizzes", {
      title: "Nehemiah Early Two",
      earlyAccess: true,
      selection: { mode: "manual", questionIds: bank.map((q) => q.id) },
    });
    const secondId = second.body.id as number;
    const edit = { title: "Nehemiah Early Two", description: "", status: "active" };
    expect((await admin.client.put(`/api/admin/quizzes/${secondId}`, edit)).status).toBe(204);
    const stillEarly = (await free.client.get("/api/quizzes")).body.quizzes.find((q: { id: number }) => q.id === secondId);
    expect(stillEarly.myStatus).toBe("early_access");
    expect((await admin.client.put(`/api/admin/quizzes/${secondId}`, { ...edit, earlyAccess: false })).status).toBe(204);
    const opened = (await free.client.get("/api/quizzes")).body.quizzes.find((q: { id: number }) => q.id === secondId);
    expect(opened).toMatchObject({ myStatus: "available", opensToAllAt: null });
  });
});
