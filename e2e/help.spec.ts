/**
 * Help (docs/architecture.md §4 'Contact and support', 'Roles and plans'): the contact page for
 * visitors and members, the admins' inbox with a reply that arrives by mail. (A member's email
 * changed through the link mailed to the new address: e2e/mailed-links.spec.ts.)
 */
import { ensureAdmin, expect, mailboxPath, mailedLink, test, uniqueEmail } from "./fixtures";

const PAYLOAD = "<img src=x onerror=alert(1)>";

test("a visitor writes, an admin replies, the reply arrives by mail", async ({ page, createMember, signIn }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const email = uniqueEmail("visitor");
  const subject = `Saturday event ${Date.now().toString(36)} ${PAYLOAD}`;

  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByLabel("Name").fill("Vera Visitor");
  await page.getByLabel("Email").fill("not an address");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill(`When does it open? ${PAYLOAD}`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: `Thanks — we'll reply to ${email}` })).toBeVisible();

  // A member's name and email are the account's, shown and not editable.
  const member = await createMember({ fullName: "Mara Member" });
  await signIn(page, member, "/contact");
  await expect(page.getByLabel("Name")).toHaveValue("Mara Member");
  await expect(page.getByLabel("Email")).toBeDisabled();
  await page.getByLabel("Subject").fill("My streak");
  await page.getByLabel("Message").fill("Yesterday's reading did not count.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: `Thanks — we'll reply to ${member.email}` })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, await ensureAdmin(page));
  // The sidebar says messages wait for an answer.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /^Inbox \d+ unanswered$/ })
    .click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await page.getByRole("button", { name: subject }).click();
  const opened = page.getByRole("dialog", { name: subject });
  await expect(opened.getByText(`When does it open? ${PAYLOAD}`)).toBeVisible();
  await opened.getByLabel("Reply").fill("It opens at 8:00 AM every Saturday.\nSee you there!");
  await opened.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText("Reply sent")).toBeVisible();
  await page.getByRole("button", { name: "Answered", exact: true }).click();
  await page.getByRole("button", { name: subject }).click();
  await expect(page.getByRole("dialog", { name: subject }).getByText("It opens at 8:00 AM every Saturday.")).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);

  // The reply is in the sender's mail (the dev mailbox), with a way back to the contact page.
  expect(await mailedLink(page.request, email, "/contact")).toMatch(/\/contact$/);
  const mailbox = await (await page.request.get(mailboxPath())).text();
  expect(mailbox).toContain("It opens at 8:00 AM every Saturday.");
});
