import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { issueSetupToken } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("first administrator", () => {
  it("the one-time setup link creates a verified admin, then stops working", async () => {
    const token = (await issueSetupToken(t.database.db))!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const browser = t.client();
    expect((await browser.get(`/api/setup?token=${token}`)).body).toEqual({ valid: true });
    expect((await browser.get(`/api/setup?token=wrong`)).body).toEqual({ valid: false });

    const wrong = await browser.post("/api/setup", { token: "wrong", fullName: "Admin", email: "admin@example.com", password: "a strong password" });
    expect(wrong.status).toBe(403);

    // A common password is refused, and the link keeps working.
    const weak = await browser.post("/api/setup", { token, fullName: "Ada Admin", email: "Admin@Example.com", password: "password123" });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toMatch(/too common/);
    expect((await browser.get(`/api/setup?token=${token}`)).body).toEqual({ valid: true });

    const created = await browser.post("/api/setup", { token, fullName: "Ada Admin", email: "Admin@Example.com", password: "a strong password" });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email: "admin@example.com", fullName: "Ada Admin" });

    const again = await browser.post("/api/setup", { token, fullName: "Eve", email: "eve@example.com", password: "a strong password" });
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe("SETUP_CLOSED");
    expect((await browser.get(`/api/setup?token=${token}`)).body).toEqual({ valid: false });
    expect(await issueSetupToken(t.database.db)).toBeNull();

    const admin = t.client();
    expect((await admin.post("/api/auth/sign-in/email", { email: "admin@example.com", password: "a strong password" })).status).toBe(200);
    const me = await admin.get("/api/me");
    expect(me.body.user.role).toBe("admin");
    expect((await admin.get("/api/admin/overview")).status).toBe(200);
  });

  it("there is no default admin account", async () => {
    const res = await t.client().post("/api/auth/sign-in/email", { email: "admin@berean.local", password: "admin123" });
    expect(res.status).toBe(401);
  });
});
