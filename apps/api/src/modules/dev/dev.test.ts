import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { isLoopback } from "./routes.ts";

const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers, ip: headers["x-forwarded-for"] ?? remoteAddress }) as unknown as FastifyRequest;

describe("/dev pages answer this machine only", () => {
  it("accepts loopback sockets", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "127.0.0.2"]) expect(isLoopback(from(address)), address).toBe(true);
  });

  it("refuses other sockets, whatever a forwarded header claims", () => {
    expect(isLoopback(from("192.0.2.10"))).toBe(false);
    expect(isLoopback(from("10.0.0.5", { "x-forwarded-for": "127.0.0.1" }))).toBe(false);
    expect(isLoopback(from("::ffff:192.0.2.10"))).toBe(false);
  });
});

/**
 * docs/security.md 42: behind a proxy or a tunnel on the same machine every request comes from the
 * loopback address, so the mailbox (every reset link) needs the key printed at start.
 */
describe("the dev mailbox over HTTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("answers a request from this machine only with the key, and the same 404 as a missing page without it", async () => {
    const url = new URL(t.berean.devMailboxUrl!);
    expect(url.pathname).toBe("/dev/mailbox");
    const key = url.searchParams.get("key")!;
    expect(key.length).toBeGreaterThanOrEqual(32);
    const proxied = { "x-forwarded-for": "203.0.113.7" };
    for (const path of ["/dev/mailbox", "/dev/mailbox?key=", `/dev/mailbox?key=${key.slice(0, -1)}`, `/dev/mailbox?key=${key}x`, `/dev/mailbox?key[]=${key}`]) {
      const res = await fetch(`${t.baseUrl}${path}`, { headers: proxied });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
    }
    const res = await fetch(`${t.baseUrl}/dev/mailbox?key=${key}`, { headers: proxied });
    expect(res.status).toBe(200);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });
});

describe("in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        NODE_ENV: "production",
        SMTP_URL: "smtp://127.0.0.1:1",
        STRIPE_SECRET_KEY: "sk_test_not_used",
        STRIPE_WEBHOOK_SECRET: "whsec_not_used",
        STRIPE_PRO_PRICE_ID: "price_not_used",
        DATABASE_URL: "postgres://not-used",
        BETTER_AUTH_SECRET: "a production secret of at least 32 characters",
      },
    });
  });
  afterAll(() => t.close());

  it("the dev mailbox does not exist: not registered, no key, 404", async () => {
    expect(t.berean.devMailboxUrl).toBeNull();
    expect(t.berean.app.hasRoute({ method: "GET", url: "/dev/mailbox" })).toBe(false);
    expect((await fetch(`${t.baseUrl}/dev/mailbox`)).status).toBe(404);
  });
});
