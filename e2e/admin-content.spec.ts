import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ensureAdmin, expect, test } from "./fixtures";

/** SCREENS=1 saves screenshots under e2e/screens/admin (ignored by git) for a look by eye. */
async function shot(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/admin", { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screens/admin/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("content: an admin adds a question, builds a quiz with it, a member challenges it, and the correction regrades the member's result", async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const text = `Who was the first Christian martyr (${tag})?`;
  await signIn(page, await ensureAdmin(page));

  // Add Question: deliberately keyed wrong (James), as a slip an admin could make.
  await page.goto("/admin/questions");
  await expect(page.getByRole("heading", { name: "Questions" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Quiz" })).toHaveValue("");
  await expect(page.getByRole("option", { name: "-- Choose a quiz --" })).toBeAttached();
  await page.getByRole("button", { name: "Add Question" }).click();
  const form = page.getByRole("dialog", { name: "Add Question" });
  await form.getByLabel("Question").fill(text);
  for (const [letter, option] of [
    ["A", "Stephen"],
    ["B", "James"],
    ["C", "Peter"],
    ["D", "Philip"],
  ])
    await form.getByRole("textbox", { name: `Option ${letter}`, exact: true }).fill(option!);
  await form.getByRole("radio", { name: "Option B is correct" }).check();
  await form.getByLabel("Book").selectOption("acts");
  await form.getByLabel("Reference").fill("Acts 7:99");
  await form.getByLabel("Explanation").fill("Stephen was stoned while calling upon God (Acts 7:59).");
  await form.getByRole("button", { name: "Add Question" }).click();
  await expect(form.getByText("That verse is not in the King James text.")).toBeVisible();
  await form.getByLabel("Reference").fill("Acts 7:59");
  await form.getByRole("button", { name: "Add Question" }).click();
  await expect(form).toBeHidden();
  await page.getByRole("searchbox", { name: "Search questions" }).fill(tag);
  const questionRow = page.getByRole("row").filter({ hasText: text });
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(questionRow).toContainText("B: James");
  await expect(questionRow).toContainText("Acts");
  await questionRow.getByRole("button", { name: /^View question/ }).click();
  await expect(page.getByRole("dialog", { name: "Question details" })).toContainText("Stephen");
  await page.keyboard.press("Escape");
  await shot(page, "questions");

  // Edit: the difficulty (the key stays, so nothing is regraded).
  await questionRow.getByRole("button", { name: /^Edit question/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Question" });
  await edit.getByLabel("Difficulty").selectOption("easy");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Question updated").first()).toBeVisible();
  await expect(questionRow).toContainText("Easy");

  // Create a quiz of 25 random medium Acts questions, then swap one for the new question. The
  // new question is easy now, so the draw cannot have taken it already (it would show "Added").
  const title = `Acts Sampler ${tag}`;
  await page.goto("/admin/quizzes");
  for (const label of ["Total Quizzes", "Total Attempts", "Active Quizzes"])
    await expect(page.getByRole("main").getByText(label, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Create Quiz" }).click();
  const create = page.getByRole("dialog", { name: "Create Quiz" });
  await create.getByRole("button", { name: "Create Quiz" }).click();
  await expect(create.getByText("Please enter a quiz title.")).toBeVisible();
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Description (optional)").fill("Twenty-five questions from the Acts of the Apostles.");
  await expect(create.getByRole("radio", { name: "Random: 25 questions from database" })).toBeChecked();
  await create.getByLabel("Book").selectOption("acts");
  await create.getByLabel("Difficulty").selectOption("medium");
  await create.getByRole("button", { name: "Create Quiz" }).click();
  await expect(page.getByText("Quiz created successfully!").first()).toBeVisible();
  await page.getByRole("searchbox", { name: "Search quizzes" }).fill(tag);
  const quizRow = page.getByRole("row").filter({ hasText: title });
  await expect(quizRow).toContainText("25");
  await expect(quizRow).toContainText("Active");
  await shot(page, "quizzes");
  const quizEdit = page.getByRole("dialog", { name: "Edit Quiz" });
  // The list may redraw its row just as the click lands (its search refetches): click until the editor opens.
  await expect(async () => {
    if (!(await quizEdit.isVisible())) await quizRow.getByRole("button", { name: `Edit: ${title}` }).click({ timeout: 3_000 });
    await expect(quizEdit).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await quizEdit.getByRole("button", { name: "Remove question 1", exact: true }).click();
  await quizEdit.getByLabel("Search the question bank").fill(tag);
  await quizEdit.getByRole("button", { name: /^Add: #\d+/ }).click();
  await expect(quizEdit.getByRole("group", { name: "Questions (25)" })).toBeVisible();
  await quizEdit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Quiz updated!").first()).toBeVisible();
  await quizRow.getByRole("button", { name: `View: ${title}` }).click();
  await expect(page.getByRole("dialog", { name: title })).toContainText(text);
  await page.keyboard.press("Escape");

  // A member takes it: Stephen for the new question (marked wrong today), then challenges it.
  const member = await createMember({ fullName: `Luke ${tag}` });
  const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.5.1" } });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  const { quizzes } = await (await memberPage.request.get("/api/quizzes")).json();
  const quiz = quizzes.find((q: { title: string }) => q.title === title);
  const headers = { origin: baseURL! };
  const { attempt } = await (await memberPage.request.post(`/api/quizzes/${quiz.id}/attempts`, { data: {}, headers })).json();
  for (const q of attempt.questions as Array<{ position: number; text: string; options: string[] }>) {
    const chosenIndex = q.text === text ? q.options.indexOf("Stephen") : 0;
    expect((await memberPage.request.post(`/api/attempts/${attempt.id}/answers`, { data: { position: q.position, chosenIndex }, headers })).status()).toBe(200);
  }
  await memberPage.request.post(`/api/attempts/${attempt.id}/finish`, { data: {}, headers });
  await memberPage.goto(`/result/${attempt.id}`);
  // Answers of 'option A' score little, often 0: the count of right answers is what must move.
  const correctCount = async () =>
    Number(
      (await memberPage
        .getByRole("region", { name: "Score" })
        .getByText(/^\d+\/25$/)
        .textContent())!.split("/")[0],
    );
  const correctBefore = await correctCount();
  const disputed = memberPage.getByRole("listitem").filter({ hasText: text });
  await expect(disputed.getByText("Wrong", { exact: true })).toBeVisible();
  await disputed.getByRole("button", { name: /^Challenge this answer/ }).click();
  const challenge = memberPage.getByRole("dialog", { name: "Challenge this answer" });
  await challenge.getByLabel("What is wrong?").fill("Stephen was the first martyr; James was killed later (Acts 12:2).");
  await challenge.getByLabel("Verse reference (optional)").fill("Acts 7:59");
  await challenge.getByRole("button", { name: "Send Challenge" }).click();
  await expect(disputed.getByText("Challenge sent: an admin is checking it")).toBeVisible();
  await shot(memberPage, "result-challenged");

  // The admin's queue: the question, the KJV text, how many challenged; correct the key.
  await page.goto("/admin/challenges");
  const item = page.getByRole("listitem").filter({ hasText: text }).first();
  await expect(item).toContainText("1 member challenged");
  await expect(item).toContainText("And they stoned Stephen, calling upon God");
  await expect(item).toContainText(`Luke ${tag}`);
  await shot(page, "challenges");
  await item.getByRole("button", { name: "Correct the question" }).click();
  const correct = page.getByRole("dialog", { name: "Correct the question" });
  await correct.getByRole("radio", { name: "Option A is correct" }).check();
  await correct.getByLabel("Note to regraded members").fill("The key said James; Acts 7:59 shows it was Stephen.");
  await correct.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("1 result was regraded.").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Open challenges" }).getByText(text)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recently resolved" })).toContainText(text);

  // The member sees the regrade, the note and a higher score.
  await memberPage.reload();
  await expect(memberPage.getByText("Regraded", { exact: true })).toBeVisible();
  await expect(memberPage.getByRole("note").filter({ hasText: "Acts 7:59 shows it was Stephen" }).first()).toBeVisible();
  await expect(disputed.getByText("Challenge upheld: the question was corrected")).toBeVisible();
  await expect(disputed.getByText("Correct", { exact: true })).toBeVisible();
  expect(await correctCount()).toBe(correctBefore + 1);
  await shot(memberPage, "result-regraded");

  // A quiz with an attempt is archived, not destroyed.
  await page.goto("/admin/quizzes");
  await page.getByRole("searchbox", { name: "Search quizzes" }).fill(tag);
  await quizRow.getByRole("button", { name: `Delete: ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Quiz" }).click();
  await expect(page.getByText("Quiz archived").first()).toBeVisible();
  await expect(quizRow).toContainText("Archived");

  // The question is used: deleting it is refused with the reason.
  await page.goto("/admin/questions");
  await page.getByRole("searchbox", { name: "Search questions" }).fill(tag);
  await expect(page.getByRole("row")).toHaveCount(2);
  await page
    .getByRole("row")
    .filter({ hasText: text })
    .getByRole("button", { name: /^Delete question/ })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Question" }).click();
  await expect(page.getByText(/This question is used by the quiz Acts Sampler/).first()).toBeVisible();
  await memberContext.close();
});

test("attempts: an admin voids a result with a reason; the member sees it voided", async ({ page, browser, baseURL, createMember, signIn }) => {
  const member = await createMember({ fullName: `Demas ${Date.now().toString(36)}` });
  const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.6.1" } });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  const headers = { origin: baseURL! };
  const { quizzes } = await (await memberPage.request.get("/api/quizzes")).json();
  const { attempt } = await (await memberPage.request.post(`/api/quizzes/${quizzes[1].id}/attempts`, { data: {}, headers })).json();
  await memberPage.request.post(`/api/attempts/${attempt.id}/answers`, { data: { position: 1, chosenIndex: 0 }, headers });
  await memberPage.request.post(`/api/attempts/${attempt.id}/finish`, { data: {}, headers });

  await signIn(page, await ensureAdmin(page), "/admin/attempts");
  await page.getByRole("searchbox", { name: "Search attempts" }).fill(member.fullName);
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("button", { name: `Void result: ${member.fullName}, ${quizzes[1].title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Void this result?" });
  await dialog.getByRole("button", { name: "Void Result" }).click();
  await expect(dialog.getByText("Give a reason (at least 3 characters).")).toBeVisible();
  await dialog.getByLabel("Reason").fill("The answers were shared in a group chat.");
  await dialog.getByRole("button", { name: "Void Result" }).click();
  await expect(page.getByRole("row").filter({ hasText: member.email })).toContainText("Voided");

  await memberPage.goto(`/result/${attempt.id}`);
  await expect(memberPage.getByText(/voided by an administrator.*The answers were shared in a group chat\./)).toBeVisible();
  await memberContext.close();
});

test("policy tester: runs the real operations as the admin and every result matches the policy", async ({ page, signIn }) => {
  await signIn(page, await ensureAdmin(page), "/rls-test");
  await expect(page.getByRole("heading", { name: "Policy Tester" })).toBeVisible();
  await expect(page.getByText("User ID")).toBeVisible();
  await page.getByRole("button", { name: "Run Tests" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Every result matches the policy" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("row").filter({ hasText: "insert" }).first()).toContainText("managed by auth");
  await shot(page, "rls-test");
});

test("sealed packs: an admin imports a pack from its JSON file; a pack that cites a missing verse is refused with the reason", async ({ page, signIn }) => {
  await signIn(page, await ensureAdmin(page));
  const tag = Date.now().toString(36);
  const pack = (verse: string) =>
    [1, 2, 3].map((n) => ({
      id: `e2e-pack-${tag}-${n}`,
      book: "ruth",
      reference: n === 3 ? verse : `Ruth 1:${n}`,
      topics: ["events"],
      difficulty: "medium",
      question: `Sealed question ${n} of ${tag}: what happened in Ruth?`,
      options: [`First ${n}`, `Second ${n}`, `Third ${n}`, `Fourth ${n}`],
      answer: n % 4,
      explanation: `Ruth 1 tells it (${tag}).`,
    }));
  await page.goto("/admin/upload");
  const card = page.getByRole("heading", { name: "Import a sealed pack" }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  const file = (verse: string) => ({ name: `Winter ${tag}.json`, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(pack(verse))) });

  await card.getByLabel("Pack file (.json)").setInputFiles(file("Ruth 9:1"));
  await expect(card.getByLabel("Pack name")).toHaveValue(`winter-${tag}`);
  await card.getByRole("button", { name: "Import pack" }).click();
  await expect(card.getByRole("alert")).toContainText(`#3 e2e-pack-${tag}-3: 'Ruth 9:1' is not a passage of the King James text`);

  await card.getByLabel("Pack file (.json)").setInputFiles(file("Ruth 1:3"));
  await card.getByRole("button", { name: "Import pack" }).click();
  await expect(card.getByRole("status")).toHaveText(`Imported 'winter-${tag}': 3 new questions sealed, 0 questions of the pack updated.`);
  await shot(page, "sealed-pack-imported");
});
