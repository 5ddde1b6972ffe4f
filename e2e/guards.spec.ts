import { ensureAdmin, expect, test } from "./fixtures";

test.describe("guards and error pages", () => {
  test("a visitor is sent to sign in from member and admin pages", async ({ page }) => {
    for (const path of ["/dashboard", "/dashboard/settings", "/admin", "/admin/users"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/auth\/login/);
    }
  });

  test("a visitor sent to sign in comes back to the page that asked, and only to this site", async ({ page, createMember }) => {
    const member = await createMember();
    await page.goto("/");
    await page.getByRole("link", { name: "Go Pro" }).click();
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdashboard%2Fupgrade$/);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard\/upgrade$/, { timeout: 10_000 });
    await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toBeVisible();

    await page.context().clearCookies();
    await page.goto("/auth/login?next=//evil.example/steal");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/dashboard$/, { timeout: 10_000 });
  });

  test("a member is not authorized for the admin area", async ({ page, createMember, signIn }) => {
    await signIn(page, await createMember(), "/admin");
    await expect(page).toHaveURL(/\/not-authorized/);
    await page.goto("/rls-test");
    await expect(page).toHaveURL(/\/not-authorized/);
  });

  test("a signed-in member on the landing page goes to the dashboard", async ({ page, createMember, signIn }) => {
    await signIn(page, await createMember(), "/");
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test("the setup link creates the first admin, who lands on /admin", async ({ page, signIn }) => {
    const admin = await ensureAdmin(page);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Total Users").or(page.getByText("Users")).first()).toBeVisible();
    await page.goto("/");
    await expect(page).toHaveURL(/\/admin/);
  });

  test("an unknown path shows the 404 page with a link home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.getByRole("link", { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
