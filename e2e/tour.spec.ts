/**
 * The screenshot tour (`npm run test:tour`, not part of `npm test`): every route of the site as a
 * visitor, a free member, a Pro member and an administrator sees it, at 375 and 1280 px, saved under
 * e2e/screens/tour (ignored by git) to be looked at by eye after a change to the screens; and on a
 * Saturday (a server of its own on a shifted clock), while the event runs and after its close. On
 * each page it also checks, and fails on, what a person would hit without looking closely:
 * - serious or critical accessibility problems (axe-core, WCAG 2 A/AA);
 * - a page wider than the screen, or a box in it that scrolls sideways on a phone (375 px, and
 *   360, 390 and 414 px without a picture);
 * - a closed dialog drawn on the page.
 * It lists every problem it found before failing, so one run shows the whole picture.
 */
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { APIResponse, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { GAME_MESSAGES, isLocalizedPath, liveEventWindow, localePath, type HostGame } from "@berean/domain";
import { ensureAdmin, expect, mailedLink, PASSWORD, test, uniqueEmail, type Member } from "./fixtures";
import { startSaturdayServer, type SaturdayServer } from "./support/saturday-server";
import { readingMs } from "./support/reading-pace";
import { untranslated } from "./support/untranslated";

test.skip(!process.env.TOUR, "the screenshot tour runs with `npm run test:tour`");
test.describe.configure({ mode: "serial" });

const WIDTHS = [375, 1280] as const;
/** Other phones' widths, checked for sideways scroll (without a picture): the narrowest Android, today's iPhones, the Plus sizes. */
const MORE_PHONES = [360, 390, 414] as const;
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

/** The study pages (docs/architecture.md §4 'Study'): a free member's, with a quiz's misses in the review deck. */
const STUDY = [
  ["plans", "/plans"],
  ["practice", "/practice"],
  ["review", "/review"],
  ["memory", "/memory"],
  ["memory-verse", "/memory/john-3-16"],
  ["progress", "/progress"],
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

/** Visits a route at each width; with `open`, clicks the button of that name and looks at the dialog it opens. */
async function visit(page: Page, who: string, name: string, path: string, open?: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    const response = await page.goto(path);
    await page.waitForLoadState("networkidle");
    if (open) {
      await page.getByRole("button", { name: open, exact: true }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    const where = `${who}/${name} at ${width} px (${path})`;
    if (response && response.status() >= 500) problems.push(`${where}: HTTP ${response.status()}`);
    await look(page, who, `${name}-${width}`, where, { screenOnly: Boolean(open) });
    if (width < 600) for (const phone of MORE_PHONES) await fitsPhone(page, phone, `${who}/${name} at ${phone} px (${path})`);
  }
}

/** A page wider than the screen, or a box in it that scrolls sideways, at a phone's width: what a person pans to find. */
async function fitsPhone(page: Page, width: number, where: string) {
  await page.setViewportSize({ width, height: 812 });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  if (overflow > 1) problems.push(`${where}: ${overflow} px wider than the screen${await widest(page)}`);
  const sideways = await sidewaysBoxes(page);
  if (sideways.length > 0) problems.push(`${where}: scrolls sideways inside ${sideways.join(", ")}`);
}

/** What pushes a page past the screen's edge: the innermost boxes that end beyond it, with their text's start. */
function widest(page: Page): Promise<string> {
  return page.evaluate(() => {
    const beyond = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (e) => e.getBoundingClientRect().right > window.innerWidth + 1 && e.offsetParent !== null,
    );
    const innermost = beyond.filter((e) => !beyond.some((other) => other !== e && e.contains(other)));
    return innermost.length === 0
      ? ""
      : ` (past the edge: ${innermost
          .slice(0, 3)
          .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? "").trim().slice(0, 40)}"`)
          .join(", ")})`;
  });
}

/** Boxes that scroll sideways (hiding, unmarked, what is past their edge). */
function sidewaysBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((e) => ["auto", "scroll"].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1 && e.offsetParent !== null)
      .map((e) => e.tagName.toLowerCase() + (e.getAttribute("aria-label") ? `[${e.getAttribute("aria-label")}]` : "")),
  );
}

/**
 * Checks the page as it stands and saves its picture as `${OUT}/${who}/${file}.png`. With `screenOnly`
 * the picture is the screen (an open dialog over the page); with `fitsScreen` a page taller than the
 * screen is a problem too (a projector's screen is never scrolled).
 */
async function look(page: Page, who: string, file: string, where: string, options: { screenOnly?: boolean; fitsScreen?: boolean } = {}) {
  const { width } = page.viewportSize()!;
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  if (overflow > 1) problems.push(`${where}: ${overflow} px wider than the screen${await widest(page)}`);
  if (options.fitsScreen) {
    const below = await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);
    if (below > 1) problems.push(`${where}: ${below} px taller than the screen`);
  }
  if (width < 600) {
    // A box that scrolls sideways on a phone hides what is past its edge, unmarked.
    const sideways = await sidewaysBoxes(page);
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
  // An open dialog is seen as the screen shows it, over the page where it stands.
  if (options.screenOnly) await page.screenshot({ path: `${OUT}/${who}/${file}.png` });
  else await page.screenshot({ path: `${OUT}/${who}/${file}.png`, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, 2400) } });
}

/** A published quiz's id by its title. */
async function quizId(page: Page, title: string): Promise<number> {
  const { quizzes } = await (await page.request.get("/api/quizzes")).json();
  return (quizzes.find((q: { title: string }) => q.title === title) ?? quizzes[0]).id;
}

type AttemptQuestion = { position: number; text: string; options: string[] };
/** Which option to give to the i-th question, or null to leave it blank. */
type Chooser = (question: AttemptQuestion, i: number) => number | null;
/** The first option to the first `answered` questions, the rest blank. */
const firstOption =
  (answered: number): Chooser =>
  (_, i) =>
    i < answered ? 0 : null;

/** Answers a started attempt through the API as `choose` says and, unless told to leave it running, finishes it. */
async function playAttempt(page: Page, baseURL: string, started: APIResponse, choose: Chooser, finish = true, pauseMs = 0) {
  const headers = { origin: baseURL };
  expect(started.status(), await started.text()).toBe(201);
  const { attempt } = (await started.json()) as { attempt: { id: number; questions: AttemptQuestion[] } };
  for (const [i, q] of attempt.questions.entries()) {
    const chosenIndex = choose(q, i);
    if (chosenIndex === null) continue;
    if (pauseMs) await page.waitForTimeout(pauseMs);
    await page.request.post(`/api/attempts/${attempt.id}/answers`, { data: { position: q.position, chosenIndex }, headers });
  }
  if (finish) expect((await page.request.post(`/api/attempts/${attempt.id}/finish`, { data: {}, headers })).ok()).toBe(true);
}

/** Takes one quiz through the API (all answers the first option), so the member has a result and a history. */
async function takeOneQuiz(page: Page, baseURL: string, title = "Acts Quiz", answered = 15, finish = true) {
  const started = await page.request.post(`/api/quizzes/${await quizId(page, title)}/attempts`, { data: {}, headers: { origin: baseURL } });
  await playAttempt(page, baseURL, started, firstOption(answered), finish);
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
  await visit(page, "new-member", "review", "/review");
  await takeOneQuiz(page, baseURL!);
  for (const [name, path] of [...MEMBER, ...STUDY]) await visit(page, "free-member", name, path);
  await page.context().clearCookies();

  const pro: Member = await createMember({ fullName: "Priscilla Corinth" });
  await signIn(page, pro);
  await becomePro(page, baseURL!);
  for (const [name, path] of [
    ...MEMBER.slice(0, 1),
    ["quiz-selection", "/quiz-selection"],
    ["upgrade", "/dashboard/upgrade"],
    ["competitions", "/competitions"],
    ["settings", "/dashboard/settings"],
  ] as const) {
    await visit(page, "pro-member", name, path);
  }
  // My progress with an ended quiz to report on.
  await takeOneQuiz(page, baseURL!, "Genesis Quiz", 20);
  await visit(page, "pro-member", "progress", "/progress");
  // A study plan followed: today's passage, practice on it, the evening reminder's switch.
  expect((await page.request.post("/api/plan-follows", { data: { plan: "acts-28" }, headers: { origin: baseURL! } })).status()).toBe(201);
  await visit(page, "pro-member", "plan-today", "/plans");
  await page.context().clearCookies();

  const admin = await ensureAdmin(page);
  await signIn(page, admin);
  for (const [name, path] of ADMIN) await visit(page, "admin", name, path);
  // The quiz form, with its early access for Pro members.
  await visit(page, "admin", "admin-quiz-create-dialog", "/admin/quizzes", "Create Quiz");

  expect(problems, problems.join("\n")).toEqual([]);
});

/**
 * The tour in Spanish (docs/architecture.md §9): a Spanish-speaking visitor's public pages (at their
 * /es paths) and a member's pages in Spanish, each at 375 and 1280 px under e2e/screens/tour/es, and
 * on each, nothing left in English: no message id (a message missing from a catalogue), no English
 * message of the app, no English sentence from the server or the data (e2e/support/untranslated.ts).
 */
test.describe("in Spanish", () => {
  test.use({ locale: "es-ES" });
  const SPANISH_PUBLIC = PUBLIC.map(([name, path]) => [name, isLocalizedPath(path) ? localePath(path, "es") : path] as const);

  test("the Spanish tour: every page a visitor and a member see, in Spanish", async ({ page, createMember, signIn, baseURL }) => {
    test.setTimeout(15 * 60_000);
    const english: string[] = [];
    const see = async (who: string, name: string, path: string) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        mkdirSync(`${OUT}/es/${who}`, { recursive: true });
        await page.screenshot({ path: `${OUT}/es/${who}/${name}-${width}.png`, fullPage: true });
        const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
        if (overflow > 1) english.push(`${who}/${name} at ${width} px: ${overflow} px wider than the screen`);
      }
      if ((await page.locator("html").getAttribute("lang")) !== "es") english.push(`${who}/${name} (${path}): the page is not in Spanish`);
      for (const found of await untranslated(page)) english.push(`${who}/${name} (${path}): ${found}`);
    };

    for (const [name, path] of SPANISH_PUBLIC) await see("visitor", name, path);

    const member: Member = await createMember({ fullName: "Lucas de Antioquía" });
    await signIn(page, member);
    expect((await page.request.patch("/api/me", { data: { locale: "es" }, headers: { origin: baseURL! } })).status()).toBe(200);
    await takeOneQuiz(page, baseURL!, "Cuestionario de Hechos");
    for (const [name, path] of [...MEMBER, ...STUDY]) await see("member", name, path);

    expect(english, english.join("\n")).toEqual([]);
  });
});

let ownAddresses = 0;
const ownAddress = () => `10.201.${Math.floor(++ownAddresses / 250) % 250}.${(ownAddresses % 250) + 1}`;

/** Signs in as the fixture's `signIn` does, from an address of the member's own (three sign-ins per address in ten seconds). */
async function signInFromOwnAddress(page: Page, baseURL: string, member: Member) {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: member.email, password: member.password, rememberMe: false },
    headers: { origin: baseURL, "x-forwarded-for": ownAddress() },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto("/");
  await expect(page).toHaveURL(/\/(dashboard|admin)/, { timeout: 10_000 });
}

/**
 * A verified member registered from an address of their own: a group's members sign up from their
 * own homes, and the site allows three sign-ups from one address in ten seconds.
 */
async function registerFromOwnAddress(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, fullName: string): Promise<Member> {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ownAddress(), origin: baseURL } });
  const member = { fullName, email: uniqueEmail("group"), password: PASSWORD };
  expect((await request.post("/api/auth/sign-up/email", { data: { name: fullName, email: member.email, password: PASSWORD } })).status()).toBe(200);
  expect((await request.get(await mailedLink(request, member.email, "/api/auth/verify-email"), { maxRedirects: 0 })).status()).toBe(302);
  await request.dispose();
  return member;
}

/**
 * Groups, assignments and custom quizzes, seen filled (docs/architecture.md §4 'Groups'): a Pro leader's
 * group of five where four have results (a podium and rows), an assignment with a due date that one
 * member finished, one started and one has not, a custom quiz shared with the group and taken by one
 * member, the invitation as a visitor, an outsider and a member see it, and the administrators' list.
 */
test("the groups tour: groups, assignments and custom quizzes with real data", async ({ page, playwright, baseURL }) => {
  test.setTimeout(10 * 60_000);
  const createMember = (options: { fullName: string }) => registerFromOwnAddress(playwright, baseURL!, options.fullName);
  const signIn = (p: Page, member: Member) => signInFromOwnAddress(p, baseURL!, member);
  problems.length = 0;
  const headers = { origin: baseURL! };
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };

  // A member with no group yet: the empty states, and an invitation that no longer works.
  const newcomer: Member = await createMember({ fullName: "Dorcas Joppa" });
  await signIn(page, newcomer);
  await visit(page, "groups-newcomer", "groups", "/groups");
  await visit(page, "groups-newcomer", "groups-create-dialog", "/groups", "Create a group");
  await visit(page, "groups-newcomer", "custom-quizzes", "/custom-quizzes");
  await visit(page, "groups-newcomer", "join-invalid", "/join/ZZZZZZZZZZ");
  // Then starts a group of their own, for the administrators' list.
  await post("/api/groups", { name: "Berea Bible Class", description: "Searching the scriptures daily.", church: null, city: "Berea" });
  await page.context().clearCookies();

  // The leader: Pro, owns the group, has a result of their own and builds a custom quiz for it.
  const leader: Member = await createMember({ fullName: "Priscilla Corinth" });
  await signIn(page, leader);
  await becomePro(page, baseURL!);
  const { id: groupId } = await post("/api/groups", {
    name: "Grace Chapel Youth",
    description: "Wednesday night youth group. We take one quiz a week together and go over the answers on Sunday.",
    church: "Grace Chapel",
    city: "Ephesus",
  });
  const code: string = (await (await page.request.get(`/api/groups/${groupId}`)).json()).invite.code;
  await takeOneQuiz(page, baseURL!, "Matthew Quiz", 9);
  const due = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const { assignment } = await post(`/api/groups/${groupId}/assignments`, {
    quizId: await quizId(page, "Genesis Quiz"),
    dueDate: due,
    note: "Read Genesis 1–11 first. We go over the answers on Sunday.",
  });
  const drawn: Array<{ id: number; text: string; options: string[]; correctIndex: number }> = (
    await (await page.request.get("/api/custom-quizzes/draw?books=john,acts&count=12")).json()
  ).questions;
  const { id: customId } = await post("/api/custom-quizzes", {
    title: "John and Acts review",
    description: "Twelve questions on the Gospel of John and the first church, for the class on Sunday.",
    questionIds: drawn.map((q) => q.id),
    groupIds: [groupId],
  });
  await page.context().clearCookies();

  // The invitation as a visitor sees it.
  await visit(page, "groups-visitor", "join", `/join/${code}`);

  // Members: one finishes the assignment, one starts it and stops, two take the custom quiz, answered from
  // its key at a reader's pace (quick right answers would be held for review and leave the boards).
  const key = new Map(drawn.map((q) => [q.text, q.options[q.correctIndex]]));
  /** The custom quiz answered from its key: `right` right answers, then `wrong` wrong ones. */
  const custom =
    (right: number, wrong: number): Chooser =>
    (q, i) => {
      const correct = q.options.indexOf(key.get(q.text)!);
      return i < right ? correct : i < right + wrong ? (correct + 1) % 4 : null;
    };
  const playCustom = async (p: Page, choose: Chooser) =>
    playAttempt(p, baseURL!, await p.request.post(`/api/custom-quizzes/${customId}/attempt`, { data: {}, headers }), choose, true, readingMs("custom"));
  const members: Array<[string, (p: Page) => Promise<void>]> = [
    ["Silas Berea", (p) => takeOneQuiz(p, baseURL!, "Genesis Quiz", 9)],
    ["Timothy Lystra", (p) => takeOneQuiz(p, baseURL!, "Genesis Quiz", 5, false)],
    [
      "Lydia Thyatira",
      async (p) => {
        await takeOneQuiz(p, baseURL!, "Acts Quiz", 9);
        await playCustom(p, custom(7, 2));
      },
    ],
    ["Apollos Alexandria", (p) => playCustom(p, custom(9, 0))],
  ];
  let lydia: Member | undefined;
  for (const [fullName, play] of members) {
    const member: Member = await createMember({ fullName });
    await signIn(page, member);
    if (fullName === "Lydia Thyatira") {
      lydia = member;
      await visit(page, "groups-outsider", "join", `/join/${code}`);
    }
    await post(`/api/join/${code}`, {});
    await play(page);
    await page.context().clearCookies();
  }

  // A member's view.
  await signIn(page, lydia!);
  for (const [name, path] of [
    ["dashboard", "/dashboard"],
    ["my-quizzes", "/dashboard/quizzes"],
    ["groups", "/groups"],
    ["group", `/groups/${groupId}`],
    ["join", `/join/${code}`],
    ["custom-quizzes", "/custom-quizzes"],
    ["custom-quiz", `/custom-quizzes/${customId}`],
  ] as const) {
    await visit(page, "groups-member", name, path);
  }
  await page.context().clearCookies();

  // The leader's view.
  await signIn(page, leader);
  for (const [name, path, open] of [
    ["dashboard", "/dashboard"],
    ["groups", "/groups"],
    ["group", `/groups/${groupId}`],
    ["group-edit-dialog", `/groups/${groupId}`, "Edit group"],
    ["group-assign-dialog", `/groups/${groupId}`, "Assign a quiz"],
    ["assignment", `/groups/${groupId}/assignments/${assignment.id}`],
    ["custom-quizzes", "/custom-quizzes"],
    ["custom-quiz-new", "/custom-quizzes/new"],
    ["custom-quiz", `/custom-quizzes/${customId}`],
    ["custom-quiz-edit", `/custom-quizzes/${customId}/edit`],
  ] as Array<[string, string, string?]>) {
    await visit(page, "groups-leader", name, path, open);
  }
  // 'Write my own': a question written beside the bank's, its verse shown as it is cited.
  await post("/api/custom-quizzes/own-questions", {
    text: "What did Ruth say to Naomi on the road to Bethlehem?",
    options: ["Whither thou goest, I will go", "Return to Moab", "Let us part here", "I will find a husband"],
    correctIndex: 0,
    reference: "Ruth 1:16",
    explanation: "Ruth would not leave Naomi.",
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    await page.goto("/custom-quizzes/new");
    await page.getByRole("radio", { name: "Write my own" }).click();
    await page.getByRole("button", { name: "Write a question" }).click();
    await page.getByRole("textbox", { name: "Question" }).fill("Who was Ruth's mother-in-law?");
    await page.getByRole("textbox", { name: "Verse" }).fill("Ruth 1:6");
    await page.getByRole("textbox", { name: "Explanation" }).focus();
    await expect(page.getByLabel("Ruth 1:6 (KJV)")).toBeVisible();
    await look(page, "groups-leader", `custom-quiz-write-${width}`, `groups-leader/custom-quiz-write at ${width} px`);
  }
  // The group's board and invite on a projector, and the Saturday board's present mode.
  for (const [width, height] of [
    [1920, 1080],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [name, path] of [
      ["group-present", `/groups/${groupId}/present`],
      ["live-board-present", "/events/live/present"],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await look(page, "groups-leader", `${name}-${width}`, `groups-leader/${name} at ${width}×${height}`, { screenOnly: true, fitsScreen: true });
    }
  }
  await page.context().clearCookies();

  const admin = await ensureAdmin(page);
  await signIn(page, admin);
  await visit(page, "groups-admin", "admin", "/admin");
  await visit(page, "groups-admin", "admin-groups", "/admin/groups");

  expect(problems, problems.join("\n")).toEqual([]);
});

/**
 * Hosted games (docs/architecture.md §4 'Hosted games'): the host's projector screen at 1920×1080 and
 * 1280×720 through a game (the lobby empty and filled, a question, its reveal with an end-game
 * confirmation over it, the podium), where a screen taller than the projector's is a problem too;
 * and a phone at 375 px (the PIN, an unknown PIN, the nickname, 'You're in!', a question, 'Answer
 * sent', the outcome, no answer, removed, game over). Four more players answer through the API.
 */
test("the hosted game tour: the host's screen at projector sizes and the phone at 375 px", async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(5 * 60_000);
  problems.length = 0;
  const headers = { origin: baseURL! };
  const post = async (path: string, data: object, request = page.request) => {
    const res = await request.post(path, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const host: Member = await registerFromOwnAddress(playwright, baseURL!, "Priscilla Corinth");
  await signInFromOwnAddress(page, baseURL!, host);
  await visit(page, "game-host", "host-setup", "/host");

  const { game } = (await post("/api/games", {
    source: { kind: "quiz", quizId: await quizId(page, "Genesis Quiz") },
    questionCount: 5,
    secondsPerQuestion: 60,
  })) as { game: HostGame };
  const view = async (): Promise<HostGame> => (await page.request.get(`/api/games/${game.id}`)).json();
  const projector = async (name: string) => {
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(size);
      await look(page, "game-host", `${name}-${size.width}`, `game-host/${name} at ${size.width}×${size.height}`, { screenOnly: true, fitsScreen: true });
    }
  };
  await page.goto(`/host/${game.id}`);
  await expect(page.getByRole("button", { name: "Start", exact: true })).toBeDisabled();
  await projector("lobby-empty");

  const newPhone = async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
    return { context, phone: await context.newPage() };
  };
  const { context, phone } = await newPhone();
  const phoneLook = (name: string, on = phone) => look(on, "game-phone", `${name}-375`, `game-phone/${name} at 375 px`);
  await phone.goto("/play");
  await expect(phone.getByRole("heading", { name: "Join a game" })).toBeVisible();
  await phoneLook("pin");
  // A PIN no game has: refused at 'Enter', said under 'Game PIN' before any nickname is asked.
  await phone.getByLabel("Game PIN").fill(game.pin === "000000" ? "000001" : "000000");
  await phone.getByRole("button", { name: "Enter", exact: true }).click();
  await expect(phone.getByText(GAME_MESSAGES.noSuchPin)).toBeVisible();
  await expect(phone.getByLabel("Nickname")).toHaveCount(0);
  await phoneLook("pin-unknown");
  await phone.getByLabel("Game PIN").fill(game.pin);
  await phone.getByRole("button", { name: "Enter", exact: true }).click();
  await expect(phone.getByLabel("Nickname")).toBeVisible();
  await phoneLook("nickname");
  await phone.getByLabel("Nickname").fill("Lydia");
  await phone.getByRole("button", { name: "Join", exact: true }).click();
  await expect(phone.getByRole("heading", { name: "You're in!" })).toBeVisible();
  await phoneLook("joined");

  // Four more players, and one the host removes.
  const others = await Promise.all(
    ["Silas", "Timothy", "Eunice", "Phoebe"].map(async (nickname) => {
      const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL!, "x-forwarded-for": ownAddress() } });
      await post("/api/play/join", { pin: game.pin, nickname }, request);
      return request;
    }),
  );
  const removed = await newPhone();
  await removed.phone.goto(`/play?pin=${game.pin}`);
  await removed.phone.getByRole("button", { name: "Enter", exact: true }).click();
  await removed.phone.getByLabel("Nickname").fill("Demas");
  await removed.phone.getByRole("button", { name: "Join", exact: true }).click();
  await expect(removed.phone.getByRole("heading", { name: "You're in!" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Demas" })).toBeVisible();
  await projector("lobby");
  await page.getByRole("button", { name: "Remove Demas" }).click();
  await expect(removed.phone.getByText(GAME_MESSAGES.removed)).toBeVisible();
  await phoneLook("removed", removed.phone);
  await removed.context.close();
  await expect(page.getByRole("button", { name: "Remove Demas" })).toBeHidden();

  // Five questions: the phone answers the first and lets the second pass; the others answer at once; the host closes each.
  await post(`/api/games/${game.id}/start`, { position: 0 });
  for (let position = 1; position <= 5; position++) {
    await expect(page.getByRole("timer")).toBeVisible();
    const { question } = await view();
    expect(question?.position).toBe(position);
    await expect(phone.getByRole("button", { name: question!.options[0], exact: true })).toBeVisible();
    await Promise.all(others.slice(0, 3).map((request, i) => post("/api/play/answers", { position, choice: (i + position) % 4 }, request)));
    if (position === 1) {
      await projector("question");
      await phoneLook("question");
      await phone.getByRole("button", { name: question!.options[0], exact: true }).click();
      await expect(phone.getByText("Answer sent")).toBeVisible();
      await phoneLook("answer-sent");
    }
    await post(`/api/games/${game.id}/next`, { position });
    await expect(page.getByRole("list", { name: "Answers" })).toBeVisible();
    if (position === 1) {
      await projector("reveal");
      await expect(phone.getByText(/^(Correct!|Wrong)$/)).toBeVisible();
      await phoneLook("outcome");
    }
    if (position === 2) {
      await expect(phone.getByText("No answer", { exact: true })).toBeVisible();
      await phoneLook("no-answer");
      await page.getByRole("button", { name: "End game", exact: true }).click();
      const confirm = page.getByRole("alertdialog", { name: "End this game?" });
      await expect(confirm).toBeVisible();
      await projector("end-dialog");
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
    }
    await post(`/api/games/${game.id}/next`, { position });
  }
  await expect(page.getByRole("heading", { name: "Podium" })).toBeVisible();
  await projector("podium");
  await expect(phone.getByRole("heading", { name: "Game over" })).toBeVisible();
  await phoneLook("game-over");
  await context.close();
  await Promise.all(others.map((request) => request.dispose()));

  expect(problems, problems.join("\n")).toEqual([]);
});

/**
 * Saturday (docs/architecture.md §4 'The Saturday live event'), on a server of its own whose clock
 * starts two hours into the next event: a visitor and a member while it runs, the member again
 * once they have played, and everything after the close (the final board, the certificate, the
 * review). The weekday tour never sees the live banner, where phones once scrolled sideways.
 */
test.describe("on a Saturday", () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 58;
  const event = liveEventWindow(new Date(), "America/New_York");
  let server: SaturdayServer | undefined;
  test.use({ baseURL: `http://localhost:${port}`, timezoneId: "America/New_York" });
  test.beforeAll(async () => {
    if (!process.env.TOUR) return;
    test.setTimeout(180_000);
    server = await startSaturdayServer({ port, start: new Date(event.opensAt.getTime() + 2 * 3600_000) });
  });
  test.afterAll(() => server?.stop());

  test("the Saturday tour: the event live, played, and closed", async ({ page, createMember, signIn, baseURL }) => {
    test.setTimeout(10 * 60_000);
    problems.length = 0;
    await page.clock.install({ time: server!.now() });
    for (const [name, path] of [
      ["landing", "/"],
      ["events-live", "/events/live"],
    ] as const)
      await visit(page, "saturday-visitor", name, path);

    const member: Member = await createMember({ fullName: "Lydia Thyatira" });
    await signIn(page, member);
    for (const [name, path] of [
      ["dashboard", "/dashboard"],
      ["quiz-selection", "/quiz-selection"],
      ["events-live", "/events/live"],
    ] as const) {
      await visit(page, "saturday-live", name, path);
    }
    await takeOneQuiz(page, baseURL!, "Weekly Bible Challenge", 12);
    for (const [name, path] of [
      ["dashboard", "/dashboard"],
      ["result", "/result/latest"],
      ["events-live", "/events/live"],
      ["quiz-selection", "/quiz-selection"],
    ] as const) {
      await visit(page, "saturday-played", name, path);
    }

    await server!.advance(event.closesAt.getTime() - server!.now().getTime() + 2_000);
    await page.clock.setSystemTime(server!.now());
    for (const [name, path] of [
      ["dashboard", "/dashboard"],
      ["events-live", "/events/live"],
      ["events", "/events"],
      ["result", "/result/latest"],
      ["settings", "/dashboard/settings"],
    ] as const) {
      await visit(page, "saturday-closed", name, path);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
