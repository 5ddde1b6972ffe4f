/**
 * The browser tests' clock control (modules/dev/clock.ts) exists only where they put it: a
 * non-production server started with BEREAN_TEST_CLOCK=true and the shifted clock loaded.
 */
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { APP_URL, startTestApp, type TestApp } from "../../test/harness.ts";
import { TEST_CLOCK_PATH } from "./clock.ts";

const advance = (t: TestApp, advanceMs: unknown) =>
  fetch(`${t.baseUrl}${TEST_CLOCK_PATH}`, {
    method: "POST",
    headers: { origin: APP_URL, "content-type": "application/json" },
    body: JSON.stringify({ advanceMs }),
  });

describe("the test clock control", () => {
  const apps: TestApp[] = [];
  const RealDate = globalThis.Date;
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    // Test files may share a process: the next one gets the real clock back.
    globalThis.Date = RealDate;
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("berean.shiftedClock")];
  });

  it("is absent by default", async () => {
    const t = await startTestApp();
    apps.push(t);
    expect(t.berean.app.hasRoute({ method: "POST", url: TEST_CLOCK_PATH })).toBe(false);
    expect((await advance(t, 60_000)).status).toBe(404);
  });

  it("is absent with BEREAN_TEST_CLOCK=true when no shifted clock is loaded", async () => {
    const t = await startTestApp({ env: { BEREAN_TEST_CLOCK: "true" } });
    apps.push(t);
    expect(t.berean.app.hasRoute({ method: "POST", url: TEST_CLOCK_PATH })).toBe(false);
    expect((await advance(t, 60_000)).status).toBe(404);
  });

  it("cannot be turned on in production: the server refuses to start", () => {
    const production = {
      NODE_ENV: "production",
      SMTP_URL: "smtp://127.0.0.1:1",
      STRIPE_SECRET_KEY: "sk_test_not_used",
      STRIPE_WEBHOOK_SECRET: "whsec_not_used",
      STRIPE_PRO_PRICE_ID: "price_not_used",
      DATABASE_URL: "postgres://not-used",
      BETTER_AUTH_SECRET: "a production secret of at least 32 characters",
    };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, BEREAN_TEST_CLOCK: "true" })).toThrow(/BEREAN_TEST_CLOCK/);
  });

  it("with both, moves the server's clock forward, and only forward", async () => {
    // Loaded last: from here on this file's Date is the shifted one, as in a test server.
    process.env.BEREAN_CLOCK_START = "2026-11-28T15:00:00Z";
    await import(join(import.meta.dirname, "../../../../../e2e/support/shifted-clock.mjs"));
    delete process.env.BEREAN_CLOCK_START;
    const t = await startTestApp({ env: { BEREAN_TEST_CLOCK: "true" } });
    apps.push(t);
    const before = Date.now();
    expect(Math.abs(before - Date.parse("2026-11-28T15:00:00Z"))).toBeLessThan(60_000);
    const res = await advance(t, 3 * 3600_000);
    expect(res.status).toBe(200);
    const { now } = (await res.json()) as { now: string };
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual(3 * 3600_000);
    expect(Date.now() - before).toBeGreaterThanOrEqual(3 * 3600_000);
    expect((await advance(t, -1000)).status).toBe(400);
    expect((await advance(t, "soon")).status).toBe(400);
  });
});
