import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const HUB = "/bible-questions-and-answers-hub";
const WIDTHS = [
  { width: 375, height: 812, cards: 1 },
  { width: 768, height: 1024, cards: 2 },
  { width: 1280, height: 900, cards: 3 },
];

/** SCREENS=1 saves full-page screenshots under e2e/screens/public (ignored by git) for a look by eye. */
async function shot(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/public", { recursive: true });
  await page.screenshot({ path: `e2e/screens/public/${name}.png`, fullPage: true });
}

/** Scripts the page loaded: a public page a visitor opens runs the islands script only, never the app's code. */
function scriptsLoaded(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
// The islands script and the service worker's registration (130 bytes, docs/architecture.md §4
// 'Installable app'): never the app's own bundle. Sorted, since the order they are asked for may vary.
const ISLANDS_ONLY = [expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/), "/registerSW.js"];

test.describe("landing page", () => {
  test.use({ timezoneId: "America/New_York" });

  for (const { width, height, cards } of WIDTHS) {
    test(`sections, carousel and FAQ at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const scripts = scriptsLoaded(page);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Know the Word.");
      await expect(page.getByRole("link", { name: "Start Quiz Now" })).toHaveAttribute("href", "/auth/login");
      await expect(page.getByRole("link", { name: "View Leaderboard" })).toHaveAttribute("href", "/public-leaderboard");
      await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();

      // Live figures from the database: the seeded question bank is counted, not a marketing number.
      await expect(page.getByTestId("stat-Questions")).toHaveText(/^[1-9][\d,]*$/);
      await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
      await expect(page.getByTestId("landing-category")).toHaveCount(8);
      for (const name of ["Old Testament", "New Testament", "Bible Characters", "Events", "Parables", "Miracles", "Geography", "Prophecies"]) {
        await expect(page.getByTestId("landing-category").filter({ hasText: name })).toHaveCount(1);
      }
      await expect(page.getByRole("heading", { name: "Top of the leaderboard" })).toBeVisible();
      // What a church gets, with its ways in (a visitor signs in on the way).
      const churches = page.locator("#churches");
      await expect(churches.getByRole("heading", { name: "For churches and youth groups" })).toBeVisible();
      await expect(churches.getByRole("img", { name: /^The host's screen on a projector/ })).toBeVisible();
      await expect(churches.getByRole("link", { name: "Host a game" })).toHaveAttribute("href", "/host");
      await expect(churches.getByRole("link", { name: "Start a group" })).toHaveAttribute("href", "/groups");

      // Testimonials: 1, 2 or 3 cards at a time; previous and next disabled at the ends.
      const carousel = page.getByRole("region", { name: "Testimonials" });
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.locator('[data-testid="testimonial"][data-visible="true"]')).toHaveCount(cards);
      const previous = carousel.getByRole("button", { name: "Previous testimonials" });
      const next = carousel.getByRole("button", { name: "Next testimonials" });
      await expect(previous).toBeDisabled();
      for (let i = 0; i < 6 - cards; i += 1) await next.click();
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      await expect(carousel.locator('[data-testid="testimonial"][data-visible="true"]').last()).toContainText("Bible study leader");

      // FAQ: five questions, one open at a time.
      const faq = page.locator("#faq");
      const triggers = faq.getByRole("button");
      await expect(triggers).toHaveCount(5);
      await triggers.nth(0).click();
      await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
      await expect(faq.getByText("Most quizzes are free")).toBeVisible();
      await triggers.nth(1).click();
      await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
      await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");

      // The landing page's sections keep their anchors; the footer leads to pages of their own,
      // which a member (whom / sends to the dashboard) reaches too (e2e/public-shell.spec.ts).
      for (const anchor of ["#about", "#features", "#churches", "#faq", "#privacy", "#terms"]) await expect(page.locator(anchor)).toHaveCount(1);
      const footer = page.getByRole("navigation", { name: "Footer" });
      for (const [name, href] of [
        ["About", "/about"],
        ["Features", "/features"],
        ["FAQ", "/faq"],
        ["Privacy", "/privacy"],
        ["Terms", "/terms"],
        ["Contact", "/contact"],
      ] as const) {
        await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await expect(footer.getByRole("link", { name: "Leaderboard" })).toHaveAttribute("href", "/public-leaderboard");

      expect([...scripts].sort()).toEqual(ISLANDS_ONLY);
      await triggers.nth(1).click();
      await shot(page, `landing-${width}`);
    });
  }

  test("the Saturday countdown says today, tomorrow or in N days", async ({ page }) => {
    const cases = [
      { at: "2025-06-06T12:00:00-04:00", text: "Next live event: tomorrow" }, // Friday
      { at: "2025-06-07T09:00:00-04:00", text: "Next live event: today" }, // Saturday, live
      { at: "2025-06-07T21:00:00-04:00", text: "Next live event: in 7 days" }, // Saturday after 8 PM
      { at: "2025-06-08T10:00:00-04:00", text: "Next live event: in 6 days" }, // Sunday
    ];
    for (const { at, text } of cases) {
      await page.clock.setFixedTime(new Date(at));
      await page.goto("/");
      await expect(page.getByTestId("live-event-countdown")).toHaveText(text);
    }
    await expect(page.getByText("Live now")).toHaveCount(0);
    await page.clock.setFixedTime(new Date("2025-06-07T09:00:00-04:00"));
    await page.goto("/");
    await expect(page.getByText("Live now")).toBeVisible();
  });
});

test.describe("hub", () => {
  test("search → book page → Recently Viewed, newest first and at most 5", async ({ page }) => {
    await page.goto(HUB);
    await expect(page.getByRole("heading", { level: 1, name: "Bible Questions and Answers Hub" })).toBeVisible();
    await expect(page.getByText("Books you open appear here.")).toBeVisible();
    await expect(page.getByTestId("featured-quiz")).toHaveCount(6);
    for (const title of ["Genesis Quiz", "Matthew Quiz", "Psalms Quiz", "Acts Quiz", "Revelation Quiz", "Proverbs Quiz"]) {
      await expect(page.getByTestId("featured-quiz").filter({ hasText: title })).toContainText("25 questions");
    }

    const search = page.getByRole("combobox", { name: "Search the books of the Bible" });
    await search.fill("sam");
    const options = page.getByRole("option");
    await expect(options).toHaveText([/1 Samuel/, /2 Samuel/]);
    await options.filter({ hasText: "1 Samuel" }).click();
    await expect(page).toHaveURL(`${HUB}/1-samuel`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 Samuel: Bible Questions and Answers");
    await expect(page).toHaveTitle("1 Samuel Bible Questions and Answers · Berean");

    // Type-ahead with the keyboard.
    // The served page's search takes what is typed before its script has run, and shows the
    // matches once it has; Enter then opens the first (pressed before, the server answers it).
    await search.fill("rev");
    await expect(options.first()).toHaveText(/^Revelation/);
    await search.press("Enter");
    await expect(page).toHaveURL(`${HUB}/revelation`);
    await expect(page.getByText("Revelation 22 of 66", { exact: false })).toHaveCount(0);
    await expect(page.getByText("66 of 66")).toBeVisible();

    const recent = page.getByRole("region", { name: "Recently Viewed" }).or(page.locator('section[aria-labelledby="recently-viewed-heading"]'));
    await expect(recent.getByRole("link")).toHaveText(["Revelation", "1 Samuel"]);

    for (const slug of ["ruth", "jonah", "acts", "1-samuel"]) {
      await page.goto(`${HUB}/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await page.goto(HUB);
    await expect(recent.getByRole("link")).toHaveText(["1 Samuel", "Acts", "Jonah", "Ruth", "Revelation"]);
    await shot(page, "hub-1280");
  });

  test("every category opens its list of books, free to read for visitors and free members alike", async ({ page, createMember, signIn }) => {
    await page.goto(HUB);
    const categories = page.getByTestId("book-category");
    await expect(categories).toHaveCount(10);
    await categories.filter({ hasText: "Pentateuch" }).getByRole("button").click();
    const dialog = page.getByRole("dialog", { name: "Pentateuch" });
    await expect(dialog.getByRole("link")).toHaveText([/Genesis/, /Exodus/, /Leviticus/, /Numbers/, /Deuteronomy/, "Quizzes on these books"]);
    await dialog.getByRole("link", { name: /Exodus/ }).click();
    await expect(page).toHaveURL(`${HUB}/exodus`);

    await page.goto(HUB);
    await expect(categories.filter({ hasText: "Historical Books" })).toContainText("12 books");
    // Reading is free for everyone (docs/architecture.md §4 'Public site'): no category is locked.
    for (const [name, count] of [
      ["Wisdom Literature", 5],
      ["Major Prophets", 5],
      ["Minor Prophets", 12],
      ["Gospels", 4],
      ["Acts", 1],
      ["Pauline Epistles", 13],
      ["General Epistles", 8],
      ["Apocalyptic", 1],
    ] as const) {
      const card = categories.filter({ has: page.getByText(name, { exact: true }) });
      await expect(card, name).toContainText("Free to read · Quizzes unlimited with Pro");
      await expect(card, name).not.toContainText("Upgrade to Pro to unlock");
      await expect(card, name).toContainText(`${count} ${count === 1 ? "book" : "books"}`);
    }
    await shot(page, "hub-categories-1280");
    await categories.filter({ hasText: "Pauline Epistles" }).getByRole("button").click();
    await page
      .getByRole("dialog", { name: "Pauline Epistles" })
      .getByRole("link", { name: /^Romans/ })
      .click();
    await expect(page).toHaveURL(`${HUB}/romans`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Romans: Bible Questions and Answers");

    // A free member reads a book of a once-locked category by its address too.
    await signIn(page, await createMember(), HUB);
    await expect(categories.filter({ hasText: "Gospels" })).toContainText("Free to read · Quizzes unlimited with Pro");
    await page.goto(`${HUB}/mark`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mark: Bible Questions and Answers");
    await expect(page.locator("#book-questions ~ ol > li").first()).toBeVisible();
  });

  test("a book page is served with its content and reads without JavaScript", async ({ request, browser }) => {
    const res = await request.get(`${HUB}/genesis`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Genesis Bible Questions and Answers · Berean</title>");
    expect(html).toMatch(/<meta name="description" content="\d+ questions and answers on the book of Genesis/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/bible-questions-and-answers-hub\/genesis" \/>/);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(jsonLd["@type"]).toBe("FAQPage");
    expect(jsonLd.mainEntity.length).toBeGreaterThan(5);
    expect(html).toContain("Genesis: Bible Questions and Answers");
    expect(html).toContain(jsonLd.mainEntity[0].name.replace(/'/g, "&#x27;"));

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${HUB}/genesis`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Genesis: Bible Questions and Answers");
    await expect(page.getByText("1st of the 66 books of the Bible")).toBeVisible();
    await expect(page.locator("#book-questions ~ ol > li")).toHaveCount(jsonLd.mainEntity.length);
    await context.close();
  });

  test("a served book page comes alive without moving, on the islands script alone", async ({ page }) => {
    const scripts = scriptsLoaded(page);
    // The islands script is held back, as a slow phone's network holds it: the visitor reads the
    // served page and types into its search before the script brings the field alive.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${HUB}/psalms`, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Psalms: Bible Questions and Answers");
    await page.getByRole("combobox").fill("joh");
    release();
    // Once alive, the search takes up what was typed: its matches open.
    await expect(page.getByRole("option").first()).toHaveText(/^John/);
    await expect(page.getByRole("combobox")).toHaveValue("joh");
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    expect([...scripts].sort()).toEqual(ISLANDS_ONLY);
  });

  test("Enter in a served page's search before its script has run still opens the book", async ({ page }) => {
    // The islands script never arrives: the search is the page's plain form.
    await page.route(/\/assets\/islands-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${HUB}/psalms`);
    await page.getByRole("combobox", { name: "Search the books of the Bible" }).fill("rev");
    await page.getByRole("combobox", { name: "Search the books of the Bible" }).press("Enter");
    await expect(page).toHaveURL(`${HUB}/revelation`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revelation: Bible Questions and Answers");
  });

  test("on a phone the menu opens over the page, keeps focus inside, and closes with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${HUB}/ruth`);
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await expect(async () => {
      await open.click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link")).toHaveText(["Berean", "Home", "Bible Hub", "Leaderboard"]);
    await expect(menu.getByRole("link", { name: "Bible Hub" })).toHaveAttribute("aria-current", "page");
    await shot(page, "menu-375");
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Leaderboard" }).click();
    await expect(page).toHaveURL(/\/public-leaderboard$/);
  });

  test("an unknown book is a real 404 with the 404 page", async ({ page }) => {
    const response = await page.goto(`${HUB}/hezekiah`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go back home" })).toBeVisible();
  });

  test("book pages at phone and tablet widths", async ({ page }) => {
    for (const { width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto(`${HUB}/genesis`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      await shot(page, `book-${width}`);
      await page.goto(HUB);
      await shot(page, `hub-${width}`);
    }
  });
});

test.describe("public leaderboard", () => {
  test("four tabs with counters, names only", async ({ page }) => {
    await page.goto("/public-leaderboard");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Global Leaderboard", "Weekly Top 10", "Monthly Champions", "Latest Competition"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    for (const label of ["Active players this week", "Highest score", "Quiz takers"]) {
      await expect(page.getByText(label)).toBeVisible();
    }
    for (const name of ["Weekly Top 10", "Monthly Champions", "Global Leaderboard"]) {
      await page.getByRole("tab", { name }).click();
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByTestId("leaderboard-row").first().or(panel.getByText("No leaderboard data available yet."))).toBeVisible();
    }
    // Other tests of the run may have held a competition by now: its board, or the empty state.
    await page.getByRole("tab", { name: "Latest Competition" }).click();
    const competitionPanel = page.getByRole("tabpanel");
    await expect(competitionPanel.getByTestId("leaderboard-row").first().or(competitionPanel.getByText("No leaderboard data available yet."))).toBeVisible();
    expect(await page.locator("main").innerText()).not.toContain("@");
    await shot(page, "public-leaderboard-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, "public-leaderboard-375");
  });

  test("the top 3 get medals once members have results", async ({ page, createMember, signIn }) => {
    // A finished quiz puts its member on the board; the medal is drawn for rank 1.
    const member = await createMember({ fullName: "Priscilla Corinth" });
    await signIn(page, member);
    const quizzes = await (await page.request.get("/api/quizzes")).json();
    const quiz = quizzes.quizzes.find((q: { myStatus: string }) => q.myStatus === "available");
    const started = await page.request.post(`/api/quizzes/${quiz.id}/attempts`, { data: {}, headers: { origin: new URL(page.url()).origin } });
    expect(started.ok()).toBe(true);
    const { attempt } = await started.json();
    const finished = await page.request.post(`/api/attempts/${attempt.id}/finish`, { data: {}, headers: { origin: new URL(page.url()).origin } });
    expect(finished.ok()).toBe(true);

    await page.goto("/public-leaderboard");
    const rows = page.getByRole("tabpanel").getByTestId("leaderboard-row");
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByRole("img", { name: "Gold medal" })).toBeVisible();
    await expect(page.getByRole("tabpanel")).not.toContainText(member.email);
  });
});

test.describe("page views", () => {
  test("each page the SPA shows is counted, once per navigation", async ({ page }) => {
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/page-views")) posted.push(JSON.parse(request.postData() ?? "{}").path);
    });
    const first = page.waitForResponse((r) => r.url().endsWith("/api/page-views"));
    await page.goto(HUB);
    expect((await first).status()).toBe(204);
    await page.getByRole("combobox").fill("ruth");
    await page.getByRole("combobox").press("Enter");
    await expect(page).toHaveURL(`${HUB}/ruth`);
    // The served book page is counted by its islands script as it runs: a visitor who leaves before
    // it has run was not counted (nor, for a page never read, should be).
    await expect.poll(() => posted).toEqual([HUB, `${HUB}/ruth`]);
    await page.getByRole("link", { name: "Leaderboard" }).first().click();
    await expect(page).toHaveURL(/\/public-leaderboard$/);
    await expect.poll(() => posted).toEqual([HUB, `${HUB}/ruth`, "/public-leaderboard"]);
  });
});
