import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptTitle, GAME_CSV_HEADER, gameCsvHeader, gamePoints, MODES, type HostGame, type PlayerGame } from "@berean/domain";
import { attempt, attemptQuestion, gameQuestion, question } from "../../db/schema.ts";
import { createQuestions, createQuiz, type TestQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

/**
 * A hosted game from lobby to podium over real HTTP (docs/architecture.md §4 'Hosted games'): the
 * host creates it, two phones join (one signed in), the host starts, the room answers, the
 * question closes, the next opens, the host ends it; the CSV has both players, and the signed-in
 * player's history and result page have the game.
 */
let t: TestApp;
let quiz: TestQuiz;
let host: TestClient;
let member: { client: TestClient; id: string };
let visitor: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  quiz = await createQuiz(t.database.db, { questionCount: 8, book: "titus" });
  // A game from a quiz plays the open questions of its books, never its own pool.
  await createQuestions(t.database.db, 8, { book: "titus" });
  host = (await t.signedInMember({ fullName: "Host" })).client;
  member = await t.signedInMember({ fullName: "Player One" });
  visitor = t.client();
});
afterAll(async () => {
  await t.close();
});

/** The shown index of the key of the game's question at `position`. */
async function keyOf(gameId: string, position: number): Promise<number> {
  const [row] = await t.database.db
    .select({ order: gameQuestion.optionOrder, correct: question.correctIndex })
    .from(gameQuestion)
    .innerJoin(question, eq(question.id, gameQuestion.questionId))
    .where(eq(gameQuestion.gameId, gameId))
    .orderBy(gameQuestion.position)
    .offset(position - 1)
    .limit(1);
  return row!.order.indexOf(row!.correct);
}

describe("a hosted game", () => {
  it("runs from lobby to podium and is kept in the signed-in player's history", async () => {
    const hostable = await host.get("/api/games/hostable");
    expect(hostable.status).toBe(200);
    expect(hostable.body.quizzes.some((q: { id: number }) => q.id === quiz.id)).toBe(true);
    expect(hostable.body.playerLimit).toBe(10);

    const created = await host.post("/api/games", { source: { kind: "quiz", quizId: quiz.id }, questionCount: 5, secondsPerQuestion: 20 });
    expect(created.status).toBe(201);
    const game: HostGame = created.body.game;
    expect(game).toMatchObject({ status: "lobby", position: 0, questionCount: 5, title: quiz.title, players: [] });
    expect(game.pin).toMatch(/^[0-9]{6}$/);
    expect(game.joinUrl).toBe(`http://berean.test/play?pin=${game.pin}`);

    const qr = await host.get(`/api/games/${game.id}/qr.svg`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get("content-type")).toContain("image/svg+xml");
    // Nobody but the host sees the game, an administrator included.
    expect((await member.client.get(`/api/games/${game.id}`)).status).toBe(404);

    const one = await member.client.post("/api/play/join", { pin: game.pin, nickname: "Ann" });
    expect(one.status).toBe(201);
    expect(one.headers.get("set-cookie")).toMatch(/berean_seat=.+; Path=\/api\/play; HttpOnly; SameSite=Lax/);
    const two = await visitor.post("/api/play/join", { pin: game.pin, nickname: "Ben" });
    expect(two.status).toBe(201);
    expect((await t.client().post("/api/play/join", { pin: game.pin, nickname: "ann " })).body.error.code).toBe("NICKNAME_TAKEN");
    const lobbyView: PlayerGame = two.body;
    expect(lobbyView).toMatchObject({ status: "lobby", nickname: "Ben", question: null, removed: false });

    const phone = await visitor.openStream("/api/play/stream");
    expect((await phone.next<PlayerGame>("play")).status).toBe("lobby");

    const started = await host.post(`/api/games/${game.id}/start`, { position: 0 });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: "question", position: 1 });
    expect(started.body.players).toHaveLength(2);
    // A double click changes nothing.
    expect((await host.post(`/api/games/${game.id}/start`, { position: 0 })).body.position).toBe(1);

    const open = await phone.next<PlayerGame>("play", (v) => v.status === "question");
    expect(open.question?.options).toHaveLength(4);
    expect(open.outcome).toBeNull();
    expect(JSON.stringify(open)).not.toContain("correctIndex");

    const key = await keyOf(game.id, 1);
    const right = await member.client.post("/api/play/answers", { position: 1, choice: key });
    expect(right.body).toEqual({ accepted: true, chosenIndex: key });
    // Sent again (a reply lost to a dropped connection): the same answer; another choice is refused.
    expect((await member.client.post("/api/play/answers", { position: 1, choice: key })).body).toEqual({ accepted: true, chosenIndex: key });
    expect((await member.client.post("/api/play/answers", { position: 1, choice: (key + 1) % 4 })).body.error.code).toBe("ALREADY_ANSWERED");
    // The last seated player's answer closes the question at once.
    expect((await visitor.post("/api/play/answers", { position: 1, choice: (key + 1) % 4 })).status).toBe(200);

    const revealed = await host.get(`/api/games/${game.id}`);
    expect(revealed.body.status).toBe("reveal");
    expect(revealed.body.reveal.correctIndex).toBe(key);
    expect(revealed.body.reveal.counts.reduce((a: number, b: number) => a + b, 0)).toBe(2);
    expect(revealed.body.top[0]).toMatchObject({ rank: 1, nickname: "Ann" });
    const annView: PlayerGame = (await member.client.get("/api/play")).body;
    expect(annView.outcome).toMatchObject({ correct: true, answered: true, correctIndex: key });
    expect(annView.outcome!.points).toBeGreaterThanOrEqual(gamePoints(true, 20_000, 20));
    expect(annView).toMatchObject({ rank: 1, of: 2 });
    const benView = await phone.next<PlayerGame>("play", (v) => v.status === "reveal");
    expect(benView.outcome).toMatchObject({ correct: false, points: 0 });
    expect(benView).toMatchObject({ rank: 2, of: 2 });

    const second = await host.post(`/api/games/${game.id}/next`, { position: 1 });
    expect(second.body).toMatchObject({ status: "question", position: 2 });
    expect((await visitor.post("/api/play/answers", { position: 3, choice: 0 })).body.error.code).toBe("NOT_OPEN");
    // Closed by the host before anyone answered.
    expect((await host.post(`/api/games/${game.id}/next`, { position: 2 })).body.status).toBe("reveal");
    expect((await visitor.post("/api/play/answers", { position: 2, choice: 0 })).body.error.code).toBe("TOO_LATE");

    const ended = await host.post(`/api/games/${game.id}/end`);
    expect(ended.body).toMatchObject({ status: "ended", endReason: "host" });
    expect(ended.body.podium[0]).toMatchObject({ rank: 1, nickname: "Ann" });
    expect((await phone.next<PlayerGame>("play", (v) => v.status === "ended")).status).toBe("ended");
    phone.close();

    const csv = await host.get(`/api/games/${game.id}/results.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="berean-game-${game.pin}.csv"`);
    const lines = String(csv.body).trim().split(/\r?\n/);
    expect(lines[0]).toBe(gameCsvHeader(5).join(","));
    expect(lines[0]).toContain(`${GAME_CSV_HEADER.join(",")},Q1 answer,Q1 right,Q1 points,Q2 answer,`);
    expect(lines).toHaveLength(3);
    // Per question: the letter the room saw, right or not, the points; the second (closed unanswered) and the three never asked are empty.
    const empty = ",".repeat(12);
    expect(lines[1]).toMatch(new RegExp(`^1,Ann,(\\d+),1,1,Yes,${"ABCD"[key]},Yes,\\1${empty}$`));
    expect(lines[2]).toBe(`2,Ben,0,0,1,No,${"ABCD"[(key + 1) % 4]},No,0${empty}`);

    // The signed-in player's game is in their history and opens on the result page with its review.
    const history = await member.client.get("/api/history");
    const kept = history.body.attempts.find((a: { quizTitle: string }) => a.quizTitle === quiz.title);
    // It says it was a hosted game, so the page reads 'Game: {title}'.
    expect(kept).toMatchObject({ quizId: null, mode: "game", status: "finished", correct: 1, wrong: 0 });
    expect(attemptTitle(kept)).toBe(`Game: ${quiz.title}`);
    const dashboard = await member.client.get("/api/dashboard");
    expect(dashboard.body.recent.find((a: { attemptId: number }) => a.attemptId === kept.attemptId)).toMatchObject({ mode: "game" });
    const result = await member.client.get(`/api/results/${kept.attemptId}`);
    expect(result.status).toBe(200);
    expect(result.body.result).toMatchObject({ quizTitle: quiz.title, mode: "game", questionCount: 2 });
    expect(result.body.result.review[0]).toMatchObject({ position: 1, chosenIndex: key, correctIndex: key, isCorrect: true });
    expect(result.body.result.review[1].chosenIndex).toBeNull();
    // Its percent is not a quiz score: the administrators' attempts table, which ranks quiz scores, leaves it to its room.
    const admin = await t.signedInMember({ role: "admin" });
    const listed = await admin.client.get(`/api/admin/attempts?userId=${member.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.attempts.map((a: { id: number }) => a.id)).not.toContain(kept.attemptId);
  });

  it("from a quiz, plays the open questions of its books: never that quiz's pool, nor the sealed supply (docs/architecture.md §4 'Sealed and open')", async () => {
    const pooled = await createQuiz(t.database.db, { questionCount: 25, book: "jude" });
    const open = await createQuestions(t.database.db, 6, { book: "jude" });
    const sealed = await createQuestions(t.database.db, 6, { book: "jude", sealed: true });
    const created = await host.post("/api/games", { source: { kind: "quiz", quizId: pooled.id }, questionCount: 25, secondsPerQuestion: 20 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const asked = (await t.database.db.select({ id: gameQuestion.questionId }).from(gameQuestion).where(eq(gameQuestion.gameId, created.body.game.id))).map(
      (r) => r.id,
    );
    // Fewer than asked rather than one whose key a room would carry to the quiz's board or the Saturday event.
    expect(asked.sort()).toEqual(open.map((q) => q.id).sort());
    expect(asked.some((id) => pooled.questions.some((q) => q.id === id) || sealed.some((q) => q.id === id))).toBe(false);
    expect((await host.post(`/api/games/${created.body.game.id}/end`, { position: 0 })).status).toBe(200);
  });

  it("takes its questions off the public book pages while it runs, and gives them back when it ends", async () => {
    const bank = await createQuestions(t.database.db, 5);
    const ids = bank.map((q) => q.id);
    await t.database.db.update(question).set({ book: "obadiah", reference: "Obadiah 1:1" }).where(inArray(question.id, ids));
    const shown = async () =>
      ((await visitor.get("/api/hub/books/obadiah")).body.questions as Array<{ id: number }>).map((q) => q.id).filter((id) => ids.includes(id));
    expect(await shown()).toEqual(ids);

    const created = await host.post("/api/games", {
      source: { kind: "draw", books: ["obadiah"], difficulty: "any" },
      questionCount: 5,
      secondsPerQuestion: 20,
    });
    expect(created.status).toBe(201);
    // A player in the room cannot look its keys up on the book's page mid-game.
    expect(await shown()).toEqual([]);
    const html: string = (await visitor.get("/bible-questions-and-answers-hub/obadiah")).body;
    for (const q of bank) expect(html).not.toContain(q.text);

    expect((await host.post(`/api/games/${created.body.game.id}/end`, { position: 0 })).status).toBe(200);
    expect(await shown()).toEqual(ids);
  });

  it("a corrected key regrades a kept game by the game's own rule (the share right), never the quiz's formula", async () => {
    const [kept] = await t.database.db
      .select()
      .from(attempt)
      .where(and(eq(attempt.userId, member.id), eq(attempt.mode, "game")));
    expect(kept).toBeDefined();
    const asked = await t.database.db
      .select({ id: attemptQuestion.questionId })
      .from(attemptQuestion)
      .where(eq(attemptQuestion.attemptId, kept!.id))
      .orderBy(attemptQuestion.position);
    const [first] = await t.database.db.select().from(question).where(eq(question.id, asked[0]!.id));
    const admin = await t.signedInMember({ role: "admin" });
    const setKey = (correctIndex: number) =>
      admin.client.put(`/api/admin/questions/${first!.id}`, {
        question: first!.question,
        options: [first!.optionA, first!.optionB, first!.optionC, first!.optionD],
        correctIndex,
        // The test bank's references are placeholders: a real one of its book.
        book: "titus",
        reference: "Titus 1:1",
        difficulty: first!.difficulty,
        topics: first!.topics,
        explanation: first!.explanation,
        note: "The key was checked again.",
      });
    // Away from Ann's answer and back: each change regrades her kept game.
    const moved = await setKey((first!.correctIndex + 1) % 4);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await t.database.db.select().from(attempt).where(eq(attempt.id, kept!.id)))[0]).toMatchObject({ correctCount: 0, wrongCount: 1, score: 0 });
    expect((await setKey(first!.correctIndex)).status).toBe(200);
    const [again] = await t.database.db.select().from(attempt).where(eq(attempt.id, kept!.id));
    expect(again).toMatchObject({ correctCount: 1, wrongCount: 0, score: kept!.score });
    expect(again!.score).toBe(MODES.game.score({ correct: 1, wrong: 0, asked: asked.length, secondsRemaining: 0 }));
  });

  it("counts a made-up seat cookie against its address: a fresh value each time never resets the limit, and a real seat keeps its own", async () => {
    const created = await host.post("/api/games", { source: { kind: "quiz", quizId: quiz.id }, questionCount: 5, secondsPerQuestion: 20 });
    const phone = t.client();
    expect((await phone.post("/api/play/join", { pin: created.body.game.pin, nickname: "Real Seat" })).status).toBe(201);
    // The seat's cookie is its token and the server's signature of it.
    const cookie = phone.cookieHeader();
    expect(cookie).toMatch(/berean_seat=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}/);
    let refused = 0;
    // GET /api/play allows 240 a minute per seat; 260 made-up seats from one address are one key.
    for (let n = 0; n < 260; n++) {
      const forged = `berean_seat=${Buffer.from(`forged ${n}`).toString("base64url").padEnd(43, "A")}.${"B".repeat(22)}`;
      const answer = await t.client({ ip: phone.ip }).get("/api/play", { cookie: forged });
      if (answer.status === 429) refused++;
      else expect(answer.status).toBe(404);
    }
    expect(refused).toBeGreaterThanOrEqual(20);
    // The real seat, from the same address, has its own count.
    const own = await phone.get("/api/play");
    expect(own.status).toBe(200);
    expect(own.body.nickname).toBe("Real Seat");
    expect((await host.post(`/api/games/${created.body.game.id}/end`, { position: 0 })).status).toBe(200);
  });
});
