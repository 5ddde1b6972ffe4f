import { mkdirSync } from "node:fs";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { ensureAdmin, expect, mailedLink, PASSWORD, test, uniqueEmail, type Member } from "./fixtures";

/**
 * A determined player with burner accounts (issue 26, docs/security.md 37 and 39): three free accounts
 * finish the Psalms quiz as fast as a script can and read their reviews; the main account plays it
 * in the browser with the answers they learned. The reviews name questions by each attempt's own
 * places, so the key is copied by text, and a run answered faster than a person can read is held:
 * 'Under review' for the member, 'Held for review' for the admins, off the board until decided.
 */

/** SCREENS=1 saves screenshots under e2e/screens/fair-play (ignored by git) for a look by eye. */
async function shot(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/fair-play", { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screens/fair-play/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A burner account, registered, verified and signed in from its own address, as a script would hold one. */
async function burner(browser: Browser, baseURL: string, fullName: string, ip: string): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip, origin: baseURL } });
  const member: Member = { fullName, email: uniqueEmail("burner"), password: PASSWORD };
  expect((await context.request.post("/api/auth/sign-up/email", { data: { name: fullName, email: member.email, password: member.password } })).status()).toBe(
    200,
  );
  expect((await context.request.get(await mailedLink(context.request, member.email, "/api/auth/verify-email"), { maxRedirects: 0 })).status()).toBe(302);
  expect((await context.request.post("/api/auth/sign-in/email", { data: { email: member.email, password: member.password } })).status()).toBe(200);
  return context.request;
}

/** A burner's run: every question answered at once with the first option, then its review read: question text → right option. */
async function burn(request: APIRequestContext, quizId: number): Promise<Map<string, string>> {
  const { attempt } = await (await request.post(`/api/quizzes/${quizId}/attempts`, { data: {} })).json();
  for (const q of attempt.questions as Array<{ position: number }>)
    await request.post(`/api/attempts/${attempt.id}/answers`, { data: { position: q.position, chosenIndex: 0 } });
  await request.post(`/api/attempts/${attempt.id}/finish`, { data: {} });
  const { result } = await (await request.get(`/api/results/${attempt.id}`)).json();
  const review = result.review as Array<{ position: number; text: string; options: string[]; correctIndex: number }>;
  expect(Object.keys(review[0]!)).not.toContain("questionId");
  return new Map(review.map((r) => [r.text, r.options[r.correctIndex]!]));
}

test("answers copied from burner accounts are held for review: 'Under review' for the member, voided by an admin", async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
}) => {
  test.setTimeout(120_000);
  const main = await createMember({ fullName: `Demas ${Date.now().toString(36)}` });
  await signIn(page, main);
  const { quizzes } = await (await page.request.get("/api/quizzes")).json();
  const psalms = quizzes.find((q: { title: string }) => q.title === "Psalms Quiz");

  const key = new Map<string, string>();
  for (const [i, name] of ["Burner One", "Burner Two", "Burner Three"].entries()) {
    for (const [text, answer] of await burn(await burner(browser, baseURL!, name, `10.88.4.${i + 1}`), psalms.id)) key.set(text, answer);
  }

  // The main account plays in the browser, clicking the copied answer wherever it has one.
  await page.goto("/quiz-selection");
  await page.getByRole("button", { name: "Start Quiz: Psalms Quiz", exact: true }).click();
  let copied = 0;
  for (let n = 1; n <= 25; n++) {
    await expect(page.getByText(`Question ${n} of 25`, { exact: true })).toBeVisible();
    const text = (await page.locator("#question-text").textContent())!.trim();
    const answer = key.get(text);
    if (answer) copied += 1;
    await (answer ? page.getByRole("radio", { name: answer, exact: true }) : page.getByRole("radio").first()).click();
    await page.getByRole("button", { name: n === 25 ? "Finish Quiz" : "Next Question" }).click();
  }
  // Three reviews of a pool of 50 cover most of it.
  expect(copied).toBeGreaterThanOrEqual(15);
  const done = page.getByRole("alertdialog").filter({ hasText: "Quiz completed!" });
  await done.getByRole("button", { name: "View Results" }).click();
  await expect(page.getByRole("heading", { name: "Your Result" })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "Under review" })).toBeVisible();
  await shot(page, "result-under-review");
  const resultUrl = page.url();
  await page.goto("/dashboard/recent-attempts");
  await expect(page.getByRole("row").filter({ hasText: "Psalms Quiz" })).toContainText("Under review");

  // The admins see it held, with the reason, and void it.
  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.88.4.9" } });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, await ensureAdmin(adminPage), "/admin");
  // The dashboard and the sidebar say that results wait, and lead to them.
  const attention = adminPage.getByRole("region", { name: "Needs your attention" });
  await expect(attention).toContainText(/\d+ results? held for review/);
  await expect(adminPage.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Attempts \d+ held for review$/ })).toBeVisible();
  await attention.getByRole("link", { name: "Review them" }).click();
  await expect(adminPage).toHaveURL(/\/admin\/attempts$/);
  const held = adminPage.getByRole("region", { name: /Held for review/ });
  const item = held.getByRole("listitem").filter({ hasText: main.fullName });
  await expect(item).toContainText("Psalms Quiz");
  await expect(item).toContainText("Answered faster than a person can read");
  await shot(adminPage, "admin-held-for-review");
  await item.getByRole("button", { name: `Void result: ${main.fullName}, Psalms Quiz` }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Void this result?" });
  await dialog.getByLabel("Reason (the member sees it)").fill("Answers copied from other accounts.");
  await dialog.getByRole("button", { name: "Void Result" }).click();
  await expect(adminPage.getByText("Result voided")).toBeVisible();
  await expect(held.getByRole("listitem").filter({ hasText: main.fullName })).toHaveCount(0);
  await adminContext.close();

  await page.goto(resultUrl);
  await expect(page.getByRole("note").filter({ hasText: "This result was voided by an administrator" })).toContainText("Answers copied from other accounts.");
});
