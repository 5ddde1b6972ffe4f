import { devices, type Browser } from "@playwright/test";
import { expect, installApp, mailedLink, PASSWORD, test, uniqueEmail } from "./fixtures";
import { seriousViolations } from "./support/axe";

/** A calendar day a few days ahead, as the date input takes it. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A youth leader's week (docs/architecture.md §4 'Groups'): the leader creates a group, a new visitor
 * opens the invite link and registers on the way into the group, the leader assigns a quiz with a
 * due day, the member takes it from the dashboard, and the leader reads the score in the leader's
 * view and downloads it as CSV; the group's board lists both.
 */
test("a leader creates a group, a new visitor joins by its link, takes the assigned quiz from the dashboard, and the leader sees the score and exports it", async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const groupName = `Berea Youth ${suffix}`;

  // The leader creates the group from /groups.
  await signIn(page, await createMember({ fullName: "Aquila Pontus" }));
  await page.getByRole("navigation").getByRole("link", { name: "Groups" }).first().click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByText("You are not in a group yet")).toBeVisible();
  expect(await seriousViolations(page), "/groups, empty").toEqual([]);
  await page.getByRole("button", { name: "Create a group" }).first().click();
  const form = page.getByRole("dialog", { name: "Create a group" });
  await form.getByLabel("Name").fill(groupName);
  await form.getByLabel("Church (optional)").fill("Grace Church");
  await form.getByLabel("City (optional)").fill("Springfield");
  await form.getByRole("button", { name: "Create group" }).click();
  await expect(page.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
  const groupUrl = page.url();
  const invitePath = new URL(await page.getByRole("textbox", { name: "Invite link" }).inputValue()).pathname;
  expect(invitePath).toMatch(/^\/join\/[2-9A-HJ-KMNP-Z]{10}$/);

  // A new visitor opens the link, registers on the way, confirms by mail, signs in and joins.
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.81.3.7" }, serviceWorkers: "allow" });
  const phone = await visitor.newPage();
  await phone.setViewportSize({ width: 375, height: 780 });
  await installApp(phone);
  await phone.goto(invitePath);
  await expect(phone.getByRole("heading", { name: `Join ${groupName}` })).toBeVisible();
  expect(await seriousViolations(phone), "/join as a visitor").toEqual([]);
  await phone.getByRole("link", { name: "Create an account" }).click();
  await expect(phone).toHaveURL(/\/auth\/register\?next=/);
  const email = uniqueEmail("joiner");
  await phone.getByLabel("Full Name").fill("Eunice Lystra");
  await phone.getByLabel("Email").fill(email);
  await phone.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await phone.getByLabel("Confirm Password").fill(PASSWORD);
  await phone.getByRole("button", { name: "Create Account" }).click();
  await expect(phone.getByText("Registration Successful")).toBeVisible();
  await phone.goto(await mailedLink(request, email, "/api/auth/verify-email"));
  await expect(phone).toHaveURL(/\/auth\/login\?verified=1$/);
  await phone.getByLabel("Email").fill(email);
  await phone.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await phone.getByRole("button", { name: "Sign In" }).click();
  // Having asked to join on the invitation, they land in the group.
  await expect(phone.getByRole("heading", { level: 1, name: groupName })).toBeVisible({ timeout: 10_000 });
  await expect(phone).toHaveURL(new URL(groupUrl).pathname);
  // Members see names, never addresses.
  await expect(phone.getByText("Aquila Pontus").first()).toBeVisible();
  await expect(phone.getByRole("main").getByText(/@example\.com/)).toHaveCount(0);

  // The leader sees the new member and assigns a quiz due in three days.
  await page.goto(groupUrl);
  await expect(page.getByText("Eunice Lystra").first()).toBeVisible();
  await page.getByRole("button", { name: "Assign a quiz" }).first().click();
  const assign = page.getByRole("dialog", { name: "Assign a quiz" });
  await assign.getByRole("searchbox", { name: "Search quizzes by title" }).fill("Daniel");
  await assign.getByRole("radio", { name: /Daniel Quiz/ }).check();
  await assign.getByLabel("Due date (optional)").fill(dayAhead(3));
  await assign.getByLabel("Note (optional)").fill("Read Daniel 1–6 first.");
  await assign.getByRole("button", { name: "Assign quiz" }).click();
  await expect(assign).toBeHidden();
  await expect(page.getByRole("link", { name: "View results: Daniel Quiz" })).toBeVisible();
  expect(await seriousViolations(page), "the group page as its owner, with an assignment").toEqual([]);

  // The member finds it on the dashboard and takes it there.
  await phone.goto("/dashboard");
  const assigned = phone.getByRole("region", { name: "Assigned to you" });
  await expect(assigned.getByText(`Assigned by ${groupName}`)).toBeVisible();
  expect(await seriousViolations(phone), "the dashboard with an assignment").toEqual([]);
  await assigned.getByRole("link", { name: "Start quiz: Daniel Quiz" }).click();
  for (let n = 1; n <= 25; n++) {
    await expect(phone.getByText(`Question ${n} of 25`, { exact: true })).toBeVisible();
    await phone.keyboard.press(String((n % 4) + 1));
    await phone.keyboard.press("Enter");
  }
  const done = phone.getByRole("alertdialog").filter({ hasText: "Quiz completed!" });
  await expect(done).toBeVisible();
  await done.getByRole("button", { name: "View Results" }).click();
  await expect(phone.getByRole("heading", { name: "Score Breakdown" })).toBeVisible();
  await expect(phone.getByRole("link", { name: groupName })).toBeVisible();
  const resultId = new URL(phone.url()).pathname.split("/").pop();
  const result = (await (await phone.request.get(`/api/results/${resultId}`)).json()) as { result: { score: { total: number } } };
  const score = String(result.result.score.total);

  // The leader's view: the member finished, with the score the member saw; the CSV says the same.
  await page.goto(groupUrl);
  await page.getByRole("link", { name: "View results: Daniel Quiz" }).click();
  const row = page.getByRole("row").filter({ hasText: "Eunice Lystra" });
  await expect(row).toContainText("Finished");
  await expect(row).toContainText(score);
  expect(await seriousViolations(page), "the leader's view").toEqual([]);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV: Daniel Quiz" }).click()]);
  const csv = await (await import("node:fs/promises")).readFile((await download.path())!, "utf8");
  expect(csv).toMatch(/Eunice Lystra/);
  expect(csv).toMatch(new RegExp(`Eunice Lystra[^\\n]*Finished[^\\n]*,${score}\\b`, "i"));
  expect(csv).not.toMatch(/@example\.com/);

  // The leader takes a quiz too; the group's board ranks both of them.
  const origin = baseURL!;
  const { quizzes } = (await (await page.request.get("/api/quizzes")).json()) as { quizzes: Array<{ id: number; title: string }> };
  const genesis = quizzes.find((q) => q.title === "Genesis Quiz")!;
  const started = await page.request.post(`/api/quizzes/${genesis.id}/attempts`, { headers: { origin }, data: {} });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const { attempt } = (await started.json()) as { attempt: { id: number } };
  const finished = await page.request.post(`/api/attempts/${attempt.id}/finish`, { headers: { origin }, data: {} });
  expect(finished.status(), await finished.text()).toBeLessThan(300);
  await page.goto("/groups");
  await expect(page.getByRole("link", { name: new RegExp(groupName) })).toBeVisible();
  expect(await seriousViolations(page), "/groups with a group").toEqual([]);
  await page.goto(groupUrl);
  const board = page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: "Boards", exact: true }) })
    .filter({ hasText: "Eunice Lystra" })
    .last();
  await expect(board).toContainText("Aquila Pontus");

  // Present mode: the board and the invite's QR code for a room, with no scrolling on a projector.
  await page.getByRole("link", { name: "Present" }).click();
  await expect(page).toHaveURL(/\/groups\/\d+\/present$/);
  await expect(page.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
  const top = page.getByRole("list", { name: "Top of the group" });
  await expect(top).toContainText("Eunice Lystra");
  await expect(top).toContainText("Aquila Pontus");
  await expect(page.getByRole("img", { name: "QR code for the invite link" })).toBeVisible();
  for (const [width, height] of [
    [1920, 1080],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), `no scrolling at ${width} × ${height}`).toBeLessThanOrEqual(
      0,
    );
  }
  expect(await seriousViolations(page), "the group presented").toEqual([]);
  // The member sees the board without the invite, which is the leaders'.
  await phone.goto(`${new URL(groupUrl).pathname}/present`);
  await expect(phone.getByRole("list", { name: "Top of the group" })).toContainText("Eunice Lystra");
  await expect(phone.getByRole("img", { name: "QR code for the invite link" })).toHaveCount(0);
  await page.getByRole("link", { name: "Exit" }).click();
  await expect(page).toHaveURL(groupUrl);
  await visitor.close();
});

test("an invite code that leads nowhere says the invitation is no longer valid; a link alone never joins a member", async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
}) => {
  await page.goto("/join/ZZZZZZZZZZ");
  await expect(page.getByRole("heading", { name: "This invitation is no longer valid" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();

  // A signed-in member who follows someone's invite link is asked first.
  await signIn(page, await createMember({ fullName: "Gaius Derbe" }), "/groups");
  const created = await page.request.post("/api/groups", { data: { name: "Derbe Class" }, headers: { origin: baseURL! } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const group = (await (await page.request.get(`/api/groups/${id}`)).json()) as { invite: { url: string } };
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.81.4.9" } });
  const member = await other.newPage();
  await signIn(member, await createMember({ fullName: "Titus Crete" }), new URL(group.invite.url).pathname);
  await expect(member.getByRole("button", { name: "Join group" })).toBeVisible();
  await member.reload();
  await expect(member.getByRole("button", { name: "Join group" })).toBeVisible();
  await other.close();
});

/** A phone with the app installed, as a visitor on the invitation has it. */
async function visitorPhone(browser: Browser, baseURL: string, ip: string) {
  const { defaultBrowserType: _browser, ...phone } = devices["Pixel 7"];
  const context = await browser.newContext({ ...phone, baseURL, extraHTTPHeaders: { "x-forwarded-for": ip }, serviceWorkers: "allow" });
  const page = await context.newPage();
  await installApp(page);
  return { context, page };
}

test("an invitation is kept whichever way the visitor signs up or in: the header's Sign Up, the card's Sign in", async ({
  page,
  browser,
  baseURL,
  request,
  createMember,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await createMember({ fullName: "Priscilla Rome" }), "/groups");
  const created = await page.request.post("/api/groups", { data: { name: "Ephesus Evenings" }, headers: { origin: baseURL! } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const invitePath = new URL(((await (await page.request.get(`/api/groups/${id}`)).json()) as { invite: { url: string } }).invite.url).pathname;
  const inGroup = (phone: typeof page) => expect(phone.getByRole("heading", { level: 1, name: "Ephesus Evenings" })).toBeVisible({ timeout: 10_000 });

  // A new visitor reads the invitation, then registers with the header's Sign Up (in the menu on a phone).
  const first = await visitorPhone(browser, baseURL!, "10.81.5.1");
  await first.page.goto(invitePath);
  await expect(first.page.getByRole("heading", { name: "Join Ephesus Evenings" })).toBeVisible();
  await first.page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  await expect(first.page).toHaveURL(/\/auth\/register\?next=%2Fjoin%2F/);
  const email = uniqueEmail("header-joiner");
  await first.page.getByLabel("Full Name").fill("Apollos Alexandria");
  await first.page.getByLabel("Email").fill(email);
  await first.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await first.page.getByLabel("Confirm Password").fill(PASSWORD);
  await first.page.getByRole("button", { name: "Create Account" }).click();
  await expect(first.page.getByText("Registration Successful")).toBeVisible();
  // The confirmation link opens the plain sign-in page; the invitation is remembered.
  await first.page.goto(await mailedLink(request, email, "/api/auth/verify-email"));
  await expect(first.page).toHaveURL(/\/auth\/login\?verified=1$/);
  await first.page.getByLabel("Email").fill(email);
  await first.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await first.page.getByRole("button", { name: "Sign In" }).click();
  await inGroup(first.page);
  await first.context.close();

  // A member with an account, signed out on this phone, uses the card's Sign in.
  const member = await createMember({ fullName: "Stephanas Achaia" });
  const second = await visitorPhone(browser, baseURL!, "10.81.5.2");
  await second.page.goto(invitePath);
  await second.page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await second.page.getByLabel("Email").fill(member.email);
  await second.page.getByLabel("Password", { exact: true }).fill(member.password);
  await second.page.getByRole("button", { name: "Sign In" }).click();
  await inGroup(second.page);
  await second.context.close();

  await page.goto(`/groups/${id}`);
  await expect(page.getByText("Apollos Alexandria").first()).toBeVisible();
  await expect(page.getByText("Stephanas Achaia").first()).toBeVisible();
});
