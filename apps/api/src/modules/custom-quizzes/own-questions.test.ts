import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupMember, memberGroup, question, user } from "../../db/schema.ts";
import { answerFor, askedQuestions, atReadingPace } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

/*
 * A leader's own questions (docs/architecture.md §4 'Groups' and 'Sealed and open'): written and
 * checked as the bank's are, asked only by their own custom quizzes, their keys reaching only their
 * holders. Played from the outside as a determined second leader, a member of another group and a
 * Pro member would: every response passes the scanner (domain mayDisclose with the caller's
 * standing read from the database), and each way in is tried by name.
 */
let t: TestApp;
type Person = { client: TestClient; id: string };
let leaderA: Person, memberA: Person, leaderB: Person, memberB: Person, pro: Person;
let groupA: number, groupB: number;
const tag = `own${randomBytes(3).toString("hex")}`;
const written: Array<{ id: number; text: string; correctIndex: number }> = [];

async function person(name: string, plan: "free" | "pro" = "free"): Promise<Person> {
  const m = await t.signedInMember({ fullName: name });
  await t.database.db.update(user).set({ plan, timezone: "UTC" }).where(eq(user.id, m.id));
  const client = t.client();
  expect((await client.post("/api/auth/sign-in/email", { email: m.email, password: m.password })).status).toBe(200);
  return { client, id: m.id };
}

async function groupOf(leader: Person, member: Person, name: string): Promise<number> {
  const [g] = await t.database.db.insert(memberGroup).values({ name, ownerId: leader.id, timezone: "UTC" }).returning({ id: memberGroup.id });
  await t.database.db.insert(groupMember).values([
    { groupId: g!.id, userId: leader.id, role: "owner" },
    { groupId: g!.id, userId: member.id, role: "member" },
  ]);
  return g!.id;
}

/** Questions about Ruth 1, the sort a leader writes after a sermon. */
const ruthQuestion = (i: number) => ({
  text: `Sermon ${tag} ${i}: what did Ruth say to Naomi on the road to Bethlehem?`,
  options: [`Whither thou goest, I will go ${i}`, `Return to Moab ${i}`, `Let us part here ${i}`, `I will find a husband ${i}`],
  correctIndex: 0,
  reference: "Ruth 1:16",
  explanation: "Ruth clave unto Naomi and would not go back.",
});

beforeAll(async () => {
  t = await startTestApp();
  [leaderA, memberA, leaderB, memberB, pro] = [
    await person("Anna Leader"),
    await person("Abel Member"),
    await person("Boaz Leader"),
    await person("Bela Member"),
    await person("Priscilla Pro", "pro"),
  ];
  groupA = await groupOf(leaderA, memberA, `Youth A ${tag}`);
  groupB = await groupOf(leaderB, memberB, `Youth B ${tag}`);
});
afterAll(() => t.close());

describe("writing a question", () => {
  it("checks it as the bank's are: a verse the King James text has, four different options, an explanation", async () => {
    const bad = await leaderA.client.post("/api/custom-quizzes/own-questions", { ...ruthQuestion(0), reference: "Ruth 9:1" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.reference).toMatch(/^Use a reference like/);
    const missing = await leaderA.client.post("/api/custom-quizzes/own-questions", { ...ruthQuestion(0), reference: "Ruth 1:99" });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.reference).toBe("That verse is not in the King James text.");
    const same = await leaderA.client.post("/api/custom-quizzes/own-questions", { ...ruthQuestion(0), options: ["Ruth", "ruth", "Orpah", "Naomi"] });
    expect(same.status).toBe(400);
    const bare = await leaderA.client.post("/api/custom-quizzes/own-questions", { ...ruthQuestion(0), explanation: "" });
    expect(bare.status).toBe(400);

    const verse = await leaderA.client.get("/api/custom-quizzes/verse?reference=ruth%201:16");
    expect(verse.body).toEqual({ reference: "Ruth 1:16", text: expect.stringMatching(/^And Ruth said, Intreat me not to leave thee/) });

    for (let i = 0; i < 6; i++) {
      const saved = await leaderA.client.post("/api/custom-quizzes/own-questions", ruthQuestion(i));
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      expect(saved.body.question).toMatchObject({ own: true, book: "ruth", reference: "Ruth 1:16", correctIndex: 0, asked: false });
      expect(saved.body.verse).toMatch(/whither thou goest, I will go/);
      expect(saved.body.warning).toBeNull();
      written.push({ id: saved.body.question.id, text: saved.body.question.text, correctIndex: 0 });
    }
    // An answer the verse does not bear out is saved with a word of caution.
    const doubtful = await leaderA.client.post("/api/custom-quizzes/own-questions", { ...ruthQuestion(9), options: ["Jericho", "Moab", "Egypt", "Babylon"] });
    expect(doubtful.status).toBe(201);
    expect(doubtful.body.warning).toBe("The answer shares no word with Ruth 1:16 or the verses around it. Check that the verse says so.");
    expect((await leaderA.client.delete(`/api/custom-quizzes/own-questions/${doubtful.body.question.id}`)).status).toBe(204);

    const mine = await leaderA.client.get("/api/custom-quizzes/own-questions");
    expect(mine.body.questions.map((q: { id: number }) => q.id)).toEqual(written.map((q) => q.id));
    // Another builder's list is their own.
    expect((await leaderB.client.get("/api/custom-quizzes/own-questions")).body.questions).toEqual([]);
    // A member who may not build is offered Pro.
    expect((await memberA.client.post("/api/custom-quizzes/own-questions", ruthQuestion(0))).body.error.code).toBe("PRO_REQUIRED");
  });
});

describe("a private question reaches its leader's quizzes and groups only", () => {
  let quizId: number;
  let attemptId: number;

  it("its author draws and picks it beside the bank; another leader and a Pro member never find it", async () => {
    const own = await leaderA.client.get(`/api/custom-quizzes/candidates?q=${tag}`);
    expect(own.body.total).toBe(6);
    expect(own.body.questions[0]).toMatchObject({ own: true, correctIndex: 0 });
    const drawn = await leaderA.client.get(`/api/custom-quizzes/draw?q=${tag}&count=5`);
    expect(drawn.body.questions).toHaveLength(5);
    for (const other of [leaderB, pro]) {
      expect((await other.client.get(`/api/custom-quizzes/candidates?q=${tag}`)).body.total).toBe(0);
      expect((await other.client.get(`/api/custom-quizzes/draw?q=${tag}&count=5`)).body.questions).toEqual([]);
      // Its id, guessed, is no way in.
      const stolen = await other.client.post("/api/custom-quizzes", {
        title: "Borrowed",
        questionIds: written.slice(0, 5).map((q) => q.id),
        groupIds: other === leaderB ? [groupB] : [],
      });
      expect(stolen.status).toBe(409);
      expect(stolen.body.error.code).toBe("QUESTIONS_UNAVAILABLE");
      expect((await other.client.delete(`/api/custom-quizzes/own-questions/${written[0]!.id}`)).status).toBe(404);
    }
  });

  it("its group plays it on the server's clock and sees its key in their own result; another group's member finds nothing", async () => {
    const built = await leaderA.client.post("/api/custom-quizzes", {
      title: `Sunday ${tag}`,
      questionIds: written.slice(0, 5).map((q) => q.id),
      groupIds: [groupA],
    });
    expect(built.status).toBe(201);
    quizId = built.body.id;
    const detail = await leaderA.client.get(`/api/custom-quizzes/${quizId}`);
    expect(detail.body.questions.map((q: { correctIndex: number | null }) => q.correctIndex)).toEqual([0, 0, 0, 0, 0]);
    // A member of the group reads the quiz but not its questions, and takes it.
    const asMember = await memberA.client.get(`/api/custom-quizzes/${quizId}`);
    expect(asMember.body).toMatchObject({ canTake: true, questions: [] });

    attemptId = await atReadingPace(5, async (pause) => {
      const started = await memberA.client.post(`/api/custom-quizzes/${quizId}/attempt`, {});
      expect(started.status).toBe(201);
      expect(started.body.attempt.questions).toHaveLength(5);
      const id = started.body.attempt.id as number;
      for (const q of await askedQuestions(t.database.db, id)) {
        pause();
        expect((await memberA.client.post(`/api/attempts/${id}/answers`, await answerFor(t.database.db, id, q.questionId, q.correctIndex))).status).toBe(200);
      }
      expect((await memberA.client.post(`/api/attempts/${id}/finish`, {})).status).toBe(200);
      return id;
    });
    const result = await memberA.client.get(`/api/results/${attemptId}`);
    expect(result.status).toBe(200);
    // Each key in the order this attempt showed the options.
    expect(result.body.result.review.map((r: { correctIndex: number | null }) => typeof r.correctIndex)).toEqual(Array(5).fill("number"));

    for (const stranger of [memberB, leaderB, pro]) {
      expect((await stranger.client.get(`/api/custom-quizzes/${quizId}`)).status).toBe(404);
      expect((await stranger.client.post(`/api/custom-quizzes/${quizId}/attempt`, {})).status).toBe(404);
      expect((await stranger.client.get(`/api/results/${attemptId}`)).status).toBe(404);
    }
    // Asked once, it stays for the results.
    const asked = await leaderA.client.delete(`/api/custom-quizzes/own-questions/${written[0]!.id}`);
    expect(asked.status).toBe(409);
    expect(asked.body.error.code).toBe("OWN_QUESTION_ASKED");
  });

  it("never in the public bank, practice, a quiz's pool, a hosted room or the site's figures", async () => {
    // Practice on Ruth 1 to the last question it has: the bank's three, none of the leader's (each answer passes the scanner).
    await t.database.db.insert(question).values(
      [1, 2, 3].map((i) => ({
        question: `Bank ${i}: where did Elimelech go to sojourn?`,
        optionA: `Moab ${i}`,
        optionB: `Egypt ${i}`,
        optionC: `Edom ${i}`,
        optionD: `Gilead ${i}`,
        correctIndex: 0,
        book: "ruth",
        reference: `Ruth 1:${i}`,
        explanation: "Ruth 1:1.",
      })),
    );
    let session = (await pro.client.post("/api/practice", { books: ["ruth"], chapters: [1], difficulty: "any" })).body;
    const practised: string[] = [];
    for (let i = 0; i < 200 && session.question; i++) {
      practised.push(session.question.text);
      await pro.client.post(`/api/practice/${session.id}/answers`, { position: session.question.position, choice: 0 });
      session = (await pro.client.post(`/api/practice/${session.id}/next`, {})).body;
    }
    expect(session.stop).toBe("empty");
    expect(practised).toHaveLength(3);
    expect(practised.filter((text) => text.includes(tag))).toEqual([]);

    const page = await t.client().get("/api/hub/books/ruth");
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain(tag);
    const stats = await t.client().get("/api/stats");
    const bankOnly = await t.database.db.select({ id: question.id }).from(question);
    expect(stats.body.questions).toBe(bankOnly.length - written.length);
    expect(stats.body.questions).toBe(3);

    // A room is whoever has the PIN: a game from the quiz asks none of its owner's own questions,
    // and 'Host a game' says so before the host tries.
    const hostable = (await leaderA.client.get("/api/games/hostable")).body.customQuizzes.find((q: { id: number }) => q.id === quizId);
    expect(hostable).toMatchObject({ questionCount: 0, heldBack: 5 });
    const game = await leaderA.client.post("/api/games", { source: { kind: "custom", customQuizId: quizId }, questionCount: 5, secondsPerQuestion: 20 });
    expect(game.status).toBe(409);
    expect(game.body.error.code).toBe("NOT_ENOUGH_QUESTIONS");

    // An administrator cannot put one into a quiz's pool, where ending the quiz shows keys.
    const admin = await t.signedInMember({ role: "admin" });
    const pool = await admin.client.post("/api/admin/quizzes", {
      title: `Pool ${tag}`,
      status: "draft",
      selection: { mode: "manual", questionIds: [written[5]!.id] },
    });
    expect(pool.status).toBe(400);
    const listed = await admin.client.get(`/api/admin/questions?search=${tag}&access=private`);
    expect(listed.body.total).toBe(6);
    expect(listed.body.questions[0].access).toBe("private");
  });
});
