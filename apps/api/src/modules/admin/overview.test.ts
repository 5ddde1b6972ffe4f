import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, contactMessage, pageView } from "../../db/schema.ts";
import { createQuiz, createUser } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the admin dashboard", () => {
  it("counts from real figures: attempts, average and highest score, page views, charts, system status", async () => {
    const { db } = t.database;
    const { client } = await t.signedInMember({ role: "admin" });
    const quiz = await createQuiz(db, { questionCount: 1 });
    const member = await createUser(db);
    const now = Date.now();
    const row = (score: number, i: number, status = "finished") => ({
      userId: member,
      quizId: quiz.id,
      periodKey: `p${i}`,
      weekStart: "2026-11-22",
      status,
      startedAt: new Date(now - 3_600_000),
      deadlineAt: new Date(now - 3_000_000),
      finishedAt: new Date(now - 3_300_000),
      score,
    });
    await db.insert(attempt).values([row(40, 1), row(95, 2), row(100, 3), row(0, 4, "abandoned")]);
    await db.insert(pageView).values({ path: "/", day: "2026-11-01", views: 12 });

    const overview = (await client.get("/api/admin/overview")).body;
    expect(overview.counts).toMatchObject({ attempts: 4, averageScore: 78, highestScore: 100, pageViews: 12 });
    expect(overview.attemptsPerDay).toHaveLength(30);
    expect(overview.attemptsPerDay.reduce((s: number, d: { attempts: number }) => s + d.attempts, 0)).toBe(3);
    expect(overview.scoreDistribution.map((b: { attempts: number }) => b.attempts)).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0, 2]);
    expect(overview.scoreDistribution[9].range).toBe("90–100");
    expect(overview.recentActivity.length).toBeGreaterThan(0);
    expect(overview.system.database).toMatchObject({ reachable: true, kind: t.database.kind });
    expect(overview.system.uptimeSeconds).toBeGreaterThanOrEqual(0);
    // This very request is not yet counted; the ones before it are.
    expect(overview.system.apiRequests).toBeGreaterThan(0);
    expect(overview.system.apiP50Ms).toBeGreaterThanOrEqual(0);
  });

  it("says what waits for an admin: held results and unanswered messages, and a reply takes one off", async () => {
    const { db } = t.database;
    const { client: admin } = await t.signedInMember({ role: "admin" });
    const before = (await admin.get("/api/admin/attention")).body as { heldAttempts: number; openMessages: number };
    const quiz = await createQuiz(db, { questionCount: 1 });
    const member = await createUser(db);
    const now = Date.now();
    const held = (i: number, status: string, heldReason: string | null) => ({
      userId: member,
      quizId: quiz.id,
      periodKey: `held${i}`,
      weekStart: "2026-11-22",
      status,
      startedAt: new Date(now - 600_000),
      deadlineAt: new Date(now),
      finishedAt: status === "in_progress" ? null : new Date(now - 500_000),
      score: 90,
      heldReason,
      heldAt: heldReason ? new Date(now - 500_000) : null,
    });
    // Two held results; one not held, and one held but voided, wait for nothing.
    await db.insert(attempt).values([held(1, "finished", "fast"), held(2, "expired", "fast"), held(3, "finished", null), held(4, "voided", "fast")]);
    const [message] = await db
      .insert(contactMessage)
      .values({ name: "Lois", email: "lois@example.com", subject: "A question", message: "Where is the answer key?" })
      .returning();
    await db
      .insert(contactMessage)
      .values({ name: "Eunice", email: "eunice@example.com", subject: "Thanks", message: "Lovely quizzes.", status: "answered", reply: "Thank you!" });

    const attention = (await admin.get("/api/admin/attention")).body;
    expect(attention).toEqual({ heldAttempts: before.heldAttempts + 2, openMessages: before.openMessages + 1 });
    expect((await admin.post(`/api/admin/inbox/${message!.id}/reply`, { reply: "It is on the result page." })).status).toBe(200);
    expect((await admin.get("/api/admin/attention")).body.openMessages).toBe(before.openMessages);
    expect((await (await t.signedInMember()).client.get("/api/admin/attention")).status).toBe(403);
  });

  it("the membership flag hides the section on the member dashboard at once", async () => {
    const { client: admin } = await t.signedInMember({ role: "admin" });
    const member = await t.signedInMember();
    expect((await member.client.get("/api/dashboard")).body.showMembership).toBe(true);
    expect((await admin.put("/api/admin/flags/hide_membership_section", { value: true })).body).toEqual({ value: true });
    expect((await member.client.get("/api/dashboard")).body.showMembership).toBe(false);
    expect((await admin.get("/api/admin/overview")).body.hideMembershipSection).toBe(true);
    await admin.put("/api/admin/flags/hide_membership_section", { value: false });
    expect((await member.client.get("/api/dashboard")).body.showMembership).toBe(true);
    expect((await member.client.put("/api/admin/flags/hide_membership_section", { value: true })).status).toBe(403);
    expect((await admin.put("/api/admin/flags/hide_membership_section", { value: "yes" })).status).toBe(400);
  });
});
