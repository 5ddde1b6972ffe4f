import { randomInt } from "node:crypto";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  GAME_CSV_HEADER,
  gameCsvHeader,
  GAME_FREE_PLAYERS,
  GAME_IDLE_MS,
  GAME_MESSAGES,
  GAME_PLAYERS_MAX,
  gamePoints,
  type HostGame,
  type PlayerGame,
} from "@berean/domain";
import { buildApp } from "../../app.ts";
import { attempt, game, gameAnswer, gamePlayer, gameQuestion, question, user } from "../../db/schema.ts";
import { createQuestions, createQuiz, type TestQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { clockAt } from "../../test/clock.ts";

type Signed = { client: TestClient; id: string; email: string };
let t: TestApp;
let quiz: TestQuiz;
let proHost: Signed, freeHost: Signed, otherMember: Signed, admin: Signed;

beforeAll(async () => {
  t = await startTestApp();
  quiz = await createQuiz(t.database.db, { title: "Acts of the Apostles", book: "acts" });
  // A game from a quiz plays the open questions of its books, never its own pool.
  await createQuestions(t.database.db, 25, { book: "acts" });
  [proHost, freeHost, otherMember, admin] = await Promise.all([
    t.signedInMember({ fullName: "Paula Pro" }),
    t.signedInMember({ fullName: "Fred Free" }),
    t.signedInMember({ fullName: "Otto Other" }),
    t.signedInMember({ fullName: "Ada Admin", role: "admin" }),
  ]);
  await t.database.db.update(user).set({ plan: "pro" }).where(eq(user.id, proHost.id));
});
const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closers) await close();
  await t.close();
});
afterEach(() => vi.useRealTimers());

const db = () => t.database.db;
/** How long a test waits for a pushed view: room for a starved CI machine, not a latency target. */
const STREAM_WAIT_MS = 15_000;

/** The server's clock (Date only), frozen at `ms` until moved again. */

async function createGame(host: Signed, options: { questionCount?: number; secondsPerQuestion?: number } = {}): Promise<HostGame> {
  const res = await host.client.post("/api/games", {
    source: { kind: "quiz", quizId: quiz.id },
    questionCount: options.questionCount ?? 5,
    secondsPerQuestion: options.secondsPerQuestion ?? 20,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.game as HostGame;
}

async function join(g: { pin: string }, nickname: string, client: TestClient = t.client()): Promise<{ client: TestClient; view: PlayerGame }> {
  const res = await client.post("/api/play/join", { pin: g.pin, nickname });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { client, view: res.body as PlayerGame };
}

async function control(host: Signed, g: { id: string }, action: "start" | "next" | "end", position?: number): Promise<HostGame> {
  const res = await host.client.post(`/api/games/${g.id}/${action}`, action === "end" ? {} : { position });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as HostGame;
}

/** The shown index of question `position`'s key (the room's one option order; positions count from 1). */
async function keyOf(gameId: string, position: number): Promise<number> {
  const [row] = await db()
    .select({ optionOrder: gameQuestion.optionOrder, correctIndex: question.correctIndex })
    .from(gameQuestion)
    .innerJoin(question, eq(question.id, gameQuestion.questionId))
    .where(and(eq(gameQuestion.gameId, gameId), eq(gameQuestion.position, position)));
  return row!.optionOrder.indexOf(row!.correctIndex);
}

const answer = (player: TestClient, position: number, choice: number) => player.post("/api/play/answers", { position, choice });

describe("a hosted game", () => {
  it("early key refused: the lobby shows no options; an open question's options go out without its key, on the player view and its stream", async () => {
    const g = await createGame(proHost);
    const { client: phone, view: lobby } = await join(g, "Early Bird");
    await join(g, "Night Owl");
    expect(lobby).toMatchObject({ status: "lobby", position: 0, question: null, outcome: null });
    expect(JSON.stringify(lobby)).not.toMatch(/Option [ABCD] /);
    const hostLobby = (await proHost.client.get(`/api/games/${g.id}`)).body as HostGame;
    expect(hostLobby).toMatchObject({ status: "lobby", question: null, reveal: null });

    const stream = await phone.openStream("/api/play/stream");
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    expect((await stream.next<PlayerGame>("play")).status).toBe("lobby");
    await control(proHost, g, "start", 0);
    const pushed = await stream.next<PlayerGame>("play", (v) => v.status === "question", STREAM_WAIT_MS);
    const read = (await phone.get("/api/play")).body as PlayerGame;
    for (const view of [pushed, read]) {
      expect(view).toMatchObject({ status: "question", position: 1, outcome: null, question: { position: 1, chosenIndex: null } });
      expect(view.question!.options).toHaveLength(4);
      expect(JSON.stringify(view)).not.toMatch(/correctIndex|"reveal"|"reference"|explanation/);
    }
    // The host's screen has no key either while the question is open.
    const host = (await proHost.client.get(`/api/games/${g.id}`)).body as HostGame;
    expect(host).toMatchObject({ status: "question", reveal: null });
    expect(JSON.stringify(host.question)).not.toMatch(/correctIndex/);

    // Answering while it is open tells nothing either: the phone's score and place stay as they
    // were until the question closes, since points earned would give the key away.
    const key = await keyOf(g.id, 1);
    expect((await answer(phone, 1, key)).status).toBe(200);
    const answered = await stream.next<PlayerGame>("play", (v) => v.question?.chosenIndex === key, STREAM_WAIT_MS);
    const reread = (await phone.get("/api/play")).body as PlayerGame;
    for (const view of [answered, reread])
      expect(view, "an open question's answer is not scored on the phone").toMatchObject({ status: "question", outcome: null, score: 0, rank: 1, of: 2 });
    const hostAfter = (await proHost.client.get(`/api/games/${g.id}`)).body as HostGame;
    expect(hostAfter).toMatchObject({ status: "question", reveal: null, top: [] });
    stream.close();
  });

  it("an answer after the deadline refused (TOO_LATE)", async () => {
    const start = Date.parse("2026-12-01T18:00:00Z");
    clockAt(start);
    const g = await createGame(proHost, { secondsPerQuestion: 10 });
    const { client: phone } = await join(g, "Slowpoke");
    await join(g, "Other");
    await control(proHost, g, "start", 0);
    clockAt(start + 10_000 + 1);
    const late = await answer(phone, 1, 0);
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ code: "TOO_LATE", message: GAME_MESSAGES.tooLate });
  });

  it("a second answer refused (ALREADY_ANSWERED), the first kept", async () => {
    const g = await createGame(proHost);
    const { client: phone } = await join(g, "Twice");
    await join(g, "Someone");
    await control(proHost, g, "start", 0);
    expect((await answer(phone, 1, 2)).body).toEqual({ accepted: true, chosenIndex: 2 });
    const again = await answer(phone, 1, 3);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: "ALREADY_ANSWERED", message: GAME_MESSAGES.alreadyAnswered });
    expect(((await phone.get("/api/play")).body as PlayerGame).question!.chosenIndex).toBe(2);
    // Two answers of one seat at once (a double tap): one kept, the other refused, the seat scored once.
    const tapper = (await join(g, "Double Tap")).client;
    await control(proHost, g, "next", 1);
    await control(proHost, g, "next", 1);
    const key = await keyOf(g.id, 2);
    const both = await Promise.all([answer(tapper, 2, key), answer(tapper, 2, (key + 1) % 4)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = both.find((r) => r.status === 200)!.body.chosenIndex as number;
    expect(both.find((r) => r.status === 409)!.body.error.code).toBe("ALREADY_ANSWERED");
    const view = (await tapper.get("/api/play")).body as PlayerGame;
    expect(view.question!.chosenIndex).toBe(kept);
    const [stored] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(gameAnswer)
      .innerJoin(gamePlayer, eq(gamePlayer.id, gameAnswer.playerId))
      .where(and(eq(gamePlayer.gameId, g.id), eq(gamePlayer.nickname, "Double Tap")));
    expect(stored!.n).toBe(1);
  });

  it("the same choice sent again while the question is open is the same answer; after it closes, refused", async () => {
    const start = Date.parse("2026-12-02T18:00:00Z");
    clockAt(start);
    const g = await createGame(proHost, { secondsPerQuestion: 10 });
    const { client: phone } = await join(g, "Patchy Signal");
    await join(g, "Steady");
    await control(proHost, g, "start", 0);
    clockAt(start + 2_000);
    // A retry crossing the reply it replaced: both accepted, one answer stored and scored once.
    const both = await Promise.all([answer(phone, 1, 1), answer(phone, 1, 1)]);
    expect(both.map((r) => r.body)).toEqual([
      { accepted: true, chosenIndex: 1 },
      { accepted: true, chosenIndex: 1 },
    ]);
    expect((await answer(phone, 1, 1)).body).toEqual({ accepted: true, chosenIndex: 1 });
    expect((await answer(phone, 1, 2)).body.error.code).toBe("ALREADY_ANSWERED");
    const rows = await db()
      .select({ points: gameAnswer.points })
      .from(gameAnswer)
      .innerJoin(gamePlayer, eq(gamePlayer.id, gameAnswer.playerId))
      .where(and(eq(gamePlayer.gameId, g.id), eq(gamePlayer.nickname, "Patchy Signal")));
    expect(rows).toHaveLength(1);
    clockAt(start + 10_000 + 1);
    const late = await answer(phone, 1, 1);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("ALREADY_ANSWERED");
  });

  it("non-host controls refused: another member and an admin get 404, a visitor 401, a player's seat cannot start or move the game", async () => {
    const g = await createGame(proHost);
    const { client: phone, view } = await join(g, "Mallory");
    const playerId = (await db().select({ id: gamePlayer.id }).from(gamePlayer).where(eq(gamePlayer.gameId, g.id)))[0]!.id;
    const routes: Array<[string, string, unknown?]> = [
      ["GET", `/api/games/${g.id}`],
      ["GET", `/api/games/${g.id}/qr.svg`],
      ["GET", `/api/games/${g.id}/results.csv`],
      ["POST", `/api/games/${g.id}/start`, { position: 0 }],
      ["POST", `/api/games/${g.id}/next`, { position: 0 }],
      ["POST", `/api/games/${g.id}/players/${playerId}/remove`, {}],
      ["POST", `/api/games/${g.id}/end`, {}],
    ];
    for (const caller of [otherMember.client, admin.client]) {
      for (const [method, path, body] of routes) {
        const res = await caller.request(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.error).toEqual({ code: "NOT_FOUND", message: GAME_MESSAGES.notFound });
      }
      const stream = await caller.openStream(`/api/games/${g.id}/stream`);
      expect(stream.status).toBe(404);
      stream.close();
    }
    // A visitor, and the player's own seat (a visitor with a cookie), are not signed in.
    for (const caller of [t.client(), phone]) {
      for (const [method, path, body] of routes) expect((await caller.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    // Nothing moved.
    const host = (await proHost.client.get(`/api/games/${g.id}`)).body as HostGame;
    expect(host).toMatchObject({ status: "lobby", position: 0, players: [{ nickname: view.nickname }] });
  });

  it("PIN collision: a PIN a live game holds is drawn again until a free one; an ended game's PIN is free to reuse", async () => {
    const first = await createGame(proHost);
    const creating = { source: { kind: "quiz", quizId: quiz.id }, questionCount: 5, secondsPerQuestion: 20 };
    // The picker draws the live game's PIN twice, then a free one.
    const colliding = await pinPickingInstance([first.pin, first.pin, "424242"]);
    const second = await colliding.client(proHost).post("/api/games", creating);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.game.pin).toBe("424242");
    const [liveWithPin] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(game)
      .where(and(eq(game.pin, first.pin), sql`${game.status} <> 'ended'`));
    expect(liveWithPin!.n).toBe(1);
    await control(proHost, first, "end");
    const reusing = await pinPickingInstance([first.pin]);
    const third = await reusing.client(proHost).post("/api/games", creating);
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    expect(third.body.game.pin).toBe(first.pin);
    // The PIN finds the live game, not the ended one.
    const { view } = await join(third.body.game, "Finder");
    expect(view.gameId).toBe(third.body.game.id);
    await control(proHost, second.body.game, "end");
    await control(proHost, third.body.game, "end");
  });

  describe("limits", () => {
    it("a free host's game takes 10 players, the 11th refused with the upgrade message; a Pro host's takes more", async () => {
      const free = await createGame(freeHost);
      expect(free.playerLimit).toBe(GAME_FREE_PLAYERS);
      for (let i = 0; i < GAME_FREE_PLAYERS; i++) await join(free, `Free ${i}`);
      const eleventh = await t.client().post("/api/play/join", { pin: free.pin, nickname: "Eleventh" });
      expect(eleventh.status).toBe(409);
      expect(eleventh.body.error).toEqual({ code: "GAME_FULL", message: GAME_MESSAGES.freeHostFull });
      const pro = await createGame(proHost);
      for (let i = 0; i <= GAME_FREE_PLAYERS; i++) await join(pro, `Pro ${i}`);
      expect(((await proHost.client.get(`/api/games/${pro.id}`)).body as HostGame).players).toHaveLength(GAME_FREE_PLAYERS + 1);
    });

    it(`a game holds ${GAME_PLAYERS_MAX} players: the next refused (GAME_FULL)`, async () => {
      const g = await createGame(proHost);
      // All but the last two seats written straight to the database; the last two taken over HTTP.
      await db()
        .insert(gamePlayer)
        .values(
          Array.from({ length: GAME_PLAYERS_MAX - 2 }, (_, n) => ({
            gameId: g.id,
            nickname: `Seat ${n}`,
            nicknameKey: `seat ${n}`,
            seatTokenHash: `seat-${g.id}-${n}`,
          })),
        );
      await join(g, "Second To Last");
      await join(g, "Last Seat");
      const full = await t.client().post("/api/play/join", { pin: g.pin, nickname: "One Too Many" });
      expect(full.status).toBe(409);
      expect(full.body.error).toEqual({ code: "GAME_FULL", message: GAME_MESSAGES.gameFull });
      const [seats] = await db().select({ n: sql<number>`count(*)::int` }).from(gamePlayer).where(eq(gamePlayer.gameId, g.id));
      expect(seats!.n).toBe(GAME_PLAYERS_MAX);
    });

    it("a nickname is taken whatever its case", async () => {
      const g = await createGame(proHost);
      await join(g, "Deborah");
      for (const nickname of ["deborah", "DEBORAH", "  Deborah  "]) {
        const res = await t.client().post("/api/play/join", { pin: g.pin, nickname });
        expect(res.status, nickname).toBe(409);
        expect(res.body.error).toEqual({ code: "NICKNAME_TAKEN", message: GAME_MESSAGES.nicknameTaken });
      }
    });

    it("a nickname with a bidi override or a control character is refused (400)", async () => {
      const g = await createGame(proHost);
      for (const nickname of ["Eve\u202Egnp.exe", "Tab\tName", "Zero\u200Bwidth", "Bell\u0007"]) {
        const res = await t.client().post("/api/play/join", { pin: g.pin, nickname });
        expect(res.status, JSON.stringify(nickname)).toBe(400);
        expect(res.body.error.fields?.nickname ?? res.body.error.message).toMatch(/control, invisible formatting/);
      }
      expect(((await proHost.client.get(`/api/games/${g.id}`)).body as HostGame).players).toEqual([]);
    });
  });

  it("rejoin keeps the seat: the same cookie finds the same seat, its score and the answer it gave", async () => {
    const g = await createGame(proHost, { questionCount: 5 });
    const { client: phone, view: joined } = await join(g, "Ruth");
    await join(g, "Naomi");
    await control(proHost, g, "start", 0);
    const key1 = await keyOf(g.id, 1);
    await answer(phone, 1, key1);
    await control(proHost, g, "next", 1); // closes question 1
    await control(proHost, g, "next", 1); // opens question 2
    const choice2 = ((await keyOf(g.id, 2)) + 1) % 4;
    await answer(phone, 2, choice2);
    const before = (await phone.get("/api/play")).body as PlayerGame;
    expect(before.score).toBeGreaterThan(0);

    // A reload, and a join again with the same cookie: the same seat, not a new one.
    const again = await phone.post("/api/play/join", { pin: g.pin, nickname: "Ruth" });
    expect([200, 201]).toContain(again.status);
    const reloaded = (await phone.get("/api/play")).body as PlayerGame;
    expect(reloaded).toMatchObject({
      gameId: g.id,
      nickname: joined.nickname,
      score: before.score,
      position: 2,
      question: { position: 2, chosenIndex: choice2 },
    });
    const stream = await phone.openStream("/api/play/stream");
    expect(await stream.next<PlayerGame>("play")).toMatchObject({ nickname: "Ruth", score: before.score, question: { chosenIndex: choice2 } });
    stream.close();
    const [seats] = await db().select({ n: sql<number>`count(*)::int` }).from(gamePlayer).where(eq(gamePlayer.gameId, g.id));
    expect(seats!.n).toBe(2);
  });

  it("points exact at the edges: 1000 at 0 ms, 500 at exactly the deadline, refused 1 ms past, the rule between", async () => {
    const seconds = 20;
    const t0 = Date.parse("2026-12-02T19:00:00Z");
    clockAt(t0);
    const g = await createGame(proHost, { questionCount: 5, secondsPerQuestion: seconds });
    const phones: TestClient[] = [];
    for (const name of ["Zero", "Middle", "Edge", "Past"]) phones.push((await join(g, name)).client);
    const [zero, middle, edge, past] = phones as [TestClient, TestClient, TestClient, TestClient];
    const opened = await control(proHost, g, "start", 0);
    expect(Date.parse(opened.question!.startedAt)).toBe(t0);
    expect(Date.parse(opened.question!.deadlineAt)).toBe(t0 + seconds * 1000);
    const key = await keyOf(g.id, 1);
    expect((await answer(zero, 1, key)).status).toBe(200);
    clockAt(t0 + 7_301);
    expect((await answer(middle, 1, key)).status).toBe(200);
    // Exactly the deadline is still inside the window, for the answer and for the room's clock
    // sweep alike: after a sweep has run at that instant, the question is open and the answer counts.
    clockAt(t0 + seconds * 1000);
    await new Promise((r) => setTimeout(r, 2_500));
    const atDeadline = await answer(edge, 1, key);
    expect(atDeadline.status, JSON.stringify(atDeadline.body)).toBe(200);
    clockAt(t0 + seconds * 1000 + 1);
    const late = await answer(past, 1, key);
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ code: "TOO_LATE", message: GAME_MESSAGES.tooLate });

    // Past its deadline the question closes by itself (the sweep), with nothing from the host.
    await vi.waitFor(async () => expect(((await proHost.client.get(`/api/games/${g.id}`)).body as HostGame).status).toBe("reveal"), {
      timeout: STREAM_WAIT_MS,
      interval: 200,
    });
    const outcome = async (phone: TestClient) => ((await phone.get("/api/play")).body as PlayerGame).outcome;
    expect(await outcome(zero)).toMatchObject({ correct: true, answered: true, points: 1000 });
    expect(await outcome(edge)).toMatchObject({ correct: true, answered: true, points: 500 });
    // round(1000 × (1 − 0.5 × 7.301 / 20)) = round(817.475)
    expect(gamePoints(true, 7_301, seconds)).toBe(817);
    expect(await outcome(middle)).toMatchObject({ correct: true, answered: true, points: 817 });
    expect(await outcome(past)).toMatchObject({ correct: false, answered: false, points: 0 });
    expect(((await zero.get("/api/play")).body as PlayerGame).score).toBe(1000);
  });

  it("the question closes as soon as every player has answered", async () => {
    const g = await createGame(proHost);
    const a = (await join(g, "Anna")).client;
    const b = (await join(g, "Ben")).client;
    const removed = await join(g, "Gone");
    const goneId = (
      await db()
        .select({ id: gamePlayer.id })
        .from(gamePlayer)
        .where(and(eq(gamePlayer.gameId, g.id), eq(gamePlayer.nickname, "Gone")))
    )[0]!.id;
    await proHost.client.post(`/api/games/${g.id}/players/${goneId}/remove`, {});
    expect((await removed.client.post("/api/play/answers", { position: 1, choice: 0 })).status).toBe(403);
    await control(proHost, g, "start", 0);
    const key = await keyOf(g.id, 1);
    await answer(a, 1, key);
    expect(((await proHost.client.get(`/api/games/${g.id}`)).body as HostGame).status).toBe("question");
    await answer(b, 1, (key + 1) % 4);
    // The removed seat is not waited for.
    const host = (await proHost.client.get(`/api/games/${g.id}`)).body as HostGame;
    expect(host).toMatchObject({ status: "reveal", position: 1, reveal: { correctIndex: key, noAnswer: 0 } });
    expect(host.reveal!.counts[key]).toBe(1);
    expect(host.reveal!.counts[(key + 1) % 4]).toBe(1);
    expect(((await b.get("/api/play")).body as PlayerGame).outcome).toMatchObject({ correct: false, answered: true, correctIndex: key, points: 0 });

    // A room answering all at once: whichever answer lands last closes the question.
    await control(proHost, g, "next", 1);
    const room = [a, b];
    for (let i = 0; i < 10; i++) room.push((await join(g, `Room ${i}`)).client);
    const key2 = await keyOf(g.id, 2);
    const answers = await Promise.all(room.map((phone, i) => answer(phone, 2, (key2 + i) % 4)));
    expect(answers.map((r) => r.status)).toEqual(room.map(() => 200));
    const closed = (await proHost.client.get(`/api/games/${g.id}`)).body as HostGame;
    expect(closed).toMatchObject({ status: "reveal", position: 2, reveal: { noAnswer: 0, counts: [3, 3, 3, 3] } });
  });

  it("'Next' with a stale position changes nothing and answers the current state", async () => {
    const g = await createGame(proHost);
    await join(g, "Clicker");
    await control(proHost, g, "start", 0);
    // A double click on 'Start' (position 0 again): still question 1, open.
    const doubled = await control(proHost, g, "start", 0);
    expect(doubled).toMatchObject({ status: "question", position: 1 });
    const stale = await control(proHost, g, "next", 0);
    expect(stale).toMatchObject({ status: "question", position: 1 });
    const ahead = await control(proHost, g, "next", 3);
    expect(ahead).toMatchObject({ status: "question", position: 1 });
    const [row] = await db().select().from(game).where(eq(game.id, g.id));
    expect(row).toMatchObject({ status: "question", position: 1 });
  });

  it("an idle game ends after 2 hours and frees its PIN", async () => {
    const t0 = Date.parse("2026-12-03T17:00:00Z");
    clockAt(t0);
    const g = await createGame(proHost);
    await join(g, "Waiting");
    clockAt(t0 + GAME_IDLE_MS + 1_000);
    // The sweep runs every second on every instance (and a read finds the game ended).
    await vi.waitFor(async () => expect(((await proHost.client.get(`/api/games/${g.id}`)).body as HostGame).status).toBe("ended"), {
      timeout: STREAM_WAIT_MS,
      interval: 200,
    });
    const host = (await proHost.client.get(`/api/games/${g.id}`)).body as HostGame;
    expect(host).toMatchObject({ status: "ended", endReason: "idle" });
    // Its PIN is told the game has ended (the room is not left guessing), and is free for a new game.
    const late = await t.client().post("/api/play/join", { pin: g.pin, nickname: "Latecomer" });
    expect(late.status).toBe(410);
    expect(late.body.error).toEqual({ code: "GAME_ENDED", message: GAME_MESSAGES.gameEnded });
    const reuse = await pinPickingInstance([g.pin]);
    const again = await reuse.client(proHost).post("/api/games", { source: { kind: "quiz", quizId: quiz.id }, questionCount: 5, secondsPerQuestion: 20 });
    expect(again.status).toBe(201);
    expect(again.body.game.pin).toBe(g.pin);
    await control(proHost, again.body.game, "end");
  });

  it("a signed-in player's game is in their history; a visitor's seat leaves nothing in the members' tables", async () => {
    const g = await createGame(proHost, { questionCount: 5 });
    const member = await t.signedInMember({ fullName: "Signed Sam" });
    await join(g, "Sam", member.client);
    const visitor = (await join(g, "Visitor")).client;
    await control(proHost, g, "start", 0);
    for (let position = 1; position <= 5; position++) {
      const key = await keyOf(g.id, position);
      await answer(member.client, position, key);
      await answer(visitor, position, key);
      await control(proHost, g, "next", position); // closed by the answers already: opens the next or ends
    }
    const ended = (await proHost.client.get(`/api/games/${g.id}`)).body as HostGame;
    expect(ended).toMatchObject({ status: "ended", endReason: "finished" });
    const kept = await db().select().from(attempt).where(eq(attempt.gameId, g.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: member.id, mode: "game" });
    const history = (await member.client.get("/api/history")).body.attempts as Array<{ attemptId: number; quizTitle: string }>;
    expect(history.map((h) => h.attemptId)).toContain(kept[0]!.id);
  });

  it("the results CSV: the header, then one row per player best first", async () => {
    const g = await createGame(proHost, { questionCount: 5 });
    const member = await t.signedInMember({ fullName: "Csv Member" });
    const best = (await join(g, "Best", member.client)).client;
    const worst = (await join(g, "Worst")).client;
    await control(proHost, g, "start", 0);
    const key = await keyOf(g.id, 1);
    await answer(best, 1, key);
    await answer(worst, 1, (key + 1) % 4);
    await control(proHost, g, "end");
    const csv = await proHost.client.get(`/api/games/${g.id}/results.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="berean-game-${g.pin}.csv"`);
    const lines = String(csv.body).trim().split(/\r?\n/);
    // Each question's answer (the letter the room saw), whether it was right and its points; the four never opened are empty.
    expect(lines[0]).toBe(gameCsvHeader(5).join(","));
    expect(lines[0]!.split(",").slice(GAME_CSV_HEADER.length, GAME_CSV_HEADER.length + 4)).toEqual(["Q1 answer", "Q1 right", "Q1 points", "Q2 answer"]);
    expect(lines[0]!.split(",")).toHaveLength(GAME_CSV_HEADER.length + 5 * 3);
    expect(lines.slice(1)).toHaveLength(2);
    const letter = (shown: number) => "ABCD"[shown];
    const first = lines[1]!.split(",");
    expect(first.slice(0, 6)).toEqual(["1", "Best", first[2], "1", "1", "Yes"]);
    expect(first.slice(6, 9)).toEqual([letter(key), "Yes", first[2]]);
    expect(Number(first[8])).toBeGreaterThanOrEqual(500);
    expect(first.slice(9)).toEqual(Array(12).fill(""));
    expect(lines[2]).toBe(["2", "Worst", "0", "0", "1", "No", letter((key + 1) % 4), "No", "0", ...Array(12).fill("")].join(","));
  });

  it.skipIf(!process.env.DATABASE_URL)("is driven across two instances of one PostgreSQL: host on one, players on the other", async () => {
    const second = await t.secondInstance();
    const g = await createGame(proHost); // instance A
    const p1 = second.client();
    const p2 = second.client();
    await join(g, "North", p1);
    await join(g, "South", p2);
    const stream = await p1.openStream("/api/play/stream"); // on B
    await stream.next<PlayerGame>("play");
    const hostStream = await proHost.client.openStream(`/api/games/${g.id}/stream`); // on A
    expect((await hostStream.next<HostGame>("game", (v) => v.players.length === 2, STREAM_WAIT_MS)).players.map((p) => p.nickname).sort()).toEqual([
      "North",
      "South",
    ]);
    await control(proHost, g, "start", 0);
    const pushed = await stream.next<PlayerGame>("play", (v) => v.status === "question" && v.position === 1, STREAM_WAIT_MS);
    expect(pushed.question!.options).toHaveLength(4);
    const key = await keyOf(g.id, 1);
    expect((await answer(p1, 1, key)).status).toBe(200);
    const counted = await hostStream.next<HostGame>("game", (v) => v.question?.answered === 1, STREAM_WAIT_MS);
    expect(counted.status).toBe("question");
    expect((await answer(p2, 1, (key + 2) % 4)).status).toBe(200);
    const revealed = await hostStream.next<HostGame>("game", (v) => v.status === "reveal", STREAM_WAIT_MS);
    expect(revealed.reveal!.counts[key]).toBe(1);
    expect(revealed.reveal!.counts[(key + 2) % 4]).toBe(1);
    const outcome = await stream.next<PlayerGame>("play", (v) => v.status === "reveal", STREAM_WAIT_MS);
    expect(outcome.outcome).toMatchObject({ correct: true, correctIndex: key });
    // 'Next' on A reaches the phone on B.
    await control(proHost, g, "next", 1);
    expect((await stream.next<PlayerGame>("play", (v) => v.position === 2, STREAM_WAIT_MS)).status).toBe("question");
    hostStream.close();
    stream.close();
  });
});

/**
 * Another instance of the app on the same database whose PIN picker draws `pins` in turn (then at
 * random), as the app's options let a test force a collision; its clock sweep is off (the first
 * instance's runs).
 */
async function pinPickingInstance(pins: string[]): Promise<{ client(who: Signed): TestClient }> {
  const other = await buildApp(t.config, {
    database: t.database,
    webDist: "/nonexistent",
    games: { pin: () => pins.shift() ?? String(randomInt(1_000_000)).padStart(6, "0"), sweep: false },
  });
  await other.app.listen({ port: 0, host: "127.0.0.1" });
  closers.push(() => other.app.close());
  const { port } = other.app.server.address() as AddressInfo;
  return { client: (who) => who.client.on(`http://127.0.0.1:${port}`) };
}
