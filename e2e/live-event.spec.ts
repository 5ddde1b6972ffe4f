import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { liveEventWindow } from "@berean/domain";
import { expect, test } from "./fixtures";
import { startSaturdayServer, type SaturdayServer } from "./support/saturday-server";

/**
 * The Saturday live event in a browser. The event only runs on Saturdays (site time), so this
 * file starts its own server whose clock begins 150 seconds before the next event closes
 * (Saturday 19:57:30 in New York; e2e/support/saturday-server.ts), on its own embedded database,
 * and keeps the page's clock with it: the member takes the event while it runs, and gets the
 * certificate once it has closed. The close is reached by moving both clocks forward (the
 * server's through its test clock control, BEREAN_TEST_CLOCK), not by waiting for it.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 57;
const BASE_URL = `http://localhost:${PORT}`;
const closesAt = liveEventWindow(new Date(), "America/New_York").closesAt;
let server: SaturdayServer;
const serverNow = () => server.now();
const advanceServerClock = (ms: number) => server.advance(ms);

// The site's zone: times read as New York's ('arrive at 8:00 PM').
test.use({ baseURL: BASE_URL, timezoneId: "America/New_York" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startSaturdayServer({ port: PORT, start: new Date(closesAt.getTime() - 150_000) });
});

test.afterAll(() => server?.stop());

/** SCREENS=1 saves screenshots under e2e/screens/events (ignored by git) for a look by eye. */
async function shot(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/events", { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screens/events/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The dashboard's live banner on a phone: whole on the screen, nothing to scroll sideways. */
async function expectBannerFitsPhones(page: Page) {
  for (const width of [360, 414]) {
    await page.setViewportSize({ width, height: 800 });
    const banner = page.getByRole("region", { name: "Live event" });
    for (const control of [banner.getByRole("link", { name: /the Challenge$|^Your result$/ }), banner.getByRole("link", { name: "Watch the live board" })]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `sideways scroll at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** 'Take the Challenge' on the dashboard starts the event itself; it is answered by keyboard. */
async function takeEventByKeyboard(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("region", { name: "Live event" }).getByRole("link", { name: "Take the Challenge" }).click();
  await expect(page).toHaveURL(/\/quiz\/\d+$/);
  for (let n = 1; n <= 25; n++) {
    await expect(page.getByText(`Question ${n} of 25`, { exact: true })).toBeVisible();
    // A key pressed while the previous answer is still being saved is not taken: press again until
    // the first option is chosen (choosing it twice is the same choice).
    await expect(async () => {
      await page.keyboard.press("1");
      await expect(page.getByRole("radio", { checked: true })).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await page.keyboard.press("Enter");
  }
  await expect(page.getByRole("alertdialog", { name: "Your answers are in" })).toBeVisible();
}

test("a member takes the Saturday event, watches the live board move when another member finishes, then downloads the certificate and opens its verification page", async ({
  page,
  browser,
  createMember,
  signIn,
}) => {
  test.setTimeout(240_000);
  await page.clock.install({ time: serverNow() });
  const member = await createMember({ fullName: `Lydia ${Date.now().toString(36)}` });
  await signIn(page, member);
  await expect(page.getByRole("region", { name: "Live event" })).toContainText("The Weekly Bible Challenge is live");
  await expectBannerFitsPhones(page);
  await shot(page, "dashboard-live");

  await takeEventByKeyboard(page);
  // The event's score and answers wait for its close (docs/security.md 38, 58): a score is an oracle.
  const done = page.getByRole("alertdialog", { name: "Your answers are in" });
  await expect(done).toContainText("Your 25 answers are in. Your score and the answers arrive at 8:00 PM.");
  await expect(done).not.toContainText(/\d+%|correct/);
  await done.getByRole("button", { name: "View Results" }).click();
  await expect(page.getByRole("heading", { name: "Your 25 answers are in" })).toBeVisible();
  await expect(page.getByText("Your score and the answers arrive at 8:00 PM", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Answer Review" })).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(/\d+%/);
  const eventResult = page.url();
  await shot(page, "result-answers-later");
  // Played: the dashboard's banner leads to the member's result instead.
  await page.goto("/dashboard");
  const yourResult = page.getByRole("region", { name: "Live event" }).getByRole("link", { name: "Your result" });
  await expect(yourResult).toHaveAttribute("href", new URL(eventResult).pathname);
  await expect(page.getByRole("region", { name: "Live event" }).getByRole("link", { name: "Take the Challenge" })).toHaveCount(0);
  await expectBannerFitsPhones(page);
  await page.goto("/events/live");
  await expect(page.getByRole("heading", { name: "Weekly Bible Challenge" })).toBeVisible();
  await expect(page.getByText("Live now")).toBeVisible();
  await expect(page.getByText("1 finished · 0 playing", { exact: true })).toBeVisible();
  await expect(page.getByTestId("finisher-row").filter({ hasText: "(you)" })).toContainText(member.fullName);
  await expect(page.getByRole("note").filter({ hasText: "You have finished: your score and your place arrive at 8:00 PM" })).toBeVisible();
  await expect(page.getByTestId("leaderboard-row")).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(/\bpts\b|#\d/);
  await expect(page.getByText("Live updates on")).toBeVisible();
  // On a phone the board's counts and its way to the result stay inside their card.
  for (const width of [360, 414]) {
    await page.setViewportSize({ width, height: 800 });
    const card = (await page
      .getByText(/^\d+ finished · \d+ playing$/)
      .locator("xpath=ancestor::div[contains(@class,'rounded')][1]")
      .boundingBox())!;
    const link = (await page.getByRole("main").getByRole("link", { name: "Your result" }).boundingBox())!;
    expect(link.x + link.width, `${width} px`).toBeLessThanOrEqual(card.x + card.width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // Another member finishes (through the API): the open board follows without a reload.
  const other = await createMember({ fullName: "Aquila Tentmaker" });
  const otherContext = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": "10.89.7.1" } });
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, other);
  const headers = { origin: BASE_URL };
  const { quizzes } = await (await otherPage.request.get("/api/quizzes")).json();
  const weekly = quizzes.find((q: { isWeekly: boolean }) => q.isWeekly);
  const { attempt } = await (await otherPage.request.post(`/api/quizzes/${weekly.id}/attempts`, { data: {}, headers })).json();
  for (const q of attempt.questions)
    await otherPage.request.post(`/api/attempts/${attempt.id}/answers`, { data: { position: q.position, chosenIndex: 1 }, headers });
  await otherPage.request.post(`/api/attempts/${attempt.id}/finish`, { data: {}, headers });
  await expect(page.getByText("2 finished · 0 playing", { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId("finisher-row").filter({ hasText: "Aquila Tentmaker" })).toBeVisible();
  await otherContext.close();
  await shot(page, "live-board");

  // Present mode: the same board for a room, names only, and no scrolling on a projector.
  await page.getByRole("link", { name: "Present" }).click();
  await expect(page).toHaveURL(/\/events\/live\/present$/);
  await expect(page.getByText("Live now")).toBeVisible();
  await expect(page.getByRole("region", { name: "The event now" })).toContainText(/Finished\s*2\s*Playing\s*0/);
  await expect(page.getByRole("list", { name: "Latest to finish" })).toContainText("Aquila Tentmaker");
  await expect(page.getByRole("main")).not.toContainText(/\bpts\b|#\d/);
  for (const [width, height] of [
    [1920, 1080],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), `no scrolling at ${width} × ${height}`).toBeLessThanOrEqual(
      0,
    );
    if (process.env.SCREENS) await page.screenshot({ path: `e2e/screens/events/live-board-present-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // Once per event; and the event did not use the free plan's quiz of the week.
  await page.goto("/quiz-selection");
  await expect(page.getByRole("listitem").filter({ hasText: "Weekly Bible Challenge" }).getByText("Taken")).toBeVisible();
  await page.getByRole("button", { name: "Start Quiz: Psalms Quiz", exact: true }).click();
  await expect(page.getByText("Question 1 of 25", { exact: true })).toBeVisible();
  await page.goto("/dashboard");

  // 20:00: the board is final: a podium certificate for each of the two finishers.
  const wait = closesAt.getTime() - serverNow().getTime() + 2_000;
  if (wait > 0) {
    await advanceServerClock(wait);
    await page.clock.setSystemTime(serverNow());
  }
  // Between two events the dashboard says when the next opens, and leads to the last one's results.
  await page.goto("/dashboard");
  await page.getByRole("region", { name: "Next live event" }).getByRole("link", { name: "Last event's results" }).click();
  // The live board after 20:00: the final results and the way to the event's board, not next week's
  // empty board; nothing is live, so no 'Live updates on'.
  await expect(page).toHaveURL(/\/events\/live$/);
  const final = page.getByRole("region", { name: "Event closed — final results" });
  await expect(final.getByTestId("leaderboard-row")).toHaveCount(2);
  await expect(final.getByTestId("leaderboard-row").filter({ hasText: member.fullName })).toBeVisible();
  await expect(page.getByText(/^Opens Sat, .* · in \d+d \d+h$/)).toBeVisible();
  await expect(page.getByText("Live updates on")).toHaveCount(0);
  await shot(page, "live-board-closed");
  await final.getByRole("link", { name: "See the final board" }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByText("2 finished.")).toBeVisible();
  await page.goto("/dashboard/settings");
  const certificates = page.getByRole("list").filter({ hasText: "Weekly Bible Challenge" });
  await expect(certificates).toContainText(/(1st|2nd) place · rank [12] of 2/);
  const download = page.waitForEvent("download");
  await certificates.getByRole("link", { name: /^Download PDF/ }).click();
  const file = await download;
  const { readFileSync } = await import("node:fs");
  const { PDFDocument } = await import("pdf-lib");
  const pdf = await PDFDocument.load(readFileSync((await file.path())!));
  expect(pdf.getTitle()).toContain(member.fullName);
  await shot(page, "settings-certificates");
  await certificates.getByRole("link", { name: "Verification page" }).click();
  await expect(page.getByRole("heading", { name: "Certificate verified" })).toBeVisible();
  await expect(page.getByRole("main").getByText(member.fullName)).toBeVisible();
  await expect(page.getByRole("main").getByText(member.email)).toHaveCount(0);
  await shot(page, "certificate-verified");

  // Closed: the score and the review are open.
  await page.goto(eventResult);
  await expect(page.getByRole("heading", { name: "Answer Review" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /answers are in$/ })).toHaveCount(0);

  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "Past Events" })).toBeVisible();
  await expect(page.getByText("2 finished")).toBeVisible();
  await expect(page.getByText(/ · \d+ pts$/)).toBeVisible();
});
