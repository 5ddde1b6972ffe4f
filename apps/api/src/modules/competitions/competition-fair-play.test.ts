/**
 * Competitions against a determined player (docs/security.md 38–40): receipts (which show every key)
 * wait until nobody can still answer, a set takes only unused sealed supply (and opens its questions
 * when it closes), and held, voided or refunded results never rank, win or earn a certificate.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { appSecret, attempt, competition, competitionAward, competitionEntry, competitionQuestion, question } from "../../db/schema.ts";
import {
  answerFor,
  askedQuestions,
  atReadingPace,
  COMPETITION_READING_SECONDS,
  createQuestions,
  createQuiz,
  createSealedQuestions,
} from "../../test/factories.ts";
import { drawnForEvent } from "../questions/service.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { payLocalCheckout, upgradeToPro } from "../../test/payments.ts";
import { signAsStripe } from "../../test/stripe-signing.ts";
import { clockAt as at } from "../../test/clock.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** The server's clock (Date only); competition days are New York's. */

const admin = async () => (await t.signedInMember({ role: "admin" })).client;

async function competitionOf(adminClient: TestClient, questionIds: number[], day: string, extra: object = {}) {
  const created = await adminClient.post("/api/admin/competitions", {
    title: `Fair Play ${Math.random().toString(36).slice(2, 7)}`,
    description: "A competition for tests.",
    entryFeeCents: 500,
    prizePoolCents: 3_000,
    maxParticipants: null,
    startDate: day,
    endDate: day,
    questionIds,
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const activated = await adminClient.post(`/api/admin/competitions/${created.body.id}/status`, { status: "active" });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  return created.body.id as number;
}

async function entrant(competitionId: number, fullName = `Entrant ${Math.random().toString(36).slice(2, 7)}`) {
  const m = await t.signedInMember({ fullName });
  await upgradeToPro(m.client);
  const joined = await m.client.post(`/api/competitions/${competitionId}/join`, {});
  await payLocalCheckout(m.client, joined.body.url);
  return m;
}

/** Plays the whole set by the attempt's places, answering right where `right` says, from the key in the database. */
async function play(client: TestClient, competitionId: number, right: (i: number) => boolean = () => true) {
  const view = (await client.post(`/api/competitions/${competitionId}/attempt`, {})).body.attempt;
  const asked = await askedQuestions(t.database.db, view.id);
  await atReadingPace(
    asked.length,
    async (pause) => {
      for (const [i, q] of asked.entries()) {
        pause();
        await client.post(
          `/api/attempts/${view.id}/answers`,
          await answerFor(t.database.db, view.id, q.questionId, right(i) ? q.correctIndex : (q.correctIndex + 1) % 4),
        );
      }
    },
    COMPETITION_READING_SECONDS,
  );
  return view.id as number;
}

/** Plays the whole set right as fast as a script can: what a copied key looks like. */
async function rush(client: TestClient, competitionId: number) {
  const view = (await client.post(`/api/competitions/${competitionId}/attempt`, {})).body.attempt;
  for (const q of await askedQuestions(t.database.db, view.id))
    await client.post(`/api/attempts/${view.id}/answers`, await answerFor(t.database.db, view.id, q.questionId, q.correctIndex));
  return view.id as number;
}

describe("a competition's receipts", () => {
  it("wait for the last answer anyone can still give: an attempt begun at 23:40 on the last day plays past midnight", async () => {
    at("2027-03-10T17:00:00Z"); // Wednesday noon in New York
    const questions = await createSealedQuestions(t.database.db, 8);
    const id = await competitionOf(
      await admin(),
      questions.map((q) => q.id),
      "2027-03-10",
    );
    const colluder = await entrant(id, "Colluder");
    const latecomer = await entrant(id, "Latecomer");
    await play(colluder.client, id, () => false);
    const done = await colluder.client.post(`/api/attempts/${(await colluder.client.get(`/api/competitions/${id}/attempt`)).body.attempt.id}/finish`, {});
    expect(done.status).toBe(200);

    at("2027-03-11T04:40:00Z"); // 23:40 on the last day
    const view = (await latecomer.client.post(`/api/competitions/${id}/attempt`, {})).body.attempt;
    expect(view.secondsLeft).toBe(1800);

    at("2027-03-11T05:05:00Z"); // 00:05: the day is over, the latecomer still plays
    const board = (await colluder.client.get(`/api/competitions/${id}/leaderboard`)).body;
    expect(board.receiptAvailable).toBe(false);
    const early = await colluder.client.get(`/api/competitions/${id}/receipt`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("RECEIPT_NOT_READY");
    expect(JSON.stringify(early.body)).not.toMatch(/correctIndex/);
    const answered = await latecomer.client.post(`/api/attempts/${view.id}/answers`, { position: view.questions[0].position, chosenIndex: 0 });
    expect(answered.status).toBe(200);
    // Nor can the prizes be frozen while someone plays.
    const completing = await (await admin()).post(`/api/admin/competitions/${id}/status`, { status: "completed" });
    expect(completing.status).toBe(409);
    expect(completing.body.error.code).toBe("ENTRANTS_PLAYING");

    at("2027-03-11T05:10:06Z"); // the latecomer's deadline and its grace have passed
    expect((await colluder.client.get(`/api/competitions/${id}/leaderboard`)).body.receiptAvailable).toBe(true);
    expect((await colluder.client.get(`/api/competitions/${id}/receipt`)).status).toBe(200);
  });

  it("take no answer once the competition is completed or cancelled, whatever the attempt's own deadline", async () => {
    at("2027-03-17T17:00:00Z");
    const questions = await createSealedQuestions(t.database.db, 4);
    const adminClient = await admin();
    const id = await competitionOf(
      adminClient,
      questions.map((q) => q.id),
      "2027-03-17",
    );
    const player = await entrant(id);
    const view = (await player.client.post(`/api/competitions/${id}/attempt`, {})).body.attempt;
    // An admin cancels while the entrant plays: the entry is refunded and the attempt takes no more.
    expect((await adminClient.post(`/api/admin/competitions/${id}/status`, { status: "cancelled" })).status).toBe(200);
    const late = await player.client.post(`/api/attempts/${view.id}/answers`, { position: view.questions[0].position, chosenIndex: 0 });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("ATTEMPT_ENDED");
    const [row] = await t.database.db.select().from(attempt).where(eq(attempt.id, view.id));
    expect(row!.finishedAt).not.toBeNull();
  });
});

describe("completing a competition", () => {
  it("first ends an attempt left past its deadline with the answers it holds, then ranks it", async () => {
    at("2027-04-14T17:00:00Z");
    const adminClient = await admin();
    const questions = await createSealedQuestions(t.database.db, 8);
    const id = await competitionOf(
      adminClient,
      questions.map((q) => q.id),
      "2027-04-14",
      { questionsPerEntrant: 2 },
    );
    const m = await entrant(id, "Left Midway");
    const view = (await m.client.post(`/api/competitions/${id}/attempt`, {})).body.attempt;
    const [first] = await askedQuestions(t.database.db, view.id);
    expect(
      (await m.client.post(`/api/attempts/${view.id}/answers`, await answerFor(t.database.db, view.id, first!.questionId, first!.correctIndex))).body,
    ).toMatchObject({ correct: true });

    at("2027-04-15T05:00:00Z"); // the last day is over, the attempt's deadline and grace long past
    expect((await adminClient.post(`/api/admin/competitions/${id}/status`, { status: "completed" })).status).toBe(200);
    const [row] = await t.database.db
      .select({
        status: attempt.status,
        score: attempt.score,
        secondsUsed: attempt.secondsUsed,
        rank: competitionAward.rank,
        prizeCents: competitionAward.prizeCents,
      })
      .from(attempt)
      .leftJoin(competitionAward, eq(competitionAward.attemptId, attempt.id))
      .where(eq(attempt.id, view.id));
    expect(row).toEqual({ status: "expired", score: 50, secondsUsed: 1800, rank: 1, prizeCents: 3000 });
    // Closed, its whole pool is sealed no longer: revealed now, open to practice and the book pages.
    const revealed = await t.database.db
      .select({ revealsAt: question.revealsAt })
      .from(question)
      .where(
        inArray(
          question.id,
          questions.map((q) => q.id),
        ),
      );
    expect(revealed).toHaveLength(8);
    for (const q of revealed) expect(q.revealsAt?.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe("a competition's set", () => {
  it("takes only unused sealed supply: never an open question, a quiz's pool, another open competition's set or a Saturday event's draw", async () => {
    at("2027-03-24T17:00:00Z");
    const adminClient = await admin();
    const quiz = await createQuiz(t.database.db, { questionCount: 25 });
    const [open] = await createQuestions(t.database.db, 1);
    const free = await createSealedQuestions(t.database.db, 16);
    // A Saturday event's draw: sealed until the event closes (still to come), and out of the supply from now.
    const [drawn] = await createSealedQuestions(t.database.db, 1);
    await t.database.db.transaction((tx) => drawnForEvent(tx, [drawn!.id], new Date("2027-03-28T00:00:00Z")));
    const base = {
      title: "Sealed Set",
      description: "",
      entryFeeCents: 500,
      prizePoolCents: 1000,
      maxParticipants: null,
      startDate: "2027-03-24",
      endDate: "2027-03-30",
    };
    const notSealed = (id: number) =>
      `Question ${id} is not in the sealed supply: a competition takes only sealed questions nobody has seen, in no other open competition or Saturday event (import them as a sealed pack).`;
    const ids = (from: number, to: number) => free.slice(from, to).map((q) => q.id);

    // Three good questions and one that is not unused sealed supply: the set is refused for that one.
    for (const taken of [open!.id, quiz.questions[3]!.id, drawn!.id]) {
      const refused = await adminClient.post("/api/admin/competitions", { ...base, questionIds: [...ids(0, 3), taken] });
      expect(refused.status, `question ${taken}`).toBe(400);
      expect(refused.body.error.fields.questionIds).toBe(notSealed(taken));
    }

    const first = await adminClient.post("/api/admin/competitions", { ...base, questionIds: ids(0, 4) });
    expect(first.status).toBe(201);
    const second = await adminClient.post("/api/admin/competitions", { ...base, questionIds: ids(3, 7) });
    expect(second.status).toBe(400);
    expect(second.body.error.fields.questionIds).toBe(notSealed(free[3]!.id));
    // Editing a competition keeps its own questions, of course.
    const renamed = await adminClient.put(`/api/admin/competitions/${first.body.id}`, { ...base, title: "Renamed", questionIds: ids(0, 5) });
    expect(renamed.status).toBe(200);
    expect(renamed.body.questionIds).toEqual(ids(0, 5));

    // The admin's quiz form refuses a sealed question: the supply never joins a pool.
    const sneaky = await adminClient.post("/api/admin/quizzes", {
      title: "Sneaky",
      description: "",
      status: "draft",
      selection: { mode: "manual", questionIds: [free[8]!.id] },
    });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.error.fields.questionIds).toBe(`Question ${free[8]!.id} is sealed, kept for the Saturday event and competitions: choose another.`);

    // An event that draws one of the set's questions after it was chosen: the set cannot go live.
    const other = await adminClient.post("/api/admin/competitions", { ...base, questionIds: ids(8, 12) });
    expect(other.status).toBe(201);
    await t.database.db.transaction((tx) => drawnForEvent(tx, [free[9]!.id], new Date("2027-03-28T00:00:00Z")));
    const activated = await adminClient.post(`/api/admin/competitions/${other.body.id}/status`, { status: "active" });
    expect(activated.status).toBe(409);
    expect(activated.body.error).toMatchObject({ code: "QUESTIONS_IN_PLAY", message: notSealed(free[9]!.id) });

    // The form's random draw and its search offer only unused sealed supply.
    const offered = (await adminClient.get("/api/admin/competitions/draw?count=100")).body.questionIds as number[];
    const unused = [...ids(5, 8), ...ids(12, 16)];
    expect(offered).toEqual(expect.arrayContaining(unused));
    for (const taken of [open!.id, quiz.questions[0]!.id, drawn!.id, free[0]!.id, free[4]!.id, free[8]!.id, free[9]!.id]) expect(offered).not.toContain(taken);
    const rows = await t.database.db
      .select({ id: question.id, sealed: question.sealed, revealsAt: question.revealsAt })
      .from(question)
      .where(inArray(question.id, offered));
    expect(rows).toHaveLength(offered.length);
    for (const row of rows) expect(row, `question ${row.id}`).toMatchObject({ sealed: true, revealsAt: null });
    const held = await t.database.db
      .select({ id: competitionQuestion.questionId })
      .from(competitionQuestion)
      .innerJoin(competition, eq(competition.id, competitionQuestion.competitionId))
      .where(inArray(competition.status, ["upcoming", "active"]));
    for (const { id } of held) expect(offered).not.toContain(id);
    const tag = free[0]!.text.split(" of ")[1]!.replace("?", "");
    const found = (await adminClient.get(`/api/admin/competitions/questions?search=${tag}`)).body.questions as Array<{ id: number }>;
    expect(found.map((q) => q.id)).toEqual(unused);
    expect((await adminClient.get(`/api/admin/competitions/questions?search=${tag}&supply=unsealed`)).body.questions).toEqual([]);
  });
});

describe("each entrant's own draw", () => {
  it("asks every entrant their own questions from a pool four times the size, and keeps the salt that decides them secret until the receipts", async () => {
    at("2027-03-25T17:00:00Z");
    const adminClient = await admin();
    const pool = await createSealedQuestions(t.database.db, 40);
    const id = await competitionOf(
      adminClient,
      pool.map((q) => q.id),
      "2027-03-25",
      { questionsPerEntrant: 10 },
    );
    const [{ salt }] = (await t.database.db.select({ salt: competition.poolSalt }).from(competition).where(eq(competition.id, id))) as [{ salt: string }];
    const draws: number[][] = [];
    const seen: string[] = [];
    for (const name of ["Ananias", "Sapphira", "Barnabas"]) {
      const m = await entrant(id, name);
      const view = (await m.client.post(`/api/competitions/${id}/attempt`, {})).body.attempt;
      const ids = (await askedQuestions(t.database.db, view.id)).map((q) => q.questionId);
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
      for (const qid of ids) expect(pool.map((q) => q.id)).toContain(qid);
      draws.push(ids);
      seen.push(
        JSON.stringify(view),
        JSON.stringify((await m.client.get("/api/competitions")).body),
        JSON.stringify((await m.client.get(`/api/competitions/${id}/leaderboard`)).body),
      );
    }
    // Three colluders together still meet only part of one another's questions: no two draws alike.
    expect(new Set(draws.map((d) => [...d].sort().join(","))).size).toBe(3);
    seen.push(JSON.stringify((await adminClient.get("/api/admin/competitions")).body));
    for (const body of seen) expect(body).not.toContain(salt);
  });
});

describe("results that do not stand", () => {
  it("a result answered faster than a person can read is held off the board and prizes until an admin decides; completing waits for the decision", async () => {
    at("2027-03-31T17:00:00Z");
    const adminClient = await admin();
    const questions = await createSealedQuestions(t.database.db, 48);
    const id = await competitionOf(
      adminClient,
      questions.map((q) => q.id),
      "2027-03-31",
      { questionsPerEntrant: 12 },
    );
    const rusher = await entrant(id, "Rapid Rhoda");
    const rushed = await rush(rusher.client, id);
    expect((await rusher.client.post(`/api/attempts/${rushed}/finish`, {})).body).toMatchObject({ score: 100 });
    const board = (await rusher.client.get(`/api/competitions/${id}/leaderboard`)).body;
    expect(board.rankings).toEqual([]);
    const card = (await rusher.client.get("/api/competitions")).body.competitions.find((c: { id: number }) => c.id === id);
    expect(card).toMatchObject({ myScore: 100, myResultUnderReview: true });

    const [result] = await t.database.db.select().from(attempt).where(eq(attempt.competitionId, id));
    const held = (await adminClient.get("/api/admin/attempts/held")).body.held.find(
      (h: { kind: string; id: number }) => h.kind === "competition" && h.id === result!.id,
    );
    expect(held).toMatchObject({ userName: "Rapid Rhoda", score: 100, questions: 12, reason: expect.stringContaining("faster than a person can read") });

    at("2027-04-01T05:00:00Z"); // the day is over, nobody plays
    const completing = await adminClient.post(`/api/admin/competitions/${id}/status`, { status: "completed" });
    expect(completing.status).toBe(409);
    expect(completing.body.error.code).toBe("RESULTS_HELD");
    expect(
      (await adminClient.post(`/api/admin/held/competition/${result!.id}`, { decision: "void", note: "Twelve answers in under two seconds." })).status,
    ).toBe(204);
    expect((await adminClient.post(`/api/admin/competitions/${id}/status`, { status: "completed" })).status).toBe(200);
    const [frozen] = await t.database.db
      .select({ rank: competitionAward.rank, prizeCents: competitionAward.prizeCents, voidReason: attempt.voidReason })
      .from(attempt)
      .leftJoin(competitionAward, eq(competitionAward.attemptId, attempt.id))
      .where(eq(attempt.id, result!.id));
    expect(frozen).toMatchObject({ rank: null, prizeCents: null, voidReason: "Twelve answers in under two seconds." });
    expect((await rusher.client.get("/api/me/certificates")).body.certificates).toEqual([]);
  });

  it("a refunded entry never ranks, wins or keeps its certificate", async () => {
    at("2027-04-07T17:00:00Z");
    const adminClient = await admin();
    const questions = await createSealedQuestions(t.database.db, 12);
    const id = await competitionOf(
      adminClient,
      questions.map((q) => q.id),
      "2027-04-07",
      { questionsPerEntrant: 3 },
    );
    const winner = await entrant(id, "Refunded Winner");
    const runnerUp = await entrant(id, "Runner Up");
    for (const [m, right] of [
      [winner, () => true],
      [runnerUp, (i: number) => i === 0],
    ] as const) {
      const attemptId = await play(m.client, id, right);
      await m.client.post(`/api/attempts/${attemptId}/finish`, {});
    }
    at("2027-04-08T05:00:00Z");
    expect((await adminClient.post(`/api/admin/competitions/${id}/status`, { status: "completed" })).status).toBe(200);
    const [issued] = (await winner.client.get("/api/me/certificates")).body.certificates;
    expect(issued).toMatchObject({ achievement: "first", revoked: false });

    // The provider reports the winner's entry fee refunded (a dispute, a mistake: the money went back).
    const [entry] = await t.database.db
      .select()
      .from(competitionEntry)
      .where(and(eq(competitionEntry.competitionId, id), eq(competitionEntry.userId, winner.id)));
    const [secret] = await t.database.db.select().from(appSecret).where(eq(appSecret.key, "local_webhook_secret"));
    const payload = JSON.stringify({
      id: `evt_refund_${id}`,
      object: "event",
      type: "charge.refunded",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: `ch_${id}`, object: "charge", payment_intent: entry!.paymentIntentId, refunded: true } },
    });
    const refunded = await t.client({ origin: null }).post("/api/billing/webhook", payload, { "stripe-signature": signAsStripe(payload, secret!.value) });
    expect(refunded.status).toBe(200);

    const board = (await runnerUp.client.get(`/api/competitions/${id}/leaderboard`)).body;
    expect(board.rankings.map((r: { name: string; rank: number }) => [r.name, r.rank])).toEqual([["Runner Up", 1]]);
    expect((await t.client().get("/api/leaderboard/latest-competition")).body.entries.map((e: { name: string }) => e.name)).toEqual(["Runner Up"]);
    expect((await t.client().get(`/api/certificates/${issued.code}`)).body.revoked).toBe(true);
    expect((await runnerUp.client.get("/api/me/certificates")).body.certificates[0]).toMatchObject({ achievement: "first", ofN: 1 });
  });
});
