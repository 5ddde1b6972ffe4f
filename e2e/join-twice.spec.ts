import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ensureAdmin, expect, test } from "./fixtures";

/** Money moves once (docs/security.md 40): Join twice, pay once, entered once; a payment that cannot be applied is refunded and said so. */

/** SCREENS=1 saves screenshots under e2e/screens/join-twice (ignored by git) for a look by eye, at 1280 and 375 px. */
async function shots(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/join-twice", { recursive: true });
  const viewport = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `e2e/screens/join-twice/${name}-${width}.png`, fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}

const siteDate = (plusDays = 0) => new Date(Date.now() + plusDays * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/New_York" });

async function post(page: Page, origin: string, url: string, data: unknown = {}) {
  const res = await page.request.post(url, { data, headers: { origin } });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** The admin opens a $5 competition of three questions drawn from the bank. */
async function openCompetition(page: Page, origin: string, title: string, maxParticipants: number | null = null) {
  const drawn = await (await page.request.get("/api/admin/competitions/draw?count=12")).json();
  const created = await post(page, origin, "/api/admin/competitions", {
    title,
    description: "Three questions on the apostles.",
    entryFeeCents: 500,
    prizePoolCents: 5000,
    maxParticipants,
    startDate: siteDate(),
    endDate: siteDate(7),
    questionIds: drawn.questionIds,
    questionsPerEntrant: 3,
  });
  await post(page, origin, `/api/admin/competitions/${created.id}/status`, { status: "active" });
}

/** Becomes Pro through the local checkout, as the upgrade page does. */
async function becomePro(page: Page, origin: string) {
  const started = await post(page, origin, "/api/billing/checkout");
  await post(page, origin, `/api/local-pay/checkout/${new URL(started.url).pathname.split("/").pop()}/pay`, {
    cardNumber: "4242424242424242",
    expiry: "12/34",
    cvc: "123",
    name: "Pro",
  });
}

async function payWithTestCard(page: Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("1234");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Priscilla Corinth");
  await page.getByRole("button", { name: "Pay $5.00" }).click();
}

const cardOf = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

test.describe("joining a paid competition", () => {
  test("Join in two tabs lands both on the same test checkout; paying it enters the member once, and billing shows one payment", async ({
    page,
    browser,
    createMember,
    signIn,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = baseURL!;
    await signIn(page, await ensureAdmin(page));
    const title = `Pentecost Cup ${Date.now().toString(36)}`;
    await openCompetition(page, origin, title);

    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.1.1" } });
    const first = await context.newPage();
    await signIn(first, await createMember({ fullName: "Priscilla Corinth" }));
    await becomePro(first, origin);
    const second = await context.newPage();
    await first.goto("/competitions");
    await second.goto("/competitions");
    await expect(cardOf(second, title).getByRole("button", { name: "Join: $5.00" })).toBeVisible();

    await cardOf(first, title).getByRole("button", { name: "Join: $5.00" }).click();
    await expect(first).toHaveURL(/\/checkout\/local\/cs_local_\w+$/);
    const checkoutUrl = first.url();
    // The second tab still shows the card as it was: its Join opens the same checkout, not a second one.
    await cardOf(second, title).getByRole("button", { name: "Join: $5.00" }).click();
    await expect(second).toHaveURL(checkoutUrl);
    await expect(second.getByRole("heading", { name: `Entry: ${title}` })).toBeVisible();
    // And once more from the list, where the entry now waits for its payment.
    await first.goto("/competitions");
    await expect(cardOf(first, title).getByText("Payment pending")).toBeVisible();
    await shots(first, "pending");
    await cardOf(first, title).getByRole("button", { name: "Join: $5.00" }).click();
    await expect(first).toHaveURL(checkoutUrl);

    await payWithTestCard(first);
    await expect(first.getByText("Payment successful!")).toBeVisible();
    await expect(first).toHaveURL(/\/competition-quiz\/\d+$/, { timeout: 10_000 });

    // The other tab's page is the same checkout, now paid: nothing to pay twice.
    await second.reload();
    await expect(second.getByRole("heading", { name: "This checkout is already paid" })).toBeVisible();
    await second.goto("/competitions");
    const card = cardOf(second, title);
    await expect(card.getByText("Payment completed")).toBeVisible();
    await expect(card.getByText("1 entry", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Join/ })).toHaveCount(0);

    await second.goto("/dashboard/settings");
    const entryPayments = second
      .getByRole("table")
      .getByRole("row")
      .filter({ hasText: `Competition entry: ${title}` });
    await expect(entryPayments).toHaveCount(1);
    await expect(entryPayments).toContainText("$5.00");
    await expect(entryPayments).toContainText("Paid");
    await shots(second, "billing-one-payment");
    await context.close();
  });

  test("a payment for the last seat taken meanwhile is refunded at once, and the member is told so", async ({
    page,
    browser,
    createMember,
    signIn,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = baseURL!;
    await signIn(page, await ensureAdmin(page));
    const title = `Last Seat Cup ${Date.now().toString(36)}`;
    await openCompetition(page, origin, title, 1);

    const rivalContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.2.1" } });
    const rival = await rivalContext.newPage();
    await signIn(rival, await createMember({ fullName: "Apollos Alexandria" }));
    await becomePro(rival, origin);
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.2.2" } });
    const member = await context.newPage();
    await signIn(member, await createMember({ fullName: "Priscilla Corinth" }));
    await becomePro(member, origin);

    // Both open the checkout while the seat is free; the rival pays first.
    await member.goto("/competitions");
    await cardOf(member, title).getByRole("button", { name: "Join: $5.00" }).click();
    await expect(member).toHaveURL(/\/checkout\/local\/cs_local_\w+$/);
    const rivalJoin = await post(
      rival,
      origin,
      `/api/competitions/${(await (await rival.request.get("/api/competitions")).json()).competitions.find((c: { title: string }) => c.title === title).id}/join`,
    );
    await post(rival, origin, `/api/local-pay/checkout/${new URL(rivalJoin.url).pathname.split("/").pop()}/pay`, {
      cardNumber: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
      name: "Rival",
    });

    await payWithTestCard(member);
    await expect(member.getByRole("status").filter({ hasText: "Payment refunded." })).toBeVisible();
    await expect(member).toHaveURL(/\/competitions\?success=true/);
    await expect(cardOf(member, title).getByText("Refunded", { exact: true })).toBeVisible();
    await shots(member, "refunded");

    await member.goto("/dashboard/settings");
    const entryPayments = member
      .getByRole("table")
      .getByRole("row")
      .filter({ hasText: `Competition entry: ${title}` });
    await expect(entryPayments).toHaveCount(1);
    await expect(entryPayments).toContainText("Refunded");
    await rivalContext.close();
    await context.close();
  });
});
