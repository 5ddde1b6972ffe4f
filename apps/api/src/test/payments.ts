/** Paying through the local test-mode provider as a member's browser does (modules/billing). */
import type { TestClient } from "./harness.ts";

export const TEST_CARD = { succeeds: "4242 4242 4242 4242", succeedsOther: "5555 5555 5555 4444", declined: "4000 0000 0000 0002" } as const;

/** Pays the local checkout at `url` (as returned by a checkout route) with a card; returns the pay response. */
export async function payLocalCheckout(client: TestClient, url: string, cardNumber: string = TEST_CARD.succeeds) {
  const sessionId = new URL(url).pathname.split("/").pop()!;
  const paid = await client.post(`/api/local-pay/checkout/${sessionId}/pay`, { cardNumber, expiry: "12 / 34", cvc: "123", name: "Test Member" });
  return { sessionId, paid };
}

/** Upgrades a member to Pro through the local checkout; returns the checkout's session id. */
export async function upgradeToPro(client: TestClient, cardNumber: string = TEST_CARD.succeeds) {
  const started = await client.post("/api/billing/checkout", {});
  if (started.status !== 200) throw new Error(`checkout refused: ${started.status} ${JSON.stringify(started.body)}`);
  const { sessionId, paid } = await payLocalCheckout(client, started.body.url, cardNumber);
  return { sessionId, started, paid };
}

let eventCounter = 0;
/** An event as a payment provider sends one (a fresh id each time, as a new event has). */
export function providerEvent(type: string, object: object) {
  eventCounter += 1;
  return { id: `evt_test_${Date.now()}_${eventCounter}`, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } };
}

/** Posts an event to the webhook as a payment provider does: raw JSON, Stripe-Signature, no Origin. */
export async function postEvent(baseUrl: string, event: object, sign: (payload: string) => string): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(event);
  const res = await fetch(`${baseUrl}/api/billing/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": sign(payload) },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}
