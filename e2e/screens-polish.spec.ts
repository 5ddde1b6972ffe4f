import type { Page } from "@playwright/test";
import { scoreLabel } from "@berean/domain";
import { ensureAdmin, expect, test } from "./fixtures";

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Nothing hides behind a sideways scroll of the page. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** On a phone a table's row is a card: every column's header beside its value, all in view. */
async function expectCard(card: ReturnType<Page["getByRole"]>, headers: string[]) {
  await expect(card.getByRole("term")).toHaveText(headers, { ignoreCase: true });
  const values = card.getByRole("definition");
  await expect(values).toHaveCount(headers.length);
  for (let i = 0; i < headers.length; i++) await expect(values.nth(i)).toBeVisible();
}

test("tables on phones are cards with every value and no sideways scroll; 'Void' and the score label are there at 375 and 1280 px", async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
}) => {
  const member = await createMember({ fullName: `Tabitha ${Date.now().toString(36)}` });
  const memberContext = await browser.newContext({ baseURL, viewport: PHONE, extraHTTPHeaders: { "x-forwarded-for": "10.89.31.1" } });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  const headers = { origin: baseURL! };
  const { quizzes } = await (await memberPage.request.get("/api/quizzes")).json();
  const { attempt } = await (await memberPage.request.post(`/api/quizzes/${quizzes[0].id}/attempts`, { data: {}, headers })).json();
  await memberPage.request.post(`/api/attempts/${attempt.id}/answers`, { data: { position: 1, chosenIndex: 0 }, headers });
  const { score } = (await (await memberPage.request.post(`/api/attempts/${attempt.id}/finish`, { data: {}, headers })).json()) as { score: number };

  await memberPage.goto("/dashboard/recent-attempts");
  const card = memberPage.getByRole("listitem").filter({ hasText: quizzes[0].title });
  await expectCard(card, ["Quiz", "Score", "Correct", "Wrong", "Time Used", "Date Attempted"]);
  await expectNoSidewaysScroll(memberPage);
  await memberContext.close();

  await page.setViewportSize(PHONE);
  await signIn(page, await ensureAdmin(page), "/admin/users");
  await page.getByRole("searchbox", { name: "Search users" }).fill(member.email);
  const userCard = page.getByRole("listitem").filter({ hasText: member.email });
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("term") })).toHaveCount(1);
  await expectCard(userCard, ["User ID", "Full Name", "Email", "Role", "Plan", "Attempts"]);
  await expectNoSidewaysScroll(page);

  await page.goto("/admin/attempts");
  await page.getByRole("searchbox", { name: "Search attempts" }).fill(member.email);
  const attemptCard = page.getByRole("listitem").filter({ hasText: member.email });
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("term") })).toHaveCount(1);
  await expectCard(attemptCard, ["User", "Quiz", "Score", "Correct", "Wrong", "Time", "Status", "Date"]);
  await expect(attemptCard).toContainText(scoreLabel(score));
  await expectNoSidewaysScroll(page);
  const voidName = `Void result: ${member.fullName}, ${quizzes[0].title}`;
  await attemptCard.getByRole("button", { name: voidName }).click();
  const dialog = page.getByRole("dialog", { name: "Void this result?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.setViewportSize(DESKTOP);
  const row = page.getByRole("row").filter({ hasText: member.email });
  await expect(row).toContainText(scoreLabel(score));
  const voidButton = row.getByRole("button", { name: voidName });
  await expect(voidButton).toBeInViewport({ ratio: 1 });
  await voidButton.click();
  await expect(dialog).toBeVisible();
});

test("a new member: '—' for the scores they have none of, counts in the right number, the day's passage itself, toasts off the title", async ({
  page,
  createMember,
  signIn,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, await createMember({ fullName: "Lydia Thyatira" }));
  const figure = (label: string) =>
    page
      .getByRole("listitem")
      .filter({ hasText: label })
      .getByText(/^(\d+|—|\d+m \d+s|0s)$/);
  await expect(figure("Total Attempts")).toHaveText("0");
  await expect(figure("Average Score")).toHaveText("—");
  await expect(figure("Best Score")).toHaveText("—");
  await expect(page.getByText("Longest 0 days · 0 days read")).toBeVisible();

  const { reading } = await (await page.request.get("/api/streak")).json();
  await page.getByRole("link", { name: "Read Now" }).click();
  await expect(page.getByRole("heading", { name: "Bible Study" })).toBeVisible();
  const firstWords = (reading.verses[0].text as string).split(" ").slice(0, 5).join(" ");
  await expect(page.getByRole("blockquote")).toContainText(firstWords);
  await expect(page.getByRole("figure")).toContainText(`${reading.reference} (KJV)`);
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Mark as read" }).click();
  await expect(page.getByTestId("Total days read")).toHaveText("1 day");

  await page.setViewportSize(DESKTOP);
  await page.goto("/dashboard/settings");
  await page.getByLabel("Full Name").fill("Lydia of Thyatira");
  await page
    .locator("form")
    .filter({ has: page.getByLabel("Full Name") })
    .getByRole("button", { name: "Save Changes" })
    .click();
  const toast = page.getByRole("listitem").filter({ hasText: "Profile Updated" });
  await expect(toast).toBeVisible();
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThan(title.y + title.height);
  expect(box.y + box.height).toBeGreaterThan(DESKTOP.height / 2);
});
