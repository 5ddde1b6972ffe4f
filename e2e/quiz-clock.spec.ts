import { expect, test } from "./fixtures";

/**
 * The quiz clock's warnings and its auto-finish, with the page's clock fast-forwarded (Playwright's
 * fake timers). The server keeps its own real clock: it still owns the deadline and the score.
 */
test("the clock turns orange with a warning at 3 minutes, red with a final warning at 1 minute, warns at 30 s, and finishes at 0", async ({
  page,
  createMember,
  signIn,
}) => {
  await signIn(page, await createMember({ fullName: "Anna Phanuel" }));
  await page.clock.install();
  await page.goto("/quiz-selection");
  await page.getByRole("button", { name: "Start Quiz: Psalms Quiz", exact: true }).click();
  await expect(page.getByText("Question 1 of 25", { exact: true })).toBeVisible();
  // A CSS locator: while a warning dialog is open, the page behind it is hidden from the accessibility tree.
  const timer = page.locator('[role="timer"]');
  await expect(timer).toHaveAttribute("data-tone", "blue");

  // Answer one question so the attempt holds something when the clock runs out.
  await page.keyboard.press("1");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Question 2 of 25", { exact: true })).toBeVisible();

  const warning = (title: string) => page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: title });
  await page.clock.fastForward("07:05");
  await expect(warning("3 minutes left")).toBeVisible();
  await expect(timer).toHaveAttribute("data-tone", "orange");
  await page.keyboard.press("Escape");
  await expect(warning("3 minutes left")).toBeHidden();

  await page.clock.fastForward("02:00");
  await expect(warning("Final warning: 1 minute left")).toBeVisible();
  await expect(timer).toHaveAttribute("data-tone", "red");
  await page.keyboard.press("Escape");

  await page.clock.fastForward("00:30");
  await expect(warning("30 seconds left")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.clock.fastForward("00:35");
  const done = page.getByRole("alertdialog").filter({ hasText: "Quiz completed!" });
  await expect(done).toBeVisible();
  await expect(done).toContainText(/You scored \d+ points with [01] correct answers\./);
});
