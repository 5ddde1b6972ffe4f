import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { secondsUntil, useCountdown } from "./use-countdown";

describe("the quiz clock", () => {
  it("counts whole seconds down to the server's deadline, rounding up, and stops at 0", () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 60_000)).toBe(0);
  });

  it("ticks locally from the deadline the page was given, and holds where it stopped when paused", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const deadline = Date.now() + 3_000;
    const { result, rerender } = renderHook(({ paused }) => useCountdown(deadline, paused), { initialProps: { paused: false } });
    expect(result.current).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(2);
    rerender({ paused: true });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(2);
    rerender({ paused: false });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(result.current).toBe(0);
  });

  it("shows nothing before the server has said how long is left", () => {
    expect(renderHook(() => useCountdown(null)).result.current).toBeNull();
  });
});
