import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("route guards", () => {
  it("a visitor gets 401 on member and admin routes", async () => {
    const visitor = t.client();
    for (const path of ["/api/me", "/api/admin/overview"]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe("UNAUTHENTICATED");
    }
    expect((await visitor.patch("/api/me", { fullName: "X" })).status).toBe(401);
  });

  it("a member gets 403 on admin routes and their own profile on /api/me", async () => {
    const { client } = await t.signedInMember();
    expect((await client.get("/api/me")).status).toBe(200);
    const admin = await client.get("/api/admin/overview");
    expect(admin.status).toBe(403);
    expect(admin.body.error.code).toBe("FORBIDDEN");
  });

  it("an admin reads the overview", async () => {
    const { client } = await t.signedInMember({ role: "admin" });
    const res = await client.get("/api/admin/overview");
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({
      users: expect.any(Number),
      questions: expect.any(Number),
      quizzes: expect.any(Number),
      attempts: expect.any(Number),
    });
    expect(res.body.counts.users).toBeGreaterThanOrEqual(1);
  });

  it("a made-up session cookie is a visitor", async () => {
    const res = await t.client().get("/api/me", { cookie: "better-auth.session_token=forged.value" });
    expect(res.status).toBe(401);
  });
});
