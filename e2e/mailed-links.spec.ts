/**
 * The links Berean mails, opened as members open them: in the browser they registered in, where
 * the installed app's service worker runs (docs/architecture.md §4 'Installable app'). A one-time
 * link must reach the server once: the worker's navigation preload once sent it twice, and the
 * second request found the token used ('Email Link Invalid or Expired' for every new member). Each
 * test opens the site through a proxy that counts what the server is asked for.
 */
import { devices } from "@playwright/test";
import { expect, installApp, mailboxPath, mailedLink, PASSWORD, test, uniqueEmail } from "./fixtures";
import { startCountingProxy, type CountingProxy } from "./support/counting-proxy";

test.use({ serviceWorkers: "allow" });

let proxy: CountingProxy;
test.beforeEach(async ({ baseURL }) => {
  proxy = await startCountingProxy(baseURL!);
});
test.afterEach(async () => proxy.close());

test.describe("on a phone", () => {
  const { defaultBrowserType: _browser, ...phone } = devices["Pixel 7"];
  test.use(phone);

  test("register → the mailed link, asked for once → sign in → dashboard → sign out; the link opened again says the email is confirmed", async ({
    page,
    request,
  }) => {
    await installApp(page, proxy.url);

    const email = uniqueEmail("journey");
    await page.goto(`${proxy.url}/auth/register`);
    await page.getByLabel("Full Name").fill("Lydia of Thyatira");
    await page.getByLabel("Email").fill(email);
    // A common password is refused with the reason under the field.
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm Password").fill("password123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("This password is too common or too easy to guess. Try a few unrelated words instead.")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Registration Successful")).toBeVisible();
    const sent = page.getByRole("dialog").filter({ hasText: "Email Verification Sent" });
    await expect(sent).toBeVisible({ timeout: 5_000 });
    await sent.getByRole("button", { name: "Go to Login" }).click();
    await expect(page).toHaveURL(/\/auth\/login/);

    // The mail is in the dev mailbox; its link verifies and lands on the sign-in page.
    await page.goto(proxy.through(mailboxPath()));
    await expect(page.getByText(email).first()).toBeVisible();
    const link = proxy.through(await mailedLink(request, email, "/api/auth/verify-email"));
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/login\?verified=1$/);
    await expect(page.getByText("Email verified. You can sign in now.")).toBeVisible();
    await expect(page.getByText("Email Link Invalid or Expired")).toHaveCount(0);
    expect(proxy.count("/api/auth/verify-email"), "requests for the verification link").toBe(1);

    // Opened again (another tab, a mail app that follows links): nothing is wrong, and it says so.
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/login\?verified=already$/);
    await expect(page.getByText("Your email is already confirmed — sign in.")).toBeVisible();
    expect(proxy.count("/api/auth/verify-email")).toBe(2);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });
    await expect(page.getByRole("heading", { name: /Welcome back, Lydia of Thyatira/ })).toBeVisible();
    await expect(page.getByText("Free", { exact: true }).first()).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`${proxy.url}/dashboard`);
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});

test("forgot → the mailed link, asked for once → reset → sign in with the new password", async ({ page, request, createMember }) => {
  const member = await createMember();
  await installApp(page, proxy.url);
  await page.goto(`${proxy.url}/auth/forgot-password`);
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("Check Your Email")).toBeVisible();
  await page.getByRole("button", { name: /try again/i }).click();
  await expect(page.getByLabel("Email")).toBeVisible();

  const link = await mailedLink(request, member.email, "/api/auth/reset-password/");
  await page.goto(proxy.through(link));
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  expect(proxy.count(new URL(link).pathname), "requests for the reset link").toBe(1);
  const newPassword = "the lord is my shepherd";
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  const toggle = page.getByRole("button", { name: /show password/i }).first();
  await toggle.click();
  await expect(page.getByLabel("New Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: /reset password|update password|save/i }).click();
  await expect(
    page
      .getByRole("button", { name: "Sign In" })
      .or(page.getByRole("link", { name: "Sign In" }))
      .first(),
  ).toBeVisible();

  await page.goto(`${proxy.url}/auth/login`);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 10_000 });
});

test("Settings → Change Email → the mailed link, asked for once → the new address signs in", async ({ page, request, createMember, signIn }) => {
  const member = await createMember({ fullName: "Chloe Corinth" });
  await signIn(page, member, `${proxy.url}/dashboard/settings`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  const newEmail = uniqueEmail("moved");
  await page.getByLabel("New address").fill(newEmail);
  await page.getByLabel("Your password").fill("not my password");
  await page.getByRole("button", { name: "Send Confirmation Link" }).click();
  await expect(page.getByText("The current password is not right.")).toBeVisible();
  await page.getByLabel("Your password").fill(member.password);
  await page.getByRole("button", { name: "Send Confirmation Link" }).click();
  await expect(page.getByText(`Check ${newEmail}: open the link we sent to confirm it`)).toBeVisible();
  // Nothing has changed yet.
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);

  const link = proxy.through(await mailedLink(request, newEmail, "/api/auth/verify-email"));
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByText(`Your email is now ${newEmail}. Sign in with it from now on.`)).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(newEmail);
  await expect(page.getByText("your email has not changed")).toHaveCount(0);
  expect(proxy.count("/api/auth/verify-email"), "requests for the change-of-email link").toBe(1);

  await page.context().clearCookies();
  await page.goto(`${proxy.url}/auth/login`);
  await page.getByLabel("Email").fill(newEmail);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back, Chloe Corinth/ })).toBeVisible({ timeout: 10_000 });
});
