import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

type Started = { attempt: { id: number; questions: Array<{ position: number; text: string; options: string[] }> } };

test("a member shares a result; a visitor sees the name and score with the preview tags, never a question or an answer", async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
}) => {
  // A visitor, in a browser of their own: a link nobody shares says so.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/r/2222222222");
  await expect(visitor.getByText("This result is no longer shared.")).toBeVisible();

  const member = await createMember({ fullName: "Lois of Lystra" });
  await signIn(page, member, "/dashboard");
  // A quick quiz through the API with the page's own session (one answer: a single quick answer is never held for review).
  const headers = { origin: baseURL! };
  const { quizzes } = (await (await page.request.get("/api/quizzes")).json()) as { quizzes: Array<{ id: number; title: string }> };
  const quiz = quizzes.find((q) => q.title === "Psalms Quiz")!;
  const { attempt } = (await (await page.request.post(`/api/quizzes/${quiz.id}/attempts`, { data: {}, headers })).json()) as Started;
  for (const q of attempt.questions.slice(0, 1)) {
    expect((await page.request.post(`/api/attempts/${attempt.id}/answers`, { data: { position: q.position, chosenIndex: 0 }, headers })).status()).toBe(200);
  }
  const finished = await page.request.post(`/api/attempts/${attempt.id}/finish`, { data: {}, headers });
  const { score } = (await finished.json()) as { score: number };

  await page.goto(`/result/${attempt.id}`);
  await page.getByRole("button", { name: "Share result" }).click();
  const link = page.getByRole("textbox", { name: "Link" });
  await expect(link).toHaveValue(/\/r\/[2-9A-HJKMNP-Z]{10}$/);
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  const url = await link.inputValue();

  await visitor.goto(url);
  const headline = `Lois of Lystra scored ${score} on the Psalms Quiz`;
  await expect(visitor.getByRole("heading", { name: headline })).toBeVisible();
  // Other tests of the run may have played this quiz too: the place is among them.
  await expect(visitor.getByText(/^\d+(st|nd|rd|th) of \d+$/)).toBeVisible();
  await expect(visitor.getByText("who took this quiz", { exact: true })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Take a quiz on Berean" })).toBeVisible();
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", `${headline} · Berean`);
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute("content", `${url}/card.png`);
  await expect(visitor.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const shown = await visitor.locator("body").innerText();
  for (const q of attempt.questions) {
    expect(shown).not.toContain(q.text);
    // Short options ('Psalms', 'David') could be any word; longer ones are an answer's own text.
    for (const option of q.options.filter((o) => o.length >= 12)) expect(shown).not.toContain(option);
  }
  const axe = await new AxeBuilder({ page: visitor }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByRole("button", { name: "Share result" })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText("This result is no longer shared.")).toBeVisible();
  await visitorContext.close();
});
