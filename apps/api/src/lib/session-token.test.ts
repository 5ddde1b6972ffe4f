/**
 * Memory bounded by construction (docs/security.md 49; docs/architecture.md §4 'Memory bounds'):
 * the verified-session memory is keyed by the session cookie's own value, never the whole Cookie
 * header. A member who padded each request with a unique 15 KB junk cookie once grew it by the
 * whole header every time, and ran a 224 MB heap out in 11 s.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { SESSION_VALUES_MAX, verifiedSessionStats } from "./session-token.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the verified-session memory", () => {
  it("does not grow with junk cookies beside a real session, nor with the session cookie spelt another way", async () => {
    const member = await t.signedInMember();
    const cookie = member.client.cookieHeader();
    const session = cookie.split("; ").find((c) => c.includes("session_token="))!;
    const [name, value] = [session.slice(0, session.indexOf("=")), session.slice(session.indexOf("=") + 1)];
    expect((await t.client().get("/api/me", { cookie })).status).toBe(200);
    const before = verifiedSessionStats();

    const junk = "x".repeat(15_000);
    for (let i = 0; i < 600; i += 10) {
      const sent = await Promise.all(
        Array.from({ length: 10 }, (_, j) => {
          // The same session, after a junk cookie unique to this request, and its value spelt with one escape more each time.
          const token = value.slice(0, value.indexOf("."));
          const at = (i + j) % token.length;
          const spelt = `${token.slice(0, at)}%${token.charCodeAt(at).toString(16).toUpperCase()}${value.slice(at + 1)}`;
          return fetch(`${t.baseUrl}/api/me`, { headers: { cookie: `junk${i + j}=${junk}${i + j}; ${name}=${spelt}`, "x-forwarded-for": "10.250.0.1" } }).then(
            (r) => r.status,
          );
        }),
      );
      expect(sent.every((status) => status === 200 || status === 429)).toBe(true);
    }
    const after = verifiedSessionStats();
    // The one session it already knew: not 600 × 15 KB of headers.
    expect(after.entries - before.entries).toBeLessThanOrEqual(0);
    expect(after.chars - before.chars).toBeLessThanOrEqual(0);
    // Whatever is sent, the memory holds at most SESSION_VALUES_MAX values of at most 256 characters each.
    expect(after.chars).toBeLessThanOrEqual(SESSION_VALUES_MAX * (256 + 200));
  });
});
