import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

const TTL = 600;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SESSION_CACHE_MS: String(TTL) } });
});
afterAll(() => t.close());
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the short session cache (docs/decisions/007)", () => {
  it("a change made behind the server's back takes effect within the cache's time: an unverified email becomes a visitor", async () => {
    const { client, id } = await t.signedInMember();
    expect((await client.get("/api/me")).status).toBe(200);
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, id));
    // Read from memory for at most TTL ms …
    const soon = await client.get("/api/me");
    expect([200, 401]).toContain(soon.status);
    await pause(TTL + 100);
    // … then the database decides.
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("signing out ends the session at once", async () => {
    const { client } = await t.signedInMember();
    const cookie = client.cookieHeader();
    expect((await client.get("/api/me")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await t.client().get("/api/me", { cookie })).status).toBe(401);
  });

  it("a password change signs out the other sessions at once", async () => {
    const { client, email, password } = await t.signedInMember();
    const other = t.client();
    expect((await other.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect((await other.get("/api/me")).status).toBe(200);
    const changed = await client.post("/api/auth/change-password", { currentPassword: password, newPassword: "a brand new secret", revokeOtherSessions: true });
    expect(changed.status).toBe(200);
    expect((await other.get("/api/me")).status).toBe(401);
  });

  it("a new name shows at once", async () => {
    const { client } = await t.signedInMember({ fullName: "Old Name" });
    expect((await client.get("/api/me")).body.user.fullName).toBe("Old Name");
    expect((await client.patch("/api/me", { fullName: "New Name" })).status).toBe(200);
    expect((await client.get("/api/me")).body.user.fullName).toBe("New Name");
  });

  it("a request without a cookie signed by the server is a visitor, whatever it carries", async () => {
    const res = await t.client().get("/api/me", { cookie: "better-auth.session_token=forged.value" });
    expect(res.status).toBe(401);
  });
});
