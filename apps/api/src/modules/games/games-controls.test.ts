import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_JOINS_PER_ADDRESS_PER_MINUTE, GAME_MESSAGES, type HostGame } from "@berean/domain";
import { game as gameTable } from "../../db/schema.ts";
import { createQuestions, createQuiz, type TestQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

/**
 * The host's controls as a projector screen sends them (docs/architecture.md §4 'Hosted games'):
 * 'Close question' and 'Next' name the status the host was shown, so a double click never acts
 * twice.
 */
let t: TestApp;
let quiz: TestQuiz;
let host: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  quiz = await createQuiz(t.database.db, { questionCount: 8, book: "titus" });
  // A game from a quiz plays the open questions of its books, never its own pool.
  await createQuestions(t.database.db, 8, { book: "titus" });
  host = (await t.signedInMember({ fullName: "Host" })).client;
});
afterAll(async () => {
  await t.close();
});

/** A new game of `questionCount` questions with `players` phones seated (not yet started). */
async function gameWith(players: number, questionCount = 5): Promise<{ game: HostGame; phones: TestClient[] }> {
  const created = await host.post("/api/games", { source: { kind: "quiz", quizId: quiz.id }, questionCount, secondsPerQuestion: 60 });
  expect(created.status).toBe(201);
  const game: HostGame = created.body.game;
  const phones: TestClient[] = [];
  for (let i = 0; i < players; i++) {
    const phone = t.client();
    expect((await phone.post("/api/play/join", { pin: game.pin, nickname: `Player ${i + 1}` })).status).toBe(201);
    phones.push(phone);
  }
  return { game, phones };
}

describe("a host's control naming the status it was shown", () => {
  it("'Close question' clicked twice closes the question and leaves the reveal on screen", async () => {
    const { game } = await gameWith(1);
    expect((await host.post(`/api/games/${game.id}/start`, { position: 0, status: "lobby" })).body).toMatchObject({ status: "question", position: 1 });
    const first = await host.post(`/api/games/${game.id}/next`, { position: 1, status: "question" });
    expect(first.body).toMatchObject({ status: "reveal", position: 1 });
    const second = await host.post(`/api/games/${game.id}/next`, { position: 1, status: "question" });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: "reveal", position: 1 });
    expect((await host.get(`/api/games/${game.id}`)).body).toMatchObject({ status: "reveal", position: 1 });
  });

  it("'Next' clicked twice opens exactly one question and leaves it open", async () => {
    const { game } = await gameWith(1);
    await host.post(`/api/games/${game.id}/start`, { position: 0 });
    await host.post(`/api/games/${game.id}/next`, { position: 1, status: "question" });
    const first = await host.post(`/api/games/${game.id}/next`, { position: 1, status: "reveal" });
    expect(first.body).toMatchObject({ status: "question", position: 2 });
    // The second click's position is stale; and had it been sent as the new position, its status is.
    expect((await host.post(`/api/games/${game.id}/next`, { position: 1, status: "reveal" })).body).toMatchObject({ status: "question", position: 2 });
    expect((await host.post(`/api/games/${game.id}/next`, { position: 2, status: "reveal" })).body).toMatchObject({ status: "question", position: 2 });
    expect((await host.get(`/api/games/${game.id}`)).body).toMatchObject({ status: "question", position: 2 });
  });

  it("a 'Start' naming another status than the lobby changes nothing", async () => {
    const { game } = await gameWith(1);
    expect((await host.post(`/api/games/${game.id}/start`, { position: 0, status: "question" })).body).toMatchObject({ status: "lobby", position: 0 });
  });
});

describe("the standings on the host's screen", () => {
  it("show the top 5 at a reveal and every player not removed at the end", async () => {
    const { game, phones } = await gameWith(7);
    const removed = (await host.get(`/api/games/${game.id}`)).body.players.find((p: { nickname: string }) => p.nickname === "Player 7");
    expect((await host.post(`/api/games/${game.id}/players/${removed.id}/remove`)).status).toBe(200);
    await host.post(`/api/games/${game.id}/start`, { position: 0 });
    // Each player picks another option, so some are right and some wrong.
    for (const [i, phone] of phones.slice(0, 6).entries()) expect((await phone.post("/api/play/answers", { position: 1, choice: i % 4 })).status).toBe(200);
    const reveal: HostGame = (await host.get(`/api/games/${game.id}`)).body;
    expect(reveal.status).toBe("reveal");
    expect(reveal.top).toHaveLength(5);

    const ended: HostGame = (await host.post(`/api/games/${game.id}/end`)).body;
    expect(ended.status).toBe("ended");
    expect(ended.top).toHaveLength(6);
    expect(ended.top.map((p) => p.nickname).sort()).toEqual(["Player 1", "Player 2", "Player 3", "Player 4", "Player 5", "Player 6"]);
    expect(ended.top.slice(0, 5)).toEqual(reveal.top);
    expect(ended.podium).toEqual(ended.top.slice(0, 3));
    // Best first, ties sharing a place.
    for (let i = 1; i < ended.top.length; i++) {
      expect(ended.top[i]!.score).toBeLessThanOrEqual(ended.top[i - 1]!.score);
      expect(ended.top[i]!.rank).toBe(ended.top[i]!.score === ended.top[i - 1]!.score ? ended.top[i - 1]!.rank : i + 1);
    }
    // The stream's view is the same list.
    const stream = await host.openStream(`/api/games/${game.id}/stream`);
    expect((await stream.next<HostGame>("game")).top).toEqual(ended.top);
    stream.close();
  });
});

describe("'Enter' on the phone: POST /api/play/check", () => {
  it("answers the title of a game open with the PIN, 404 for an unknown PIN and 410 for an ended game", async () => {
    const { game } = await gameWith(0);
    const phone = t.client();
    const open = await phone.post("/api/play/check", { pin: game.pin });
    expect(open.status).toBe(200);
    expect(open.body).toEqual({ title: quiz.title });
    // Checking takes no seat.
    expect((await phone.get("/api/play")).status).toBe(404);
    expect((await host.get(`/api/games/${game.id}`)).body.players).toEqual([]);

    const pins = new Set((await t.database.db.select({ pin: gameTable.pin }).from(gameTable)).map((r) => r.pin));
    let unknown = 100_000;
    while (pins.has(String(unknown))) unknown += 1;
    const none = await phone.post("/api/play/check", { pin: String(unknown) });
    expect(none.status).toBe(404);
    expect(none.body.error).toEqual({ code: "NO_SUCH_PIN", message: GAME_MESSAGES.noSuchPin });
    expect((await phone.post("/api/play/check", { pin: "12345" })).status).toBe(400);

    await host.post(`/api/games/${game.id}/end`);
    const ended = await phone.post("/api/play/check", { pin: game.pin });
    expect(ended.status).toBe(410);
    expect(ended.body.error).toEqual({ code: "GAME_ENDED", message: GAME_MESSAGES.gameEnded });
  });

  it("is counted with the address's joins", async () => {
    const { game } = await gameWith(0);
    const room = t.client();
    for (let i = 0; i < GAME_JOINS_PER_ADDRESS_PER_MINUTE; i++) expect((await room.post("/api/play/check", { pin: game.pin })).status).toBe(200);
    const check = await room.post("/api/play/check", { pin: game.pin });
    expect(check.status).toBe(429);
    expect(check.body.error).toEqual({ code: "TOO_MANY_JOINS", message: GAME_MESSAGES.tooManyJoins });
    expect((await room.post("/api/play/join", { pin: game.pin, nickname: "Late" })).body.error.code).toBe("TOO_MANY_JOINS");
    // Another address is not held back.
    expect((await t.client().post("/api/play/check", { pin: game.pin })).status).toBe(200);
  });
});
