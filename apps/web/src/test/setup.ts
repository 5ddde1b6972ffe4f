import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { setFormatLocale } from "../lib/format";

// Each test starts with an empty page, empty storage, real timers, the real fetch and English formats.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The page's language for dates and numbers: a Spanish test leaves it to the next otherwise.
  setFormatLocale("en");
});
