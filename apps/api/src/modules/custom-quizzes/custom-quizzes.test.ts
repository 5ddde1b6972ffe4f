import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOM_QUIZ_SECONDS_PER_QUESTION, MODES, scoreAttempt } from "@berean/domain";
import { attempt, groupMember, leaderboardEntry, memberGroup, question, quizQuestion, user } from "../../db/schema.ts";
import { answerFor, askedQuestions, atReadingPace, createQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
type Person = { client: TestClient; id: string };
let pro: Person, leader: Person, free: Person, student: Person, outsider: Person;
let groupId: number;
/** A tag in every question of this file, so a search finds only them. */
const tag = `cq${randomBytes(3).toString("hex")}`;
let bank: Array<{ id: number; correctIndex: number; text: string }>;
let activeQuizId: number;

/** A member on `plan`, signed in afresh so the session carries it. */
async function person(name: string, plan: "free" | "pro" = "free"): Promise<Person> {
  const m = await t.signedInMember({ fullName: name });
  await t.database.db.update(user).set({ plan, timezone: "UTC" }).where(eq(user.id, m.id));
  const client = t.client();
  expect((await client.post("/api/auth/sign-in/email", { email: m.email, password: m.password })).status).toBe(200);
  return { client, id: m.id };
}

/** Questions of Ruth chapter 1 (events) and 2 (characters), tagged, none in any quiz. */
async function seedBank(n: number) {
  return t.database.db
    .insert(question)
    .values(
      Array.from({ length: n }, (_, i) => ({
        question: `Custom bank ${tag} question ${i + 1}: who went with Naomi?`,
        optionA: `Ruth ${i}`,
        optionB: `Orpah ${i}`,
        optionC: `Boaz ${i}`,
        optionD: `Elimelech ${i}`,
        correctIndex: i % 4,
        book: "ruth",
        topics: [i % 2 === 0 ? "events" : "characters"],
        difficulty: i % 3 === 0 ? "easy" : "medium",
        reference: `Ruth ${i % 2 === 0 ? 1 : 2}:${i + 1}`,
        explanation: "Ruth 1:16.",
      })),
    )
    .returning({ id: question.id, correctIndex: question.correctIndex, text: question.question });
}

const create = (who: Person, questionIds: number[], extra: Record<string, unknown> = {}) =>
  who.client.post("/api/custom-quizzes", { title: `Ruth review ${tag}`, questionIds, ...extra });

beforeAll(async () => {
  t = await startTestApp();
  [pro, leader, free, student, outsider] = [
    await person("Priscilla Pro", "pro"),
    await person("Lydia Leader"),
    await person("Fred Free"),
    await person("Sam Student"),
    await person("Olive Outsider"),
  ];
  const [g] = await t.database.db
    .insert(memberGroup)
    .values({ name: `Youth ${tag}`, ownerId: leader.id, timezone: "UTC" })
    .returning({ id: memberGroup.id });
  groupId = g!.id;
  await t.database.db.insert(groupMember).values([
    { groupId, userId: leader.id, role: "owner" },
    { groupId, userId: student.id, role: "member" },
    { groupId, userId: free.id, role: "member" },
  ]);
  bank = await seedBank(12);
  activeQuizId = (await createQuiz(t.database.db, { questionCount: 5 })).id;
});
afterAll(() => t.close());

describe("who builds a custom quiz", () => {
  it("a Pro member and a group leader build; a free member who leads nothing is offered Pro", async () => {
    const ids = bank.slice(0, 5).map((q) => q.id);
    expect((await create(pro, ids)).status).toBe(201);
    expect((await create(leader, ids)).status).toBe(201);
    const refused = await create(free, ids);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("PRO_REQUIRED");
    expect(refused.body.error.message).toMatch(/^Custom quizzes are a Pro benefit/);
    expect((await free.client.get(`/api/custom-quizzes/candidates?q=${tag}`)).status).toBe(403);
    expect((await free.client.get("/api/custom-quizzes")).body.canBuild).toBe(false);
    expect((await leader.client.get("/api/custom-quizzes")).body.canBuild).toBe(true);
  });

  it("asks 5 to 25 questions, each once", async () => {
    const ids = bank.map((q) => q.id);
    expect((await create(pro, ids.slice(0, 4))).body.error.fields.questionIds).toBe("Choose at least 5 questions.");
    expect((await create(pro, [...ids, ...ids, ...ids].slice(0, 26))).status).toBe(400);
    expect((await create(pro, [ids[0]!, ids[0]!, ids[1]!, ids[2]!, ids[3]!])).body.error.fields.questionIds).toBe("Each question once.");
    expect((await pro.client.get(`/api/custom-quizzes/draw?q=${tag}&count=26`)).status).toBe(400);
  });

  it("filters the bank by book, chapter, topic and difficulty, with each question's answer", async () => {
    const chapter2 = await pro.client.get(`/api/custom-quizzes/candidates?books=ruth&chapters=2&q=${tag}`);
    expect(chapter2.status).toBe(200);
    expect(chapter2.body.total).toBe(6);
    expect(chapter2.body.questions.every((q: { reference: string }) => q.reference.startsWith("Ruth 2:"))).toBe(true);
    expect(chapter2.body.questions[0]).toHaveProperty("correctIndex");
    const events = await pro.client.get(`/api/custom-quizzes/candidates?topics=events&difficulty=easy&q=${tag}`);
    expect(events.body.questions.map((q: { text: string }) => q.text).sort()).toEqual(
      bank
        .filter((_, i) => i % 2 === 0 && i % 3 === 0)
        .map((q) => q.text)
        .sort(),
    );
    expect((await pro.client.get(`/api/custom-quizzes/candidates?books=narnia`)).status).toBe(400);
    const drawn = await pro.client.get(`/api/custom-quizzes/draw?q=${tag}&count=5`);
    expect(drawn.body.questions).toHaveLength(5);
    // A draw takes what exists and says how many: 7 wanted of chapter 2's 6.
    const tooMany = await pro.client.get(`/api/custom-quizzes/draw?q=${tag}&chapters=2&count=7`);
    expect(tooMany.status).toBe(200);
    expect(tooMany.body.questions).toHaveLength(6);
    expect(tooMany.body.note).toBe("Only 6 questions match these filters, so the draw took all 6 (7 wanted). Add more by hand, or write your own.");
    expect(drawn.body.note).toBeNull();
    const none = await pro.client.get(`/api/custom-quizzes/draw?q=${tag}&chapters=3&count=5`);
    expect(none.body).toEqual({ questions: [], note: expect.stringMatching(/^No question matches these filters/) });
  });
});

describe("never a question in play", () => {
  it("a question put into an active quiz's pool is never listed, drawn, picked, asked or printed", async () => {
    // Built while all of chapter 1 was free to use.
    const chapter1 = bank.filter((_, i) => i % 2 === 0);
    const built = await create(
      leader,
      chapter1.map((q) => q.id),
      { groupIds: [groupId] },
    );
    expect(built.status).toBe(201);
    const live = chapter1[0]!;
    await t.database.db.insert(quizQuestion).values({ quizId: activeQuizId, questionId: live.id, orderIndex: 99 });

    const listed = await pro.client.get(`/api/custom-quizzes/candidates?q=${tag}`);
    expect(listed.body.questions.map((q: { id: number }) => q.id)).not.toContain(live.id);
    // Every match drawn, and still not it.
    const drawn = await pro.client.get(`/api/custom-quizzes/draw?q=${tag}&chapters=1&count=5`);
    expect(drawn.body.questions.map((q: { id: number }) => q.id).sort()).toEqual(
      chapter1
        .slice(1)
        .map((q) => q.id)
        .sort(),
    );
    const picked = await create(
      pro,
      chapter1.map((q) => q.id),
    );
    expect(picked.status).toBe(409);
    expect(picked.body.error.code).toBe("QUESTIONS_UNAVAILABLE");

    const started = await student.client.post(`/api/custom-quizzes/${built.body.id}/attempt`, {});
    expect(started.status).toBe(201);
    expect(started.body.attempt.questions).toHaveLength(5);
    expect(started.body.attempt.questions.map((q: { text: string }) => q.text)).not.toContain(live.text);
    expect(started.body.attempt.mode).toBe("custom");
    const seconds = (Date.parse(started.body.attempt.deadlineAt) - Date.parse(started.body.attempt.startedAt)) / 1000;
    expect(seconds).toBe(5 * CUSTOM_QUIZ_SECONDS_PER_QUESTION);
    expect(JSON.stringify(started.body)).not.toMatch(/correct|explanation|reference/i);

    const key = await leader.client.get(`/api/custom-quizzes/${built.body.id}/key.pdf`);
    expect(key.status).toBe(200);
    const detail = await leader.client.get(`/api/custom-quizzes/${built.body.id}`);
    expect(detail.body.questions.find((q: { id: number }) => q.id === live.id).available).toBe(false);

    // One more in play leaves four: no attempt and no sheet.
    await t.database.db.insert(quizQuestion).values({ quizId: activeQuizId, questionId: chapter1[1]!.id, orderIndex: 98 });
    const sheet = await leader.client.get(`/api/custom-quizzes/${built.body.id}/sheet.pdf`);
    expect(sheet.status).toBe(409);
    expect(sheet.body.error.message).toMatch(/only 4 questions/);
    const late = await free.client.post(`/api/custom-quizzes/${built.body.id}/attempt`, {});
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("CUSTOM_QUIZ_TOO_FEW");
    await t.database.db.delete(quizQuestion).where(eq(quizQuestion.quizId, activeQuizId));
  });
});

describe("private or shared, played and printed", () => {
  let quizId: number;
  beforeAll(async () => {
    const built = await create(
      leader,
      bank.slice(6, 11).map((q) => q.id),
    );
    quizId = built.body.id;
  });

  it("private to its owner until shared with a group the owner leads; an outsider never finds it", async () => {
    expect((await student.client.get(`/api/custom-quizzes/${quizId}`)).status).toBe(404);
    expect((await student.client.post(`/api/custom-quizzes/${quizId}/attempt`, {})).status).toBe(404);
    // Only groups the owner leads.
    const [other] = await t.database.db
      .insert(memberGroup)
      .values({ name: `Other ${tag}`, ownerId: outsider.id, timezone: "UTC" })
      .returning({ id: memberGroup.id });
    await t.database.db.insert(groupMember).values({ groupId: other!.id, userId: outsider.id, role: "owner" });
    expect((await leader.client.put(`/api/custom-quizzes/${quizId}/groups`, { groupIds: [other!.id] })).status).toBe(404);
    expect((await leader.client.put(`/api/custom-quizzes/${quizId}/groups`, { groupIds: [groupId] })).status).toBe(204);

    // Shared, a leader of the group may assign it; a quiz not shared with the group may not be.
    const assigned = await leader.client.post(`/api/groups/${groupId}/assignments`, { customQuizId: quizId });
    expect(assigned.status).toBe(201);
    expect(assigned.body.assignment.quiz).toMatchObject({ id: quizId, kind: "custom", questionCount: 5 });
    const privateOne = await create(
      pro,
      bank.slice(1, 6).map((q) => q.id),
    );
    expect((await leader.client.post(`/api/groups/${groupId}/assignments`, { customQuizId: privateOne.body.id })).status).toBe(400);

    const seen = await student.client.get(`/api/custom-quizzes/${quizId}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ canTake: true, canPrint: false, questions: [], questionCount: 5, ownerName: "Lydia Leader" });
    expect((await student.client.get("/api/custom-quizzes")).body.shared.map((q: { id: number }) => q.id)).toContain(quizId);
    expect((await outsider.client.get(`/api/custom-quizzes/${quizId}`)).status).toBe(404);
    expect((await outsider.client.get("/api/custom-quizzes")).body.shared).toEqual([]);
    expect((await outsider.client.patch(`/api/custom-quizzes/${quizId}`, { title: "Mine now" })).status).toBe(404);
    expect((await student.client.delete(`/api/custom-quizzes/${quizId}`)).status).toBe(404);
  });

  it("the sheet and the key are PDFs for the owner and its groups' leaders only", async () => {
    for (const kind of ["sheet", "key"]) {
      const res = await leader.client.request("GET", `/api/custom-quizzes/${quizId}/${kind}.pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(String(res.body).startsWith("%PDF-")).toBe(true);
      expect((await student.client.get(`/api/custom-quizzes/${quizId}/${kind}.pdf`)).status).toBe(403);
      expect((await outsider.client.get(`/api/custom-quizzes/${quizId}/${kind}.pdf`)).status).toBe(404);
    }
  });

  it("a member takes it once, on its own clock, and the result never reaches the site's boards", async () => {
    expect((await leader.client.post(`/api/custom-quizzes/${quizId}/attempt`, {})).body.error.code).toBe("CUSTOM_QUIZ_KEY_HOLDER");
    const attemptId = await atReadingPace(5, async (pause) => {
      const started = await student.client.post(`/api/custom-quizzes/${quizId}/attempt`, {});
      expect(started.status).toBe(201);
      const id = started.body.attempt.id as number;
      for (const q of await askedQuestions(t.database.db, id)) {
        pause();
        expect((await student.client.post(`/api/attempts/${id}/answers`, await answerFor(t.database.db, id, q.questionId, q.correctIndex))).status).toBe(200);
      }
      expect((await student.client.post(`/api/attempts/${id}/finish`, {})).status).toBe(200);
      return id;
    });
    const [row] = await t.database.db.select().from(attempt).where(eq(attempt.id, attemptId));
    expect(row).toMatchObject({ mode: "custom", status: "finished", customQuizId: quizId, correctCount: 5, heldReason: null });
    expect(row!.score).toBeGreaterThanOrEqual(80);
    const result = await student.client.get(`/api/results/${attemptId}`);
    expect(result.status).toBe(200);
    expect(result.body.result).toMatchObject({ quizTitle: `Ruth review ${tag}`, questionCount: 5, placement: null });
    expect(result.body.result.review).toHaveLength(5);

    expect(await t.database.db.select().from(leaderboardEntry).where(eq(leaderboardEntry.userId, student.id))).toEqual([]);
    const board = await student.client.get("/api/leaderboard?window=week");
    expect(board.body.me).toBeNull();

    // On the boards of the group it is shared with: the week's and all time.
    for (const window of ["week", "all"]) {
      const groupBoard = await student.client.get(`/api/groups/${groupId}/leaderboard?window=${window}`);
      expect(groupBoard.status).toBe(200);
      expect(groupBoard.body.me).toMatchObject({ score: row!.score, attempts: 1, isViewer: true });
    }
    // Not on the board of a group it is not shared with.
    const [elsewhere] = await t.database.db
      .insert(memberGroup)
      .values({ name: `Elsewhere ${tag}`, ownerId: student.id, timezone: "UTC" })
      .returning({ id: memberGroup.id });
    await t.database.db.insert(groupMember).values({ groupId: elsewhere!.id, userId: student.id, role: "owner" });
    expect((await student.client.get(`/api/groups/${elsewhere!.id}/leaderboard?window=week`)).body.me).toBeNull();

    const again = await student.client.post(`/api/custom-quizzes/${quizId}/attempt`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ALREADY_ATTEMPTED");
    expect((await student.client.get("/api/custom-quizzes")).body.shared.find((q: { id: number }) => q.id === quizId).myAttempt).toMatchObject({
      attemptId,
      status: "finished",
    });
    // Taken, it stays for the results: it can stop being shared, not be deleted.
    expect((await leader.client.delete(`/api/custom-quizzes/${quizId}`)).status).toBe(409);
  });

  it("a corrected key regrades the result by the custom quiz's own rule, on its own clock", async () => {
    const [row] = await t.database.db
      .select()
      .from(attempt)
      .where(and(eq(attempt.userId, student.id), eq(attempt.customQuizId, quizId)));
    const asked = await askedQuestions(t.database.db, row!.id);
    const [first] = await t.database.db.select().from(question).where(eq(question.id, asked[0]!.questionId));
    const admin = await t.signedInMember({ role: "admin" });
    // The key moves off the option the student chose: one of their five right answers becomes wrong.
    const fix = await admin.client.put(`/api/admin/questions/${first!.id}`, {
      question: first!.question,
      options: [first!.optionA, first!.optionB, first!.optionC, first!.optionD],
      correctIndex: (first!.correctIndex + 1) % 4,
      book: first!.book,
      reference: first!.reference,
      difficulty: first!.difficulty,
      topics: first!.topics,
      explanation: first!.explanation,
      note: "The key was wrong.",
    });
    expect(fix.status, JSON.stringify(fix.body)).toBe(200);
    expect(fix.body.regraded).toBeGreaterThanOrEqual(1);
    const [regraded] = await t.database.db.select().from(attempt).where(eq(attempt.id, row!.id));
    const tally = { correct: 4, wrong: 1, asked: 5, secondsRemaining: 5 * CUSTOM_QUIZ_SECONDS_PER_QUESTION - regraded!.secondsUsed };
    expect(regraded).toMatchObject({ correctCount: 4, wrongCount: 1, score: MODES.custom.score(tally) });
    // Not the member quiz's formula on a 600-second clock, which once scored it.
    expect(regraded!.score).not.toBe(scoreAttempt({ ...tally, secondsRemaining: 600 - regraded!.secondsUsed }).total);
    // The result page shows the same parts the score was taken from.
    const page = (await student.client.get(`/api/results/${row!.id}`)).body.result;
    expect(page.score).toMatchObject({ correct: 4, wrong: 1, total: regraded!.score, secondsRemaining: tally.secondsRemaining });
  });
});
