import { and, eq, inArray, like } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ASSIGNMENT_MESSAGES } from "@berean/domain";
import { attempt, groupAssignment, groupMember, mailOutbox, mailPreference, memberGroup, user } from "../../db/schema.ts";
import { answerFor, askedQuestions, atReadingPace, createQuiz, type TestQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { notifyLeaders } from "./notify-leaders.ts";
import { clockAt as at } from "../../test/clock.ts";

let t: TestApp;
type Person = { client: TestClient; id: string; email: string };
let owner: Person, coLeader: Person, alice: Person, bob: Person, outsider: Person, admin: Person;
let groupId: number;
let otherGroupId: number;
const quizzes: TestQuiz[] = [];
const db = () => t.database.db;

afterEach(() => vi.useRealTimers());

/** A group written straight to the database (its routes are the groups feature's): the owner first, then members by role. */
async function makeGroup(name: string, ownerId: string, members: Array<[string, "leader" | "member"]>, timezone = "America/New_York"): Promise<number> {
  const [g] = await db().insert(memberGroup).values({ name, ownerId, timezone }).returning({ id: memberGroup.id });
  await db()
    .insert(groupMember)
    .values([{ groupId: g!.id, userId: ownerId, role: "owner" }, ...members.map(([userId, role]) => ({ groupId: g!.id, userId, role }))]);
  return g!.id;
}
const setPlan = (id: string, plan: "free" | "pro") => db().update(user).set({ plan, timezone: "UTC" }).where(eq(user.id, id));
const assign = (who: Person, gid: number, body: Record<string, unknown>) => who.client.post(`/api/groups/${gid}/assignments`, body);
const start = (who: Person, quiz: TestQuiz) => who.client.post(`/api/quizzes/${quiz.id}/attempts`, {});
/** Starts a quiz, answers the first `right` questions right, and finishes it. */
async function take(who: Person, quiz: TestQuiz, right = 0): Promise<number> {
  const started = await start(who, quiz);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.attempt.id as number;
  const asked = await askedQuestions(db(), id);
  // At a reader's pace: a few instant right answers are held for review at any length.
  await atReadingPace(right, async (pause) => {
    for (const q of asked.slice(0, right)) {
      pause();
      await who.client.post(`/api/attempts/${id}/answers`, await answerFor(db(), id, q.questionId, q.correctIndex));
    }
  });
  expect((await who.client.post(`/api/attempts/${id}/finish`, {})).status).toBe(200);
  return id;
}
/** Mail is sent after the response, in the background: wait for it (a few milliseconds). */
async function mailsTo(email: string, subjectStart: string, atLeast = 1) {
  for (let i = 0; i < 100; i++) {
    const rows = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `${subjectStart}%`)));
    if (rows.length >= atLeast) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `${subjectStart}%`)));
}

beforeAll(async () => {
  // Every test runs on its own days within the month the members' sessions last.
  at("2026-11-20T12:00:00Z");
  t = await startTestApp();
  [owner, coLeader, alice, bob, outsider, admin] = await Promise.all([
    t.signedInMember({ fullName: "Olive Owner" }),
    t.signedInMember({ fullName: "Cole Leader" }),
    t.signedInMember({ fullName: "Alice Able" }),
    t.signedInMember({ fullName: '=HYPERLINK("http://evil.example","Bob")' }),
    t.signedInMember({ fullName: "Otto Outsider" }),
    t.signedInMember({ fullName: "Ada Admin", role: "admin" }),
  ]);
  await setPlan(owner.id, "pro");
  groupId = await makeGroup("Grace Youth", owner.id, [
    [coLeader.id, "leader"],
    [alice.id, "member"],
    [bob.id, "member"],
  ]);
  otherGroupId = await makeGroup("Other Church", outsider.id, []);
  for (let i = 0; i < 8; i++) quizzes.push(await createQuiz(db(), { title: `Acts ${i + 1}`, questionCount: 5 }));
});
afterAll(() => t.close());

describe("who may do what with a group's assignments", () => {
  it("leaders assign, withdraw and see the leader's view; members list; outsiders and admins are told the group does not exist", async () => {
    at("2026-11-20T13:00:00Z");
    const visitor = { client: t.client(), id: "", email: "" };
    const callers = { visitor, outsider, member: alice, coLeader, owner, admin } as const;
    const expectStatuses = async (call: (who: Person) => Promise<{ status: number }>, want: Record<keyof typeof callers, number>) => {
      const got: Record<string, number> = {};
      for (const [name, who] of Object.entries(callers)) got[name] = (await call(who)).status;
      expect(got).toEqual(want);
    };
    let q = 0;
    // Each allowed caller assigns a quiz of its own (the same quiz twice is a 409).
    await expectStatuses((who) => assign(who, groupId, { quizId: quizzes[q++ % 2]!.id }), {
      visitor: 401,
      outsider: 404,
      member: 403,
      coLeader: 201,
      owner: 201,
      admin: 404,
    });
    const list = await owner.client.get(`/api/groups/${groupId}/assignments`);
    const [a1, a2] = (list.body.assignments as Array<{ id: number }>).map((a) => a.id);
    await expectStatuses((who) => who.client.get(`/api/groups/${groupId}/assignments`), {
      visitor: 401,
      outsider: 404,
      member: 200,
      coLeader: 200,
      owner: 200,
      admin: 404,
    });
    await expectStatuses((who) => who.client.get(`/api/groups/${groupId}/assignments/${a1}/results`), {
      visitor: 401,
      outsider: 404,
      member: 403,
      coLeader: 200,
      owner: 200,
      admin: 404,
    });
    await expectStatuses((who) => who.client.get(`/api/groups/${groupId}/assignments/${a1}/results.csv`), {
      visitor: 401,
      outsider: 404,
      member: 403,
      coLeader: 200,
      owner: 200,
      admin: 404,
    });
    await expectStatuses((who) => who.client.get("/api/me/assignments"), { visitor: 401, outsider: 200, member: 200, coLeader: 200, owner: 200, admin: 200 });
    // Another group's assignment through this group's address: not found.
    const elsewhere = await assign(outsider, otherGroupId, { quizId: quizzes[0]!.id });
    expect(elsewhere.status).toBe(201);
    expect((await owner.client.get(`/api/groups/${groupId}/assignments/${elsewhere.body.assignment.id}/results`)).status).toBe(404);
    expect((await owner.client.delete(`/api/groups/${groupId}/assignments/${elsewhere.body.assignment.id}`)).status).toBe(404);
    const deletes = [a1, a2];
    await expectStatuses(
      async (who) => {
        const res = await who.client.delete(`/api/groups/${groupId}/assignments/${who === coLeader || who === owner ? deletes.pop() : a1}`);
        return res;
      },
      { visitor: 401, outsider: 404, member: 403, coLeader: 204, owner: 204, admin: 404 },
    );
    expect((await owner.client.get(`/api/groups/${groupId}/assignments`)).body.assignments).toEqual([]);
    // The outsider's group is untouched; its members see its assignment, others do not.
    expect((await outsider.client.get("/api/me/assignments")).body.assignments).toHaveLength(1);
    expect((await alice.client.get("/api/me/assignments")).body.assignments).toEqual([]);
    await db().delete(groupAssignment).where(eq(groupAssignment.groupId, otherGroupId));
  });
});

describe("assigning a quiz", () => {
  it("takes a published quiz once per group, a due day of the group's zone (today or later) and a note; mails every member but the assigner who chose 'Group assignments'", async () => {
    at("2026-11-25T03:00:00Z"); // still the 24th in New York, the group's zone
    // The member mail is a reminder (docs/architecture.md §4 'Reminders'): only to members who turned it on; the assigner, on too, is still left out.
    await db()
      .insert(mailPreference)
      .values([owner, coLeader, alice, bob].map((who) => ({ userId: who.id, assignments: true })));
    const quiz = quizzes[2]!;
    const past = await assign(owner, groupId, { quizId: quiz.id, dueDate: "2026-11-23" });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.dueDate).toBe(ASSIGNMENT_MESSAGES.dueInPast);
    expect((await assign(owner, groupId, { quizId: quiz.id, note: "Bad\u202Enote" })).status).toBe(400);
    expect((await assign(owner, groupId, { quizId: quiz.id, note: "x".repeat(501) })).status).toBe(400);
    expect((await assign(owner, groupId, { customQuizId: 1 })).status).toBe(400);
    const draft = await createQuiz(db(), { status: "draft", questionCount: 1 });
    expect((await assign(owner, groupId, { quizId: draft.id })).body.error.message).toBe(ASSIGNMENT_MESSAGES.quizNotAssignable);

    const created = await assign(owner, groupId, { quizId: quiz.id, dueDate: "2026-11-24", note: "Read Acts 2 first.\nSee you Sunday." });
    expect(created.status).toBe(201);
    expect(created.body.assignment).toMatchObject({
      quiz: { id: quiz.id, title: quiz.title, questionCount: 5, kind: "quiz" },
      dueDate: "2026-11-24",
      dueAt: "2026-11-25T05:00:00.000Z", // the end of the 24th in New York
      note: "Read Acts 2 first.\nSee you Sunday.",
      assignedBy: "Olive Owner",
      myStatus: "not_started",
      counts: { finished: 0, members: 2 },
    });
    const again = await assign(coLeader, groupId, { quizId: quiz.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("This quiz is already assigned to the group.");

    for (const who of [coLeader, alice, bob]) {
      const [mail] = await mailsTo(who.email, `Assigned: ${quiz.title} — Grace Youth`);
      expect(mail?.text).toContain("http://berean.test/dashboard");
      expect(mail?.text).toContain("Tuesday, November 24, 2026");
      expect(mail?.text).toContain("Read Acts 2 first.");
      expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
    expect(await mailsTo(owner.email, `Assigned: ${quiz.title}`, 0)).toHaveLength(0);
    // A member who has not turned it on gets none.
    await db().update(mailPreference).set({ assignments: false }).where(eq(mailPreference.userId, bob.id));
    const second = await assign(owner, groupId, { quizId: quizzes[3]!.id });
    expect(second.status).toBe(201);
    expect(await mailsTo(alice.email, `Assigned: ${quizzes[3]!.title} — Grace Youth`)).toHaveLength(1);
    expect(await mailsTo(bob.email, `Assigned: ${quizzes[3]!.title}`, 0)).toHaveLength(0);
    await db().delete(mailPreference);
    await db()
      .delete(groupAssignment)
      .where(inArray(groupAssignment.id, [created.body.assignment.id, second.body.assignment.id]));
  });
});

describe("the leader's view and the members' lists", () => {
  it("reads each current member's status from their attempt (before the assignment too), late after the due instant, under review when held; never an email", async () => {
    const quiz = quizzes[3]!;
    at("2026-11-21T12:00:00Z");
    // Alice took the quiz before it was assigned: it counts (a quiz is taken once).
    const alicesAttempt = await take(alice, quiz, 3);
    at("2026-11-21T13:00:00Z");
    const created = await assign(coLeader, groupId, { quizId: quiz.id, dueDate: "2026-11-22", note: "Before Sunday" });
    const id = created.body.assignment.id as number;
    at("2026-11-23T12:00:00Z"); // after the due day ended in New York
    const bobsStart = await start(bob, quiz);
    expect(bobsStart.status).toBe(201);

    const view = await owner.client.get(`/api/groups/${groupId}/assignments/${id}/results`);
    expect(view.status).toBe(200);
    expect(JSON.stringify(view.body)).not.toContain("@");
    expect(JSON.stringify(view.body)).not.toMatch(/chosen|correctIndex|answers/);
    const byName = Object.fromEntries((view.body.rows as Array<{ name: string; score: number | null }>).map((r) => [r.name, r]));
    expect(Object.keys(byName).sort()).toEqual(['=HYPERLINK("http://evil.example","Bob")', "Alice Able", "Cole Leader", "Olive Owner"].sort());
    // Her three answers took a reader's nine seconds from noon.
    expect(byName["Alice Able"]).toMatchObject({ status: "finished", underReview: false, finishedAt: "2026-11-21T12:00:09.000Z" });
    expect(byName["Alice Able"]!.score).toBeGreaterThan(0);
    expect(byName['=HYPERLINK("http://evil.example","Bob")']).toMatchObject({ status: "in_progress", score: null });
    expect(byName["Olive Owner"]).toMatchObject({ status: "not_started", score: null, secondsUsed: null });
    // Each row says its role: the counts are of role 'member' only, the leaders listed beside them.
    expect(Object.fromEntries((view.body.rows as Array<{ name: string; role: string }>).map((r) => [r.name, r.role]))).toEqual({
      "Alice Able": "member",
      '=HYPERLINK("http://evil.example","Bob")': "member",
      "Cole Leader": "leader",
      "Olive Owner": "owner",
    });
    expect(view.body.counts).toEqual({ finished: 1, members: 2 });
    expect(view.body.assignment).toMatchObject({ groupName: "Grace Youth", note: "Before Sunday", assignedBy: "Cole Leader" });

    // Bob finishes after the due instant: finished late; his attempt records the assignment.
    expect((await bob.client.post(`/api/attempts/${bobsStart.body.attempt.id}/finish`, {})).status).toBe(200);
    const [bobs] = await db().select().from(attempt).where(eq(attempt.id, bobsStart.body.attempt.id));
    expect(bobs!.assignmentId).toBe(id);
    // A held result is finished with its score hidden.
    await db().update(attempt).set({ heldReason: "fast", heldAt: new Date() }).where(eq(attempt.id, alicesAttempt));
    const after = (await coLeader.client.get(`/api/groups/${groupId}/assignments/${id}/results`)).body;
    const rows = Object.fromEntries((after.rows as Array<{ memberId: string }>).map((r) => [r.memberId, r]));
    expect(rows[bob.id]).toMatchObject({ status: "finished_late", score: 0 });
    expect(rows[alice.id]).toMatchObject({ status: "finished", score: null, underReview: true });
    expect(after.counts).toEqual({ finished: 2, members: 2 });

    // The member's own list: their status and score, no counts; leaders get the counts.
    const mine = (await bob.client.get(`/api/groups/${groupId}/assignments`)).body;
    expect(mine.canManage).toBe(false);
    expect(mine.assignments[0]).toMatchObject({ id, myStatus: "finished_late", myScore: 0, myAttemptId: bobsStart.body.attempt.id, counts: null });
    const leaders = (await coLeader.client.get(`/api/groups/${groupId}/assignments`)).body;
    expect(leaders.canManage).toBe(true);
    expect(leaders.assignments[0]).toMatchObject({ id, myStatus: "not_started", counts: { finished: 2, members: 2 } });

    // A removed member leaves the leader's view at once.
    await db()
      .delete(groupMember)
      .where(and(eq(groupMember.groupId, groupId), eq(groupMember.userId, bob.id)));
    const without = (await owner.client.get(`/api/groups/${groupId}/assignments/${id}/results`)).body;
    expect((without.rows as Array<{ memberId: string }>).map((r) => r.memberId)).not.toContain(bob.id);
    expect((await bob.client.get(`/api/groups/${groupId}/assignments`)).status).toBe(404);
    await db().insert(groupMember).values({ groupId, userId: bob.id, role: "member" });

    // CSV: the same rows, a formula-looking name written as text, a file name of the group and the quiz.
    const csv = await owner.client.get(`/api/groups/${groupId}/assignments/${id}/results.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="grace-youth-acts-4-results.csv"`);
    const text = typeof csv.body === "string" ? csv.body : JSON.stringify(csv.body);
    expect(text).not.toContain("@");
    const parsed = Papa.parse<string[]>(text.trim()).data;
    expect(parsed[0]).toEqual(["Name", "Role", "Status", "Score", "Seconds used", "Finished at"]);
    const bobRow = parsed.find((r) => r[0]!.includes("HYPERLINK"))!;
    expect(bobRow[0]).toBe(`'=HYPERLINK("http://evil.example","Bob")`);
    expect(bobRow.slice(1, 3)).toEqual(["Member", "Finished late"]);
    expect(parsed.find((r) => r[0] === "Cole Leader")?.slice(1, 3)).toEqual(["Leader", "Not started"]);
    expect(parsed.find((r) => r[0] === "Olive Owner")?.[1]).toBe("Owner");
    expect(parsed.find((r) => r[0] === "Alice Able")).toEqual([
      "Alice Able",
      "Member",
      "Finished",
      "Under review",
      expect.any(String),
      "2026-11-21T12:00:09.000Z",
    ]);
    await db().delete(groupAssignment).where(eq(groupAssignment.id, id));
  });

  it("the dashboard lists open assignments of all my groups (nearest due first), then the ones I finished lately", async () => {
    at("2026-12-01T12:00:00Z");
    const [q1, q2, q3] = [quizzes[4]!, quizzes[5]!, quizzes[6]!];
    const second = await makeGroup("Second Group", coLeader.id, [[alice.id, "member"]]);
    const a = await assign(owner, groupId, { quizId: q1.id });
    const b = await assign(owner, groupId, { quizId: q2.id, dueDate: "2026-12-10" });
    const c = await assign(coLeader, second, { quizId: q3.id, dueDate: "2026-12-05", note: "Chapter 3" });
    await take(alice, q2, 1);
    const list = (await alice.client.get("/api/me/assignments")).body.assignments as Array<Record<string, unknown>>;
    expect(list.map((x) => x.id)).toEqual([c.body.assignment.id, a.body.assignment.id, b.body.assignment.id]);
    expect(list[0]).toMatchObject({
      groupName: "Second Group",
      quiz: { title: q3.title },
      dueDate: "2026-12-05",
      note: "Chapter 3",
      myStatus: "not_started",
      recentlyFinished: false,
    });
    expect(list[2]).toMatchObject({ groupName: "Grace Youth", myStatus: "finished", recentlyFinished: true });
    // A week later the finished one is gone from the dashboard.
    at("2026-12-09T12:00:00Z");
    expect(((await alice.client.get("/api/me/assignments")).body.assignments as Array<{ id: number }>).map((x) => x.id)).toEqual([
      c.body.assignment.id,
      a.body.assignment.id,
    ]);
    // The result of an assigned attempt names its group.
    const takenId = await take(bob, q1);
    expect((await bob.client.get(`/api/results/${takenId}`)).body.result.assignedBy).toEqual({ groupId, groupName: "Grace Youth" });
    await db().delete(groupAssignment);
  });
});

describe("the free plan's quiz of the week", () => {
  it("an assignment of a group whose owner is Pro does not spend it, before or after the week's quiz; a free owner's assignment does", async () => {
    at("2026-12-16T12:00:00Z"); // a Wednesday
    const [weekly, proAssigned, freeAssigned, another] = [quizzes[0]!, quizzes[1]!, quizzes[2]!, quizzes[7]!];
    const [fay, finn, freeOwner] = await Promise.all([
      t.signedInMember({ fullName: "Fay Free" }),
      t.signedInMember({ fullName: "Finn Free" }),
      t.signedInMember({ fullName: "Fred Owner" }),
    ]);
    for (const p of [fay, finn, freeOwner]) await setPlan(p.id, "free");
    const proGroup = await makeGroup("Pro Church", owner.id, [
      [fay.id, "member"],
      [finn.id, "member"],
    ]);
    const freeGroup = await makeGroup("Free Class", freeOwner.id, [[fay.id, "member"]]);
    expect((await assign(owner, proGroup, { quizId: proAssigned.id })).status).toBe(201);
    expect((await assign(freeOwner, freeGroup, { quizId: freeAssigned.id })).status).toBe(201);

    // Her assignments say which one spares the week, by the start's rule; a Pro member's never do.
    const flags = async (who: Person) =>
      Object.fromEntries(
        ((await who.client.get("/api/me/assignments")).body.assignments as Array<{ quiz: { id: number }; freeWeekExempt: boolean }>).map((a) => [
          a.quiz.id,
          a.freeWeekExempt,
        ]),
      );
    expect(await flags(fay)).toEqual({ [proAssigned.id]: true, [freeAssigned.id]: false });
    await setPlan(finn.id, "pro");
    expect(await flags(finn)).toEqual({ [proAssigned.id]: false });
    await setPlan(finn.id, "free");
    // The same quiz assigned by her free group too: the mark is on the row of the group that pays.
    expect((await assign(freeOwner, freeGroup, { quizId: proAssigned.id })).status).toBe(201);
    const rows = (await fay.client.get("/api/me/assignments")).body.assignments as Array<{ groupName: string; quiz: { id: number }; freeWeekExempt: boolean }>;
    expect(
      rows
        .filter((a) => a.quiz.id === proAssigned.id)
        .map((a) => [a.groupName, a.freeWeekExempt])
        .sort(),
    ).toEqual([
      ["Free Class", false],
      ["Pro Church", true],
    ]);

    // Fay uses her week's quiz, then takes the Pro group's assignment: allowed, and it is marked.
    await take(fay, weekly);
    const cards = (await fay.client.get("/api/quizzes")).body.quizzes as Array<{ id: number; myStatus: string }>;
    const statusOf = (q: TestQuiz) => cards.find((c) => c.id === q.id)?.myStatus;
    expect(statusOf(proAssigned)).toBe("available");
    expect(statusOf(freeAssigned)).toBe("free_weekly_limit");
    const exemptId = await take(fay, proAssigned);
    const [row] = await db().select().from(attempt).where(eq(attempt.id, exemptId));
    expect(row).toMatchObject({ freeWeekExempt: true });
    expect(row!.assignmentId).not.toBeNull();
    // The free owner's assignment counts: the week is spent.
    const refused = await start(fay, freeAssigned);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("FREE_WEEKLY_LIMIT");

    // Finn takes the Pro group's assignment first: his free quiz of the week is still there.
    await take(finn, proAssigned);
    expect(((await finn.client.get("/api/quizzes")).body.quizzes as Array<{ id: number; myStatus: string }>).find((c) => c.id === another.id)?.myStatus).toBe(
      "available",
    );
    await take(finn, another);
    expect((await start(finn, weekly)).body.error.code).toBe("FREE_WEEKLY_LIMIT");
    await db().delete(groupAssignment);
  });
});

describe("the leaders' one mail", () => {
  it("goes once when the last member finishes, and once when the due date passes, to the owner and co-leaders", async () => {
    at("2026-12-17T12:00:00Z");
    const deps = { db: db(), mailer: t.berean.mailer, appUrl: "http://berean.test", log: { error: () => undefined, info: () => undefined } };
    const [everyone, overdue] = [quizzes[5]!, quizzes[6]!];
    const done = await assign(owner, groupId, { quizId: everyone.id });
    const late = await assign(owner, groupId, { quizId: overdue.id, dueDate: "2026-12-18" });
    const since = new Date("2026-12-17T00:00:00Z");
    // Alice took the first quiz in the dashboard test; one of the two members has not yet.
    expect(await notifyLeaders(deps, new Date(), since)).toBe(0);
    await take(alice, overdue);
    await take(bob, everyone);
    expect(await notifyLeaders(deps, new Date(), since)).toBe(1);
    const subject = `${everyone.title} — Grace Youth: 2 of 2 finished`;
    for (const leader of [owner, coLeader]) {
      const mails = await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, leader.email), eq(mailOutbox.subject, subject)));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`http://berean.test/groups/${groupId}/assignments/${done.body.assignment.id}`);
    }
    // Nothing more: the first one is claimed, the second not yet due.
    expect(await notifyLeaders(deps, new Date(), since)).toBe(0);
    at("2026-12-19T05:00:01Z"); // the 18th ended in New York
    expect(await notifyLeaders(deps, new Date(), since)).toBe(1);
    expect(await notifyLeaders(deps, new Date(), since)).toBe(0);
    const overdueMails = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `${overdue.title} — Grace Youth:%`));
    expect(overdueMails.map((m) => [m.to, m.subject]).sort()).toEqual(
      [owner.email, coLeader.email].sort().map((to) => [to, `${overdue.title} — Grace Youth: 1 of 2 finished`]),
    );
    expect(late.status).toBe(201);
  });
});
