import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, question } from "../../db/schema.ts";
import { createQuestions, createQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedInMember({ role: "admin" })).client;
});
afterAll(() => t.close());

describe("the Saturday event's reserve, kept by admins", () => {
  it("takes only a question in play nowhere, with a book; lists and counts it; releases it; each change audited", async () => {
    const [free, bookless] = await createQuestions(t.database.db, 2);
    await t.database.db.update(question).set({ book: "ruth" }).where(eq(question.id, free!.id));
    const inQuiz = (await createQuiz(t.database.db, { questionCount: 1 })).questions[0]!;
    await t.database.db.update(question).set({ book: "ruth" }).where(inArray(question.id, [inQuiz.id]));
    const before = (await admin.get("/api/admin/overview")).body.eventReserve as number;

    const kept = await admin.put(`/api/admin/questions/${free!.id}/reserve`, { reserve: true });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ id: free!.id, eventReserve: true });
    const listed = (await admin.get("/api/admin/questions?reserve=true")).body;
    expect(listed.questions.map((q: { id: number }) => q.id)).toContain(free!.id);
    expect(listed.questions.every((q: { eventReserve: boolean }) => q.eventReserve)).toBe(true);
    expect(listed.counters.eventReserve).toBe(before + 1);
    expect((await admin.get("/api/admin/overview")).body.eventReserve).toBe(before + 1);

    const inPlay = await admin.put(`/api/admin/questions/${inQuiz.id}/reserve`, { reserve: true });
    expect(inPlay.status).toBe(409);
    expect(inPlay.body.error.message).toContain("take it out there first");
    expect((await admin.put(`/api/admin/questions/${bookless!.id}/reserve`, { reserve: true })).status).toBe(409);
    expect((await admin.put(`/api/admin/questions/999999/reserve`, { reserve: true })).status).toBe(404);
    expect((await admin.put(`/api/admin/questions/${free!.id}/reserve`, { reserve: "yes" })).status).toBe(400);

    // Kept, it joins no quiz: the admin's own quiz form refuses it.
    const quiz = await admin.post("/api/admin/quizzes", { title: "With a reserved one", status: "draft", selection: { mode: "manual", questionIds: [free!.id] } });
    expect(quiz.status).toBe(400);
    expect(quiz.body.error.fields.questionIds).toBe(`Question ${free!.id} is kept for a competition or the Saturday event: choose another.`);

    expect((await admin.put(`/api/admin/questions/${free!.id}/reserve`, { reserve: false })).body.eventReserve).toBe(false);
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.targetType, "question"), eq(auditLog.targetId, String(free!.id))));
    expect(actions.map((a) => a.action)).toEqual(["question.reserve", "question.release"]);

    const member = await t.signedInMember();
    expect((await member.client.put(`/api/admin/questions/${free!.id}/reserve`, { reserve: true })).status).toBe(403);
  });
});
