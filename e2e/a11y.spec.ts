import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Serious and critical accessibility problems (axe-core, WCAG 2 A/AA) on the pages people meet most. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const PUBLIC_PAGES = [
  "/",
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  "/auth/reset-password?error=INVALID_TOKEN",
  "/bible-questions-and-answers-hub",
  "/bible-questions-and-answers-hub/genesis",
  "/public-leaderboard",
  "/events/live",
  "/certificates/AAAAAAAAAAAAAAAAAAAAAAAA",
  "/no/such/page",
];

for (const path of PUBLIC_PAGES) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("no serious accessibility violations on the member pages", async ({ page, createMember, signIn }) => {
  await signIn(page, await createMember());
  for (const path of ["/dashboard", "/quiz-selection", "/dashboard/quizzes", "/dashboard/recent-attempts", "/dashboard/settings", "/dashboard/bible-study", "/leaderboard", "/dashboard/upgrade", "/competitions", "/events/live", "/events"]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("no serious accessibility violations while taking a quiz and on its result", async ({ page, createMember, signIn }) => {
  await signIn(page, await createMember());
  await page.goto("/quiz-selection");
  await page.getByRole("button", { name: "Start Quiz: Acts Quiz", exact: true }).click();
  await expect(page.getByText("Question 1 of 25", { exact: true })).toBeVisible();
  await page.keyboard.press("2");
  expect(await seriousViolations(page), "quiz page").toEqual([]);
  for (let n = 1; n <= 25; n++) {
    await expect(page.getByText(`Question ${n} of 25`, { exact: true })).toBeVisible();
    await page.keyboard.press(String((n % 4) + 1));
    await page.keyboard.press("Enter");
  }
  const done = page.getByRole("alertdialog").filter({ hasText: "Quiz completed!" });
  await expect(done).toBeVisible();
  await done.getByRole("button", { name: "View Results" }).click();
  await expect(page.getByRole("heading", { name: "Score Breakdown" })).toBeVisible();
  expect(await seriousViolations(page), "result page").toEqual([]);
});
