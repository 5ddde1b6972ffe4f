/**
 * Playwright fixtures: every test gets its own client address (so per-IP rate limits of one test
 * never touch another) and can create verified members through the real API and mailbox.
 */
import { readFileSync } from "node:fs";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

let counter = 0;
/**
 * Distinct per worker process too (10.1.x.y, 10.2.x.y, …): parallel workers never share an
 * address's limits, nor does the worker Playwright starts after a failed test share the failed
 * one's. Every address stays a valid one: once `10.277.…` was sent after a few failures, the server
 * read no client address from it, every later test counted as the proxy's one address, and the
 * rate limits failed all of them.
 */
const workerOctet = 1 + (Number(process.env.TEST_WORKER_INDEX ?? 0) % 250);
const uniqueIp = () => `10.${workerOctet}.${Math.floor(++counter / 250) % 250}.${(counter % 250) + 1}`;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
export const PASSWORD = "in the beginning was the word";

export interface Member {
  fullName: string;
  email: string;
  password: string;
}

/**
 * The dev mailbox with the key the server printed at start and keeps in its data folder (docs/security.md
 * 42). A spec that starts a server of its own (the live event's) names its folder in E2E_MAILBOX_DIR.
 */
export function mailboxPath(): string {
  const url = new URL(readFileSync(`${process.env.E2E_MAILBOX_DIR ?? process.env.E2E_DATA_DIR}/dev-mailbox-url.txt`, "utf8").trim());
  return url.pathname + url.search;
}

/** The newest link to `path` in the dev mailbox for an address. */
export async function mailedLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const html = await (await request.get(mailboxPath())).text();
    const articles = html.split('<article class="mail">').slice(1);
    const mine = articles.find((a) => a.includes(`<span class="to">${email}</span>`) && a.includes(path));
    const href = mine?.match(/<a href="([^"]+)"/)?.[1];
    if (href) return href.replace(/&amp;/g, "&");
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no ${path} mail for ${email}`);
}

/**
 * Opens the site and waits until the app's service worker controls the page, as a member's own
 * browser has it from their first visit (docs/architecture.md §4 'Installable app'). The context
 * must let workers run (`serviceWorkers: "allow"`; playwright.config.ts blocks them by default).
 */
export async function installApp(page: Page, origin = ""): Promise<void> {
  await page.goto(`${origin}/`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

type Fixtures = {
  clientIp: string;
  /** Creates a member through the API and verifies the email via the mailed link. */
  createMember: (options?: { fullName?: string; verified?: boolean }) => Promise<Member>;
  /**
   * Signs in through the API from the page's own request context (its cookies are the browser
   * context's), then opens the site, which sends a member to the dashboard and an administrator to
   * the admin area as the form does. Quicker than the form by its 2 s success overlay. Given a
   * path, opens that page instead (a page load saved where the test goes elsewhere at once).
   */
  signIn: (page: Page, member: Member, path?: string) => Promise<void>;
  /** Signs in by filling the form, for the tests whose subject is signing in. */
  signInWithForm: (page: Page, member: Member) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  clientIp: async ({}, use) => use(uniqueIp()),
  extraHTTPHeaders: async ({ clientIp }, use) => use({ "x-forwarded-for": clientIp }),
  createMember: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": uniqueIp(), origin: baseURL! } });
    await use(async (options = {}) => {
      const member = { fullName: options.fullName ?? "Timothy Lystra", email: uniqueEmail("member"), password: PASSWORD };
      const res = await request.post("/api/auth/sign-up/email", { data: { name: member.fullName, email: member.email, password: member.password } });
      expect(res.status()).toBe(200);
      if (options.verified !== false) {
        const link = await mailedLink(request, member.email, "/api/auth/verify-email");
        const verified = await request.get(link, { maxRedirects: 0 });
        expect(verified.status()).toBe(302);
      }
      return member;
    });
    await request.dispose();
  },
  signIn: async ({ baseURL }, use) => {
    await use(async (page, member, path) => {
      const res = await page.request.post(new URL("/api/auth/sign-in/email", baseURL).href, {
        data: { email: member.email, password: member.password, rememberMe: false },
        headers: { origin: baseURL! },
      });
      expect(res.status(), await res.text()).toBe(200);
      if (path !== undefined) {
        await page.goto(path);
        return;
      }
      await page.goto(new URL("/", baseURL).href);
      await expect(page).toHaveURL(/\/(dashboard|admin)/, { timeout: 10_000 });
    });
  },
  signInWithForm: async ({}, use) => {
    await use(async (page, member) => {
      await page.goto("/auth/login");
      await page.getByLabel("Email").fill(member.email);
      await page.getByLabel("Password", { exact: true }).fill(member.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/(dashboard|admin)/, { timeout: 10_000 });
    });
  },
});

export { expect };

let admin: Member | undefined;
/**
 * The first administrator, created once per run through the one-time setup page the server
 * printed, and remembered in the run's data folder: a worker restarted after a failed test
 * signs in with it instead of meeting a used setup link.
 */
export async function ensureAdmin(page: Page): Promise<Member> {
  if (admin) return admin;
  const { existsSync, mkdirSync, readFileSync, writeFileSync } = await import("node:fs");
  const remembered = `${process.env.E2E_DATA_DIR}/e2e-admin.json`;
  // One worker makes the administrator; another that asks meanwhile waits for it to be remembered.
  for (let i = 0; !existsSync(remembered); i++) {
    try {
      mkdirSync(`${process.env.E2E_DATA_DIR}/e2e-admin.lock`);
      break;
    } catch {
      if (i > 300) throw new Error("no administrator was remembered within 30 s");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (existsSync(remembered)) {
    admin = JSON.parse(readFileSync(remembered, "utf8")) as Member;
    return admin;
  }
  const link = readFileSync(`${process.env.E2E_DATA_DIR}/setup-url.txt`, "utf8").trim();
  const created = { fullName: "Ada Overseer", email: uniqueEmail("admin"), password: PASSWORD };
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("Full Name").fill(created.fullName);
  await page.getByLabel("Email").fill(created.email);
  await page.getByLabel("Password", { exact: true }).fill(created.password);
  await page.getByLabel("Confirm Password").fill(created.password);
  await page.getByRole("button", { name: /create/i }).click();
  await expect(page.getByText("Administrator created")).toBeVisible();
  admin = created;
  writeFileSync(remembered, JSON.stringify(created), { mode: 0o600 });
  return admin;
}
