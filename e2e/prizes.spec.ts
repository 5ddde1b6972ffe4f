import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ensureAdmin, expect, test, type Member } from "./fixtures";
import { readingMs } from "./support/reading-pace";

/**
 * Money reaches the right people (docs/architecture.md §4 'Competitions'): an admin records a prize
 * paid and its winner sees it; a competition short of its minimum entrants is cancelled and its
 * entrants are told their fee came back. Competitions are set up through the API: the screens under
 * test are the Prizes view, the board, the receipt and the cards.
 */

/** SCREENS=1 saves each screen at 375 and 1280 px under e2e/screens/prizes (ignored by git) for a look by eye. */
async function shotBoth(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/prizes", { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : size.height });
    await page.screenshot({ path: `e2e/screens/prizes/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** Serious and critical accessibility problems (axe-core, WCAG 2 A/AA). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/New_York" });

async function post(page: Page, baseURL: string, path: string, data: object = {}) {
  const res = await page.request.post(path, { data, headers: { origin: baseURL } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** An active competition of `questions` per entrant (from a pool twice that), made by the signed-in admin. */
async function activeCompetition(page: Page, baseURL: string, title: string, extra: object = {}): Promise<number> {
  const { questionIds } = await (await page.request.get("/api/admin/competitions/draw?count=8")).json();
  const created = await post(page, baseURL, "/api/admin/competitions", {
    title,
    description: "Two questions each.",
    entryFeeCents: 500,
    prizePoolCents: 5_000,
    maxParticipants: null,
    startDate: isoDay(0),
    endDate: isoDay(1),
    questionIds,
    questionsPerEntrant: 2,
    ...extra,
  });
  await post(page, baseURL, `/api/admin/competitions/${created.id}/status`, { status: "active" });
  return created.id;
}

/** Becomes Pro and pays the competition's entry through the local provider, as the checkout pages do. */
async function enter(page: Page, baseURL: string, competitionId: number) {
  const pay = async (url: string) => {
    const sessionId = new URL(url).pathname.split("/").pop();
    await post(page, baseURL, `/api/local-pay/checkout/${sessionId}/pay`, { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "Entrant" });
  };
  await pay((await post(page, baseURL, "/api/billing/checkout")).url);
  await pay((await post(page, baseURL, `/api/competitions/${competitionId}/join`)).url);
}

/** Plays the member's two questions (the first option each time) and finishes. */
async function play(page: Page, baseURL: string, competitionId: number) {
  const { attempt } = await post(page, baseURL, `/api/competitions/${competitionId}/attempt`);
  // At a reader's pace: two quick right answers would be held for review, and completion would wait for an admin.
  for (const q of attempt.questions) {
    await page.waitForTimeout(readingMs("competition"));
    await post(page, baseURL, `/api/attempts/${attempt.id}/answers`, { position: q.position, chosenIndex: 0 });
  }
  await post(page, baseURL, `/api/attempts/${attempt.id}/finish`);
}

test.describe("prizes", () => {
  // Three or four members in their own browsers, a competition entered, played and completed, then
  // the admin's review: a long journey, beside another browser test on a 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test("an admin records a prize paid from the Prizes view; the winner sees it owed, then paid", async ({ page, browser, createMember, signIn, baseURL }) => {
    const admin = await ensureAdmin(page);
    await signIn(page, admin);
    const title = `Pentecost Prize ${Date.now().toString(36)}`;
    const id = await activeCompetition(page, baseURL!, title);

    const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.2.1" } });
    const member = await memberContext.newPage();
    const winner: Member = await createMember({ fullName: "Priscilla Corinth" });
    await signIn(member, winner);
    await enter(member, baseURL!, id);
    await play(member, baseURL!, id);
    // A second entrant on the same network and card (who never plays), which the review flags before the payout.
    const otherContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.2.77" } });
    const other = await otherContext.newPage();
    await signIn(other, await createMember({ fullName: "Demas Thessalonica" }));
    await enter(other, baseURL!, id);
    await otherContext.close();
    await post(page, baseURL!, `/api/admin/competitions/${id}/status`, { status: "completed" });

    await member.goto(`/competition-leaderboard/${id}`);
    await expect(member.getByText("Prize $50.00 — owed, we will be in touch at your email")).toBeVisible();
    // Medals are icons named for screen readers, and the split is explained.
    await expect(member.getByRole("row").filter({ hasText: "Priscilla Corinth" }).getByRole("img", { name: "1st place" })).toBeVisible();
    await expect(member.getByText("The pool of $50.00 goes to ranks 1–3: 50 %, 30 % and 20 % of it.", { exact: false })).toBeVisible();
    await shotBoth(member, "board-owed");
    expect(await seriousViolations(member)).toEqual([]);

    await page.goto("/admin/prizes");
    const row = page.getByRole("list", { name: "Prizes" }).getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText("1st place · Priscilla Corinth · $50.00");
    // The review's signals come before the payout: the same network and card as another entrant, a new account.
    const signals = row.getByRole("note", { name: "Before paying Priscilla Corinth" });
    await expect(signals).toContainText("Played from the same network (10.89.2.0/24) as Demas Thessalonica.");
    await expect(signals).toContainText("Paid the entry with the same card as Demas Thessalonica.");
    await expect(signals).toContainText("The account was made the day the attempt began.");
    await expect(row.getByRole("link", { name: winner.email })).toBeVisible();
    await expect(row.getByText("Owed", { exact: true })).toBeVisible();
    await shotBoth(page, "admin-prizes-owed");
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole("button", { name: "Mark paid" }).click();
    const dialog = page.getByRole("dialog", { name: "Mark prize paid" });
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(dialog.getByText("Enter the payment's reference (transfer id, check number…).")).toBeVisible();
    await shotBoth(page, "admin-prizes-dialog");
    await dialog.getByLabel("Payment reference").fill("TRF-PENTECOST-1");
    // The error goes as soon as the field is fixed.
    await expect(dialog.getByText("Enter the payment's reference (transfer id, check number…).")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(page.getByText("Prize marked paid")).toBeVisible();
    await expect(row.getByText("Paid", { exact: true })).toBeVisible();
    await expect(row).toContainText("reference TRF-PENTECOST-1");
    await expect(row.getByRole("button", { name: "Mark paid" })).toHaveCount(0);
    await shotBoth(page, "admin-prizes-paid");
    // A second record of the same payment is refused with the reason.
    const again = await page.request.post(
      `/api/admin/prizes/${(await (await page.request.get("/api/admin/prizes?status=paid")).json()).prizes.find((p: { competitionId: number }) => p.competitionId === id).attemptId}/paid`,
      {
        data: { reference: "TRF-AGAIN", paidOn: isoDay(0) },
        headers: { origin: baseURL! },
      },
    );
    expect(again.status()).toBe(409);
    expect((await again.json()).error.message).toBe("Already marked paid.");

    await member.reload();
    await expect(member.getByText(/^Prize \$50\.00 — Paid on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await shotBoth(member, "board-paid");
    await member.getByRole("link", { name: "Your receipt" }).click();
    await expect(member.getByText(/Paid on /)).toBeVisible();
    await shotBoth(member, "receipt");
    await member.goto("/competitions");
    await expect(
      member
        .getByRole("listitem")
        .filter({ has: member.getByRole("heading", { name: title }) })
        .getByText(/Paid on /),
    ).toBeVisible();
    await shotBoth(member, "competitions-paid");
    await memberContext.close();
  });

  test("an admin voids a flagged result from the Prizes view: its prize is withheld, and its winner is told", async ({
    page,
    browser,
    createMember,
    signIn,
    baseURL,
  }) => {
    const admin = await ensureAdmin(page);
    await signIn(page, admin);
    const title = `Ananias Cup ${Date.now().toString(36)}`;
    const id = await activeCompetition(page, baseURL!, title);
    const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.4.1" } });
    const member = await memberContext.newPage();
    await signIn(member, await createMember({ fullName: "Ananias Jerusalem" }));
    await enter(member, baseURL!, id);
    await play(member, baseURL!, id);
    await post(page, baseURL!, `/api/admin/competitions/${id}/status`, { status: "completed" });

    await page.goto("/admin/prizes");
    const row = page.getByRole("list", { name: "Prizes" }).getByRole("listitem").filter({ hasText: title });
    await row.getByRole("button", { name: "Void result" }).click();
    const voiding = page.getByRole("dialog", { name: "Void this result?" });
    await expect(voiding).toContainText("its $50.00 prize is withheld, never paid");
    await voiding.getByRole("button", { name: "Void Result" }).click();
    await expect(voiding.getByText("Give a reason (at least 3 characters).")).toBeVisible();
    await shotBoth(page, "admin-prizes-void");
    await voiding.getByLabel("Reason").fill("Entered twice under two names.");
    await voiding.getByRole("button", { name: "Void Result" }).click();
    await expect(page.getByText("Result voided")).toBeVisible();
    await expect(row.getByText("Withheld", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: "Mark paid" })).toHaveCount(0);

    await member.goto("/competitions");
    const card = member.getByRole("listitem").filter({ has: member.getByRole("heading", { name: title }) });
    await expect(card.getByText("withheld: your result no longer stands (voided, or your entry refunded).", { exact: false })).toBeVisible();
    await memberContext.close();
  });

  test("a competition short of its minimum entrants is cancelled on completion; its entrant sees the refund", async ({
    page,
    browser,
    createMember,
    signIn,
    baseURL,
  }) => {
    const admin = await ensureAdmin(page);
    await signIn(page, admin);
    const title = `Too Few ${Date.now().toString(36)}`;
    const id = await activeCompetition(page, baseURL!, title, { minParticipants: 3 });

    const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.3.1" } });
    const member = await memberContext.newPage();
    await signIn(member, await createMember({ fullName: "Lonely Entrant" }));
    await enter(member, baseURL!, id);
    await member.goto("/competitions");
    const card = member.getByRole("listitem").filter({ has: member.getByRole("heading", { name: title }) });
    await expect(card.getByText("Runs with at least 3 entrants")).toBeVisible();
    await play(member, baseURL!, id);

    await page.goto("/admin/competitions");
    // The form's errors go as soon as what they point at is fixed, and a date error names no format of its own.
    await page.getByRole("button", { name: "Create Competition" }).click();
    const form = page.getByRole("dialog", { name: "Create Competition" });
    await form.getByLabel("Max participants").fill("3");
    await form.getByLabel("Minimum entrants").fill("5");
    await form.getByLabel("Start date").fill(isoDay(3));
    await form.getByLabel("End date").fill(isoDay(1));
    await form.getByLabel("Title").click();
    await expect(form.getByText("No more than the maximum participants.")).toBeVisible();
    await expect(form.getByText("The end date must be on or after the start date.")).toBeVisible();
    await shotBoth(page, "admin-competition-form");
    await form.getByLabel("Max participants").fill("10");
    await expect(form.getByText("No more than the maximum participants.")).toHaveCount(0);
    await form.getByLabel("Start date").fill(isoDay(0));
    await expect(form.getByText("The end date must be on or after the start date.")).toHaveCount(0);
    await form.getByRole("button", { name: "Cancel" }).click();
    const adminCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(adminCard).toContainText("Runs with at least 3 entrants: 2 short");
    await shotBoth(page, "admin-competitions");
    await adminCard.getByRole("button", { name: "Complete" }).click();
    const complete = page.getByRole("alertdialog", { name: `Complete "${title}"?` });
    await expect(complete).toContainText("fewer than its minimum of 3: it will be canceled and every entry refunded");
    await complete.getByRole("button", { name: "Complete" }).click();
    await expect(page.getByText("Canceled: fewer than 3 entrants paid")).toBeVisible();
    await expect(adminCard.getByText("Canceled", { exact: true })).toBeVisible();

    await member.reload();
    await expect(card.getByText("Canceled — fewer than 3 entrants; your entry fee was refunded")).toBeVisible();
    await expect(card.getByText("Refunded", { exact: true })).toBeVisible();
    await shotBoth(member, "competitions-cancelled");
    await memberContext.close();
  });
});
