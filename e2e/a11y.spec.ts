import type { Page } from "@playwright/test";
import { ensureAdmin, expect, test } from "./fixtures";
import { seriousViolations } from "./support/axe";
import { competitionReadingMs } from "./support/reading-pace";

// Every check here stands alone (its own members, the one administrator): they spread over the workers
// instead of queueing in one, the longest file of the browser suite.
test.describe.configure({ mode: "parallel" });

const PUBLIC_PAGES = [
  "/",
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  "/auth/reset-password?error=INVALID_TOKEN",
  "/bible-questions-and-answers-hub",
  "/bible-questions-and-answers-hub/genesis",
  "/public-leaderboard",
  "/about",
  "/features",
  "/faq",
  "/privacy",
  "/terms",
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
  // Eleven pages, each checked by axe: about 30 s alone, more beside another browser test.
  test.setTimeout(120_000);
  await signIn(page, await createMember());
  for (const path of [
    "/dashboard",
    "/quiz-selection",
    "/dashboard/quizzes",
    "/dashboard/recent-attempts",
    "/dashboard/settings",
    "/dashboard/bible-study",
    "/leaderboard",
    "/dashboard/upgrade",
    "/competitions",
    "/events/live",
    "/events",
  ]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("no serious accessibility violations while taking a quiz and on its result", async ({ page, createMember, signIn }) => {
  await signIn(page, await createMember(), "/quiz-selection");
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

/**
 * The admin area, with its forms open: sixteen axe checks in three tests, so each has its own time
 * beside the other browser tests (an axe check takes several seconds of a busy CI machine).
 */
const ADMIN_PAGES = [
  "/admin",
  "/admin/quizzes",
  "/admin/questions",
  "/admin/challenges",
  "/admin/competitions",
  "/admin/prizes",
  "/admin/inbox",
  "/admin/users",
  "/admin/groups",
  "/admin/attempts",
  "/admin/activity",
  "/admin/page-views",
  "/admin/upload",
  "/rls-test",
];
for (const [part, pages] of [ADMIN_PAGES.slice(0, 7), ADMIN_PAGES.slice(7)].entries()) {
  test(`no serious accessibility violations in the admin area (${part + 1} of 2)`, async ({ page, signIn }) => {
    test.setTimeout(120_000);
    await signIn(page, await ensureAdmin(page));
    for (const path of pages) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}

test("no serious accessibility violations in the admin area's forms", async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn(page, await ensureAdmin(page));
  await page.goto("/admin/questions");
  await page.getByRole("button", { name: "Add Question" }).click();
  await expect(page.getByRole("dialog", { name: "Add Question" })).toBeVisible();
  expect(await seriousViolations(page), "Add Question form").toEqual([]);
  await page.keyboard.press("Escape");
  await page.goto("/admin/quizzes");
  await page.getByRole("button", { name: "Create Quiz" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page), "Create Quiz form").toEqual([]);
});

/** The wave's pages: checkout, billing, competitions (played by keyboard), certificates and events. */
test("no serious accessibility violations on checkout, competitions and certificates; the competition quiz works by keyboard", async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  const post = async (p: Page, url: string, data: unknown = {}) => {
    const res = await p.request.post(url, { data, headers: { origin } });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Test Member" };
  const siteDate = (plusDays = 0) => new Date(Date.now() + plusDays * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/New_York" });

  await signIn(page, await ensureAdmin(page));

  // A competition asking the member below 3 questions of a pool of 6.
  const drawn = await (await page.request.get("/api/admin/competitions/draw?count=12")).json();
  const title = `Keyboard Cup ${Date.now().toString(36)}`;
  const competition = await post(page, "/api/admin/competitions", {
    title,
    description: "Three questions.",
    entryFeeCents: 100,
    prizePoolCents: 1000,
    maxParticipants: null,
    startDate: siteDate(),
    endDate: siteDate(7),
    questionIds: drawn.questionIds,
    questionsPerEntrant: 3,
  });
  await post(page, `/api/admin/competitions/${competition.id}/status`, { status: "active" });

  // The member's checkout, then the competition played with the keyboard alone.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.79.1.1" } });
  const member = await context.newPage();
  await signIn(member, await createMember({ fullName: "Dorcas Joppa" }), "/dashboard/upgrade");
  expect(await seriousViolations(member), "/dashboard/upgrade").toEqual([]);
  const checkout = await post(member, "/api/billing/checkout");
  await member.goto(new URL(checkout.url, origin).pathname);
  await expect(member.getByRole("button", { name: /^Subscribe: / })).toBeVisible();
  expect(await seriousViolations(member), "checkout page").toEqual([]);
  await post(member, `/api/local-pay/checkout/${new URL(checkout.url, origin).pathname.split("/").pop()}/pay`, card);
  const joined = await post(member, `/api/competitions/${competition.id}/join`);
  await post(member, `/api/local-pay/checkout/${new URL(joined.url, origin).pathname.split("/").pop()}/pay`, card);
  await member.goto("/competitions");
  expect(await seriousViolations(member), "/competitions").toEqual([]);

  await member.goto(`/competition-quiz/${competition.id}`);
  await expect(member.getByRole("heading", { name: "Rules" })).toBeVisible();
  expect(await seriousViolations(member), "competition rules").toEqual([]);
  await member.getByRole("button", { name: "Start Competition" }).focus();
  await member.keyboard.press("Enter");
  for (let n = 1; n <= 3; n++) {
    await expect(member.getByText(`Question ${n} of 3`)).toBeVisible();
    // Tab reaches the answers; Enter chooses one; the outcome is announced in a live region.
    const answers = member.getByRole("group", { name: "Answers" }).getByRole("button");
    for (let i = 0; i < 30 && !(await answers.first().evaluate((el) => el === document.activeElement)); i++) await member.keyboard.press("Tab");
    await expect(answers.first()).toBeFocused();
    // At a reader's pace: a result answered faster than a person reads is held, and completion waits for an admin.
    await member.waitForTimeout(competitionReadingMs());
    await member.keyboard.press("Enter");
    await expect(member.getByRole("status").filter({ hasText: /Correct!|Incorrect/ })).toBeVisible();
    if (n === 1) expect(await seriousViolations(member), "competition question").toEqual([]);
  }
  await expect(member.getByRole("heading", { name: "Quiz Completed!" })).toBeVisible({ timeout: 10_000 });
  expect(await seriousViolations(member), "competition completed").toEqual([]);
  // While it runs the board ranks nobody (its scores come from sealed questions still being asked).
  await member.goto(`/competition-leaderboard/${competition.id}`);
  await expect(member.getByText("1 entrant has finished.", { exact: false })).toBeVisible();
  expect(await seriousViolations(member), "competition leaderboard while it runs").toEqual([]);

  // Completed: the board, the receipt, the certificate in settings and its public page.
  await post(page, `/api/admin/competitions/${competition.id}/status`, { status: "completed" });
  await member.reload();
  await expect(member.getByRole("row").filter({ hasText: "Dorcas Joppa" })).toBeVisible();
  expect(await seriousViolations(member), "competition leaderboard").toEqual([]);
  await member.goto(`/competitions/${competition.id}/receipt`);
  await expect(member.getByRole("heading", { name: "The questions did not change" })).toBeVisible();
  expect(await seriousViolations(member), "receipt").toEqual([]);
  await member.goto("/dashboard/settings");
  expect(await seriousViolations(member), "settings with a certificate").toEqual([]);
  const { certificates } = await (await member.request.get("/api/me/certificates")).json();
  const mine = certificates.find((c: { title: string }) => c.title === title);
  await member.goto(`/certificates/${mine.code}`);
  await expect(member.getByText("Dorcas Joppa").first()).toBeVisible();
  expect(await seriousViolations(member), "certificate page").toEqual([]);
  await member.goto("/events");
  expect(await seriousViolations(member), "/events").toEqual([]);
  await context.close();
});
