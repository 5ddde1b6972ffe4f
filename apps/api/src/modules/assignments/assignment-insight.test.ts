import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSIGNMENT_MESSAGES, type AssignmentQuestionInsight } from "@berean/domain";
import { customQuiz, customQuizGroup, customQuizQuestion, groupMember, mailOutbox, mailPreference, memberGroup, quizQuestion } from "../../db/schema.ts";
import { answerFor, askedQuestions, atReadingPace, createQuestions, createQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { clockAt as at } from "../../test/clock.ts";

let t: TestApp;
type Person = { client: TestClient; id: string; email: string };
let leader: Person, ann: Person, ben: Person, cal: Person, dee: Person, eli: Person;
let groupId: number;
const db = () => t.database.db;

type Shown = Extract<AssignmentQuestionInsight, { held: false }>;
const insightOf = (assignmentId: number) => leader.client.get(`/api/groups/${groupId}/assignments/${assignmentId}/questions`);

/** Starts an attempt, answers each question as `choose` says (the stored option, or null to skip) at a reader's pace, and finishes it. */
async function play(who: Person, startPath: string, choose: (i: number, correctIndex: number) => number | null): Promise<void> {
  const started = await who.client.post(startPath, {});
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.attempt.id as number;
  const asked = await askedQuestions(db(), id);
  await atReadingPace(asked.length, async (pause) => {
    for (const [i, q] of asked.entries()) {
      const chosen = choose(i, q.correctIndex);
      if (chosen === null) continue;
      pause();
      expect((await who.client.post(`/api/attempts/${id}/answers`, await answerFor(db(), id, q.questionId, chosen))).status).toBe(200);
    }
  });
  expect((await who.client.post(`/api/attempts/${id}/finish`, {})).status).toBe(200);
}

beforeAll(async () => {
  at("2027-01-11T12:00:00Z");
  t = await startTestApp();
  [leader, ann, ben, cal, dee, eli] = await Promise.all([
    t.signedInMember({ fullName: "Lena Leader" }),
    t.signedInMember({ fullName: "Ann" }),
    t.signedInMember({ fullName: "Ben" }),
    t.signedInMember({ fullName: "Cal" }),
    t.signedInMember({ fullName: "Dee" }),
    t.signedInMember({ fullName: "Eli" }),
  ]);
  const [g] = await db().insert(memberGroup).values({ name: "Berea Youth", ownerId: leader.id, timezone: "UTC" }).returning({ id: memberGroup.id });
  groupId = g!.id;
  await db()
    .insert(groupMember)
    .values([
      { groupId, userId: leader.id, role: "owner" as const },
      ...[ann, ben, cal, dee, eli].map((p) => ({ groupId, userId: p.id, role: "member" as const })),
    ]);
});
afterAll(() => t.close());

describe("the per-question breakdown", () => {
  it("holds back every question of a live quiz, whose keys are sealed in its pool: no key, no share right, no wrong answer, no stem — even to a leader who has taken it", async () => {
    const live = await createQuiz(db(), { title: "Romans live", questionCount: 5 });
    const assigned = await leader.client.post(`/api/groups/${groupId}/assignments`, { quizId: live.id });
    expect(assigned.status).toBe(201);
    const id = assigned.body.assignment.id as number;
    for (const who of [ann, ben, cal]) await play(who, `/api/quizzes/${live.id}/attempts`, (i, c) => (i % 2 === 0 ? c : (c + 1) % 4));
    // The leader has ended it too: their own review shows them its keys, the group's answers still do not.
    await play(leader, `/api/quizzes/${live.id}/attempts`, () => null);

    const insight = await insightOf(id);
    expect(insight.status).toBe(200);
    expect(insight.body.finished).toBe(3);
    expect(insight.body.questions).toEqual([1, 2, 3, 4, 5].map((position) => ({ held: true, position })));
    const text = JSON.stringify(insight.body);
    expect(text).not.toMatch(/Option [ABCD]|Test question|correctIndex|tally|Genesis/);
  });

  it("shows a custom quiz's open questions whole, in its order, once three members have finished; a question that went into a pool since is held back in its place", async () => {
    const bank = await createQuestions(db(), 5, { book: "exodus" });
    const [cq] = await db().insert(customQuiz).values({ ownerId: leader.id, title: "Exodus 2 review" }).returning({ id: customQuiz.id });
    // Its order is not the bank's: the last question first.
    const order = [4, 0, 1, 2, 3];
    await db()
      .insert(customQuizQuestion)
      .values(order.map((b, orderIndex) => ({ customQuizId: cq!.id, questionId: bank[b]!.id, orderIndex })));
    await db().insert(customQuizGroup).values({ customQuizId: cq!.id, groupId });
    const assigned = await leader.client.post(`/api/groups/${groupId}/assignments`, { customQuizId: cq!.id });
    expect(assigned.status).toBe(201);
    const id = assigned.body.assignment.id as number;
    const start = `/api/custom-quizzes/${cq!.id}/attempt`;

    // Ann right on all; Ben wrong on all, one option past the key; Cal right on the first asked, two past on the rest.
    await play(ann, start, (_i, c) => c);
    await play(ben, start, (_i, c) => (c + 1) % 4);
    const early = await insightOf(id);
    expect(early.body.finished).toBe(2);
    // Two finished: a share would be one member's own answers.
    expect((early.body.questions as Shown[]).map((q) => q.tally)).toEqual([null, null, null, null, null]);

    await play(cal, start, (_i, c) => (c + 2) % 4);
    const insight = await insightOf(id);
    expect(insight.status).toBe(200);
    expect(insight.body.finished).toBe(3);
    const questions = insight.body.questions as Shown[];
    expect(questions.map((q) => [q.position, q.questionId])).toEqual(order.map((b, i) => [i + 1, bank[b]!.id]));
    for (const [i, q] of questions.entries()) {
      const key = bank[order[i]!]!.correctIndex;
      expect(q).toMatchObject({ held: false, text: bank[order[i]!]!.text, correctIndex: key, reference: `Exodus 2:${order[i]! + 1}` });
      expect(q.options).toHaveLength(4);
      expect(q.verseText).toEqual(expect.any(String));
      // Ben's and Cal's wrong answers tie at one each: the lower option is named.
      expect(q.tally).toEqual({ asked: 3, right: 1, topWrong: { optionIndex: Math.min((key + 1) % 4, (key + 2) % 4), count: 1 } });
    }
    expect(questions[1]!.verseText).toContain("And there went a man of the house of Levi");

    // A question built in that has since gone into a live quiz's pool: its key and tallies are held back now.
    const pool = await createQuiz(db(), { questionCount: 1 });
    await db().insert(quizQuestion).values({ quizId: pool.id, questionId: bank[0]!.id, orderIndex: 5 });
    const later = (await insightOf(id)).body.questions as AssignmentQuestionInsight[];
    expect(later[1]).toEqual({ held: true, position: 2 });
    expect(later.filter((q) => q.held)).toHaveLength(1);
    expect(JSON.stringify(later)).not.toContain(bank[0]!.text);
    await db()
      .delete(quizQuestion)
      .where(and(eq(quizQuestion.quizId, pool.id), eq(quizQuestion.questionId, bank[0]!.id)));
  });

  it("is the leaders' alone", async () => {
    const [list] = (await leader.client.get(`/api/groups/${groupId}/assignments`)).body.assignments as Array<{ id: number }>;
    expect((await ann.client.get(`/api/groups/${groupId}/assignments/${list!.id}/questions`)).status).toBe(403);
    const outsider = await t.signedInMember({ fullName: "Otto" });
    expect((await outsider.client.get(`/api/groups/${groupId}/assignments/${list!.id}/questions`)).status).toBe(404);
  });
});

describe("'Remind those who have not started'", () => {
  it("mails the members who have not started and chose such mails, once per assignment; a second press says they were already reminded", async () => {
    at("2027-01-18T12:00:00Z"); // a new week: a free member's quiz of the week is free again
    // Everyone chose assignment mails but Eli.
    await db()
      .insert(mailPreference)
      .values([ann, ben, cal, dee].map((p) => ({ userId: p.id, assignments: true })))
      .onConflictDoUpdate({ target: mailPreference.userId, set: { assignments: true } });
    const quiz = await createQuiz(db(), { title: "Acts nudge", questionCount: 5 });
    const assigned = await leader.client.post(`/api/groups/${groupId}/assignments`, { quizId: quiz.id, dueDate: "2027-01-22" });
    const id = assigned.body.assignment.id as number;
    await play(ann, `/api/quizzes/${quiz.id}/attempts`, (_i, c) => c);
    // Ben has started: in progress is not 'not started'.
    expect((await ben.client.post(`/api/quizzes/${quiz.id}/attempts`, {})).status).toBe(201);

    expect((await ann.client.post(`/api/groups/${groupId}/assignments/${id}/reminders`, {})).status).toBe(403);
    expect((await leader.client.get(`/api/groups/${groupId}/assignments/${id}/results`)).body.remindedAt).toBeNull();
    const pressed = await leader.client.post(`/api/groups/${groupId}/assignments/${id}/reminders`, {});
    expect(pressed.status, JSON.stringify(pressed.body)).toBe(200);
    // Cal, Dee and Eli have not started; Eli turned such mails off.
    expect(pressed.body).toEqual({ notStarted: 3, reminded: 2, remindedAt: expect.stringMatching(/^2027-01-18T12:00/) });

    const subject = "Reminder: Acts nudge — Berea Youth";
    const mailed = async () => (await db().select().from(mailOutbox).where(like(mailOutbox.subject, subject))).map((m) => m.to).sort();
    for (let i = 0; i < 100 && (await mailed()).length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await mailed()).toEqual([cal.email, dee.email].sort());
    const [reminder] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, dee.email), like(mailOutbox.subject, subject)));
    expect(reminder!.text).toContain("Lena Leader reminds you that “Acts nudge” is waiting for you in Berea Youth.");
    expect(reminder!.text).toContain("Friday, January 22, 2027");
    expect(reminder!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    const again = await leader.client.post(`/api/groups/${groupId}/assignments/${id}/reminders`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "ALREADY_REMINDED", message: ASSIGNMENT_MESSAGES.alreadyReminded });
    expect((await leader.client.get(`/api/groups/${groupId}/assignments/${id}/results`)).body.remindedAt).toBe(pressed.body.remindedAt);
    await new Promise((r) => setTimeout(r, 100));
    expect(await mailed()).toHaveLength(2);
  });
});
