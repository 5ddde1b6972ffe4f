import { expect, installApp, mailboxPath, test } from "./fixtures";
import { seriousViolations } from "./support/axe";

/**
 * Email reminders (docs/architecture.md §4 'Reminders'): a member turns reminders on in Settings
 * and they stay on; the unsubscribe link of a real reminder (a group assignment, sent at once)
 * asks before it turns anything off, works without signing in and turns off that kind only; a bad
 * link says it is not valid.
 */

/**
 * The unsubscribe page's link in the newest reminder of a kind (by its subject's start) to an
 * address in the dev mailbox. On a Saturday the member who turned on 'The Saturday event is open'
 * gets that reminder too.
 */
async function unsubscribeLink(request: import("@playwright/test").APIRequestContext, email: string, subject: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const html = await (await request.get(mailboxPath())).text();
    const mail = html
      .split('<article class="mail">')
      .find((a) => a.includes(`<span class="to">${email}</span>`) && a.includes(`<p class="subject">${subject}`) && a.includes("/unsubscribe/"));
    const link = mail?.match(/https?:\/\/[^\s"<]+(\/unsubscribe\/[\w-]+)/)?.[1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no reminder with an unsubscribe link for ${email}`);
}

test("a member turns reminders on in Settings, and a reminder's link turns one off without signing in", async ({
  page,
  browser,
  baseURL,
  createMember,
  signIn,
}) => {
  const member = await createMember({ fullName: "Lydia Thyatira" });
  await signIn(page, member, "/dashboard/settings#email-reminders");
  const card = page.locator("#email-reminders");
  await expect(card.getByRole("heading", { name: "Email reminders" })).toBeVisible();
  const eventOpen = card.getByRole("checkbox", { name: "The Saturday event is open" });
  const assignments = card.getByRole("checkbox", { name: "Group assignments" });
  await expect(eventOpen).not.toBeChecked();
  await expect(card.getByRole("checkbox", { name: "Last call" })).not.toBeChecked();

  await eventOpen.click();
  await expect(page.getByText("You will get “The Saturday event is open” emails")).toBeVisible();
  await expect(eventOpen).toBeChecked();
  await assignments.click();
  await expect(page.getByText("You will get “Group assignments” emails")).toBeVisible();
  expect(await seriousViolations(page), "settings").toEqual([]);
  await page.reload();
  await expect(eventOpen).toBeChecked();
  await expect(assignments).toBeChecked();
  await expect(card.getByRole("checkbox", { name: "Weekly summary" })).not.toBeChecked();

  // A leader assigns a quiz to a group the member joined: the reminder goes out at once.
  const leaderContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.83.4.1" } });
  const leader = await leaderContext.newPage();
  await signIn(leader, await createMember({ fullName: "Paul Tarsus" }), "/groups");
  const post = async (request: typeof leader.request, path: string, data: object) => {
    const res = await request.post(path, { data, headers: { origin: baseURL! } });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  const { id: groupId } = await post(leader.request, "/api/groups", { name: "Thyatira Study" });
  const code: string = (await (await leader.request.get(`/api/groups/${groupId}`)).json()).invite.code;
  await post(page.request, `/api/join/${code}`, {});
  const { quizzes } = await (await leader.request.get("/api/quizzes")).json();
  await post(leader.request, `/api/groups/${groupId}/assignments`, { quizId: quizzes[0].id });
  const link = await unsubscribeLink(leader.request, member.email, "Assigned: ");
  await leaderContext.close();

  // Opened from the mail on another device where the app is installed, signed out: nothing changes until the button.
  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.83.4.2" }, serviceWorkers: "allow" });
  const visitor = await visitorContext.newPage();
  await installApp(visitor);
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "Unsubscribe from “Group assignments”?" })).toBeVisible();
  expect(await seriousViolations(visitor), "unsubscribe page").toEqual([]);
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("heading", { name: "You will no longer get “Group assignments” emails." })).toBeFocused();
  await expect(visitor.getByRole("link", { name: "Manage email preferences" })).toHaveAttribute("href", "/dashboard/settings#email-reminders");

  await visitor.goto("/unsubscribe/not-a-signed-link");
  await expect(visitor.getByRole("heading", { name: "This unsubscribe link is not valid." })).toBeVisible();
  expect(await seriousViolations(visitor), "bad link").toEqual([]);
  await visitorContext.close();

  await page.reload();
  await expect(assignments).not.toBeChecked();
  await expect(eventOpen).toBeChecked();
});
