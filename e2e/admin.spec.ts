import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ensureAdmin, expect, test } from "./fixtures";

/** SCREENS=1 saves screenshots under e2e/screens/admin (ignored by git) for a look by eye. */
async function shot(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/admin", { recursive: true });
  await page.screenshot({ path: `e2e/screens/admin/${name}.png`, fullPage: true });
}

test.describe("admin area", () => {
  test("users: search a member, rename and promote them; their session ends at once", async ({ page, browser, baseURL, createMember, signIn }) => {
    const admin = await ensureAdmin(page);
    await signIn(page, admin);
    const member = await createMember({ fullName: `Epaphras ${Date.now().toString(36)}` });

    const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.1.1" } });
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member);

    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search users" }).fill(member.fullName);
    const row = page.getByRole("row").filter({ hasText: member.email });
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(row).toHaveCount(1);
    await shot(page, "users-1280");
    await row.getByRole("link", { name: member.fullName }).click();

    await expect(page.getByRole("heading", { name: "Edit User" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(member.email);
    await page.getByLabel("Full Name").fill(`${member.fullName} of Colossae`);
    await page.getByLabel("Role").selectOption("admin");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.getByRole("searchbox", { name: "Search users" }).fill(member.email);
    await expect(page.getByRole("row").filter({ hasText: `${member.fullName} of Colossae` })).toContainText("Admin");

    // The promoted member's old session is gone: the next page sends them to sign in.
    await memberPage.goto("/dashboard/settings");
    await expect(memberPage).toHaveURL(/\/auth\/login/);
    await memberContext.close();
  });
});

test("page views: per page and per day, sortable, with a chart", async ({ page, signIn }) => {
  // A visit of the hub counts (the islands script counts server-rendered pages too).
  await page.goto("/bible-questions-and-answers-hub/obadiah");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await signIn(page, await ensureAdmin(page), "/admin/page-views");
  await expect(page.getByRole("heading", { name: "Page Views" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Bar chart of views per day over the last 30 days/ })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "/bible-questions-and-answers-hub/obadiah" })).toBeVisible();
  const views = page.getByRole("columnheader", { name: "Views" });
  await expect(views).toHaveAttribute("aria-sort", "descending");
  await views.getByRole("button").click();
  await expect(views).toHaveAttribute("aria-sort", "ascending");
  await page.getByLabel("Range").selectOption("7");
  await expect(page.getByText(/views in the last 7 days/)).toBeVisible();
  await shot(page, "page-views-1280");
});

test("attempts: a member's ended attempt is found, sorted, and exported as CSV", async ({ page, browser, baseURL, createMember, signIn }) => {
  const member = await createMember({ fullName: `Onesimus ${Date.now().toString(36)}` });
  const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.2.1" } });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  const { quizzes } = await (await memberPage.request.get("/api/quizzes")).json();
  const started = await memberPage.request.post(`/api/quizzes/${quizzes[0].id}/attempts`, { data: {}, headers: { origin: baseURL! } });
  const { attempt } = await started.json();
  await memberPage.request.post(`/api/attempts/${attempt.id}/abandon`, { data: {}, headers: { origin: baseURL! } });
  await memberContext.close();

  await signIn(page, await ensureAdmin(page), "/admin/attempts");
  await page.getByRole("searchbox", { name: "Search attempts" }).fill(member.fullName);
  const row = page.getByRole("row").filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(quizzes[0].title);
  await expect(row).toContainText("Abandoned");
  // The search has reached the server: only this member's attempt is listed (and exported).
  await expect(page.getByText("1 attempt · page 1 of 1")).toBeVisible();
  await page.getByLabel("Sort by").selectOption("score");
  await page.getByLabel("Order").selectOption("asc");
  await expect(row).toHaveCount(1);
  await shot(page, "attempts-1280");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export Data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^berean-attempts-\d{4}-\d{2}-\d{2}\.csv$/);
  const { readFileSync } = await import("node:fs");
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv.split(/\r?\n/)[0]).toBe("Attempt,User,Email,Quiz,Status,Score,Correct,Wrong,Seconds Used,Started,Finished");
  expect(csv).toContain(member.email);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
});

test("activity: a member's sign-in shows, filtered by action and range; nothing matching says so", async ({ page, createMember, signIn, browser, baseURL }) => {
  const member = await createMember({ fullName: `Tabitha ${Date.now().toString(36)}` });
  const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.3.1" } });
  await signIn(await memberContext.newPage(), member);
  await memberContext.close();

  await signIn(page, await ensureAdmin(page), "/admin/activity");
  await expect(page.getByText("Total Activities")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search activity" }).fill(member.fullName);
  await page.getByLabel("Action").selectOption("sign_in");
  await page.getByLabel("Time range").selectOption("hour");
  const row = page.getByRole("row").filter({ hasText: member.email });
  // The search has reached the server: the header and this one sign-in.
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Signed in");
  await shot(page, "activity-1280");
  await page.getByLabel("Action").selectOption("payment");
  await expect(page.getByText("No activities found")).toBeVisible();
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByText("No activities found")).toBeVisible();
});

// Site-wide: runs alone, after the tests that run side by side (playwright.config.ts, @site-wide).
test("dashboard: real figures, charts and system status; the membership flag hides the section for members", { tag: "@site-wide" }, async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
}) => {
  await signIn(page, await ensureAdmin(page), "/admin");
  for (const label of ["Total Users", "Total Attempts", "Average Score", "Highest Score", "Page Views"])
    await expect(page.getByRole("main").getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "System Status" })).toBeVisible();
  await expect(page.getByText(/^Reachable · [\d.]+ ms$/)).toBeVisible();
  await expect(page.getByRole("img", { name: /finished attempts over the last 30 days/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent activity" })).toBeVisible();
  await shot(page, "dashboard-1280");

  const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.4.1" } });
  const member = await memberContext.newPage();
  await signIn(member, await createMember(), "/dashboard");
  await expect(member.getByRole("heading", { name: /Membership/ })).toBeVisible();

  const flag = page.getByRole("checkbox", { name: "Hide Membership Section on User Dashboard" });
  try {
    await flag.click();
    await expect(flag).toBeChecked();
    await member.reload();
    await expect(member.getByRole("heading", { name: "Your Stats" })).toBeVisible();
    await expect(member.getByRole("heading", { name: /Membership/ })).toHaveCount(0);
    await flag.click();
    await expect(flag).not.toBeChecked();
    await member.reload();
    await expect(member.getByRole("heading", { name: /Membership/ })).toBeVisible();
  } finally {
    // The flag is site-wide: other tests expect the section, whatever happened here.
    await page.request.put("/api/admin/flags/hide_membership_section", { data: { value: false }, headers: { origin: baseURL! } });
    await memberContext.close();
  }
});

test("upload: a CSV previewed with each row's errors, then its valid rows added; a wrong file type refused", async ({ page, signIn }) => {
  await signIn(page, await ensureAdmin(page), "/admin/upload");
  const template = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Template" }).click();
  expect((await template).suggestedFilename()).toBe("berean-questions-template.csv");

  await page.getByLabel("CSV file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Please upload a CSV file only.")).toBeVisible();

  const tag = Date.now().toString(36);
  const csv = [
    "question,optionA,optionB,optionC,optionD,correctIndex,book,reference",
    `Who killed Goliath (${tag})?,David,Saul,Jonathan,Samuel,0,1 Samuel,1 Samuel 17:50`,
    `Broken row (${tag})?,a,b,c,d,9`,
    `Who built the ark (${tag})?,Moses,Noah,Abraham,Lot,1,genesis,Genesis 6:14`,
  ].join("\n");
  await page.getByLabel("CSV file").setInputFiles({ name: "questions.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByRole("status").filter({ hasText: "2 valid rows, 1 with errors" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Broken row" })).toContainText("correctIndex must be a number between 0-3");
  await shot(page, "upload-preview-1280");
  await page.getByRole("button", { name: "Upload 2 questions" }).click();
  await expect(page.getByText("Upload successful!").first()).toBeVisible();
  await expect(page.getByText("2 questions have been added to the database.").first()).toBeVisible();
});
