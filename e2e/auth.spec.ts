import { expect, mailboxPath, mailedLink, PASSWORD, test, uniqueEmail } from "./fixtures";

test.describe("accounts", () => {
  test("register → mailed link → verify → sign in → dashboard → sign out", async ({ page, request }) => {
    const email = uniqueEmail("journey");
    await page.goto("/auth/register");
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
    await page.goto(mailboxPath());
    await expect(page.getByText(email).first()).toBeVisible();
    const link = await mailedLink(request, email, "/api/auth/verify-email");
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/login\?verified=1/);
    await expect(page.getByText("Email verified. You can sign in now.")).toBeVisible();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });
    await expect(page.getByRole("heading", { name: /Welcome back, Lydia of Thyatira/ })).toBeVisible();
    await expect(page.getByText("Free", { exact: true }).first()).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test("passwords that don't match are caught before sending", async ({ page }) => {
    await page.goto("/auth/register");
    await page.getByLabel("Full Name").fill("Mismatch Test");
    await page.getByLabel("Email").fill(uniqueEmail("mismatch"));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(`${PASSWORD}!`);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/register/);
  });

  test("an unverified member sees 'Email Not Confirmed'", async ({ page, createMember }) => {
    const member = await createMember({ verified: false });
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: "Email Not Confirmed" })).toBeVisible();
  });

  test("a wrong password shows 'Login failed'", async ({ page, createMember }) => {
    const member = await createMember();
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password at all");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login failed")).toBeVisible();
  });

  test("remember me decides whether the session outlives the browser", async ({ page, context, createMember }) => {
    const member = await createMember();
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 8_000 });
    const sessionCookie = (await context.cookies()).find((c) => c.name.includes("session_token"));
    expect(sessionCookie?.expires).toBe(-1);
    expect(sessionCookie?.httpOnly).toBe(true);

    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 8_000 });
    const remembered = (await context.cookies()).find((c) => c.name.includes("session_token"));
    expect(remembered!.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
  });

  test("forgot → mailed link → reset → sign in with the new password", async ({ page, request, createMember, signInWithForm }) => {
    const member = await createMember();
    await page.goto("/auth/forgot-password");
    await page.getByLabel("Email").fill(member.email);
    await page.getByRole("button", { name: /send/i }).click();
    await expect(page.getByText("Check Your Email")).toBeVisible();
    await page.getByRole("button", { name: /try again/i }).click();
    await expect(page.getByLabel("Email")).toBeVisible();

    const link = await mailedLink(request, member.email, "/api/auth/reset-password/");
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    const newPassword = "the lord is my shepherd";
    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm New Password").fill(newPassword);
    const toggle = page.getByRole("button", { name: /show password/i }).first();
    await toggle.click();
    await expect(page.getByLabel("New Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: /reset password|update password|save/i }).click();
    await expect(page.getByRole("button", { name: "Sign In" }).or(page.getByRole("link", { name: "Sign In" })).first()).toBeVisible();

    await signInWithForm(page, { ...member, password: newPassword });
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test("a bad reset link says so", async ({ page }) => {
    await page.goto("/auth/reset-password?error=INVALID_TOKEN");
    await expect(page.getByText("Invalid reset link. Please request a new password reset link.")).toBeVisible();
    await page.goto("/auth/reset-password");
    await expect(page.getByText("Invalid reset link. Please request a new password reset link.")).toBeVisible();
  });

  test("an email-link error in the URL hash opens the dialog and the hash is cleared", async ({ page }) => {
    await page.goto("/auth/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired");
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: "Email Link Invalid or Expired" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Email link is invalid or has expired");
    expect(new URL(page.url()).hash).toBe("");
  });

  test("a used verification link ends in the same dialog", async ({ page, request, createMember }) => {
    const member = await createMember();
    const link = await mailedLink(request, member.email, "/api/auth/verify-email");
    await page.goto(link);
    await expect(page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: "Email Link Invalid or Expired" })).toBeVisible();
  });
});
