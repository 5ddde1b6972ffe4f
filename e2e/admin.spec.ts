import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ensureAdmin, expect, test } from "./fixtures";

/** SCREENS=1 saves screenshots under e2e/screens/admin (ignored by git) for a look by eye. */
async function shot(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  mkdirSync("e2e/screens/admin", { recursive: true });
  await page.screenshot({ path: `e2e/screens/admin/${name}.png`, fullPage: true });
}

test.describe("admin area", () => {
  test("users: search a member, rename and promote them; their session ends at once", async ({ page, browser, baseURL, createMember, signIn }) => {
    const admin = await ensureAdmin(page);
    await signIn(page, admin);
    const member = await createMember({ fullName: `Epaphras ${Date.now().toString(36)}` });

    const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.89.1.1" } });
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member);

    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search users" }).fill(member.fullName);
    const row = page.getByRole("row").filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await shot(page, "users-1280");
    await row.getByRole("link", { name: member.fullName }).click();

    await expect(page.getByRole("heading", { name: "Edit User" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(member.email);
    await page.getByLabel("Full Name").fill(`${member.fullName} of Colossae`);
    await page.getByLabel("Role").selectOption("admin");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.getByRole("searchbox", { name: "Search users" }).fill(member.email);
    await expect(page.getByRole("row").filter({ hasText: `${member.fullName} of Colossae` })).toContainText("Admin");

    // The promoted member's old session is gone: the next page sends them to sign in.
    await memberPage.goto("/dashboard/settings");
    await expect(memberPage).toHaveURL(/\/auth\/login/);
    await memberContext.close();
  });
});
