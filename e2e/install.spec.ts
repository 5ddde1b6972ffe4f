/**
 * The installable app (docs/architecture.md §4 'Installable app'): a visitor on the landing page
 * and a member on the dashboard can install Berean (a manifest Chrome accepts, icons that load, an
 * active service worker), and a page that cannot be reached shows the offline page. The only spec
 * that lets the worker run (playwright.config.ts blocks it elsewhere).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";

/**
 * A browser profile of its own, as a person's is: Chrome offers no install in an incognito
 * window, and every context Playwright makes otherwise is one ('in-incognito').
 */
const test = base.extend({
  context: async ({ playwright, launchOptions, baseURL, extraHTTPHeaders }, use) => {
    const profile = mkdtempSync(join(tmpdir(), "berean-install-"));
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, extraHTTPHeaders, serviceWorkers: "allow" });
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
});

/** What Chrome checks before it offers to install the page it shows, with its own reasons. */
async function expectInstallable(page: Page) {
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBe("/manifest.webmanifest");
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: "Berean", short_name: "Berean", start_url: "/dashboard", display: "standalone" });
  for (const size of ["192x192", "512x512"]) {
    const icon = manifest.icons.find((i: { sizes: string; purpose?: string }) => i.sizes === size && i.purpose !== "maskable");
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(worker).toMatch(/\/sw\.js$/);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();
}

test("a visitor can install Berean from the landing page, and a page out of reach shows the offline page", async ({ page, context }) => {
  await page.goto("/");
  await expectInstallable(page);
  // The worker takes the page it was installed from (clients.claim): from now on it sees navigations.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto("/public-leaderboard");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(
    page.getByText("Berean needs a connection for this page. Quizzes you have open keep your answers and send them when you reconnect."),
  ).toBeVisible();
  await expect(page).toHaveTitle("You are offline · Berean");

  // Back online, 'Try again' asks the server for the same page.
  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Leaderboard", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/public-leaderboard$/);
});

test("a member can install Berean from the dashboard", async ({ page, createMember, signIn }) => {
  const member = await createMember();
  await signIn(page, member, "/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectInstallable(page);
});
