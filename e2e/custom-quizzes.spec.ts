import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seriousViolations } from "./support/axe";

/** SCREENS=1 saves screenshots under e2e/screens/custom-quizzes (ignored by git) for a look by eye. */
async function shot(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/custom-quizzes", { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screens/custom-quizzes/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a group leader builds a custom quiz, shares it with the group and prints it; a member takes it through the quiz player and sees the result", async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
}) => {
  test.setTimeout(90_000);
  const title = `Acts review ${Date.now().toString(36)}`;

  // The leader's group, and its invite code for the member.
  await signIn(page, await createMember({ fullName: "Lydia Thyatira" }));
  const headers = { origin: baseURL! };
  const created = await page.request.post("/api/groups", { data: { name: "Philippi Youth" }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { id: groupId } = (await created.json()) as { id: number };
  const invite = await page.request.post(`/api/groups/${groupId}/invite`, { headers });
  const { code } = (await invite.json()) as { code: string };

  await page.goto("/custom-quizzes");
  await expect(page.getByRole("heading", { level: 1, name: "Custom quizzes" })).toBeVisible();
  await expect(page.getByText("No custom quizzes yet")).toBeVisible();
  await expect(page.getByText("Nothing shared with you yet")).toBeVisible();
  expect(await seriousViolations(page), "/custom-quizzes, empty").toEqual([]);
  await shot(page, "list-empty-leader");

  await page.getByRole("link", { name: "Create a custom quiz" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a custom quiz" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByRole("spinbutton", { name: "Questions" }).fill("6");
  await page.getByRole("button", { name: "Draw 6 questions" }).click();
  const preview = page.getByRole("list", { name: "Questions", exact: true });
  await expect(preview.locator(":scope > li")).toHaveCount(6);
  await page.getByRole("button", { name: "Remove question 6" }).click();
  await expect(preview.locator(":scope > li")).toHaveCount(5);
  // One by hand instead.
  await page.getByRole("radio", { name: "Pick by hand" }).click();
  await page
    .getByRole("button", { name: /^Add: / })
    .first()
    .click();
  await expect(preview.locator(":scope > li")).toHaveCount(6);
  await page.getByRole("checkbox", { name: "Philippi Youth" }).check();
  expect(await seriousViolations(page), "the builder").toEqual([]);
  await shot(page, "builder");
  await page.getByRole("button", { name: "Save quiz" }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("list", { name: "Questions", exact: true }).locator(":scope > li")).toHaveCount(6);
  const sheet = page.getByRole("link", { name: "Print question sheet" });
  const sheetPdf = await page.request.get((await sheet.getAttribute("href"))!);
  expect(sheetPdf.headers()["content-type"]).toBe("application/pdf");
  expect((await sheetPdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const keyPdf = await page.request.get((await page.getByRole("link", { name: "Print answer key" }).getAttribute("href"))!);
  expect(keyPdf.status()).toBe(200);
  expect(await seriousViolations(page), "the quiz's page, owner").toEqual([]);
  await shot(page, "quiz-owner");

  // A member joins the group and finds the quiz shared with them.
  const memberContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  const member = await memberContext.newPage();
  await signIn(member, await createMember({ fullName: "Silas Berea" }));
  expect((await member.request.post(`/api/join/${code}`, { headers })).status()).toBe(200);
  await member.goto("/custom-quizzes");
  await expect(member.getByText("Custom quizzes are a Pro benefit")).toBeVisible();
  await shot(member, "list-member");
  await member.getByRole("link", { name: new RegExp(title) }).click();
  await expect(member.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(member.getByRole("link", { name: "Print question sheet" })).toHaveCount(0);
  expect(await seriousViolations(member), "the quiz's page, member").toEqual([]);
  await shot(member, "quiz-member");

  await member.getByRole("link", { name: `Start quiz: ${title}` }).click();
  for (let n = 1; n <= 6; n++) {
    const next = member.getByRole("button", { name: n === 6 ? "Finish Quiz" : "Next Question" });
    await expect(next).toBeDisabled();
    await member
      .getByRole("radio")
      .nth(n % 4)
      .click();
    await next.click();
  }
  const done = member.getByRole("alertdialog").filter({ hasText: "Quiz completed!" });
  await done.getByRole("button", { name: "View Results" }).click();
  await expect(member.getByRole("heading", { name: "Score Breakdown" })).toBeVisible();
  await expect(member.getByText(title).first()).toBeVisible();
  await shot(member, "result");

  await member.goto("/custom-quizzes");
  await expect(member.getByRole("list", { name: "Custom quizzes shared with me" })).toContainText("Taken");
  await memberContext.close();
});
