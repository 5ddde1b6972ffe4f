/**
 * The screenshot tour (`npm run test:tour`, not part of `npm test`): every route of the site as a
 * visitor, a free member, a Pro member and an administrator sees it, at 375 and 1280 px, saved under
 * e2e/screens/tour (ignored by git) to be looked at by eye after a change to the screens. On each
 * page it also checks, and fails on, what a person would hit without looking closely:
 * - serious or critical accessibility problems (axe-core, WCAG 2 A/AA);
 * - a page wider than the screen, or a box in it that scrolls sideways on a phone;
 * - a closed dialog drawn on the page.
 * It lists every problem it found before failing, so one run shows the whole picture.
 */
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ensureAdmin, expect, test, type Member } from "./fixtures";

test.skip(!process.env.TOUR, "the screenshot tour runs with `npm run test:tour`");
test.describe.configure({ mode: "serial" });

const WIDTHS = [375, 1280] as const;
const OUT = "e2e/screens/tour";

const PUBLIC = [
  ["landing", "/"],
  ["hub", "/bible-questions-and-answers-hub"],
  ["hub-book", "/bible-questions-and-answers-hub/john"],
  ["public-leaderboard", "/public-leaderboard"],
  ["about", "/about"],
  ["features", "/features"],
  ["faq", "/faq"],
  ["privacy", "/privacy"],
  ["terms", "/terms"],
  ["contact", "/contact"],
  ["login", "/auth/login"],
  ["register", "/auth/register"],
  ["forgot-password", "/auth/forgot-password"],
  ["events-live", "/events/live"],
  ["events", "/events"],
  ["certificate-unknown", "/certificates/AAAAAAAAAAAAAAAAAAAAAAAA"],
  ["not-found", "/no/such/page"],
] as const;

const MEMBER = [
  ["dashboard", "/dashboard"],
  ["my-quizzes", "/dashboard/quizzes"],
  ["recent-attempts", "/dashboard/recent-attempts"],
  ["bible-study", "/dashboard/bible-study"],
  ["settings", "/dashboard/settings"],
  ["upgrade", "/dashboard/upgrade"],
  ["quiz-selection", "/quiz-selection"],
  ["leaderboard", "/leaderboard"],
  ["result-latest", "/result/latest"],
  ["events-live", "/events/live"],
  ["events", "/events"],
  ["competitions", "/competitions"],
  // Public pages, as a signed-in member sees them.
  ["landing-signed-in", "/public-leaderboard"],
  ["hub-signed-in", "/bible-questions-and-answers-hub"],
  ["privacy-signed-in", "/privacy"],
  ["contact-signed-in", "/contact"],
] as const;

const ADMIN = [
  ["admin", "/admin"],
  ["admin-attempts", "/admin/attempts"],
  ["admin-activity", "/admin/activity"],
  ["admin-competitions", "/admin/competitions"],
  ["admin-prizes", "/admin/prizes"],
  ["admin-inbox", "/admin/inbox"],
  ["admin-quizzes", "/admin/quizzes"],
  ["admin-questions", "/admin/questions"],
  ["admin-challenges", "/admin/challenges"],
  ["admin-upload", "/admin/upload"],
  ["admin-users", "/admin/users"],
  ["admin-page-views", "/admin/page-views"],
  ["admin-leaderboard", "/leaderboard"],
] as const;

const problems: string[] = [];

async function visit(page: Page, who: string, name: string, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    const response = await page.goto(path);
    await page.waitForLoadState("networkidle");
    const where = `${who}/${name} at ${width} px (${path})`;
    if (response && response.status() >= 500) problems.push(`${where}: HTTP ${response.status()}`);
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    if (overflow > 1) problems.push(`${where}: ${overflow} px wider than the screen`);
    if (width < 600) {
      // A box that scrolls sideways on a phone hides what is past its edge, unmarked.
      const sideways = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("body *")]
          .filter((e) => ["auto", "scroll"].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1 && e.offsetParent !== null)
          .map((e) => e.tagName.toLowerCase() + (e.getAttribute("aria-label") ? `[${e.getAttribute("aria-label")}]` : "")),
      );
      if (sideways.length > 0) problems.push(`${where}: scrolls sideways inside ${sideways.join(", ")}`);
    }
    const closedDialogsDrawn = await page.evaluate(
      () => [...document.querySelectorAll("dialog:not([open])")].filter((d) => getComputedStyle(d).display !== "none").length,
    );
    if (closedDialogsDrawn > 0) problems.push(`${where}: ${closedDialogsDrawn} closed dialog(s) drawn`);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    for (const v of axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
      problems.push(`${where}: ${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    }
    mkdirSync(`${OUT}/${who}`, { recursive: true });
    // The page from its top, at most three screens long: enough to look at, small enough to view.
    const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    await page.screenshot({ path: `${OUT}/${who}/${name}-${width}.png`, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, 2400) } });
  }
}

/** Takes one quiz through the API (all answers the first option), so the member has a result and a history. */
async function takeOneQuiz(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const { quizzes } = await (await page.request.get("/api/quizzes")).json();
  const quiz = quizzes.find((q: { title: string }) => q.title === "Acts Quiz") ?? quizzes[0];
  const started = await page.request.post(`/api/quizzes/${quiz.id}/attempts`, { data: {}, headers });
  expect(started.status()).toBe(201);
  const { attempt } = await started.json();
  const questions: Array<{ position: number }> = attempt.questions;
  for (const q of questions.slice(0, 15)) {
    await page.request.post(`/api/attempts/${attempt.id}/answers`, { data: { position: q.position, chosenIndex: 0 }, headers });
  }
  expect((await page.request.post(`/api/attempts/${attempt.id}/finish`, { data: {}, headers })).ok()).toBe(true);
}

/** Becomes Pro through the local test checkout, as the upgrade page does. */
async function becomePro(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const started = await page.request.post("/api/billing/checkout", { data: {}, headers });
  const sessionId = new URL((await started.json()).url).pathname.split("/").pop();
  const card = { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "Pro" };
  expect((await page.request.post(`/api/local-pay/checkout/${sessionId}/pay`, { data: card, headers })).ok()).toBe(true);
}

test("the tour: every route at 375 and 1280 px, looked at and checked", async ({ page, createMember, signIn, baseURL }) => {
  test.setTimeout(15 * 60_000);

  for (const [name, path] of PUBLIC) await visit(page, "visitor", name, path);

  const free: Member = await createMember({ fullName: "Lydia Thyatira" });
  await signIn(page, free);
  for (const [name, path] of MEMBER.slice(0, 3)) await visit(page, "new-member", name, path);
  await takeOneQuiz(page, baseURL!);
  for (const [name, path] of MEMBER) await visit(page, "free-member", name, path);
  await page.context().clearCookies();

  const pro: Member = await createMember({ fullName: "Priscilla Corinth" });
  await signIn(page, pro);
  await becomePro(page, baseURL!);
  for (const [name, path] of [...MEMBER.slice(0, 1), ["quiz-selection", "/quiz-selection"], ["upgrade", "/dashboard/upgrade"], ["competitions", "/competitions"], ["settings", "/dashboard/settings"]] as const) {
    await visit(page, "pro-member", name, path);
  }
  await page.context().clearCookies();

  const admin = await ensureAdmin(page);
  await signIn(page, admin);
  for (const [name, path] of ADMIN) await visit(page, "admin", name, path);

  expect(problems, problems.join("\n")).toEqual([]);
});
