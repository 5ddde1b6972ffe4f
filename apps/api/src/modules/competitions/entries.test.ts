import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "@berean/domain";
import { appSecret, billingCustomer, checkout, competition, competitionEntry, localCharge, localPaySession, user } from "../../db/schema.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { payLocalCheckout, postEvent, providerEvent, upgradeToPro } from "../../test/payments.ts";
import { signAsStripe } from "../../test/stripe-signing.ts";

/** Money moves once (docs/security.md 40): one checkout per member and competition, settled payments only, and a payment that cannot be applied refunded. */

let t: TestApp;
let sign: (payload: string) => string;
const today = () => localDate(new Date(), "America/New_York");
const inDays = (n: number) => localDate(new Date(Date.now() + n * 86_400_000), "America/New_York");

beforeAll(async () => {
  t = await startTestApp();
  const [row] = await t.database.db.select().from(appSecret).where(eq(appSecret.key, "local_webhook_secret"));
  sign = (payload) => signAsStripe(payload, row!.value);
});
afterAll(() => t.close());

/** A running competition taking entries (joining reads only the competition itself). */
async function openCompetition(overrides: Partial<typeof competition.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(competition)
    .values({
      title: `Entry test ${randomBytes(3).toString("hex")}`,
      entryFeeCents: 500,
      prizePoolCents: 1000,
      startDate: today(),
      endDate: inDays(7),
      status: "active",
      ...overrides,
    })
    .returning();
  return row!;
}

async function proMember() {
  const member = await t.signedInMember();
  await upgradeToPro(member.client);
  return member;
}

const join = (client: TestClient, id: number) => client.post(`/api/competitions/${id}/join`, {});
const sessionOf = (url: string) => url.split("/").pop()!;
async function cardOf(client: TestClient, id: number) {
  return (await client.get("/api/competitions")).body.competitions.find((c: { id: number }) => c.id === id);
}
async function entryPayments(client: TestClient, title: string) {
  const payments = (await client.get("/api/billing")).body.payments as Array<{ description: string; amountCents: number; status: string }>;
  return payments.filter((p) => p.description === `Competition entry: ${title}`);
}
async function checkoutsOf(userId: string, competitionId: number) {
  return t.database.db
    .select()
    .from(checkout)
    .where(and(eq(checkout.userId, userId), eq(checkout.competitionId, competitionId)));
}
/** The checkout lapses at the provider as at Berean: its page has been open longer than a checkout lives. */
async function lapse(sessionId: string) {
  await t.database.db
    .update(checkout)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(checkout.id, sessionId));
  await t.database.db
    .update(localPaySession)
    .set({ createdAt: new Date(Date.now() - 3 * 3_600_000) })
    .where(eq(localPaySession.id, sessionId));
}
/** What the provider holds of a payment taken on a checkout page (so it can refund it). */
async function chargeAtProvider(userId: string, paymentIntentId: string) {
  const [customer] = await t.database.db.select().from(billingCustomer).where(eq(billingCustomer.userId, userId));
  await t.database.db
    .insert(localCharge)
    .values({ id: `ch_test_${randomBytes(6).toString("hex")}`, paymentIntentId, customerId: customer!.customerId, amountCents: 500 });
  return customer!.customerId;
}
const sessionObject = (id: string, fields: object) => ({
  id,
  object: "checkout.session",
  mode: "payment",
  status: "complete",
  currency: "usd",
  amount_total: 500,
  ...fields,
});

describe("one checkout per member and competition", () => {
  it("joins at once, a second Join and a double click all get the first checkout; paying it enters the member once", async () => {
    const comp = await openCompetition();
    const pro = await proMember();
    const together = await Promise.all(Array.from({ length: 4 }, () => join(pro.client, comp.id)));
    expect(together.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const url = together[0]!.body.url as string;
    expect(new Set(together.map((r) => r.body.url))).toEqual(new Set([url]));
    const again = await join(pro.client, comp.id);
    expect(again.body.url).toBe(url);
    expect((await checkoutsOf(pro.id, comp.id)).map((c) => [c.id, c.status])).toEqual([[sessionOf(url), "open"]]);
    // Pages made by the clicks that lost the race were closed at the provider, not left payable.
    const made = await t.database.db
      .select()
      .from(localPaySession)
      .where(and(eq(localPaySession.userId, pro.id), eq(localPaySession.kind, "checkout")));
    expect(made.filter((s) => s.status === "open").map((s) => s.id)).toEqual([sessionOf(url)]);

    // Another member gets a checkout of their own.
    const other = await proMember();
    expect((await join(other.client, comp.id)).body.url).not.toBe(url);

    await payLocalCheckout(pro.client, url);
    expect(await cardOf(pro.client, comp.id)).toMatchObject({ myEntry: { status: "paid" }, entries: 1, canJoin: false });
    expect(await entryPayments(pro.client, comp.title)).toEqual([expect.objectContaining({ amountCents: 500, status: "paid" })]);
  });

  it("a lapsed checkout is closed here and at the provider, and the next Join makes a new one", async () => {
    const comp = await openCompetition();
    const pro = await proMember();
    const first = await join(pro.client, comp.id);
    await lapse(sessionOf(first.body.url));
    const second = await join(pro.client, comp.id);
    expect(second.status).toBe(200);
    expect(second.body.url).not.toBe(first.body.url);
    const rows = new Map((await checkoutsOf(pro.id, comp.id)).map((c) => [c.id, c.status]));
    expect(rows).toEqual(
      new Map([
        [sessionOf(first.body.url), "expired"],
        [sessionOf(second.body.url), "open"],
      ]),
    );
    expect((await pro.client.get(`/api/local-pay/checkout/${sessionOf(first.body.url)}`)).body.status).toBe("expired");
    const late = await payLocalCheckout(pro.client, first.body.url);
    expect(late.paid.status).toBe(409);
    expect(late.paid.body.error.message).toBe("This checkout has expired.");
    expect((await join(pro.client, comp.id)).body.url).toBe(second.body.url);
    await payLocalCheckout(pro.client, second.body.url);
    expect(await cardOf(pro.client, comp.id)).toMatchObject({ myEntry: { status: "paid" }, entries: 1 });
  });

  it("a checkout the provider reports expired is closed, and the next Join makes a new one", async () => {
    const comp = await openCompetition();
    const pro = await proMember();
    const first = await join(pro.client, comp.id);
    const expired = await postEvent(
      t.baseUrl,
      providerEvent("checkout.session.expired", sessionObject(sessionOf(first.body.url), { status: "expired", payment_status: "unpaid" })),
      sign,
    );
    expect(expired.body.outcome).toBe("processed");
    expect((await pro.client.get(`/api/billing/checkout/${sessionOf(first.body.url)}`)).body).toEqual({ status: "expired", competitionId: comp.id });
    const second = await join(pro.client, comp.id);
    expect(second.status).toBe(200);
    expect(second.body.url).not.toBe(first.body.url);
  });
});

describe("a payment that cannot be applied is refunded at once", () => {
  it("a payment on a checkout that had been superseded is recorded and refunded; the member still joins with the new one", async () => {
    const comp = await openCompetition();
    const pro = await proMember();
    const first = await join(pro.client, comp.id);
    await lapse(sessionOf(first.body.url));
    const second = await join(pro.client, comp.id);
    // The member had the first page open in another tab and paid it just as it lapsed.
    const customer = await chargeAtProvider(pro.id, "pi_test_superseded");
    const paid = await postEvent(
      t.baseUrl,
      providerEvent(
        "checkout.session.completed",
        sessionObject(sessionOf(first.body.url), {
          payment_status: "paid",
          payment_intent: "pi_test_superseded",
          customer,
          metadata: { userId: pro.id, kind: "competition", competitionId: String(comp.id) },
        }),
      ),
      sign,
    );
    expect(paid).toEqual({ status: 200, body: { received: true, outcome: "processed" } });
    expect(await entryPayments(pro.client, comp.title)).toEqual([expect.objectContaining({ amountCents: 500, status: "refunded" })]);
    const [charge] = await t.database.db.select().from(localCharge).where(eq(localCharge.paymentIntentId, "pi_test_superseded"));
    expect(charge!.refundedAt).not.toBeNull();
    expect(await cardOf(pro.client, comp.id)).toMatchObject({ myEntry: { status: "pending" }, entries: 0, canJoin: true });

    await payLocalCheckout(pro.client, second.body.url);
    expect(await cardOf(pro.client, comp.id)).toMatchObject({ myEntry: { status: "paid" }, entries: 1 });
    expect((await entryPayments(pro.client, comp.title)).map((p) => p.status).sort()).toEqual(["paid", "refunded"]);
  });

  it("a second payment for an entry already paid is refunded, and the entry keeps the first", async () => {
    const comp = await openCompetition();
    const pro = await proMember();
    const first = await join(pro.client, comp.id);
    await payLocalCheckout(pro.client, first.body.url);
    const [entry] = await t.database.db
      .select()
      .from(competitionEntry)
      .where(and(eq(competitionEntry.competitionId, comp.id), eq(competitionEntry.userId, pro.id)));
    // A second checkout the provider still held open from before one checkout per member and item.
    const stale = `cs_test_stale_${randomBytes(6).toString("hex")}`;
    await t.database.db.insert(checkout).values({ id: stale, userId: pro.id, kind: "competition", competitionId: comp.id, amountCents: 500 });
    const customer = await chargeAtProvider(pro.id, "pi_test_second");
    const paid = await postEvent(
      t.baseUrl,
      providerEvent("checkout.session.completed", sessionObject(stale, { payment_status: "paid", payment_intent: "pi_test_second", customer })),
      sign,
    );
    expect(paid.body.outcome).toBe("processed");

    const payments = await entryPayments(pro.client, comp.title);
    expect(payments.map((p) => p.status).sort()).toEqual(["paid", "refunded"]);
    const [after] = await t.database.db.select().from(competitionEntry).where(eq(competitionEntry.id, entry!.id));
    expect(after).toMatchObject({ paymentStatus: "paid", paymentIntentId: entry!.paymentIntentId });
    expect(await cardOf(pro.client, comp.id)).toMatchObject({ myEntry: { status: "paid" }, entries: 1 });
    // The same payment reported again is not refunded twice.
    const again = await postEvent(
      t.baseUrl,
      providerEvent("checkout.session.completed", sessionObject(stale, { payment_status: "paid", payment_intent: "pi_test_second", customer })),
      sign,
    );
    expect(again.body.outcome).toBe("ignored");
  });

  it("a payment for the last seat taken meanwhile is refunded, and the checkout says so", async () => {
    const comp = await openCompetition({ maxParticipants: 1 });
    const [a, b] = [await proMember(), await proMember()];
    const startA = await join(a.client, comp.id);
    const startB = await join(b.client, comp.id);
    await payLocalCheckout(a.client, startA.body.url);
    await payLocalCheckout(b.client, startB.body.url);
    expect((await b.client.get(`/api/billing/checkout/${sessionOf(startB.body.url)}`)).body).toEqual({ status: "refunded", competitionId: comp.id });
    expect((await a.client.get(`/api/billing/checkout/${sessionOf(startA.body.url)}`)).body).toEqual({ status: "completed", competitionId: comp.id });
    expect(await entryPayments(b.client, comp.title)).toEqual([expect.objectContaining({ status: "refunded" })]);
  });
});

describe("a payer who is no longer Pro", () => {
  it("whose Pro ended between Join and paying is refunded, and not entered: they could not play it", async () => {
    const comp = await openCompetition();
    const member = await proMember();
    const started = await join(member.client, comp.id);
    expect(started.status).toBe(200);
    // The subscription ends (its end reaches Berean) while the entry's checkout page is open.
    await t.database.db.update(user).set({ plan: "free" }).where(eq(user.id, member.id));
    await payLocalCheckout(member.client, started.body.url);
    expect((await member.client.get(`/api/billing/checkout/${sessionOf(started.body.url)}`)).body).toEqual({ status: "refunded", competitionId: comp.id });
    expect(await entryPayments(member.client, comp.title)).toEqual([expect.objectContaining({ status: "refunded" })]);
    const [entry] = await t.database.db
      .select()
      .from(competitionEntry)
      .where(and(eq(competitionEntry.competitionId, comp.id), eq(competitionEntry.userId, member.id)));
    expect(entry!.paymentStatus).toBe("refunded");
  });
});

describe("delayed payment methods", () => {
  it("an unpaid completion waits: the entry shows processing, Join is refused, and the success event enters the member", async () => {
    const comp = await openCompetition();
    const pro = await proMember();
    const started = await join(pro.client, comp.id);
    const id = sessionOf(started.body.url);
    const customer = await chargeAtProvider(pro.id, "pi_test_debit");
    const unpaid = await postEvent(
      t.baseUrl,
      providerEvent("checkout.session.completed", sessionObject(id, { payment_status: "unpaid", payment_intent: "pi_test_debit", customer })),
      sign,
    );
    expect(unpaid.body.outcome).toBe("processed");
    expect(await cardOf(pro.client, comp.id)).toMatchObject({ myEntry: { status: "processing" }, entries: 0, canJoin: false, canStart: false });
    expect((await pro.client.get(`/api/billing/checkout/${id}`)).body).toEqual({ status: "processing", competitionId: comp.id });
    expect(await entryPayments(pro.client, comp.title)).toEqual([]);
    const again = await join(pro.client, comp.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "PAYMENT_PROCESSING", message: "Your payment is processing. You are entered as soon as it clears." });

    const settled = await postEvent(
      t.baseUrl,
      providerEvent("checkout.session.async_payment_succeeded", sessionObject(id, { payment_status: "paid", payment_intent: "pi_test_debit", customer })),
      sign,
    );
    expect(settled.body.outcome).toBe("processed");
    expect(await cardOf(pro.client, comp.id)).toMatchObject({ myEntry: { status: "paid" }, entries: 1, canStart: true });
    expect((await pro.client.get(`/api/billing/checkout/${id}`)).body).toEqual({ status: "completed", competitionId: comp.id });
    expect(await entryPayments(pro.client, comp.title)).toEqual([expect.objectContaining({ amountCents: 500, status: "paid" })]);
  });

  it("a delayed payment that fails marks the entry failed, and the member can join again", async () => {
    const comp = await openCompetition();
    const pro = await proMember();
    const started = await join(pro.client, comp.id);
    const id = sessionOf(started.body.url);
    await postEvent(
      t.baseUrl,
      providerEvent("checkout.session.completed", sessionObject(id, { payment_status: "unpaid", payment_intent: "pi_test_bounced" })),
      sign,
    );
    const failed = await postEvent(
      t.baseUrl,
      providerEvent("checkout.session.async_payment_failed", sessionObject(id, { payment_status: "unpaid", payment_intent: "pi_test_bounced" })),
      sign,
    );
    expect(failed.body.outcome).toBe("processed");
    expect(await cardOf(pro.client, comp.id)).toMatchObject({ myEntry: { status: "failed" }, entries: 0, canJoin: true });
    expect((await pro.client.get(`/api/billing/checkout/${id}`)).body).toEqual({ status: "failed", competitionId: comp.id });
    // A late success for the failed checkout cannot bring it back: that payment is refunded.
    await chargeAtProvider(pro.id, "pi_test_bounced");
    await postEvent(
      t.baseUrl,
      providerEvent("checkout.session.async_payment_succeeded", sessionObject(id, { payment_status: "paid", payment_intent: "pi_test_bounced" })),
      sign,
    );
    expect((await cardOf(pro.client, comp.id)).myEntry).toEqual({ status: "failed" });

    const rejoined = await join(pro.client, comp.id);
    expect(rejoined.status).toBe(200);
    expect(rejoined.body.url).not.toBe(started.body.url);
    await payLocalCheckout(pro.client, rejoined.body.url);
    expect(await cardOf(pro.client, comp.id)).toMatchObject({ myEntry: { status: "paid" }, entries: 1 });
  });
});
