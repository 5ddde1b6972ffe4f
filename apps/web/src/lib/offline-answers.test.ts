import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { ANSWER_TIMEOUT_MS, isConnectionFailure, RETRY_MS, useRetryWhileWaiting, withTimeout } from "./offline-answers";

describe("offline answers: what the quiz player and a game's phone share", () => {
  it("tells 'not sent' from 'refused'", () => {
    expect(isConnectionFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isConnectionFailure(new ApiError(0, "NETWORK_ERROR", "offline"))).toBe(true);
    expect(isConnectionFailure(new ApiError(503, "BUSY", "busy"))).toBe(true);
    expect(isConnectionFailure(new ApiError(429, "RATE_LIMITED", "slow down"))).toBe(true);
    expect(isConnectionFailure(new ApiError(200, "BAD_RESPONSE", "a proxy's page"))).toBe(true);
    expect(isConnectionFailure(new ApiError(409, "DEADLINE_PASSED", "late"))).toBe(false);
    expect(isConnectionFailure(new ApiError(400, "VALIDATION", "bad"))).toBe(false);
  });

  it("an answer with no reply in time counts as not sent; one that replies in time is its reply", async () => {
    vi.useFakeTimers();
    const never = withTimeout(new Promise(() => {}));
    const caught = never.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    expect(await caught).toBe("No reply in time");
    expect(await withTimeout(Promise.resolve("stored"))).toBe("stored");
  });

  it("tries kept answers again every few seconds and when the browser is online again, only while some wait", async () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    const { rerender, unmount } = renderHook(({ active }) => useRetryWhileWaiting(active, retry), { initialProps: { active: true } });
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(retry).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event("online"));
    expect(retry).toHaveBeenCalledTimes(3);
    rerender({ active: false });
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    window.dispatchEvent(new Event("online"));
    expect(retry).toHaveBeenCalledTimes(3);
    unmount();
  });

  it("holds every retry back for the Retry-After of a 429, then tries again", async () => {
    // The quiet a 429 asks for is the module's, shared by every test in this worker: on a clock
    // in the past, it is long over when the next test runs on today's.
    vi.useFakeTimers({ now: new Date("2000-01-01T00:00:00Z") });
    const retry = vi.fn();
    const { unmount } = renderHook(() => useRetryWhileWaiting(true, retry));
    expect(isConnectionFailure(new ApiError(429, "RATE_LIMITED", "slow down", {}, 10))).toBe(true);
    // Ten seconds of quiet: neither the timer nor the browser's 'online' sends.
    await vi.advanceTimersByTimeAsync(9_000);
    window.dispatchEvent(new Event("online"));
    expect(retry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(retry).toHaveBeenCalledTimes(1);
    unmount();
  });
});
