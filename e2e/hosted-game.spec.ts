import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { GAME_CSV_HEADER, gameCsvHeader, type HostGame } from "@berean/domain";
import { expect, test } from "./fixtures";
import { seriousViolations } from "./support/axe";

/**
 * A hosted game in browsers (docs/architecture.md §4 'Hosted games'): the host's projector screen on
 * one page, the players' phones each in a browser context of its own, as a room would be. The
 * contract's shortest game is five questions (GAME_QUESTIONS_MIN); each closes as soon as every
 * player has answered, so nothing here waits for a question's clock.
 */

const PHONE = { width: 375, height: 740 };
const PROJECTOR = { width: 1920, height: 1080 };

/** A phone of its own: its own cookies (its seat) and its own address, as in a room of phones. */
async function newPhone(browser: Browser, baseURL: string, address: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, extraHTTPHeaders: { "x-forwarded-for": address } });
  return { context, page: await context.newPage() };
}

/** Creates a game from the 'Host a game' form and returns its id and PIN as the host screen shows them. */
async function createGame(page: Page, seconds: number): Promise<{ gameId: string; pin: string }> {
  await expect(page.getByRole("heading", { level: 1, name: "Host a game" })).toBeVisible();
  await page.getByRole("group", { name: "Questions from" }).getByRole("radio", { name: "A quiz", exact: true }).check();
  await page.getByLabel("Quiz", { exact: true }).selectOption({ label: "Genesis Quiz" });
  await page.getByLabel("Number of questions").fill("5");
  await page.getByLabel("Seconds a question").fill(String(seconds));
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page).toHaveURL(/\/host\/[A-Za-z0-9_-]{8,64}$/);
  const gameId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByText("Game PIN", { exact: true })).toBeVisible();
  // The PIN as the room reads it off the screen.
  const pin = (await page.getByTestId("game-pin").innerText()).replace(/\s/g, "");
  expect(pin).toMatch(/^\d{6}$/);
  return { gameId, pin };
}

/** The host's own view of the game, the data its screen is drawn from. */
async function hostView(page: Page, gameId: string): Promise<HostGame> {
  const res = await page.request.get(`/api/games/${gameId}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as HostGame;
}

/** Joins from /play (or, with `prefilled`, from the join address the QR code holds, PIN already in). */
async function join(phone: Page, pin: string, nickname: string, prefilled = false) {
  await phone.goto(prefilled ? `/play?pin=${pin}` : "/play");
  await expect(phone.getByRole("heading", { name: "Join a game" })).toBeVisible();
  if (prefilled) await expect(phone.getByLabel("Game PIN")).toHaveValue(pin);
  else await phone.getByLabel("Game PIN").fill(pin);
  await phone.getByRole("button", { name: "Enter", exact: true }).click();
  await phone.getByLabel("Nickname").fill(nickname);
  await phone.getByRole("button", { name: "Join", exact: true }).click();
  await expect(phone.getByRole("heading", { name: "You're in!" })).toBeVisible();
  await expect(phone.getByRole("main").getByText(nickname, { exact: true })).toBeVisible();
  await expect(phone.getByText("Waiting for the host to start…")).toBeVisible();
}

/** What a phone shows once a question closes: right or wrong, the points, and the place. */
async function outcome(phone: Page, correct: boolean): Promise<{ points: number; place: number }> {
  await expect(phone.getByText(correct ? "Correct!" : "Wrong", { exact: true })).toBeVisible();
  const pointsText = await phone.getByText(/^\+[\d,]+ points?$/).innerText();
  const placeText = await phone
    .getByText(/\b\d+(st|nd|rd|th) of 3\b/)
    .first()
    .innerText();
  return { points: Number(pointsText.replace(/[^\d]/g, "")), place: Number(placeText.match(/(\d+)(?:st|nd|rd|th) of 3/)![1]) };
}

/** The place a score earns among `scores`: one more than how many scored more (ties share a place). */
const placeOf = (score: number, scores: number[]) => 1 + scores.filter((s) => s > score).length;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test("a host runs a game on the projector, three phones join by PIN and play it to the podium, one reloading on the way; the counts, outcomes, places and CSV agree", async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  const [host, member] = await Promise.all([createMember({ fullName: "Priscilla Corinth" }), createMember({ fullName: "Apollos Alexandria" })]);
  await page.setViewportSize(PROJECTOR);
  await signIn(page, host, "/host");
  const { gameId, pin } = await createGame(page, 10);
  expect((await hostView(page, gameId)).pin).toBe(pin);
  await expect(page.getByRole("heading", { name: `Join at ${new URL(baseURL!).host}/play` })).toBeVisible();
  const qr = page.getByRole("img", { name: "QR code to join the game" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole("button", { name: "Start", exact: true })).toBeDisabled();

  // Three phones: a signed-in member, a visitor typing the PIN, a visitor from the QR code's address.
  const seat = async (nickname: string, address: string) => ({ nickname, ...(await newPhone(browser, baseURL!, address)), choice: 0, total: 0 });
  const [signedIn, typed, scanned] = await Promise.all([seat("Apollos", "10.93.0.1"), seat("Ruth", "10.93.0.2"), seat("Boaz", "10.93.0.3")]);
  const players = [signedIn, typed, scanned] as const;
  await signIn(signedIn.page, member, "/play");
  await join(typed.page, pin, typed.nickname);
  await shot(typed.page, testInfo, "phone-joined-375");
  await Promise.all([join(signedIn.page, pin, signedIn.nickname), join(scanned.page, pin, scanned.nickname, true)]);

  // The names arrive on the projector as they join.
  for (const { nickname } of players) await expect(page.getByRole("button", { name: `Remove ${nickname}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Players\b/ })).toContainText("3");
  await shot(page, testInfo, "host-lobby-1920");
  // A control that fails says so at the top center, never over the projector's controls.
  await page.route(
    "**/api/games/*/start",
    (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "Try again in a moment." } }),
      }),
    { times: 1 },
  );
  await page.getByRole("button", { name: "Start", exact: true }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "The game could not start" });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  for (const control of [
    page.getByRole("button", { name: "Start", exact: true }),
    page.getByRole("button", { name: "End game", exact: true }),
    page.getByRole("button", { name: "Full screen" }),
  ]) {
    const box = (await control.boundingBox())!;
    const apart =
      box.x >= toastBox.x + toastBox.width || toastBox.x >= box.x + box.width || box.y >= toastBox.y + toastBox.height || toastBox.y >= box.y + box.height;
    expect(apart, `the toast covers ${await control.innerText()}`).toBe(true);
  }
  await page.getByRole("button", { name: "Start", exact: true }).click();
  // Started on the second press: the room no longer reads that it could not start.
  await expect(toast).toHaveCount(0);

  const totals = () => players.map((p) => p.total);
  for (let position = 1; position <= 5; position++) {
    await expect(page.getByText("Answered: 0 of 3", { exact: true })).toBeVisible();
    const { question } = await hostView(page, gameId);
    expect(question?.position).toBe(position);
    const { text, options } = question!;
    await expect(page.getByRole("heading", { name: text })).toBeVisible();
    for (const option of options) await expect(page.getByText(option, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("timer")).toBeVisible();
    if (position === 1) await shot(page, testInfo, "host-question-1920");
    for (const player of players) {
      await expect(player.page.getByText(text, { exact: true })).toBeVisible();
      for (const option of options) await expect(player.page.getByRole("button", { name: option, exact: true })).toBeVisible();
    }
    if (position === 1) await shot(typed.page, testInfo, "phone-question-375");

    // Two choose the first option shown, one the second (a different phone each time): the counts differ.
    for (const [i, player] of players.entries()) player.choice = i === (position - 1) % 3 ? 1 : 0;
    const counts = [0, 1, 2, 3].map((o) => players.filter((p) => p.choice === o).length);
    const answer = (player: (typeof players)[number]) => player.page.getByRole("button", { name: options[player.choice], exact: true }).click();
    // Only a phone whose answer did not close the question is sure to show 'Answer sent' for a while.
    if (position === 1) {
      await answer(typed);
      await expect(typed.page.getByText("Answer sent")).toBeVisible();
      await expect(page.getByText("Answered: 1 of 3", { exact: true })).toBeVisible();
      await shot(typed.page, testInfo, "phone-answer-sent-375");
      await Promise.all([answer(signedIn), answer(scanned)]);
    } else if (position === 2) {
      // The scanned phone answers first, then reloads: it is back in its seat with its answer kept.
      await answer(scanned);
      await expect(scanned.page.getByText("Answer sent")).toBeVisible();
      await expect(page.getByText("Answered: 1 of 3", { exact: true })).toBeVisible();
      await scanned.page.reload();
      await expect(scanned.page.getByText(text, { exact: true })).toBeVisible();
      await expect(scanned.page.getByText("Answer sent")).toBeVisible();
      await expect(page.getByText("Answered: 1 of 3", { exact: true })).toBeVisible();
      await Promise.all([answer(signedIn), answer(typed)]);
    } else {
      await Promise.all(players.map(answer));
    }

    // Everyone has answered: the question closes at once, and the projector shows how many chose what.
    const answers = page.getByRole("list", { name: "Answers" });
    await expect(answers.getByRole("listitem")).toHaveCount(4);
    for (const [i, option] of options.entries()) await expect(answers.getByRole("listitem").nth(i)).toContainText(`${option} — ${counts[i]}`);
    const key = answers.getByRole("listitem").filter({ has: page.getByRole("img", { name: "Correct answer" }) });
    await expect(key).toHaveCount(1);
    const keyText = (await key.textContent()) ?? "";
    const correctIndex = options.findIndex((o) => keyText.includes(`${o} — `));
    expect(correctIndex, `the key on the projector: ${keyText}`).toBeGreaterThanOrEqual(0);
    const { reveal } = await hostView(page, gameId);
    expect(reveal?.correctIndex).toBe(correctIndex);
    await expect(page.getByRole("heading", { name: /^Correct answer/ })).toContainText(options[correctIndex]!);
    await expect(page.getByText(reveal!.reference).first()).toBeVisible();
    if (position === 1) await shot(page, testInfo, "host-reveal-1920");

    // Each phone: right or wrong as the projector's key says, its points, and its place by the points shown so far.
    const shown = await Promise.all(players.map((p) => outcome(p.page, p.choice === correctIndex)));
    for (const [i, player] of players.entries()) {
      const { points } = shown[i]!;
      if (player.choice === correctIndex) expect(points).toBeGreaterThanOrEqual(500);
      else expect(points).toBe(0);
      player.total += points;
    }
    for (const [i, player] of players.entries())
      expect(shown[i]!.place, `${player.nickname}'s place after question ${position}`).toBe(placeOf(player.total, totals()));
    if (position === 1) await shot(typed.page, testInfo, "phone-outcome-375");
    const top = page.getByRole("list", { name: "Top 5" });
    for (const { nickname, total } of players) await expect(top.getByRole("listitem").filter({ hasText: nickname })).toContainText(`${total} pts`);

    if (position === 3) {
      // A reload after the close: the same outcome, points and place.
      await signedIn.page.reload();
      expect(await outcome(signedIn.page, signedIn.choice === correctIndex)).toEqual(shown[0]);
    }
    // Next by the keyboard once, as a host at a projector would.
    if (position === 4) await page.keyboard.press("n");
    else await page.getByRole("button", { name: "Next", exact: true }).click();
  }

  // The end: the podium by score, each phone's final place, and the results file.
  await expect(page.getByRole("heading", { name: "Podium" })).toBeVisible();
  const best = [...players].sort((a, b) => b.total - a.total);
  const { podium } = await hostView(page, gameId);
  expect(podium.map((p) => p.score)).toEqual(best.map((p) => p.total));
  expect(podium.map((p) => p.rank)).toEqual(best.map((p) => placeOf(p.total, totals())));
  // The podium on the projector, first to third: each step's name and score are a player's with the score its phone shows
  // (tied players may stand in either order).
  const steps = page.getByRole("list", { name: "Podium" }).getByRole("listitem");
  await expect(steps).toHaveCount(3);
  for (const [k, expected] of best.entries()) {
    const step = (await steps.nth(k).textContent()) ?? "";
    const standing = players.find((p) => step.includes(p.nickname));
    expect(standing, `a player on step ${k + 1}: ${step}`).toBeDefined();
    expect(standing!.total).toBe(expected.total);
    expect(step).toContain(`${standing!.total} pts`);
  }
  const final = page.getByRole("list", { name: "Final standings" });
  for (const { nickname, total } of players) await expect(final.getByRole("listitem").filter({ hasText: nickname })).toContainText(`${total} pts`);
  await shot(page, testInfo, "host-podium-1920");
  for (const player of players) {
    await expect(player.page.getByRole("heading", { name: "Game over" })).toBeVisible();
    const ordinal = ["1st", "2nd", "3rd"][placeOf(player.total, totals()) - 1]!;
    await expect(player.page.getByText(`You finished ${ordinal} of 3`)).toBeVisible();
    expect((await player.page.locator("body").innerText()).replace(/[,\u00a0\u202f]/g, "")).toMatch(new RegExp(`\\b${player.total}\\b`));
  }
  await shot(typed.page, testInfo, "phone-game-over-375");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download results (CSV)" }).click()]);
  expect(download.suggestedFilename()).toBe(`berean-game-${pin}.csv`);
  const rows = (await readFile((await download.path())!, "utf8")).trim().split(/\r?\n/);
  expect(rows[0]).toBe(gameCsvHeader(5).join(","));
  expect(rows).toHaveLength(4);
  for (const { nickname, total } of players) {
    const row = rows.slice(1).find((r) => r.split(",")[1] === nickname);
    expect(row, `${nickname} in the CSV`).toBeDefined();
    const cells = row!.split(",");
    expect(Number(cells[2])).toBe(total);
    // Each question's points, after the first columns, add up to the score.
    const points = [0, 1, 2, 3, 4].map((k) => Number(cells[GAME_CSV_HEADER.length + 3 * k + 2] || 0));
    expect(
      points.reduce((a, b) => a + b, 0),
      `${nickname}'s points per question`,
    ).toBe(total);
  }
  await Promise.all(players.map((p) => p.context.close()));
});

test("the host's lobby and question, the join screen and the phone's question have no serious accessibility problems; the host can end the game", async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
}) => {
  test.setTimeout(60_000);
  await signIn(page, await createMember({ fullName: "Aquila Pontus" }), "/host");
  // A long clock: the question stays open while it is looked at.
  const { gameId, pin } = await createGame(page, 60);
  const { context, page: phone } = await newPhone(browser, baseURL!, "10.93.1.1");
  await phone.goto("/play");
  await expect(phone.getByLabel("Game PIN")).toBeVisible();
  expect(await seriousViolations(phone), "/play, the PIN").toEqual([]);
  await join(phone, pin, "Lois");
  await expect(page.getByRole("button", { name: "Remove Lois" })).toBeVisible();
  expect(await seriousViolations(page), "the host's lobby with a player").toEqual([]);

  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByText("Answered: 0 of 1", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Close question" })).toBeVisible();
  expect(await seriousViolations(page), "the host's question").toEqual([]);
  for (const option of (await hostView(page, gameId)).question!.options) await expect(phone.getByRole("button", { name: option, exact: true })).toBeVisible();
  expect(await seriousViolations(phone), "the phone's question").toEqual([]);

  await page.getByRole("button", { name: "End game", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "End this game?" });
  await confirm.getByRole("button", { name: "End game", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("button", { name: "Close question" })).toBeHidden();
  await expect(phone.getByRole("heading", { name: "Game over" })).toBeVisible();
  await context.close();
});
