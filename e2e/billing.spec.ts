import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** SCREENS=1 saves screenshots under e2e/screens/billing (ignored by git) for a look by eye. */
async function shot(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/billing", { recursive: true });
  await page.screenshot({ path: `e2e/screens/billing/${name}.png`, fullPage: true });
}

async function noSeriousViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
}

/** Uses up the free plan's quiz of the week through the API (started and left), as a member who already played would have. */
async function useWeeklyQuiz(page: Page, baseURL: string) {
  const { quizzes } = await (await page.request.get("/api/quizzes")).json();
  const genesis = quizzes.find((q: { title: string }) => q.title === "Genesis Quiz");
  const started = await page.request.post(`/api/quizzes/${genesis.id}/attempts`, { data: {}, headers: { origin: baseURL } });
  expect(started.status()).toBe(201);
  const { attempt } = await started.json();
  expect((await page.request.post(`/api/attempts/${attempt.id}/abandon`, { data: {}, headers: { origin: baseURL } })).ok()).toBe(true);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM / YY)").fill("1234");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Lydia Purple");
}

test.describe("Pro", () => {
  test("a free member at the weekly limit upgrades on the test checkout, a declined card first, then takes a second quiz", async ({
    page,
    createMember,
    signIn,
    baseURL,
  }) => {
    await signIn(page, await createMember({ fullName: "Lydia Thyatira" }));
    await useWeeklyQuiz(page, baseURL!);

    await page.goto("/quiz-selection");
    await expect(page.getByRole("region", { name: "Weekly Limit Reached" })).toBeVisible();
    // No card offers the refused start; the quiz opened by its address is refused with the upgrade offer.
    const { quizzes } = await (await page.request.get("/api/quizzes")).json();
    await page.goto(`/quiz/${quizzes.find((q: { title: string }) => q.title === "Matthew Quiz").id}`);
    const limit = page.getByRole("alertdialog").filter({ hasText: "Weekly Limit Reached" });
    await limit.getByRole("link", { name: "Upgrade to Pro" }).click();

    await expect(page).toHaveURL(/\/dashboard\/upgrade$/);
    await expect(page.getByRole("heading", { name: "Free" })).toBeVisible();
    await expect(page.getByText("Current plan", { exact: true })).toBeVisible();
    await expect(page.getByText("Most popular")).toBeVisible();
    await expect(page.getByText("$3.99")).toBeVisible();
    await shot(page, "upgrade-1280");
    await page.getByRole("button", { name: "Upgrade to Pro" }).click();

    await expect(page).toHaveURL(/\/checkout\/local\/cs_local_\w+$/);
    await expect(page.getByRole("note", { name: "Test mode" })).toContainText("TEST MODE");
    await expect(page.getByRole("heading", { name: "Subscribe to Berean Pro" })).toBeVisible();
    await noSeriousViolations(page);
    await fillCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Subscribe/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
    await shot(page, "checkout-declined-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, "checkout-declined-375");
    await page.setViewportSize({ width: 1280, height: 720 });
    expect((await (await page.request.get("/api/billing")).json()).plan).toBe("free");

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Subscribe/ }).click();
    await expect(page).toHaveURL(/\/dashboard(\?|$)/);
    await expect(page.getByText("Welcome to Berean Pro!")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }).locator("..").getByText("Pro", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await shot(page, "dashboard-pro-1280");
    // Pro members see Competitions in the sidebar, and the upgrade page sends them home.
    await expect(page.getByRole("navigation", { name: "Member" }).getByRole("link", { name: "Competitions" })).toBeVisible();
    await page.goto("/dashboard/upgrade");
    await expect(page).toHaveURL(/\/dashboard$/);

    // A second quiz the same week.
    await page.goto("/quiz-selection");
    await page.getByRole("button", { name: "Start Quiz: Matthew Quiz", exact: true }).click();
    await expect(page.getByText("Question 1 of 25", { exact: true })).toBeVisible();
  });

  test("cancelling from settings keeps Pro to the end date, which settings shows", async ({ page, createMember, signIn }) => {
    await signIn(page, await createMember({ fullName: "Phoebe Cenchrea" }), "/dashboard");
    await expect(page.getByRole("heading", { name: /Membership/ })).toBeVisible();
    await page
      .getByRole("region", { name: /Membership/ })
      .getByRole("link", { name: "Upgrade to Pro" })
      .click();
    await page.getByRole("button", { name: "Upgrade to Pro" }).click();
    await fillCard(page, "4242424242424242");
    await page.getByRole("button", { name: /^Subscribe/ }).click();
    await expect(page.getByText("Welcome to Berean Pro!")).toBeVisible();

    await page.goto("/dashboard/settings");
    const billing = page.getByRole("heading", { name: "Plan & billing" }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
    await expect(billing.getByText("Renews on", { exact: true })).toBeVisible();
    const payments = page.getByRole("table");
    await expect(payments.getByRole("row")).toHaveCount(2);
    await expect(payments.getByRole("row").nth(1)).toContainText("Berean Pro, monthly");
    await expect(payments.getByRole("row").nth(1)).toContainText("$3.99");
    await expect(payments.getByRole("row").nth(1)).toContainText("Paid");
    await shot(page, "settings-pro-1280");

    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page).toHaveURL(/\/checkout\/local\/portal\/bps_local_\w+$/);
    await expect(page.getByRole("note", { name: "Test mode" })).toBeVisible();
    await noSeriousViolations(page);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Your subscription will end on/ })).toBeVisible();
    await shot(page, "portal-cancelled-1280");
    await page.getByRole("link", { name: "Return to Berean" }).click();

    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByText("Ends on", { exact: true })).toBeVisible();
    const ending = page.getByRole("status").filter({ hasText: /Your subscription is canceled and ends on \w+ \d{1,2}, \d{4}/ });
    await expect(ending).toBeVisible();
    await expect(page.getByText("Pro", { exact: true }).first()).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, "settings-cancelled-375");
  });
});
