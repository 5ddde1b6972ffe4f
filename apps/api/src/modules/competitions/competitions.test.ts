import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawEntrantQuestions, localDate, poolCommitmentCanonical } from "@berean/domain";
import { attempt, auditLog, competition, competitionAward, competitionEntry, payment, question } from "../../db/schema.ts";
import {
  answerFor,
  askedQuestions,
  atReadingPace,
  COMPETITION_READING_SECONDS,
  createCompetitionResult,
  createSealedQuestions,
  createUser,
} from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { payLocalCheckout, upgradeToPro } from "../../test/payments.ts";

let t: TestApp;
let admin: TestClient;
let bank: Awaited<ReturnType<typeof createSealedQuestions>>;
/** Sealed questions for one competition each: two open competitions may not share a question (docs/security.md 38). */
let unused: number[];
const freshSet = (n = 20) => unused.splice(0, n);
const today = () => localDate(new Date(), "America/New_York");
const inDays = (n: number) => localDate(new Date(Date.now() + n * 86_400_000), "America/New_York");

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedInMember({ role: "admin" })).client;
  bank = await createSealedQuestions(t.database.db, 24);
  unused = (await createSealedQuestions(t.database.db, 500)).map((q) => q.id);
});
afterAll(() => t.close());

const form = (overrides: object = {}) => ({
  title: "Advent Challenge",
  description: "Twelve questions on the prophets.",
  entryFeeCents: 500,
  prizePoolCents: 10_000,
  maxParticipants: null,
  startDate: today(),
  endDate: inDays(7),
  questionIds: freshSet(),
  ...overrides,
});

async function proMember() {
  const member = await t.signedInMember();
  await upgradeToPro(member.client);
  return member;
}

async function activeCompetition(overrides: object = {}) {
  const created = await admin.post("/api/admin/competitions", form(overrides));
  expect(created.status).toBe(201);
  const activated = await admin.post(`/api/admin/competitions/${created.body.id}/status`, { status: "active" });
  expect(activated.status).toBe(200);
  return activated.body;
}

describe("admin competitions", () => {
  it("validates the form with field messages", async () => {
    const bad = await admin.post(
      "/api/admin/competitions",
      form({ title: "  ", entryFeeCents: -1, maxParticipants: 0, startDate: inDays(3), endDate: inDays(1), questionIds: [] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      title: "Title required",
      entryFeeCents: "The entry fee cannot be negative.",
      maxParticipants: "At least 1 seat, or leave it empty.",
      questionIds: "Choose at least one question.",
    });
    const backwards = await admin.post("/api/admin/competitions", form({ startDate: inDays(3), endDate: inDays(1) }));
    expect(backwards.body.error.fields).toEqual({ endDate: "The end date must be on or after the start date." });
    const unknown = await admin.post("/api/admin/competitions", form({ questionIds: [2_000_000_000, ...freshSet(3)] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.questionIds).toBe("Question 2000000000 does not exist.");
    const member = await t.signedInMember();
    expect((await member.client.post("/api/admin/competitions", form())).status).toBe(403);
  });

  it("publishes the question set's hash when it becomes active, then fixes the set, fee and start", async () => {
    const created = await admin.post("/api/admin/competitions", form());
    // A pool of 20: each entrant is asked their own quarter, 5, unless the admin says otherwise.
    expect(created.body).toMatchObject({
      status: "upcoming",
      questionSetHash: null,
      questionIds: expect.any(Array),
      questionsPerEntrant: 5,
      questionCount: 5,
      entries: 0,
    });
    expect(created.body.questionIds).toHaveLength(20);
    const tooMany = await admin.put(`/api/admin/competitions/${created.body.id}`, form({ questionIds: created.body.questionIds, questionsPerEntrant: 6 }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.questionsPerEntrant).toBe(
      "The pool must hold at least four times the questions each entrant is asked: with 20 chosen, at most 5 per entrant.",
    );
    const tooFew = await admin.post("/api/admin/competitions", form({ questionIds: freshSet(3) }));
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.error.fields.questionIds).toBe("Choose at least 4 questions: each entrant is asked their own quarter of the pool.");
    const edited = await admin.put(
      `/api/admin/competitions/${created.body.id}`,
      form({ title: "Advent Challenge II", questionIds: bank.slice(4, 24).map((q) => q.id) }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.questionIds).toEqual(bank.slice(4, 24).map((q) => q.id));

    const active = await admin.post(`/api/admin/competitions/${created.body.id}/status`, { status: "active" });
    // Published: the hash of the pool and of the draws' salt, which stays secret until the receipts open.
    const [row] = await t.database.db.select().from(competition).where(eq(competition.id, created.body.id));
    expect(row!.poolSalt).toMatch(/^[0-9a-f]{32}$/);
    const expected = createHash("sha256")
      .update(
        poolCommitmentCanonical(
          bank.slice(4, 24).map((q) => ({ id: q.id, text: q.text })),
          row!.poolSalt!,
        ),
      )
      .digest("hex");
    expect(active.body.questionSetHash).toBe(expected);
    expect(active.body).toMatchObject({ questionCount: 5, questionsPerEntrant: 5 });
    expect(JSON.stringify(active.body)).not.toContain(row!.poolSalt!);

    const change = await admin.put(`/api/admin/competitions/${created.body.id}`, form({ title: "Renamed", questionIds: bank.slice(0, 20).map((q) => q.id) }));
    expect(change.status).toBe(409);
    const rename = await admin.put(`/api/admin/competitions/${created.body.id}`, form({ title: "Renamed", questionIds: bank.slice(4, 24).map((q) => q.id) }));
    expect(rename.body.title).toBe("Renamed");
    expect((await admin.post(`/api/admin/competitions/${created.body.id}/status`, { status: "active" })).status).toBe(409);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(created.body.id)));
    expect(actions.map((a) => a.action)).toEqual(["competition.create", "competition.update", "competition.active", "competition.update"]);
  });

  it("deletes a competition nobody entered; one with entries must be cancelled instead", async () => {
    const created = await admin.post("/api/admin/competitions", form());
    expect((await admin.delete(`/api/admin/competitions/${created.body.id}`)).status).toBe(204);
    const used = await activeCompetition();
    const pro = await proMember();
    const joined = await pro.client.post(`/api/competitions/${used.id}/join`, {});
    await payLocalCheckout(pro.client, joined.body.url);
    const refused = await admin.delete(`/api/admin/competitions/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("cancel it instead");
  });
});

describe("members", () => {
  it("free members are refused with the reason; Pro members see the cards", async () => {
    const free = await t.signedInMember();
    const refused = await free.client.get("/api/competitions");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("PRO_REQUIRED");
    const comp = await activeCompetition({ title: "Visible One" });
    const pro = await proMember();
    const cards = (await pro.client.get("/api/competitions")).body.competitions;
    expect(cards.find((c: { id: number }) => c.id === comp.id)).toMatchObject({
      title: "Visible One",
      entryFeeCents: 500,
      prizePoolCents: 10_000,
      myEntry: null,
      canJoin: true,
      canStart: false,
      questionSetHash: comp.questionSetHash,
    });
  });

  it("joining takes the server's fee through checkout; the entry is paid once the provider says so", async () => {
    const comp = await activeCompetition();
    const pro = await proMember();
    const joined = await pro.client.post(`/api/competitions/${comp.id}/join`, { entryFeeCents: 1 });
    expect(joined.status).toBe(400);
    const started = await pro.client.post(`/api/competitions/${comp.id}/join`, {});
    expect(started.body.url).toMatch(/\/checkout\/local\/cs_local_/);
    const view = await pro.client.get(`/api/local-pay/checkout/${started.body.url.split("/").pop()}`);
    expect(view.body).toMatchObject({ amountCents: 500, interval: null, description: `Entry: ${comp.title}` });
    let card = (await pro.client.get("/api/competitions")).body.competitions.find((c: { id: number }) => c.id === comp.id);
    expect(card.myEntry).toEqual({ status: "pending" });
    expect(card.canStart).toBe(false);

    const { sessionId, paid } = await payLocalCheckout(pro.client, started.body.url);
    expect(paid.body.url).toBe(`http://berean.test/competitions?success=true&session_id=${sessionId}`);
    expect((await pro.client.get(`/api/billing/checkout/${sessionId}`)).body).toEqual({ status: "completed", competitionId: comp.id });
    card = (await pro.client.get("/api/competitions")).body.competitions.find((c: { id: number }) => c.id === comp.id);
    expect(card).toMatchObject({ myEntry: { status: "paid" }, entries: 1, canStart: true, canJoin: false });
    expect((await pro.client.post(`/api/competitions/${comp.id}/join`, {})).status).toBe(409);
    const payments = (await pro.client.get("/api/billing")).body.payments;
    expect(payments[0]).toMatchObject({ description: `Competition entry: ${comp.title}`, amountCents: 500, status: "paid" });
  });

  it("two payments for the last seat: one entry, one refund", async () => {
    const comp = await activeCompetition({ maxParticipants: 1 });
    const [a, b] = [await proMember(), await proMember()];
    const startA = await a.client.post(`/api/competitions/${comp.id}/join`, {});
    const startB = await b.client.post(`/api/competitions/${comp.id}/join`, {});
    expect(startA.status).toBe(200);
    expect(startB.status).toBe(200);
    await Promise.all([payLocalCheckout(a.client, startA.body.url), payLocalCheckout(b.client, startB.body.url)]);
    const entries = await t.database.db.select().from(competitionEntry).where(eq(competitionEntry.competitionId, comp.id));
    expect(entries.map((e) => e.paymentStatus).sort()).toEqual(["paid", "refunded"]);
    const loser = entries.find((e) => e.paymentStatus === "refunded")!;
    const [refund] = await t.database.db.select().from(payment).where(eq(payment.paymentIntentId, loser.paymentIntentId!));
    expect(refund!.status).toBe("refunded");
    // Now full: a third member cannot even start a checkout.
    const c = await proMember();
    const full = await c.client.post(`/api/competitions/${comp.id}/join`, {});
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe("This competition is full.");
  });

  it("cancelling refunds every paid entry through the provider", async () => {
    const comp = await activeCompetition();
    const pro = await proMember();
    const started = await pro.client.post(`/api/competitions/${comp.id}/join`, {});
    await payLocalCheckout(pro.client, started.body.url);
    const cancelled = await admin.post(`/api/admin/competitions/${comp.id}/status`, { status: "cancelled" });
    expect(cancelled.body).toMatchObject({ status: "cancelled", entries: 0, refundedEntries: 1 });
    const card = (await pro.client.get("/api/competitions")).body.competitions.find((x: { id: number }) => x.id === comp.id);
    expect(card.myEntry).toEqual({ status: "refunded" });
    expect((await pro.client.get("/api/billing")).body.payments[0].status).toBe("refunded");
    expect((await pro.client.post(`/api/competitions/${comp.id}/join`, {})).status).toBe(409);
  });

  it("completing freezes ranks and prizes that add up to the pool", async () => {
    const comp = await activeCompetition({ prizePoolCents: 1001 });
    const ids = [await createUser(t.database.db), await createUser(t.database.db), await createUser(t.database.db)];
    const at = (m: number) => new Date(Date.UTC(2026, 10, 20, 12, m));
    for (const result of [
      { competitionId: comp.id, userId: ids[0]!, score: 80, secondsUsed: 600, finishedAt: at(1) },
      { competitionId: comp.id, userId: ids[1]!, score: 90, secondsUsed: 900, finishedAt: at(2) },
      { competitionId: comp.id, userId: ids[2]!, score: 80, secondsUsed: 500, finishedAt: at(3) },
    ])
      await createCompetitionResult(t.database.db, result);
    await admin.post(`/api/admin/competitions/${comp.id}/status`, { status: "completed" });
    const frozen = await t.database.db
      .select({ userId: attempt.userId, rank: competitionAward.rank, prizeCents: competitionAward.prizeCents })
      .from(attempt)
      .innerJoin(competitionAward, eq(competitionAward.attemptId, attempt.id))
      .where(eq(attempt.competitionId, comp.id));
    const byUser = new Map(frozen.map((r) => [r.userId, r]));
    expect([1, 2, 0].map((i) => [byUser.get(ids[i]!)!.rank, byUser.get(ids[i]!)!.prizeCents])).toEqual([
      [1, 501],
      [2, 300],
      [3, 200],
    ]);
  });
});

/** An entrant with a paid entry in a fresh running competition asking `count` questions of a sealed pool four times that size. */
async function entrant(count = 4, overrides: object = {}) {
  const pool = await createSealedQuestions(t.database.db, 4 * count);
  const comp = await activeCompetition({ questionIds: pool.map((q) => q.id), questionsPerEntrant: count, ...overrides });
  const pro = await proMember();
  const joined = await pro.client.post(`/api/competitions/${comp.id}/join`, {});
  await payLocalCheckout(pro.client, joined.body.url);
  return { comp, pro, pool };
}

/** The pool's questions this entrant is asked, in the order asked (as the server stored the draw: the browser sees only places). */
async function askedOf<Q extends { id: number }>(view: { id: number }, pool: Q[]): Promise<Q[]> {
  return (await askedQuestions(t.database.db, view.id)).map((a) => pool.find((q) => q.id === a.questionId)!);
}

/** An answer to a question as the quiz page posts it: its place in the attempt and the place of the option chosen, right or wrong. */
function answerOf(view: { id: number }, q: { id: number; correctIndex: number }, right: boolean) {
  return answerFor(t.database.db, view.id, q.id, right ? q.correctIndex : (q.correctIndex + 1) % 4);
}

describe("playing a competition", () => {
  it("refuses without a paid entry, before it is active, and after the member has played", async () => {
    const questions = await createSealedQuestions(t.database.db, 4);
    const created = await admin.post("/api/admin/competitions", form({ questionIds: questions.map((q) => q.id) }));
    expect(created.status).toBe(201);
    const pro = await proMember();
    const unpaid = await pro.client.post(`/api/competitions/${created.body.id}/attempt`, {});
    expect(unpaid.status).toBe(403);
    expect(unpaid.body.error).toMatchObject({ code: "PAYMENT_REQUIRED", message: "You must complete payment to access this competition" });
    const joined = await pro.client.post(`/api/competitions/${created.body.id}/join`, {});
    await payLocalCheckout(pro.client, joined.body.url);
    const early = await pro.client.post(`/api/competitions/${created.body.id}/attempt`, {});
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: "NOT_ACTIVE", message: "This competition is not currently active" });
    expect((await pro.client.post(`/api/competitions/999999/attempt`, {})).status).toBe(404);
  });

  it("locks each answer and says whether it was right; resumes; saves the result once", async () => {
    const { comp, pro, pool } = await entrant(4);
    const started = await pro.client.post(`/api/competitions/${comp.id}/attempt`, {});
    expect(started.status).toBe(200);
    const view = started.body.attempt;
    // The entrant's own draw: 4 different questions of the pool of 16.
    const questions = await askedOf(view, pool);
    expect(questions).toHaveLength(4);
    expect(new Set(questions.map((q) => q.id)).size).toBe(4);
    expect(questions.every(Boolean)).toBe(true);
    // No answer key travels to the browser: neither the key, nor the explanations.
    expect(JSON.stringify(view)).not.toMatch(/correctIndex|explanation|The answer is/);
    expect(view.answers).toEqual([]);
    expect(view.secondsLeft).toBeGreaterThan(1790);

    const answer = async (q: (typeof questions)[number], right: boolean) => pro.client.post(`/api/attempts/${view.id}/answers`, await answerOf(view, q, right));
    expect((await answer(questions[0]!, true)).body).toMatchObject({ correct: true, answeredCount: 1 });
    expect((await answer(questions[1]!, false)).body).toMatchObject({ correct: false, answeredCount: 2 });
    expect((await answer(questions[0]!, false)).status).toBe(409);
    expect((await pro.client.post(`/api/attempts/${view.id}/answers`, await answerFor(t.database.db, view.id, bank[0]!.id, 0))).status).toBe(400);
    const other = await proMember();
    expect((await other.client.post(`/api/attempts/${view.id}/answers`, await answerOf(view, questions[2]!, false))).status).toBe(404);

    // A reload resumes with the locked answers.
    const resumed = await pro.client.post(`/api/competitions/${comp.id}/attempt`, {});
    expect(resumed.body.attempt.id).toBe(view.id);
    expect(resumed.body.attempt.answers).toEqual(expect.arrayContaining([{ ...(await answerOf(view, questions[0]!, true)), correct: true }]));

    await answer(questions[2]!, true);
    const done = await pro.client.post(`/api/attempts/${view.id}/finish`, {});
    expect(done.body).toMatchObject({ score: 50, correct: 2, questions: 4 });
    const again = await pro.client.post(`/api/attempts/${view.id}/finish`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "ALREADY_SUBMITTED", message: "You have already submitted a result for this competition" });
    const replay = await pro.client.post(`/api/competitions/${comp.id}/attempt`, {});
    expect(replay.body.error).toMatchObject({ code: "ALREADY_ATTEMPTED", message: "You have already completed this competition with a score of 50%" });
    expect((await answer(questions[3]!, true)).status).toBe(409);
  });

  it("refuses a late answer and finishes the attempt with what it holds", async () => {
    const { comp, pro, pool } = await entrant(3);
    const view = (await pro.client.post(`/api/competitions/${comp.id}/attempt`, {})).body.attempt;
    const questions = await askedOf(view, pool);
    await pro.client.post(`/api/attempts/${view.id}/answers`, await answerOf(view, questions[0]!, true));
    await t.database.db
      .update(attempt)
      .set({ deadlineAt: new Date(Date.now() - 60_000), startedAt: new Date(Date.now() - 1_860_000) })
      .where(eq(attempt.id, view.id));
    const late = await pro.client.post(`/api/attempts/${view.id}/answers`, await answerOf(view, questions[1]!, false));
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("DEADLINE_PASSED");
    const [result] = await t.database.db.select().from(attempt).where(eq(attempt.competitionId, comp.id));
    expect(result).toMatchObject({ score: 33, secondsUsed: 1800 });
  });

  it("ranks the board by score then time, and gives each entrant a receipt that proves the pool did not change and draws their questions again", async () => {
    const { comp, pro, pool } = await entrant(2, { prizePoolCents: 2000 });
    const second = await proMember();
    const joined = await second.client.post(`/api/competitions/${comp.id}/join`, {});
    await payLocalCheckout(second.client, joined.body.url);
    const askedBy = new Map<string, typeof pool>();
    for (const [member, right] of [
      [pro, true],
      [second, false],
    ] as const) {
      const view = (await member.client.post(`/api/competitions/${comp.id}/attempt`, {})).body.attempt;
      const questions = await askedOf(view, pool);
      askedBy.set(member.id, questions);
      await atReadingPace(
        questions.length,
        async (pause) => {
          for (const q of questions) {
            pause();
            await member.client.post(`/api/attempts/${view.id}/answers`, await answerOf(view, q, right || q === questions[0]));
          }
        },
        COMPETITION_READING_SECONDS,
      );
      await member.client.post(`/api/attempts/${view.id}/finish`, {});
    }
    const questions = askedBy.get(pro.id)!;
    // While anyone may still answer, its questions are sealed: no standings, scores or averages, to anyone.
    const running = (await pro.client.get(`/api/competitions/${comp.id}/leaderboard`)).body;
    expect(running.prizes).toEqual([
      { place: 1, percent: 50, cents: 1000 },
      { place: 2, percent: 30, cents: 600 },
      { place: 3, percent: 20, cents: 400 },
    ]);
    expect(running).toMatchObject({ final: false, rankings: [], stats: { participants: 2, averageScore: null, averageTime: null }, receiptAvailable: false });
    expect(running.competition.questionSetHash).toBe(comp.questionSetHash);
    expect((await pro.client.get(`/api/competitions/${comp.id}/receipt`)).status).toBe(409);

    await admin.post(`/api/admin/competitions/${comp.id}/status`, { status: "completed" });
    const board = (await pro.client.get(`/api/competitions/${comp.id}/leaderboard`)).body;
    expect(
      board.rankings.map((r: { rank: number; score: number; prizeCents: number; isViewer: boolean }) => [r.rank, r.score, r.prizeCents, r.isViewer]),
    ).toEqual([
      [1, 100, 1250, true],
      [2, 50, 750, false],
    ]);
    expect(board.stats).toMatchObject({ participants: 2, averageScore: 75 });
    expect(board).toMatchObject({ final: true, receiptAvailable: true });
    const receipt = (await pro.client.get(`/api/competitions/${comp.id}/receipt`)).body;
    expect(receipt.result).toMatchObject({ score: 100, correct: 2, rank: 1, of: 2 });
    expect(receipt.prize).toMatchObject({ poolCents: 2000, cents: 1250, frozen: true });
    expect(receipt.questions.map((q: { id: number }) => q.id)).toEqual(questions.map((q) => q.id));
    for (const q of receipt.questions) expect([q.correct, q.chosenIndex === q.correctIndex, Boolean(q.answeredAt)]).toEqual([true, true, true]);
    expect(receipt.hash).toMatchObject({ published: comp.questionSetHash, recomputed: comp.questionSetHash, matches: true });
    expect(createHash("sha256").update(receipt.hash.canonical).digest("hex")).toBe(comp.questionSetHash);
    // The hash commits to the pool and the salt, now shown; the draw is drawn again from them.
    const [{ poolSalt }] = (await t.database.db.select({ poolSalt: competition.poolSalt }).from(competition).where(eq(competition.id, comp.id))) as [
      { poolSalt: string },
    ];
    expect(receipt.hash.canonical).toBe(
      poolCommitmentCanonical(
        pool.map((q) => ({ id: q.id, text: q.text })),
        poolSalt,
      ),
    );
    const [entry] = await t.database.db
      .select()
      .from(competitionEntry)
      .where(and(eq(competitionEntry.competitionId, comp.id), eq(competitionEntry.userId, pro.id)));
    expect(receipt.draw).toMatchObject({
      salt: poolSalt,
      entryId: entry!.id,
      questionsPerEntrant: 2,
      poolIds: pool.map((q) => q.id),
      drawnIds: questions.map((q) => q.id),
      matches: true,
    });
    expect(
      drawEntrantQuestions(
        pool.map((q) => q.id),
        2,
        poolSalt,
        entry!.id,
      ),
    ).toEqual(questions.map((q) => q.id));

    // Had anyone edited a question afterwards, the receipt would say so.
    await t.database.db.update(question).set({ question: "Edited after the fact?" }).where(eq(question.id, questions[1]!.id));
    const tampered = (await pro.client.get(`/api/competitions/${comp.id}/receipt`)).body;
    expect(tampered.hash.matches).toBe(false);
    const outsider = await proMember();
    expect((await outsider.client.get(`/api/competitions/${comp.id}/receipt`)).status).toBe(404);
    expect((await t.database.db.select().from(competition).where(eq(competition.id, comp.id)))[0]!.status).toBe("completed");
  });
});
