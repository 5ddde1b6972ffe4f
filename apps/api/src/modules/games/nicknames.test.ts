/**
 * docs/security.md 68 over HTTP: a nickname shown to the room holds no invisible character and no
 * word mixing alphabets, and one that looks like a nickname already in the game is taken.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_MESSAGES, TEXT_MESSAGES, type HostGame } from "@berean/domain";
import { user } from "../../db/schema.ts";
import { createQuestions, createQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
let host: TestClient;
let quizId: number;

beforeAll(async () => {
  t = await startTestApp();
  const quiz = await createQuiz(t.database.db, { title: "Ruth", book: "ruth" });
  quizId = quiz.id;
  await createQuestions(t.database.db, 10, { book: "ruth" });
  const signed = await t.signedInMember({ fullName: "Hannah Host" });
  await t.database.db.update(user).set({ plan: "pro" }).where(eq(user.id, signed.id));
  host = signed.client;
});
afterAll(() => t.close());

async function createGame(): Promise<HostGame> {
  const res = await host.post("/api/games", { source: { kind: "quiz", quizId }, questionCount: 5, secondsPerQuestion: 20 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.game as HostGame;
}

const join = (g: HostGame, nickname: string) => t.client().post("/api/play/join", { pin: g.pin, nickname });
const seated = async (g: HostGame) => ((await host.get(`/api/games/${g.id}`)).body as HostGame).players.map((p) => p.nickname).sort();

describe("nicknames shown to the room", () => {
  it("'Аdmin' with a Cyrillic А is refused beside 'Admin'; look-alikes of a nickname in the game are taken (409)", async () => {
    const g = await createGame();
    expect((await join(g, "Admin")).status).toBe(201);
    expect((await join(g, "Ace")).status).toBe(201);

    const mixed = await join(g, "\u0410dmin");
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.fields.nickname).toBe(TEXT_MESSAGES.mixedAlphabets("Nickname"));

    // All-Cyrillic 'Асе', 'rn' for 'm', capitals, 'I' and '1' for 'l', a fullwidth letter: the same name to the eye.
    for (const nickname of ["\u0410\u0441\u0435", "Adrnin", "ADMIN", "\uFF21dmin", "\u{1D400}ce"]) {
      const res = await join(g, nickname);
      expect(res.status, nickname).toBe(409);
      expect(res.body.error).toEqual({ code: "NICKNAME_TAKEN", message: GAME_MESSAGES.nicknameTaken });
    }
    expect(await seated(g)).toEqual(["Ace", "Admin"]);
  });

  it("a Hangul filler, a combining grapheme joiner or a blank Braille pattern is refused (400)", async () => {
    const g = await createGame();
    for (const nickname of ["\u3164", "a\u034Fb", "\u2800", "Ruth\u3164"]) {
      const res = await join(g, nickname);
      expect(res.status, JSON.stringify(nickname)).toBe(400);
      expect(res.body.error.fields.nickname).toBe(TEXT_MESSAGES.invisible("Nickname"));
    }
    expect(await seated(g)).toEqual([]);
  });

  it("names in one script of their own, with accents and emoji, still join", async () => {
    const g = await createGame();
    for (const nickname of ["Иван", "Ἰησοῦς", "Zoë ❤️", "日本語"]) expect((await join(g, nickname)).status, nickname).toBe(201);
    expect(await seated(g)).toHaveLength(4);
  });
});
