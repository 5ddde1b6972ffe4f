import { expect, test } from "./fixtures";
import { seriousViolations } from "./support/axe";

/**
 * Email reminders (docs/architecture.md §4 'Reminders'): a member turns one on in Settings and it
 * stays on; a reminder's unsubscribe link asks before it turns anything off, and a bad link says so.
 * The browser cannot know the server's secret, so the signed link itself is proven by
 * apps/api/src/modules/mail-preferences/mail-preferences.test.ts; here its answers are the page's.
 */

test("a member turns on a reminder in Settings and it stays on", async ({ page, createMember, signIn }) => {
  await signIn(page, await createMember(), "/dashboard/settings#email-reminders");
  const card = page.locator("#email-reminders");
  await expect(card.getByRole("heading", { name: "Email reminders" })).toBeVisible();
  const eventOpen = card.getByRole("checkbox", { name: "The Saturday event is open" });
  await expect(eventOpen).not.toBeChecked();
  await expect(card.getByRole("checkbox", { name: "Last call" })).not.toBeChecked();

  await eventOpen.click();
  await expect(page.getByText("You will get “The Saturday event is open” emails")).toBeVisible();
  await expect(eventOpen).toBeChecked();
  expect(await seriousViolations(page), "settings").toEqual([]);

  await page.reload();
  await expect(eventOpen).toBeChecked();
  await expect(card.getByRole("checkbox", { name: "Weekly summary" })).not.toBeChecked();
});

test("an unsubscribe link asks first, then says it is done; a bad link says it is not valid", async ({ page }) => {
  await page.goto("/unsubscribe/not-a-signed-link");
  await expect(page.getByRole("heading", { name: "This unsubscribe link is not valid." })).toBeVisible();
  expect(await seriousViolations(page), "bad link").toEqual([]);

  // A signed link's answers, as the server gives them for one (the API test signs real ones).
  const posted: string[] = [];
  await page.route("**/api/mail/unsubscribe/signed-link", async (route) => {
    posted.push(route.request().method());
    await route.fulfill({ json: { kind: "last_call", label: "Last call", subscribed: route.request().method() === "GET" } });
  });
  await page.goto("/unsubscribe/signed-link");
  await expect(page.getByRole("heading", { name: "Unsubscribe from “Last call”?" })).toBeVisible();
  expect(posted).toEqual(["GET"]);
  expect(await seriousViolations(page), "unsubscribe page").toEqual([]);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You will no longer get “Last call” emails." })).toBeFocused();
  expect(posted).toEqual(["GET", "POST"]);
  await expect(page.getByRole("link", { name: "Manage email preferences" })).toHaveAttribute("href", "/dashboard/settings#email-reminders");
});
