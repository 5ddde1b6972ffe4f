import { mkdirSync } from "node:fs";
import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { STUDY_MESSAGES } from "@berean/domain";
import { ensureAdmin, expect, test } from "./fixtures";
import { seriousViolations } from "./support/axe";

/**
 * Study in the browser (docs/architecture.md §4 'Study'): a member's misses in a quiz come back in
 * the review deck, practice shows the KJV verse that answers a question, and a memory verse is
 * learned step by step with the differences shown when a word is wrong.
 */

const GENESIS_1_1 = "In the beginning God created the heaven and the earth.";
const JOHN_14_6 = "Jesus saith unto him, I am the way, the truth, and the life: no man cometh unto the Father, but by me.";

/** SCREENS=1 saves each step at 375 and 1280 px under e2e/screens/study (ignored by git) for a look by eye. */
async function shot(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/study", { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    // From the top, at most three screens long (the list of memory verses is far longer).
    const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    await page.screenshot({ path: `e2e/screens/study/${name}-${width}.png`, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, 2400) } });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const GENESIS_QUESTION = "What did God create in the beginning?";

/**
 * An administrator adds a question of Genesis 1:1 to the bank (once a run), in play nowhere, so
 * practising Genesis 1 draws it beside the bank's own questions of the chapter that no pool holds.
 */
async function addGenesisQuestion(page: Page, playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  const admin = await ensureAdmin(page);
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": "10.94.0.1" } });
  const signedIn = await api.post("/api/auth/sign-in/email", { data: { email: admin.email, password: admin.password, rememberMe: false } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const found = (await (await api.get(`/api/admin/questions?search=${encodeURIComponent(GENESIS_QUESTION)}`)).json()) as { total: number };
  // A retry of this test in the same run finds it there already.
  if (found.total === 0) {
    const added = await api.post("/api/admin/questions", {
      data: {
        question: GENESIS_QUESTION,
        options: ["The heaven and the earth", "The garden of Eden", "The sun and the moon", "Adam and Eve"],
        correctIndex: 0,
        book: "genesis",
        reference: "Genesis 1:1",
        difficulty: "easy",
        topics: ["creation"],
        explanation: "The Bible opens with God creating the heaven and the earth.",
      },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await api.dispose();
}

test("study: a quiz's misses in Review, practising Genesis 1 with the verse, and a memory verse learned", async ({
  page,
  playwright,
  baseURL,
  createMember,
  signIn,
}) => {
  // A quiz of 25 at a reader's pace, the review deck, practice to the end of Genesis 1 and a memory verse.
  test.setTimeout(120_000);
  await addGenesisQuestion(page, playwright, baseURL!);
  await signIn(page, await createMember({ fullName: "Eunice Lystra" }), "/quiz-selection");

  // A quiz, the first option every time: most of them wrong.
  await page.getByRole("button", { name: "Start Quiz: Proverbs Quiz", exact: true }).click();
  for (let n = 1; n <= 25; n++) {
    await expect(page.getByText(`Question ${n} of 25`, { exact: true })).toBeVisible();
    await page.keyboard.press("1");
    await page.keyboard.press("Enter");
  }
  const done = page.getByRole("alertdialog").filter({ hasText: "Quiz completed!" });
  await done.getByRole("button", { name: "View Results" }).click();
  await expect(page.getByRole("heading", { name: "Score Breakdown" })).toBeVisible();
  // The keys, as the result's review shows them to the member.
  const { result } = (await (await page.request.get("/api/results/latest")).json()) as {
    result: { score: { correct: number }; review: { text: string; options: string[]; correctIndex: number }[] };
  };
  const keyOf = new Map(result.review.map((item) => [item.text, item.options[item.correctIndex]!]));
  const misses = 25 - result.score.correct;
  expect(misses).toBeGreaterThanOrEqual(2);

  // The dashboard's Study card: the misses are due at once, though the quiz is live for others.
  await page.goto("/dashboard");
  const dueOnDashboard = page.getByText(/^Due today: \d+$/);
  await expect(page.getByText(`${misses} cards in your deck`)).toBeVisible();
  const due = Number((await dueOnDashboard.innerText()).replace(/\D/g, ""));
  expect(due).toBeGreaterThanOrEqual(2);
  await shot(page, "dashboard");
  await page.getByRole("link", { name: "Review now" }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole("heading", { level: 1, name: "Review" })).toBeVisible();
  await expect(page.getByText(`Due now: ${due}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${misses} cards in your deck`)).toBeVisible();

  // A card answered right, then rated Good.
  const prompt = page.getByRole("main").getByRole("heading", { level: 2 });
  const first = await prompt.innerText();
  const options = page.getByRole("group", { name: first });
  await options.getByRole("button", { name: keyOf.get(first), exact: true }).click();
  await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
  await expect(options.getByRole("button", { name: `${keyOf.get(first)} Right answer`, exact: true })).toBeVisible();
  const rating = page.getByRole("group", { name: "Rate this card" });
  await expect(rating.getByRole("button")).toHaveText(["Hard", "Good", "Easy"]);
  expect(await seriousViolations(page), "/review, a card answered").toEqual([]);
  await shot(page, "review-right");
  await rating.getByRole("button", { name: "Good", exact: true }).click();

  // The next card replaces it; answered wrong, the server rates it Again.
  await expect(prompt).not.toHaveText(first);
  const second = await prompt.innerText();
  const key = keyOf.get(second)!;
  const secondOptions = page.getByRole("group", { name: second });
  const wrong = (await secondOptions.getByRole("button").allInnerTexts()).map((text) => text.replace(/^[A-D]\s*/, "").trim()).find((text) => text !== key)!;
  await secondOptions.getByRole("button", { name: wrong, exact: true }).click();
  await expect(page.getByText("Wrong", { exact: true })).toBeVisible();
  await expect(secondOptions.getByRole("button", { name: `${wrong} Your answer`, exact: true })).toBeVisible();
  await expect(secondOptions.getByRole("button", { name: `${key} Right answer`, exact: true })).toBeVisible();
  await expect(page.getByText("Rated Again", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Hard" })).toHaveCount(0);
  await shot(page, "review-wrong");
  await page.getByRole("button", { name: "Next card" }).click();
  await expect(prompt).not.toHaveText(second);

  // Practice: Genesis 1. Every question of it in play nowhere is drawn, one at a time, until none is left.
  await page.getByRole("navigation", { name: "Study" }).getByRole("link", { name: "Practice", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Practice" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search books" }).fill("Genesis");
  await page.getByRole("checkbox", { name: "Genesis", exact: true }).check();
  await expect(page.getByText("Chosen: Genesis")).toBeVisible();
  await page.getByRole("group", { name: "Chapters" }).getByRole("button", { name: "1", exact: true }).click();
  await expect(page.getByText("1 of 50 chapters of Genesis chosen.")).toBeVisible();
  await shot(page, "practice-setup");
  await page.getByRole("button", { name: "Start practice" }).click();
  await expect(page.getByText("0 right · 0 wrong")).toBeVisible();
  const question = page.getByRole("main").getByRole("heading", { level: 2 });
  const empty = page.getByText(STUDY_MESSAGES.practiceEmpty);
  let answered = 0;
  let sawOurs = false;
  for (;;) {
    await expect(question.or(empty).first()).toBeVisible();
    if (await empty.isVisible()) break;
    const text = await question.innerText();
    if (text === GENESIS_QUESTION) {
      sawOurs = true;
      await page.getByRole("button", { name: "The heaven and the earth", exact: true }).click();
      await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
      // The verse that answers it, as the KJV has it.
      await expect(page.getByRole("figure", { name: "Genesis 1:1" }).getByRole("blockquote")).toHaveText(GENESIS_1_1);
      expect(await seriousViolations(page), "/practice, a question answered").toEqual([]);
      await shot(page, "practice-answered");
    } else {
      // The bank's own questions of Genesis 1: any answer will do.
      await page.getByRole("group", { name: text }).getByRole("button").first().click();
      await expect(page.getByText(/^(Correct!|Wrong)$/)).toBeVisible();
    }
    answered += 1;
    // The tally counts every answer given, right or wrong.
    const tallies = Array.from({ length: answered + 1 }, (_, r) => `${r} right · ${answered - r} wrong`);
    await expect(page.getByText(/^\d+ right · \d+ wrong$/)).toHaveText(new RegExp(`^(${tallies.join("|")})$`));
    expect(answered, "Genesis 1 holds a few questions in play nowhere, not a free day's 20").toBeLessThan(20);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(question.filter({ hasNotText: text }).or(empty).first()).toBeVisible();
  }
  expect(sawOurs).toBe(true);
  const [, rightCount, wrongCount] = /^(\d+) right · (\d+) wrong$/.exec((await page.getByText(/^\d+ right · \d+ wrong$/).innerText()).trim())!;
  expect(Number(rightCount) + Number(wrongCount)).toBe(answered);
  await expect(page.getByRole("button", { name: "Change books" })).toBeVisible();
  await shot(page, "practice-empty");
  await page.getByRole("button", { name: "End", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Practice summary" })).toBeVisible();
  await expect(page.getByText(`You answered ${answered} question${answered === 1 ? "" : "s"}.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "By book" }).getByRole("row", { name: "Genesis" })).toHaveText(
    new RegExp(`Genesis\\s*${rightCount}\\s*${wrongCount}`),
  );
  await expect(page.getByRole("button", { name: "Practice again" })).toBeVisible();
  await shot(page, "practice-summary");

  // Memory verses: John 14:6, read, then its blanks filled (once with a word wrong).
  await page.getByRole("navigation", { name: "Study" }).getByRole("link", { name: "Memory verses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Memory verses" })).toBeVisible();
  await expect(page.getByText(/^Learned: 0 of \d+$/)).toBeVisible();
  expect(await seriousViolations(page), "/memory").toEqual([]);
  await shot(page, "memory");
  await page.getByRole("searchbox", { name: "Search verses" }).fill("John 14:6");
  await page.getByRole("link", { name: "John 14:6: I am the way, the truth, and the life" }).click();
  await expect(page).toHaveURL(/\/memory\/john-14-6$/);
  await expect(page.getByRole("heading", { level: 1, name: "John 14:6" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Read" })).toBeVisible();
  await expect(page.getByRole("blockquote")).toHaveText(JOHN_14_6);
  expect(await seriousViolations(page), "a memory verse").toEqual([]);
  await shot(page, "memory-read");
  await page.getByRole("button", { name: "I have read it" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Fill in the blanks" })).toBeVisible();

  // Each blank is named by its word's place in the verse; the word asked is without its punctuation.
  const words = JOHN_14_6.split(/\s+/).map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));
  const blanks = page.getByRole("textbox", { name: /^Word \d+$/ });
  const count = await blanks.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const blank = blanks.nth(i);
    const place = Number((await blank.getAttribute("aria-label"))!.replace("Word ", ""));
    await blank.fill(words[place - 1]!);
  }
  // One word wrong: 'road' for 'way', the eighth.
  const way = page.getByRole("textbox", { name: "Word 8", exact: true });
  await way.fill("road");
  await shot(page, "memory-fill");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("heading", { name: "Not quite" })).toBeVisible();
  await expect(page.getByText(`${words.length - 1} of ${words.length} words right. Here is what differs:`)).toBeVisible();
  await expect(page.getByRole("deletion")).toHaveText(["typed wrong: road,", "struck"]);
  await expect(page.getByRole("insertion").first()).toHaveText("expected: way,");
  await shot(page, "memory-differences");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(way).toHaveValue("road");
  await way.fill("way");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("heading", { name: "Well done!" })).toBeVisible();
  await expect(page.getByText("Every word right: Fill in the blanks is done.")).toBeVisible();
  await shot(page, "memory-well-done");
  await page.getByRole("button", { name: "Next step: First letters" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "First letters" })).toBeVisible();
  await expect(page.getByText("J s u h, I a t w, t t, a t l: n m c u t F, b b m.")).toBeVisible();
});
