/**
 * The frame of the public site: a header whose links work over their whole height (a closed menu
 * dialog once lay over them), the hub's book search above the page, a header and boards that know
 * who is signed in, the footer's own pages, and category cards that lead to their quizzes.
 */
import type { Locator, Page } from "@playwright/test";
import { ensureAdmin, expect, mailedLink, PASSWORD, test, uniqueEmail } from "./fixtures";

const HUB = "/bible-questions-and-answers-hub";
const INFO_PAGES = [
  { path: "/about", label: "About", heading: "About Berean" },
  { path: "/features", label: "Features", heading: "Features" },
  { path: "/faq", label: "FAQ", heading: "Frequently asked questions" },
  { path: "/privacy", label: "Privacy", heading: "Privacy" },
  { path: "/terms", label: "Terms", heading: "Terms of use" },
];

/** Whether a click a few pixels inside the element's top edge (and near its left and right) lands on it, not on something drawn over it. */
async function clickableAtTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + 2;
    return [box.left + 3, box.left + box.width / 2, box.right - 3].every((x) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit);
    });
  });
}

/** The header's links a visitor sees at this width: the wordmark, the main navigation (wide screens) and Sign In / Sign Up. */
function headerLinks(page: Page, wide: boolean): Locator[] {
  const header = page.getByRole("banner");
  const links = [header.getByRole("link", { name: "Berean" }), header.getByRole("link", { name: "Sign In" }), header.getByRole("link", { name: "Sign Up" })];
  if (wide) for (const name of ["Home", "Bible Hub", "Leaderboard"]) links.push(header.getByRole("navigation", { name: "Main" }).getByRole("link", { name }));
  return links;
}

for (const { width, height } of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${width} px the header's links take a click at their top edge on every public page`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const path of ["/", HUB, `${HUB}/genesis`, "/public-leaderboard", "/privacy"]) {
      await page.goto(path);
      for (const link of headerLinks(page, width >= 768)) {
        await expect(link, `${path}`).toBeVisible();
        expect(await clickableAtTop(link), `${path}: ${await link.textContent()}`).toBe(true);
      }
      // No closed dialog takes room or paints anywhere on the page.
      for (const dialog of await page.locator("dialog:not([open])").all()) {
        expect(await dialog.evaluate((d) => getComputedStyle(d).display), path).toBe("none");
      }
    }
    if (width >= 768) {
      await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
      return;
    }
    // The phone's menu still opens over the page and closes, and the header works again after it.
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(async () => {
      await open.click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");
    for (const link of headerLinks(page, false)) expect(await clickableAtTop(link)).toBe(true);
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Sign In" })
      .click({ position: { x: 8, y: 2 } });
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
}

for (const who of ["a visitor", "a member"]) {
  test(`every book the search finds for 'jo' shows above the page and opens, for ${who}`, async ({ page, createMember, signIn }) => {
    // A visitor gets the page the server rendered and its islands; a member gets the app's own render.
    if (who === "a member") await signIn(page, await createMember());
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(HUB);
    const search = page.getByRole("combobox", { name: "Search the books of the Bible" });
    const options = page.getByRole("option");
    // Text typed before the island has hydrated is not seen by React: type again until the list answers.
    await expect(async () => {
      await search.fill("");
      await search.fill("jo");
      await expect(options).toHaveCount(8, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(options).toHaveText([/^Joshua/, /^Job/, /^Joel/, /^Jonah/, /^John/, /^1 John/, /^2 John/, /^3 John/]);
    // Read where each option is drawn without scrolling anything: scrollIntoView would scroll even a
    // box that clips its overflow and so hide the fault. Each must be on screen and on top there.
    const drawn = await options.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const hit = document.elementFromPoint(x, y);
        return { name: element.textContent, x, y, onTop: hit !== null && element.contains(hit) && box.bottom <= window.innerHeight };
      }),
    );
    for (const option of drawn) expect(option.onTop, `${option.name}`).toBe(true);
    // A real click where the last one is drawn.
    await page.mouse.click(drawn.at(-1)!.x, drawn.at(-1)!.y);
    await expect(page).toHaveURL(`${HUB}/3-john`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("3 John: Bible Questions and Answers");
  });
}

test("the footer's pages are real pages, reachable signed out and signed in", async ({ page, createMember, signIn }) => {
  await page.goto("/");
  const footer = page.getByRole("navigation", { name: "Footer" });
  await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  for (const { path, label } of INFO_PAGES) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", path);
  }
  for (const { path, label, heading } of INFO_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("navigation", { name: "About Berean" }).getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
  await expect(page.getByRole("heading", { name: "Refunds of competition entries" })).toBeVisible();

  await signIn(page, await createMember(), "/public-leaderboard");
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
  await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Terms" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of use");
});

test("signed out the header offers Sign In and Sign Up; signed in it leads to the dashboard, and sign-in pages send the member on", async ({
  page,
  createMember,
  signIn,
}) => {
  await page.goto("/public-leaderboard");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth/login");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/auth/register");
  await expect(page.getByRole("link", { name: "Sign Up and take a quiz" })).toHaveAttribute("href", "/auth/register");

  await signIn(page, await createMember());
  for (const path of [HUB, `${HUB}/ruth`, "/public-leaderboard", "/faq"]) {
    await page.goto(path);
    const dashboard = page.getByRole("banner").getByRole("link", { name: "Dashboard" });
    await expect(dashboard, path).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }), path).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" }), path).toHaveCount(0);
  }
  // The public board asks a member to play, not to sign up.
  await expect(page.getByRole("link", { name: "Sign Up and take a quiz" })).toHaveCount(0);
  await page.goto("/public-leaderboard");
  await page.getByRole("link", { name: "Take a quiz" }).click();
  await expect(page).toHaveURL(/\/quiz-selection$/);

  // The sign-in and registration pages do not ask again.
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/auth/register");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/auth/login?next=%2Fbible-questions-and-answers-hub%2Fjonah");
  await expect(page).toHaveURL(`${HUB}/jonah`);
  await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("back from the dashboard after signing in, a page the server rendered for the visitor shows the member's header", async ({ page, createMember }) => {
  const member = await createMember();
  await page.goto(`${HUB}/ruth`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await page.goBack();
  await expect(page).toHaveURL(`${HUB}/ruth`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
});

test("an administrator's header leads to the admin area", async ({ page, signIn }) => {
  await signIn(page, await ensureAdmin(page), HUB);
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
});

test("a visitor who picks a landing category signs in and lands on that category's quizzes", async ({ page, createMember }) => {
  const member = await createMember();
  await page.goto("/");
  await page.getByTestId("landing-category").filter({ hasText: "Parables" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/quiz-selection\?category=Parables$/, { timeout: 10_000 });
});

test("a new visitor who picks a landing category registers, confirms by mail and lands on that category's quizzes", async ({ page, request }) => {
  const email = uniqueEmail("category");
  await page.goto("/");
  await page.getByTestId("landing-category").filter({ hasText: "Parables" }).getByRole("link").click();
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/auth\/register\?next=/);
  await page.getByLabel("Full Name").fill("Lois of Lystra");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration Successful")).toBeVisible();
  // The mailed link opens the plain sign-in page; the category waits for the sign-in.
  await page.goto(await mailedLink(request, email, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/auth\/login\?verified=1$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/quiz-selection\?category=Parables$/, { timeout: 10_000 });
});

test("a visitor who takes a book page's quiz signs in and finds that quiz in the list", async ({ page, createMember }) => {
  const member = await createMember();
  await page.goto(`${HUB}/genesis`);
  await page.getByRole("link", { name: "Take this quiz" }).first().click();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/quiz-selection\?q=Genesis(%20|\+)Quiz$/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Genesis Quiz" })).toBeVisible();
});

test("every book category of the hub is free to read and leads to its quizzes", async ({ page }) => {
  await page.goto(HUB);
  const categories = page.getByTestId("book-category");
  await expect(categories).toHaveCount(10);
  await expect(page.getByText("Upgrade to Pro to unlock")).toHaveCount(0);
  for (const card of await categories.all()) await expect(card).toContainText("Free to read · Quizzes unlimited with Pro");
  const gospels = categories.filter({ has: page.getByText("Gospels", { exact: true }) });
  await expect(gospels.getByRole("link", { name: "Take a quiz: Gospels" })).toHaveAttribute("href", "/quiz-selection?category=Gospels");
  await expect(
    categories.filter({ has: page.getByText("Historical Books", { exact: true }) }).getByRole("link", { name: "Take a quiz: Historical Books" }),
  ).toHaveAttribute("href", "/quiz-selection?category=Historical%20Books");
  // A featured quiz opens the quiz list on itself.
  await expect(page.getByTestId("featured-quiz").filter({ hasText: "Genesis Quiz" }).getByRole("link", { name: "Take Quiz" })).toHaveAttribute(
    "href",
    "/quiz-selection?q=Genesis%20Quiz",
  );
  await expect(async () => {
    await gospels.getByRole("button").click();
    await expect(page.getByRole("dialog", { name: "Gospels" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole("dialog", { name: "Gospels" }).getByRole("link", { name: /^John/ }).click();
  await expect(page).toHaveURL(`${HUB}/john`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("John: Bible Questions and Answers");
});
