import { describe, expect, it } from "vitest";
import { LatencyWindow } from "./latency.ts";

describe("the API latency window", () => {
  it("gives the median of the last five minutes and forgets older ones", () => {
    const window = new LatencyWindow();
    const t0 = Date.UTC(2026, 10, 23, 12, 0);
    for (const ms of [1, 2, 3, 100]) window.record(ms, t0);
    window.record(50, t0 + 60_000);
    expect(window.summary(t0 + 61_000)).toEqual({ p50Ms: 3, requests: 5 });
    expect(window.summary(t0 + 5 * 60_000 + 1)).toEqual({ p50Ms: 50, requests: 1 });
    expect(window.summary(t0 + 20 * 60_000)).toEqual({ p50Ms: null, requests: 0 });
  });

  it("keeps a bounded sample of a busy minute", () => {
    const window = new LatencyWindow();
    const t0 = Date.UTC(2026, 10, 23, 12, 0);
    for (let i = 0; i < 50_000; i++) window.record(i % 2 ? 10 : 20, t0);
    const { p50Ms, requests } = window.summary(t0);
    expect(requests).toBe(50_000);
    expect([10, 15, 20]).toContain(p50Ms);
  });
});
