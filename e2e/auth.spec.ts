import { expect, mailedLink, PASSWORD, test, uniqueEmail } from "./fixtures";

test.describe("accounts", () => {
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

  test("a verification link opened again says the email is already confirmed", async ({ page, request, createMember }) => {
    const member = await createMember();
    const link = await mailedLink(request, member.email, "/api/auth/verify-email");
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/login\?verified=already$/);
    await expect(page.getByText("Your email is already confirmed — sign in.")).toBeVisible();
    await expect(page.getByText("Email Link Invalid or Expired")).toHaveCount(0);
  });
});
