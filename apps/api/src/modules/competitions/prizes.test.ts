/**
 * Money reaches the right people once (docs/architecture.md §4 'Competitions'): each prize frozen at
 * completion is owed until an admin records it paid (once, audited), and a competition that closes
 * short of its minimum entrants is cancelled with every entry refunded, once.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "@berean/domain";
import { appSecret, auditLog, competition, competitionEntry, localCharge, payment, user } from "../../db/schema.ts";
import { answerFor, askedQuestions, atReadingPace, COMPETITION_READING_SECONDS, createSealedQuestions } from "../../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { payLocalCheckout, TEST_CARD, upgradeToPro } from "../../test/payments.ts";
import { signAsStripe } from "../../test/stripe-signing.ts";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedInMember({ role: "admin" })).client;
});
afterAll(() => t.close());

const today = () => localDate(new Date(), "America/New_York");

/** An active competition asking each entrant 3 of a pool of 12 sealed questions (four times as many). */
async function competitionOf(extra: object = {}) {
  const questions = await createSealedQuestions(t.database.db, 12);
  const created = await admin.post("/api/admin/competitions", {
    title: `Prize Cup ${Math.random().toString(36).slice(2, 7)}`,
    description: "",
    entryFeeCents: 500,
    prizePoolCents: 10_000,
    maxParticipants: null,
    startDate: today(),
    endDate: today(),
    questionIds: questions.map((q) => q.id),
    questionsPerEntrant: 3,
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await admin.post(`/api/admin/competitions/${created.body.id}/status`, { status: "active" })).status).toBe(200);
  return created.body.id as number;
}

async function entrant(competitionId: number, fullName: string) {
  const m = await t.signedInMember({ fullName });
  await upgradeToPro(m.client);
  const joined = await m.client.post(`/api/competitions/${competitionId}/join`, {});
  await payLocalCheckout(m.client, joined.body.url);
  return m;
}

/** Plays and finishes at a reader's pace, answering the first `right` questions right. */
async function play(client: TestClient, competitionId: number, right: number) {
  const view = (await client.post(`/api/competitions/${competitionId}/attempt`, {})).body.attempt;
  const asked = await askedQuestions(t.database.db, view.id);
  await atReadingPace(
    asked.length,
    async (pause) => {
      for (const [i, q] of asked.entries()) {
        pause();
        await client.post(
          `/api/attempts/${view.id}/answers`,
          await answerFor(t.database.db, view.id, q.questionId, i < right ? q.correctIndex : (q.correctIndex + 1) % 4),
        );
      }
    },
    COMPETITION_READING_SECONDS,
  );
  expect((await client.post(`/api/attempts/${view.id}/finish`, {})).status).toBe(200);
  return view.id as number;
}

const cardOf = async (client: TestClient, id: number) => (await client.get("/api/competitions")).body.competitions.find((c: { id: number }) => c.id === id);

describe("prizes reach their winners", () => {
  it("completing owes each prize; an admin records it paid once, audited; the winner sees owed, then paid", async () => {
    const id = await competitionOf();
    const winner = await entrant(id, "Lydia Thyatira");
    const second = await entrant(id, "Jason Thessalonica");
    const winnerAttempt = await play(winner.client, id, 3);
    await play(second.client, id, 1);
    expect((await admin.post(`/api/admin/competitions/${id}/status`, { status: "completed" })).status).toBe(200);

    // Two finishers share the whole pool 50 : 30.
    expect((await cardOf(winner.client, id)).myPrize).toEqual({ cents: 6250, status: "owed", paidOn: null });
    const board = (await winner.client.get(`/api/competitions/${id}/leaderboard`)).body;
    expect(board.rankings.map((r: { name: string; prizeCents: number; payout: unknown }) => [r.name, r.prizeCents, r.payout])).toEqual([
      ["Lydia Thyatira", 6250, { cents: 6250, status: "owed", paidOn: null }],
      // Another winner's payout is theirs alone.
      ["Jason Thessalonica", 3750, null],
    ]);

    const list = (await admin.get("/api/admin/prizes?status=owed")).body;
    // The latest day a payment may be recorded on is the site's today, whatever the admin's own zone.
    expect(list.today).toBe(today());
    const owed = list.prizes.filter((p: { competitionId: number }) => p.competitionId === id);
    expect(owed).toEqual([
      expect.objectContaining({
        attemptId: winnerAttempt,
        rank: 1,
        winnerName: "Lydia Thyatira",
        contactEmail: winner.email,
        cents: 6250,
        status: "owed",
        reference: null,
        paidOn: null,
      }),
      expect.objectContaining({ rank: 2, winnerName: "Jason Thessalonica", contactEmail: second.email, cents: 3750, status: "owed" }),
    ]);

    // Members never see the list nor record a payout.
    expect((await winner.client.get("/api/admin/prizes")).status).toBe(403);
    expect((await winner.client.post(`/api/admin/prizes/${winnerAttempt}/paid`, { reference: "self", paidOn: today() })).status).toBe(403);
    const future = await admin.post(`/api/admin/prizes/${winnerAttempt}/paid`, {
      reference: "TRF-1",
      paidOn: localDate(new Date(Date.now() + 3 * 86_400_000), "America/New_York"),
    });
    expect(future.status).toBe(400);
    expect(future.body.error.fields.paidOn).toBe("The payment day cannot be after today.");
    expect((await admin.post(`/api/admin/prizes/${winnerAttempt}/paid`, { reference: "  ", paidOn: today() })).status).toBe(400);

    // A double click, or two admins at once: one record, the other told it is already paid.
    const other = (await t.signedInMember({ role: "admin" })).client;
    const both = await Promise.all([
      admin.post(`/api/admin/prizes/${winnerAttempt}/paid`, { reference: "TRF-2026-0042", paidOn: today() }),
      other.post(`/api/admin/prizes/${winnerAttempt}/paid`, { reference: "TRF-other", paidOn: today() }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409)!;
    expect(refused.body.error).toMatchObject({ code: "ALREADY_PAID", message: "Already marked paid." });
    const done = both.find((r) => r.status === 200)!;
    expect(done.body).toMatchObject({ attemptId: winnerAttempt, status: "paid", paidOn: today() });
    expect((await admin.post(`/api/admin/prizes/${winnerAttempt}/paid`, { reference: "again", paidOn: today() })).status).toBe(409);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "prize.paid"), eq(auditLog.targetId, String(winnerAttempt))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ payoutStatus: "paid", reference: done.body.reference, paidOn: today() });

    const paid = { cents: 6250, status: "paid", paidOn: today() };
    expect((await cardOf(winner.client, id)).myPrize).toEqual(paid);
    expect((await winner.client.get(`/api/competitions/${id}/leaderboard`)).body.rankings[0].payout).toEqual(paid);
    expect((await winner.client.get(`/api/competitions/${id}/receipt`)).body.prize.payout).toEqual(paid);
    // Owed first: the paid prize leaves the owed filter and is listed under paid.
    expect((await admin.get("/api/admin/prizes?status=owed")).body.prizes.map((p: { attemptId: number }) => p.attemptId)).not.toContain(winnerAttempt);
    expect((await admin.get("/api/admin/prizes?status=paid")).body.prizes.map((p: { attemptId: number }) => p.attemptId)).toContain(winnerAttempt);
    const all = (await admin.get("/api/admin/prizes")).body.prizes as Array<{ status: string }>;
    expect(all.findIndex((p) => p.status === "paid")).toBeGreaterThan(all.findLastIndex((p) => p.status === "owed"));
  });
});

describe("the prize review's collusion signals", () => {
  /** An entrant who joins and pays with `card` and plays from `ip`, choosing each question's option by `choose` (stored order). */
  async function entrantAt(competitionId: number, fullName: string, ip: string, card: string) {
    const m = await t.signedInMember({ fullName });
    await upgradeToPro(m.client);
    const joined = await m.client.post(`/api/competitions/${competitionId}/join`, {});
    expect((await payLocalCheckout(m.client, joined.body.url, card)).paid.status).toBe(200);
    return { ...m, client: m.client.from(ip) };
  }
  async function playChoosing(client: TestClient, competitionId: number, choose: (q: { questionId: number; correctIndex: number }) => number) {
    const view = (await client.post(`/api/competitions/${competitionId}/attempt`, {})).body.attempt;
    const asked = await askedQuestions(t.database.db, view.id);
    await atReadingPace(
      asked.length,
      async (pause) => {
        for (const q of asked) {
          pause();
          expect((await client.post(`/api/attempts/${view.id}/answers`, await answerFor(t.database.db, view.id, q.questionId, choose(q)))).status).toBe(200);
        }
      },
      COMPETITION_READING_SECONDS,
    );
    expect((await client.post(`/api/attempts/${view.id}/finish`, {})).status).toBe(200);
    return view.id as number;
  }

  it("flag a shared network, a shared card, a new account and the same wrong answers before 'Mark paid'; the admin can void the result, withholding its prize", async () => {
    const questions = await createSealedQuestions(t.database.db, 8);
    const created = await admin.post("/api/admin/competitions", {
      title: `Signals Cup ${Math.random().toString(36).slice(2, 7)}`,
      entryFeeCents: 500,
      prizePoolCents: 10_000,
      maxParticipants: null,
      startDate: today(),
      endDate: today(),
      questionIds: questions.map((q) => q.id),
      questionsPerEntrant: 2,
    });
    const id = created.body.id as number;
    // Every entrant answers the whole pool (a competition from before per-entrant draws), so that
    // the pairs below share every question rather than the few two draws share by chance.
    await t.database.db.update(competition).set({ questionsPerEntrant: null }).where(eq(competition.id, id));
    expect((await admin.post(`/api/admin/competitions/${id}/status`, { status: "active" })).status).toBe(200);

    // An honest winner: her own network and card, an account a month old, every answer right.
    const priscilla = await entrantAt(id, "Priscilla Corinth", "198.51.100.20", TEST_CARD.succeedsOther);
    await t.database.db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(user.id, priscilla.id));
    const honest = await playChoosing(priscilla.client, id, (q) => q.correctIndex);
    // Two accounts of one household, new, on one card, one copying the other's answers, mistakes included.
    const ananias = await entrantAt(id, "Ananias Jerusalem", "203.0.113.10", TEST_CARD.succeeds);
    const sapphira = await entrantAt(id, "Sapphira Jerusalem", "203.0.113.77", TEST_CARD.succeeds);
    const choice = (q: { questionId: number; correctIndex: number }) => (q.questionId % 3 === 0 ? (q.correctIndex + 1) % 4 : q.correctIndex);
    const first = await playChoosing(ananias.client, id, choice);
    const copy = await playChoosing(sapphira.client, id, choice);
    const wrong = questions.filter((q) => q.id % 3 === 0).length;
    expect((await admin.post(`/api/admin/competitions/${id}/status`, { status: "completed" })).status).toBe(200);

    const prizes = async () =>
      (await admin.get("/api/admin/prizes")).body.prizes.filter((p: { competitionId: number }) => p.competitionId === id) as Array<{
        attemptId: number;
        status: string;
        signals: Array<{ kind: string; text: string }>;
      }>;
    const listed = await prizes();
    expect(listed.find((p) => p.attemptId === honest)!.signals).toEqual([]);
    const pair = { [first]: "Sapphira Jerusalem", [copy]: "Ananias Jerusalem" };
    for (const [attemptId, other] of Object.entries(pair)) {
      const signals = listed.find((p) => p.attemptId === Number(attemptId))!.signals;
      expect(signals.map((s) => s.kind)).toEqual(["address", "card", "new_account", "same_answers"]);
      expect(signals.map((s) => s.text)).toEqual([
        `Played from the same network (203.0.113.0/24) as ${other}.`,
        `Paid the entry with the same card as ${other}.`,
        "The account was made the day the attempt began.",
        `Chose the same options as ${other} on 8 of the 8 questions both were asked, ${wrong} wrong ${wrong === 1 ? "answer" : "answers"} among them.`,
      ]);
    }
    // The honest winner shares right answers with both, never a mistake: no signal from that alone.
    expect(wrong).toBeGreaterThan(0);

    // Members neither read the signals nor void anything.
    expect((await sapphira.client.post(`/api/admin/prizes/${first}/void`, { reason: "not me" })).status).toBe(403);
    expect((await admin.post(`/api/admin/prizes/${copy}/void`, { reason: "" })).body.error.fields.reason).toBe("Give a reason (at least 3 characters).");
    const voided = await admin.post(`/api/admin/prizes/${copy}/void`, { reason: "Answers copied from another entrant's, on the same card and network." });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ attemptId: copy, status: "withheld", signals: [] });
    expect((await admin.post(`/api/admin/prizes/${copy}/void`, { reason: "again" })).body.error.code).toBe("PRIZE_WITHHELD");
    expect((await admin.post(`/api/admin/prizes/${copy}/paid`, { reference: "TRF-X", paidOn: today() })).body.error.code).toBe("PRIZE_WITHHELD");
    expect((await cardOf(sapphira.client, id)).myPrize).toMatchObject({ status: "withheld" });
    expect((await sapphira.client.get(`/api/competitions/${id}/leaderboard`)).body.rankings.map((r: { name: string }) => r.name)).toEqual([
      "Priscilla Corinth",
      "Ananias Jerusalem",
    ]);
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "prize.void"), eq(auditLog.targetId, String(copy))));
    expect(logged!.after).toMatchObject({ status: "voided", reason: "Answers copied from another entrant's, on the same card and network." });
    // The others stay owed and payable; a paid prize's result is not voided from here.
    expect((await admin.post(`/api/admin/prizes/${honest}/paid`, { reference: "TRF-77", paidOn: today() })).status).toBe(200);
    expect((await admin.post(`/api/admin/prizes/${honest}/void`, { reason: "too late" })).body.error.code).toBe("ALREADY_PAID");
    expect((await prizes()).find((p) => p.attemptId === first)).toMatchObject({ status: "owed" });
  });
});

describe("a prize whose result stops standing", () => {
  it("is withheld once its entry is refunded after completion (a dispute): listed, never paid", async () => {
    const id = await competitionOf();
    const winner = await entrant(id, "Simon Magus");
    const attemptId = await play(winner.client, id, 3);
    expect((await admin.post(`/api/admin/competitions/${id}/status`, { status: "completed" })).status).toBe(200);
    // The provider reports the winner's entry fee refunded.
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
    expect((await t.client({ origin: null }).post("/api/billing/webhook", payload, { "stripe-signature": signAsStripe(payload, secret!.value) })).status).toBe(
      200,
    );
    const [listed] = (await admin.get("/api/admin/prizes?status=owed")).body.prizes.filter((p: { competitionId: number }) => p.competitionId === id);
    expect(listed).toMatchObject({ attemptId, status: "withheld", cents: 10_000 });
    const refused = await admin.post(`/api/admin/prizes/${attemptId}/paid`, { reference: "TRF-9", paidOn: today() });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("PRIZE_WITHHELD");
    expect((await cardOf(winner.client, id)).myPrize).toEqual({ cents: 10_000, status: "withheld", paidOn: null });
  });
});

describe("a minimum of entrants", () => {
  it("is validated: at least 1, and no more than the seats", async () => {
    const questions = await createSealedQuestions(t.database.db, 4);
    const form = {
      title: "Too Few Seats",
      entryFeeCents: 500,
      prizePoolCents: 100,
      maxParticipants: 3,
      minParticipants: 5,
      startDate: today(),
      endDate: today(),
      questionIds: questions.map((q) => q.id),
    };
    const bad = await admin.post("/api/admin/competitions", form);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ minParticipants: "No more than the maximum participants." });
    expect((await admin.post("/api/admin/competitions", { ...form, minParticipants: 0 })).body.error.fields.minParticipants).toBe(
      "At least 1 entrant, or leave it empty.",
    );
    const made = await admin.post("/api/admin/competitions", { ...form, minParticipants: 3 });
    expect(made.body).toMatchObject({ minParticipants: 3, maxParticipants: 3 });
    await admin.delete(`/api/admin/competitions/${made.body.id}`);
  });

  it("one that closes short of it is cancelled and every entry refunded, once: nobody takes the pool", async () => {
    const id = await competitionOf({ minParticipants: 3 });
    const a = await entrant(id, "Only Player");
    const b = await entrant(id, "Did Not Play");
    await play(a.client, id, 1);
    expect(await cardOf(a.client, id)).toMatchObject({ minParticipants: 3, cancelledShort: false });

    const closed = await admin.post(`/api/admin/competitions/${id}/status`, { status: "completed" });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: "cancelled", entries: 0, refundedEntries: 2 });
    for (const m of [a, b]) {
      expect(await cardOf(m.client, id)).toMatchObject({ status: "cancelled", cancelledShort: true, myEntry: { status: "refunded" }, myPrize: null });
      expect((await m.client.get("/api/billing")).body.payments[0].status).toBe("refunded");
    }
    expect((await a.client.get(`/api/competitions/${id}/leaderboard`)).body.rankings).toEqual([]);
    expect((await admin.get("/api/admin/prizes")).body.prizes.filter((p: { competitionId: number }) => p.competitionId === id)).toEqual([]);
    const entries = await t.database.db.select().from(competitionEntry).where(eq(competitionEntry.competitionId, id));
    const charges = async () =>
      Promise.all(
        entries.map(async (e) =>
          (await t.database.db.select().from(localCharge).where(eq(localCharge.paymentIntentId, e.paymentIntentId!)))[0]!.refundedAt!.getTime(),
        ),
      );
    const refundedAt = await charges();

    // Closing again, either way, moves no money.
    for (const status of ["completed", "cancelled"]) {
      const again = await admin.post(`/api/admin/competitions/${id}/status`, { status });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe("BAD_TRANSITION");
    }
    expect(await charges()).toEqual(refundedAt);
    for (const e of entries)
      expect((await t.database.db.select().from(payment).where(eq(payment.paymentIntentId, e.paymentIntentId!))).map((p) => p.status)).toEqual(["refunded"]);
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "competition"), eq(auditLog.targetId, String(id)), eq(auditLog.action, "competition.cancelled")));
    expect(logged!.after).toMatchObject({ status: "cancelled", refunds: 2, reason: "fewer than 3 entrants" });
  });

  it("one that reaches it completes as usual, its prizes owed", async () => {
    const id = await competitionOf({ minParticipants: 1 });
    const a = await entrant(id, "Enough Alone");
    await play(a.client, id, 2);
    const closed = await admin.post(`/api/admin/competitions/${id}/status`, { status: "completed" });
    expect(closed.body.status).toBe("completed");
    expect((await cardOf(a.client, id)).myPrize).toEqual({ cents: 10_000, status: "owed", paidOn: null });
  });
});
