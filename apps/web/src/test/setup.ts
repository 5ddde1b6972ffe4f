import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Each test starts with an empty page, empty storage, real timers and the real fetch.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
