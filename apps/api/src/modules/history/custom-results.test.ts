import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, groupMember, memberGroup, question } from "../../db/schema.ts";
import { answerFor, askedQuestions, atReadingPace, createQuiz, playQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

/**
 * A custom quiz's result where a member and their group meet it (docs/architecture.md §4 'Groups'):
 * the attempt records the group's assignment, the member's history lists it by the custom quiz's
 * title while the dashboard's figures (as the site's boards) leave it out, and the group board's
 * counters mean the same on every window.
 */
let t: TestApp;
type Person = { client: TestClient; id: string };
let leader: Person, sam: Person, cara: Person;
let groupId: number;
let customQuizId: number;
let assignmentId: number;
const tag = `cr${randomBytes(3).toString("hex")}`;
const title = `Ruth review ${tag}`;
const db = () => t.database.db;

async function person(name: string): Promise<Person> {
  const m = await t.signedInMember({ fullName: name });
  return { client: m.client, id: m.id };
}

/** Takes the custom quiz at a reader's pace (a faster one would be held for review), every answer right. */
async function takeCustom(who: Person): Promise<number> {
  return atReadingPace(5, async (pause) => {
    const started = await who.client.post(`/api/custom-quizzes/${customQuizId}/attempt`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const id = started.body.attempt.id as number;
    for (const q of await askedQuestions(db(), id)) {
      pause();
      expect((await who.client.post(`/api/attempts/${id}/answers`, await answerFor(db(), id, q.questionId, q.correctIndex))).status).toBe(200);
    }
    expect((await who.client.post(`/api/attempts/${id}/finish`, {})).status).toBe(200);
    return id;
  });
}

beforeAll(async () => {
  t = await startTestApp();
  [leader, sam, cara] = [await person("Lydia Leader"), await person("Sam Student"), await person("Cara Custom")];
  const [g] = await db()
    .insert(memberGroup)
    .values({ name: `Youth ${tag}`, ownerId: leader.id, timezone: "UTC" })
    .returning({ id: memberGroup.id });
  groupId = g!.id;
  await db()
    .insert(groupMember)
    .values([
      { groupId, userId: leader.id, role: "owner" },
      { groupId, userId: sam.id, role: "member" },
      { groupId, userId: cara.id, role: "member" },
    ]);
  const bank = await db()
    .insert(question)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        question: `Custom result ${tag} question ${i + 1}: who went with Naomi?`,
        optionA: `Ruth ${i}`,
        optionB: `Orpah ${i}`,
        optionC: `Boaz ${i}`,
        optionD: `Elimelech ${i}`,
        correctIndex: i % 4,
        book: "ruth",
        topics: ["events"],
        difficulty: "easy" as const,
        reference: `Ruth 1:${i + 1}`,
        explanation: "Ruth 1:16.",
      })),
    )
    .returning({ id: question.id });
  // A group's leader builds it, shares it with the group and assigns it.
  const built = await leader.client.post("/api/custom-quizzes", { title, questionIds: bank.map((q) => q.id) });
  expect(built.status, JSON.stringify(built.body)).toBe(201);
  customQuizId = built.body.id;
  expect((await leader.client.put(`/api/custom-quizzes/${customQuizId}/groups`, { groupIds: [groupId] })).status).toBe(204);
  const assigned = await leader.client.post(`/api/groups/${groupId}/assignments`, { customQuizId });
  expect(assigned.status).toBe(201);
  assignmentId = assigned.body.assignment.id;
});
afterAll(() => t.close());

describe("a custom quiz's result", () => {
  let samsCustom: number;
  let samsQuiz: number;
  let siteScore: number;

  it("records the assignment it answers, so its result names the group, and the leader's view counts it", async () => {
    samsCustom = await takeCustom(sam);
    const [row] = await db().select().from(attempt).where(eq(attempt.id, samsCustom));
    expect(row).toMatchObject({ mode: "custom", assignmentId, heldReason: null });
    const result = await sam.client.get(`/api/results/${samsCustom}`);
    expect(result.body.result.assignedBy).toEqual({ groupId, groupName: `Youth ${tag}` });
    const view = await leader.client.get(`/api/groups/${groupId}/assignments/${assignmentId}/results`);
    expect(view.body.counts).toEqual({ finished: 1, members: 2 });
  });

  it("is in the member's history by the custom quiz's title, not in the dashboard's figures (as on the site's boards)", async () => {
    const published = await createQuiz(db(), { title: `Acts ${tag}` });
    samsQuiz = (await playQuiz(db(), sam.client, published.id, 10)).attemptId;
    siteScore = (await db().select().from(attempt).where(eq(attempt.id, samsQuiz)))[0]!.score;

    // (Both were played on a reader's clock set back in time: their order is not the point here.)
    const history = (await sam.client.get("/api/history")).body.attempts as Array<Record<string, unknown>>;
    expect(history.map((h) => h.attemptId).sort()).toEqual([samsQuiz, samsCustom].sort());
    expect(history.find((h) => h.attemptId === samsCustom)).toMatchObject({
      quizId: null,
      quizTitle: title,
      status: "finished",
      correct: 5,
      underReview: false,
    });
    expect((await sam.client.get(`/api/history?quizId=${published.id}`)).body.attempts.map((h: { attemptId: number }) => h.attemptId)).toEqual([samsQuiz]);

    const dashboard = (await sam.client.get("/api/dashboard")).body;
    expect(dashboard.recent.map((h: { attemptId: number }) => h.attemptId).sort()).toEqual([samsQuiz, samsCustom].sort());
    expect(dashboard.stats).toMatchObject({ attempts: 1, bestScore: siteScore, averageScore: siteScore });
    expect(dashboard.quizzesTaken).toEqual([{ quizId: published.id, quizTitle: `Acts ${tag}` }]);
  });

  it("counts the group board's quiz takers the same way on every window: members with a result that counts on the group's boards", async () => {
    // Cara has only the custom result; Sam has both; the leader has none.
    await takeCustom(cara);
    for (const window of ["week", "month", "all"]) {
      const board = await cara.client.get(`/api/groups/${groupId}/leaderboard?window=${window}`);
      expect(board.status).toBe(200);
      expect(board.body.counters, window).toEqual({ activePlayers: 2, highestScore: expect.any(Number), quizTakers: 2 });
      expect(board.body.me, window).toMatchObject({ isViewer: true });
    }
  });
});
