import { createServer, type IncomingMessage, type Server } from "node:http";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSecret, billingCustomer, checkout, localSubscription, payment, paymentEvent, subscription, user } from "../../db/schema.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { TEST_CARD, upgradeToPro } from "../../test/payments.ts";
import { signAsStripe } from "../../test/stripe-signing.ts";

/** Posts an event to the webhook as a payment provider does: raw JSON, Stripe-Signature, no Origin. */
async function postEvent(t: TestApp, event: object, sign: (payload: string) => string): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(event);
  const res = await fetch(`${t.baseUrl}/api/billing/webhook`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": sign(payload) }, body: payload });
  return { status: res.status, body: await res.json() };
}

let eventCounter = 0;
const event = (type: string, object: object) => ({ id: `evt_test_${Date.now()}_${(eventCounter += 1)}`, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });

describe("Pro through the local test-mode provider", () => {
  let t: TestApp;
  let secret: string;
  const sign = (payload: string) => signAsStripe(payload, secret);
  beforeAll(async () => {
    t = await startTestApp();
    const [row] = await t.database.db.select().from(appSecret).where(eq(appSecret.key, "local_webhook_secret"));
    secret = row!.value;
  });
  afterAll(() => t.close());

  it("a free member pays with the test card, becomes Pro at once, and sees the payment", async () => {
    const { client, id, email } = await t.signedInMember();
    const before = await client.get("/api/billing");
    expect(before.body).toMatchObject({ plan: "free", provider: "local", proPriceCents: 399, subscription: null, payments: [] });

    const started = await client.post("/api/billing/checkout", {});
    expect(started.status).toBe(200);
    expect(started.body.url).toMatch(/^http:\/\/berean\.test\/checkout\/local\/cs_local_[A-Za-z0-9]{24}$/);
    const sessionId = started.body.url.split("/").pop();
    const view = await client.get(`/api/local-pay/checkout/${sessionId}`);
    expect(view.body).toMatchObject({ description: "Berean Pro", amountCents: 399, interval: "month", email, status: "open" });
    // An abandoned checkout changes nothing.
    expect((await client.get("/api/me")).body.user.plan).toBe("free");

    const declined = await client.post(`/api/local-pay/checkout/${sessionId}/pay`, { cardNumber: "4000 0000 0000 0002", expiry: "12 / 34", cvc: "123", name: "T" });
    expect(declined.status).toBe(402);
    expect(declined.body.error.message).toBe("Your card was declined.");
    expect((await client.get("/api/billing")).body.plan).toBe("free");

    const paid = await client.post(`/api/local-pay/checkout/${sessionId}/pay`, { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "T" });
    expect(paid.status).toBe(200);
    expect(paid.body.url).toBe(`http://berean.test/dashboard?checkout=success&session_id=${sessionId}`);

    const after = await client.get("/api/billing");
    expect(after.body.plan).toBe("pro");
    expect(after.body.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: false, endedAt: null });
    expect(new Date(after.body.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(after.body.payments).toEqual([expect.objectContaining({ description: "Berean Pro, monthly", amountCents: 399, status: "paid" })]);
    // The session every instance caches follows at once: the member is Pro everywhere.
    expect((await client.get("/api/me")).body.user.plan).toBe("pro");

    const again = await client.post(`/api/local-pay/checkout/${sessionId}/pay`, { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "T" });
    expect(again.status).toBe(409);
    expect((await client.post("/api/billing/checkout", {})).status).toBe(409);
    const [stored] = await t.database.db.select().from(checkout).where(eq(checkout.userId, id));
    expect(stored).toMatchObject({ kind: "pro", amountCents: 399, status: "completed" });
  });

  it("takes the price from the server only, and only a member's own checkout", async () => {
    const { client } = await t.signedInMember();
    const priced = await client.post("/api/billing/checkout", { priceId: "price_cheap", amountCents: 1 });
    expect(priced.status).toBe(400);
    const { sessionId } = await upgradeToPro(client, TEST_CARD.declined);
    const other = await t.signedInMember();
    expect((await other.client.get(`/api/local-pay/checkout/${sessionId}`)).status).toBe(404);
    expect((await other.client.post(`/api/local-pay/checkout/${sessionId}/pay`, { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "T" })).status).toBe(404);
    expect((await t.client().post("/api/billing/checkout", {})).status).toBe(401);
  });

  it("refuses bad card details with the field that is wrong", async () => {
    const { client } = await t.signedInMember();
    const started = await client.post("/api/billing/checkout", {});
    const sessionId = started.body.url.split("/").pop();
    const pay = (card: object) => client.post(`/api/local-pay/checkout/${sessionId}/pay`, { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "T", ...card });
    expect((await pay({ cardNumber: "4242 4242 4242 4241" })).body.error.fields).toEqual({ cardNumber: "Your card number is invalid." });
    expect((await pay({ cardNumber: "4242" })).body.error.fields).toEqual({ cardNumber: "Your card number is incomplete." });
    expect((await pay({ expiry: "01/20" })).body.error.fields).toEqual({ expiry: "Your card's expiration date is in the past." });
    expect((await pay({ cvc: "1" })).body.error.fields).toEqual({ cvc: "Your card's security code is incomplete." });
    expect((await pay({ cardNumber: "5555 5555 5555 4444" })).body.error.fields.cardNumber).toContain("4242 4242 4242 4242");
    expect((await client.get("/api/billing")).body.plan).toBe("free");
  });

  it("an unverified member cannot pay", async () => {
    const client = t.client();
    const email = `unverified-${Date.now()}@example.com`;
    await client.post("/api/auth/sign-up/email", { name: "Not Yet", email, password: "correct horse battery" });
    const signIn = await client.post("/api/auth/sign-in/email", { email, password: "correct horse battery" });
    expect(signIn.status).toBe(403);
    const started = await client.post("/api/billing/checkout", {});
    expect(started.status).toBe(401);
    const [row] = await t.database.db.select().from(checkout).innerJoin(user, eq(user.id, checkout.userId)).where(eq(user.email, email));
    expect(row).toBeUndefined();
  });

  it("cancelling keeps Pro to the end of the period; a failed renewal keeps Pro and is shown; the end returns the plan to free", async () => {
    const { client } = await t.signedInMember();
    await upgradeToPro(client);
    const portal = await client.post("/api/billing/portal", {});
    expect(portal.status).toBe(200);
    const portalId = portal.body.url.split("/").pop();
    const act = (action: string) => client.post(`/api/local-pay/portal/${portalId}`, { action });

    expect((await act("cancel")).body.subscription.cancelAtPeriodEnd).toBe(true);
    let billing = (await client.get("/api/billing")).body;
    expect(billing.plan).toBe("pro");
    expect(billing.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    await act("resume");

    await act("fail-renewal");
    billing = (await client.get("/api/billing")).body;
    expect(billing.plan).toBe("pro");
    expect(billing.subscription.status).toBe("past_due");
    expect(billing.payments.map((p: { status: string }) => p.status)).toEqual(["failed", "paid"]);

    await act("end-now");
    billing = (await client.get("/api/billing")).body;
    expect(billing.plan).toBe("free");
    expect(billing.subscription.status).toBe("canceled");
    expect((await client.get("/api/me")).body.user.plan).toBe("free");
    expect((await act("cancel")).status).toBe(409);
  });

  it("a member without a subscription has no portal", async () => {
    const { client } = await t.signedInMember();
    const res = await client.post("/api/billing/portal", {});
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("You have no subscription to manage.");
  });

  it("refuses a forged signature, a stale timestamp and a missing one", async () => {
    const body = event("invoice.paid", { id: "in_forged", customer: "cus_x", amount_paid: 399 });
    expect((await postEvent(t, body, (p) => signAsStripe(p, "whsec_not_ours"))).status).toBe(400);
    expect((await postEvent(t, body, (p) => signAsStripe(p, secret, Math.floor(Date.now() / 1000) - 600))).status).toBe(400);
    const missing = await fetch(`${t.baseUrl}/api/billing/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(missing.status).toBe(400);
    // A signed body changed in transit no longer matches.
    const payload = JSON.stringify(body);
    const tampered = await fetch(`${t.baseUrl}/api/billing/webhook`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": sign(payload) }, body: payload.replace("399", "1") });
    expect(tampered.status).toBe(400);
    expect(await t.database.db.select().from(paymentEvent).where(eq(paymentEvent.id, body.id))).toEqual([]);
  });

  it("the same event ten times has one effect", async () => {
    const { client, id } = await t.signedInMember();
    await upgradeToPro(client);
    const [customer] = await t.database.db.select().from(billingCustomer).where(eq(billingCustomer.userId, id));
    const [sub] = await t.database.db.select().from(subscription).where(eq(subscription.userId, id));
    const paid = event("invoice.paid", { id: "in_repeated", object: "invoice", customer: customer!.customerId, subscription: sub!.providerSubscriptionId, amount_paid: 399, amount_due: 399, currency: "usd" });
    const results = await Promise.all(Array.from({ length: 10 }, () => postEvent(t, paid, sign)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.outcome === "processed")).toHaveLength(1);
    expect(results.filter((r) => r.body.outcome === "duplicate")).toHaveLength(9);
    expect(await t.database.db.select().from(payment).where(eq(payment.providerRef, "in_repeated"))).toHaveLength(1);
  });

  it("created, updated and deleted in every order end in the provider's current state", async () => {
    const orders = [
      ["created", "updated", "deleted"],
      ["created", "deleted", "updated"],
      ["updated", "created", "deleted"],
      ["updated", "deleted", "created"],
      ["deleted", "created", "updated"],
      ["deleted", "updated", "created"],
    ];
    for (const finalStatus of ["canceled", "active"] as const) {
      for (const order of orders) {
        const { client, id } = await t.signedInMember();
        await upgradeToPro(client);
        const [sub] = await t.database.db.select().from(subscription).where(eq(subscription.userId, id));
        // What the provider holds now; the events carry older copies.
        await t.database.db.update(localSubscription).set({ status: finalStatus }).where(eq(localSubscription.id, sub!.providerSubscriptionId));
        for (const kind of order) {
          const stale = { id: sub!.providerSubscriptionId, object: "subscription", status: kind === "deleted" ? "canceled" : "active" };
          expect((await postEvent(t, event(`customer.subscription.${kind}`, stale), sign)).status).toBe(200);
        }
        const billing = (await client.get("/api/billing")).body;
        expect(billing.subscription.status, `${finalStatus}: ${order.join(" → ")}`).toBe(finalStatus);
        expect(billing.plan, `${finalStatus}: ${order.join(" → ")}`).toBe(finalStatus === "active" ? "pro" : "free");
      }
    }
  });

  it("a refund marks the payment refunded; unknown events are accepted and ignored", async () => {
    const { client, id } = await t.signedInMember();
    await upgradeToPro(client);
    await t.database.db.update(payment).set({ paymentIntentId: "pi_to_refund" }).where(eq(payment.userId, id));
    const refunded = await postEvent(t, event("charge.refunded", { id: "ch_1", object: "charge", payment_intent: "pi_to_refund", refunded: true }), sign);
    expect(refunded.body.outcome).toBe("processed");
    expect((await client.get("/api/billing")).body.payments[0].status).toBe("refunded");
    // A payment refunded stays refunded when a late 'paid' arrives.
    const [row] = await t.database.db.select().from(payment).where(and(eq(payment.userId, id), eq(payment.status, "refunded")));
    const [customer] = await t.database.db.select().from(billingCustomer).where(eq(billingCustomer.userId, id));
    await postEvent(t, event("invoice.paid", { id: row!.providerRef, customer: customer!.customerId, amount_paid: 399 }), sign);
    expect((await client.get("/api/billing")).body.payments[0].status).toBe("refunded");
    expect((await postEvent(t, event("customer.created", { id: "cus_new" }), sign)).body.outcome).toBe("ignored");
  });
});

/** Stripe's API as far as Berean calls it; records what it was sent. */
function stripeStub(subscriptions: Map<string, object>): { server: Server; url: () => string; calls: Array<{ method: string; path: string; body: URLSearchParams }> } {
  const calls: Array<{ method: string; path: string; body: URLSearchParams }> = [];
  const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => resolve(data));
  });
  const server = createServer(async (req, res) => {
    const body = new URLSearchParams(await read(req));
    const path = (req.url ?? "").split("?")[0]!;
    calls.push({ method: req.method!, path, body });
    const send = (status: number, json: object) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_stub" });
      res.end(JSON.stringify(json));
    };
    if (req.method === "POST" && path === "/v1/customers") return send(200, { id: "cus_stub_1", object: "customer" });
    if (req.method === "POST" && path === "/v1/checkout/sessions") return send(200, { id: "cs_test_stub_1", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_stub_1" });
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") return send(200, { id: "bps_stub", object: "billing_portal.session", url: "https://billing.stripe.com/p/session/stub" });
    const sub = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (req.method === "GET" && sub) {
      const found = subscriptions.get(sub[1]!);
      return found ? send(200, found) : send(404, { error: { type: "invalid_request_error", message: "No such subscription" } });
    }
    send(404, { error: { type: "invalid_request_error", message: `stub has no ${req.method} ${path}` } });
  });
  return { server, calls, url: () => `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

describe("Pro through Stripe (Stripe's API stubbed; the webhook path real)", () => {
  let t: TestApp;
  const subscriptions = new Map<string, object>();
  const stub = stripeStub(subscriptions);
  const WEBHOOK_SECRET = "whsec_test_berean";
  const sign = (payload: string) => signAsStripe(payload, WEBHOOK_SECRET);
  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, "127.0.0.1", resolve));
    t = await startTestApp({
      env: { STRIPE_SECRET_KEY: "sk_test_berean", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRO_PRICE_ID: "price_pro_monthly", STRIPE_API_URL: stub.url() },
    });
  });
  afterAll(async () => {
    await t.close();
    stub.server.close();
  });

  it("starts Checkout with the configured price, and a signed webhook makes the member Pro", async () => {
    const { client, id } = await t.signedInMember();
    expect((await client.get("/api/billing")).body.provider).toBe("stripe");
    const started = await client.post("/api/billing/checkout", {});
    expect(started.body).toEqual({ url: "https://checkout.stripe.com/c/pay/cs_test_stub_1" });
    const created = stub.calls.find((c) => c.path === "/v1/checkout/sessions")!;
    expect(created.body.get("mode")).toBe("subscription");
    expect(created.body.get("line_items[0][price]")).toBe("price_pro_monthly");
    expect(created.body.get("customer")).toBe("cus_stub_1");
    expect(created.body.get("client_reference_id")).toBe(id);
    expect(created.body.get("success_url")).toBe("http://berean.test/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}");
    expect([...created.body.keys()].some((k) => k.includes("unit_amount"))).toBe(false);

    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    subscriptions.set("sub_stub_1", { id: "sub_stub_1", object: "subscription", customer: "cus_stub_1", status: "active", cancel_at_period_end: false, ended_at: null, metadata: { userId: id }, items: { object: "list", data: [{ id: "si_1", current_period_end: periodEnd }] } });
    const completed = await postEvent(t, event("checkout.session.completed", { id: "cs_test_stub_1", object: "checkout.session", mode: "subscription", customer: "cus_stub_1", subscription: "sub_stub_1" }), sign);
    expect(completed).toEqual({ status: 200, body: { received: true, outcome: "processed" } });
    const billing = (await client.get("/api/billing")).body;
    expect(billing.plan).toBe("pro");
    expect(billing.subscription.currentPeriodEnd).toBe(new Date(periodEnd * 1000).toISOString());

    // The checkout is fulfilled once, whatever arrives again under another event id.
    expect((await postEvent(t, event("checkout.session.completed", { id: "cs_test_stub_1", mode: "subscription", subscription: "sub_stub_1" }), sign)).body.outcome).toBe("ignored");

    const portal = await client.post("/api/billing/portal", {});
    expect(portal.body.url).toBe("https://billing.stripe.com/p/session/stub");

    subscriptions.set("sub_stub_1", { ...subscriptions.get("sub_stub_1")!, status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    await postEvent(t, event("customer.subscription.deleted", { id: "sub_stub_1", object: "subscription" }), sign);
    expect((await client.get("/api/billing")).body.plan).toBe("free");
  });

  it("answers 502 with the spec's message when Stripe cannot be reached", async () => {
    const down = await startTestApp({ env: { STRIPE_SECRET_KEY: "sk_test_berean", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRO_PRICE_ID: "price_pro_monthly", STRIPE_API_URL: "http://127.0.0.1:9" } });
    try {
      const member = await down.signedInMember();
      const res = await member.client.post("/api/billing/checkout", {});
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe("Failed to create checkout session.");
    } finally {
      await down.close();
    }
  });
});
