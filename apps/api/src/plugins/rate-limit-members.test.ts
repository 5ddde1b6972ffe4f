import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: "20" } });
});
afterAll(() => t.close());

describe("the API rate limit on a Saturday in a church hall", () => {
  it("counts signed-in members per session, so members behind one address are not throttled together", async () => {
    const hall = "10.200.0.1";
    const members = [];
    for (const name of ["Lois Lystra", "Eunice Lystra"]) {
      const { email, password } = await t.signedInMember({ fullName: name });
      const client = t.client({ ip: hall });
      expect((await client.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
      members.push(client);
    }
    // 2 × 15 requests from one address, over the limit of 20 together, under it each.
    for (const client of members) {
      for (let i = 0; i < 15; i += 1) expect((await client.get("/api/me")).status).toBe(200);
    }
  });

  it("counts anonymous requests, and any made-up session cookie, per address", async () => {
    const address = "10.200.0.2";
    const visitor = t.client({ ip: address });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await visitor.get("/api/stats")).status);
    expect(statuses).toContain(429);
    const forged = await visitor.get("/api/stats", { cookie: "better-auth.session_token=made-up-token.c2lnbmF0dXJlIHRoYXQgaXMgbm90IHJlYWwhISEhISE%3D" });
    expect(forged.status).toBe(429);
  });
});
