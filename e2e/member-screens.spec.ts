import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The member screens between quizzes: the navigation to the Saturday event, the hub and the
 * upgrade; 'Choose Your Quiz' with its filters kept in the address; a card that shows what is true
 * (taken, the week's free quiz used) instead of a start the server would refuse; and a result that
 * explains a 0 and says where the member stands this week.
 */

// A London member of a New York site: the event's hours are told in both zones.
test.use({ timezoneId: "Europe/London" });

type Card = { id: number; title: string; isWeekly: boolean };
async function quizList(page: Page): Promise<Card[]> {
  return (await (await page.request.get("/api/quizzes")).json()).quizzes;
}

/** Starts a quiz through the API and finishes it at once, with no answer given: a score of 0. */
async function finishUnanswered(page: Page, baseURL: string, title: string): Promise<number> {
  const quiz = (await quizList(page)).find((q) => q.title === title)!;
  const headers = { origin: baseURL };
  const started = await page.request.post(`/api/quizzes/${quiz.id}/attempts`, { data: {}, headers });
  expect(started.status()).toBe(201);
  const { attempt } = await started.json();
  expect((await page.request.post(`/api/attempts/${attempt.id}/finish`, { data: {}, headers })).ok()).toBe(true);
  return attempt.id;
}

test("a free member finds the event, the hub and the upgrade, filters the quizzes by the address, and after the week's quiz meets no dead end", async ({
  page,
  createMember,
  signIn,
  baseURL,
}) => {
  await signIn(page, await createMember({ fullName: "Dorcas Joppa" }));
  const nav = page.getByRole("navigation", { name: "Member" });
  await expect(nav.getByRole("link", { name: "Events" })).toHaveAttribute("href", "/events");
  await expect(nav.getByRole("link", { name: "Bible Hub" })).toHaveAttribute("href", "/bible-questions-and-answers-hub");
  await expect(nav.getByRole("link", { name: "Upgrade", exact: true })).toHaveAttribute("href", "/dashboard/upgrade");
  await nav.getByRole("link", { name: "Events" }).click();
  await expect(page.getByRole("heading", { name: "Past Events" })).toBeVisible();
  // The event's hours in the site's zone and the member's own.
  await expect(page.getByText(/Saturdays 8:00 AM – 8:00 PM Eastern Time \(1:00 PM – 1:00 AM your time\)/)).toBeVisible();

  // The list opens filtered from a link (a category by its slug or its name), and keeps what is chosen in the address.
  await page.goto("/quiz-selection?category=gospels");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(page.getByLabel("Category")).toHaveValue("gospels");
  // Featured quizzes come first: Matthew before the other gospels.
  await expect(cards.getByRole("heading")).toHaveText(["Matthew Quiz", "John Quiz", "Luke Quiz", "Mark Quiz"]);
  await page.getByLabel("Difficulty").selectOption("easy");
  await expect(page).toHaveURL(/category=gospels.*difficulty=easy|difficulty=easy.*category=gospels/);
  await expect(cards.getByRole("heading")).toHaveText(["Matthew Quiz"]);
  await page.getByLabel("Search quizzes").fill("genesis");
  await expect(page.getByText("No quizzes match")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/quiz-selection$/);
  // Unfiltered: the Saturday event's card comes first, and the score rule is told before any start.
  await expect(cards.first().getByRole("heading")).toHaveText("Weekly Bible Challenge");
  await expect(page.getByRole("region", { name: "How scoring works" })).toContainText("a wrong answer costs 1 point; a question left blank costs nothing");
  await page.goto("/quiz-selection?category=Old%20Testament&q=genesis");
  await expect(cards.getByRole("heading")).toHaveText(["Genesis Quiz"]);

  // The week's free quiz, finished without an answer: a 0, explained, and where it leaves the member.
  const attemptId = await finishUnanswered(page, baseURL!, "Genesis Quiz");
  await page.goto(`/result/${attemptId}`);
  await expect(page.getByRole("heading", { name: "Why 0 points?" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Why 0 points?" })).toContainText("a blank one costs nothing");
  await expect(page.getByRole("region", { name: "This week's rank" })).toContainText(/You are #\d+ of \d+ on this week's board[.,]/);
  // No 'Take Another Quiz' that the server would refuse: when the next one is free, and the upgrade.
  await expect(page.getByRole("link", { name: "Take Another Quiz" })).toHaveCount(0);
  await expect(page.getByRole("main").getByText("Next free quiz Sunday")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/dashboard/upgrade");

  // 'Choose Your Quiz' now: the taken quiz leads to its result, the others say when the next free one is.
  await page.goto("/quiz-selection");
  await expect(page.getByRole("region", { name: "Weekly Limit Reached" }).getByRole("link", { name: "Upgrade to Pro" })).toBeVisible();
  const genesis = cards.filter({ has: page.getByRole("heading", { name: "Genesis Quiz" }) });
  await expect(genesis.getByText("Taken", { exact: true })).toBeVisible();
  await expect(genesis.getByRole("link", { name: "View Result: Genesis Quiz" })).toHaveAttribute("href", `/result/${attemptId}`);
  const others = (await quizList(page)).filter((q) => !q.isWeekly && q.title !== "Genesis Quiz");
  expect(others.length).toBeGreaterThan(20);
  await expect(cards.filter({ hasText: "Next free quiz Sunday" })).toHaveCount(others.length);
  // Only the Saturday event may still offer a start (while it is open): it does not spend the free week.
  await expect(page.getByRole("button", { name: /^Start Quiz: (?!Weekly Bible Challenge$)/ })).toHaveCount(0);
});

test("a Pro member's navigation has competitions and no upgrade", async ({ page, createMember, signIn, baseURL }) => {
  const member = await createMember({ fullName: "Lydia Pro" });
  await signIn(page, member);
  // Upgrade on the local test checkout through the API: the plan becomes Pro once its webhook is in.
  const checkout = await page.request.post("/api/billing/checkout", { data: {}, headers: { origin: baseURL! } });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { url } = await checkout.json();
  const sessionId = new URL(url, baseURL).pathname.split("/").pop()!;
  const paid = await page.request.post(`/api/local-pay/checkout/${sessionId}/pay`, {
    data: { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "Lydia Pro" },
    headers: { origin: baseURL! },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect(async () => {
    expect((await (await page.request.get("/api/me")).json()).user.plan).toBe("pro");
  }).toPass({ timeout: 5_000 });
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Member" });
  await expect(nav.getByRole("link", { name: "Competitions" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Events" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Upgrade" })).toHaveCount(0);
});
