import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ensureAdmin, expect, test, type Member } from "./fixtures";
import { competitionReadingMs } from "./support/reading-pace";

/** SCREENS=1 saves screenshots under e2e/screens/competitions (ignored by git) for a look by eye. */
async function shot(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/competitions", { recursive: true });
  await page.screenshot({ path: `e2e/screens/competitions/${name}.png`, fullPage: true });
}

/** The same screen on a phone (375 px) and on a desktop (1280 px). */
async function shotBoth(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: size.height });
  await shot(page, `${name}-1280`);
  await page.setViewportSize(size);
}

const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/New_York" });

async function fillCard(page: Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("1234");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Lydia Purple");
}

/** Becomes Pro through the local checkout, the way the upgrade page does it. */
async function becomePro(page: Page, baseURL: string) {
  const started = await page.request.post("/api/billing/checkout", { data: {}, headers: { origin: baseURL } });
  const sessionId = new URL((await started.json()).url).pathname.split("/").pop();
  const paid = await page.request.post(`/api/local-pay/checkout/${sessionId}/pay`, {
    data: { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "Pro" },
    headers: { origin: baseURL },
  });
  expect(paid.ok()).toBe(true);
}

/** The admin creates a competition through the form, drawing its questions, and activates it. */
/** Creates and activates a competition asking each entrant `questions` of a pool twice that size. */
async function createCompetition(page: Page, title: string, questions: number) {
  await page.goto("/admin/competitions");
  await page.getByRole("button", { name: "Create Competition" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Competition" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Questions across the whole Bible.");
  await dialog.getByLabel("Entry fee ($)").fill("5");
  await dialog.getByLabel("Prize pool ($)").fill("100");
  await dialog.getByLabel("Start date").fill(isoDay(0));
  await dialog.getByLabel("End date").fill(isoDay(7));
  await dialog.getByLabel("Random from the sealed supply").fill(String(4 * questions));
  await dialog.getByRole("button", { name: "Draw questions" }).click();
  await expect(dialog.getByRole("list", { name: "Chosen questions" }).getByRole("listitem")).toHaveCount(4 * questions);
  // More than a quarter of the pool is refused with the reason, next to the field.
  await dialog.getByLabel("Questions per entrant").fill(String(questions + 1));
  await dialog.getByRole("button", { name: "Create Competition" }).click();
  await expect(
    dialog.getByText(
      `The pool must hold at least four times the questions each entrant is asked: with ${4 * questions} chosen, at most ${questions} per entrant.`,
    ),
  ).toBeVisible();
  await dialog.getByLabel("Questions per entrant").fill(String(questions));
  await dialog.getByRole("button", { name: "Create Competition" }).click();
  await expect(page.getByText("Competition created successfully")).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await card.getByRole("button", { name: "Activate" }).click();
  // The app's own dialog asks, in the button's words.
  await page
    .getByRole("alertdialog", { name: `Activate "${title}"?` })
    .getByRole("button", { name: "Activate" })
    .click();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  return card;
}

test.describe("competitions", () => {
  test("an admin creates one; a Pro member pays, plays, sees the board and the receipt; a free member sees the pitch", async ({
    page,
    browser,
    createMember,
    signIn,
    baseURL,
  }) => {
    // Three people's sessions and five answers that each show their reveal for two seconds.
    test.setTimeout(90_000);
    const admin = await ensureAdmin(page);
    await signIn(page, admin);
    const title = `Advent Challenge ${Date.now().toString(36)}`;
    const card = await createCompetition(page, title, 5);
    await shot(page, "admin-1280");

    const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.88.1.1" } });
    const member = await memberContext.newPage();
    const pro: Member = await createMember({ fullName: "Lydia Thyatira" });
    await signIn(member, pro);
    await becomePro(member, baseURL!);
    await member.goto("/competitions");
    const mine = member.getByRole("listitem").filter({ has: member.getByRole("heading", { name: title }) });
    await expect(mine).toContainText("$100.00");
    await mine.getByRole("button", { name: "Join: $5.00" }).click();
    await expect(member).toHaveURL(/\/checkout\/local\/cs_local_/);
    await expect(member.getByRole("heading", { name: `Entry: ${title}` })).toBeVisible();
    await fillCard(member);
    await member.getByRole("button", { name: "Pay $5.00" }).click();

    await expect(member.getByText("Payment successful!")).toBeVisible();
    await expect(member).toHaveURL(/\/competition-quiz\/\d+$/, { timeout: 10_000 });
    await expect(member.getByRole("heading", { name: "Rules" })).toBeVisible();
    await shotBoth(member, "rules");
    await member.getByRole("button", { name: "Start Competition" }).click();
    for (let n = 1; n <= 5; n++) {
      await expect(member.getByText(`Question ${n} of 5`)).toBeVisible();
      if (n === 2) await shotBoth(member, "quiz-question");
      if (n === 3) {
        // A reload resumes the attempt on its clock, at the first question not answered yet.
        member.once("dialog", (dialog) => void dialog.accept());
        await member.reload();
        await expect(member.getByText("Question 3 of 5")).toBeVisible();
        await expect(member.getByRole("heading", { name: "Rules" })).toHaveCount(0);
      }
      // Read, then choose: quick right answers would be held for review (the reveal's 2 s count toward the floor).
      await member.waitForTimeout(competitionReadingMs());
      await member.getByRole("group", { name: "Answers" }).getByRole("button").first().click();
      await expect(member.getByRole("status").filter({ hasText: /Correct!|Incorrect/ })).toBeVisible();
      if (n === 1) await shot(member, "quiz-reveal-1280");
    }
    await expect(member.getByRole("heading", { name: "Quiz Completed!" })).toBeVisible({ timeout: 10_000 });
    await expect(member.getByText(/^Your score: \d+%$/).first()).toBeVisible();
    await shotBoth(member, "completed");
    await member.getByRole("link", { name: "View Leaderboard" }).click();
    // While others can still answer, the board ranks no one: a score is a clue to someone else's questions.
    await expect(
      member.getByText("1 entrant has finished. The rankings, scores and prizes appear once nobody can still answer", { exact: false }),
    ).toBeVisible();
    await expect(member.getByRole("row").filter({ hasText: "Lydia Thyatira" })).toHaveCount(0);
    await expect(member.getByText("Question set fingerprint")).toBeVisible();
    await shot(member, "leaderboard-1280");

    // The admin closes it; the entrant opens the receipt.
    await page.reload();
    await card.getByRole("button", { name: "Complete" }).click();
    await page
      .getByRole("alertdialog", { name: /^Complete "/ })
      .getByRole("button", { name: "Complete" })
      .click();
    await expect(card.getByText("Completed", { exact: true })).toBeVisible();
    await member.reload();
    await expect(member.getByRole("row").filter({ hasText: "Lydia Thyatira" })).toHaveAttribute("aria-current", "true");
    await member.getByRole("link", { name: "Your receipt" }).click();
    await expect(member.getByRole("heading", { name: "The questions did not change" })).toBeVisible();
    await expect(member.getByRole("heading", { name: "Your questions were drawn fairly" })).toBeVisible();
    await expect(member.getByText("(your answer)")).toHaveCount(5);
    await shot(member, "receipt-1280");
    // Playing again is refused with the text of docs/product.md part 2 §5.
    await member.goto(member.url().replace(/\/competitions\/(\d+)\/receipt$/, "/competition-quiz/$1"));
    await expect(member.getByRole("alertdialog").filter({ hasText: "Already Attempted" })).toContainText(
      /You have already completed this competition with a score of \d+%/,
    );
    await memberContext.close();

    const freeContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.88.1.2" } });
    const free = await freeContext.newPage();
    await signIn(free, await createMember(), "/competitions");
    await expect(free.getByRole("heading", { name: "Compete for prizes with Berean Pro" })).toBeVisible();
    await free.getByRole("link", { name: "Upgrade to Pro" }).click();
    await expect(free).toHaveURL(/\/dashboard\/upgrade$/);
    await freeContext.close();
  });

  test("cancelling a competition refunds its entrant", async ({ page, browser, createMember, signIn, baseURL }) => {
    const admin = await ensureAdmin(page);
    await signIn(page, admin);
    const title = `Lent Quiz ${Date.now().toString(36)}`;
    const card = await createCompetition(page, title, 3);

    const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.88.2.1" } });
    const member = await memberContext.newPage();
    await signIn(member, await createMember());
    await becomePro(member, baseURL!);
    await member.goto("/competitions");
    const mine = member.getByRole("listitem").filter({ has: member.getByRole("heading", { name: title }) });
    await mine.getByRole("button", { name: "Join: $5.00" }).click();
    await fillCard(member);
    await member.getByRole("button", { name: "Pay $5.00" }).click();
    await expect(member.getByText("Payment successful!")).toBeVisible();

    await card.getByRole("button", { name: "Cancel competition" }).click();
    const cancel = page.getByRole("alertdialog", { name: /^Cancel "/ });
    await expect(cancel).toContainText("Every paid entry is refunded");
    await cancel.getByRole("button", { name: "Cancel competition" }).click();
    await expect(card.getByText("Canceled", { exact: true })).toBeVisible();

    await member.goto("/competitions");
    await expect(mine.getByText("Refunded")).toBeVisible();
    await member.goto("/dashboard/settings");
    await expect(member.getByRole("row").filter({ hasText: `Competition entry: ${title}` })).toContainText("Refunded");
    await memberContext.close();
  });
});
