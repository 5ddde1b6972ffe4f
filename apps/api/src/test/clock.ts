import { vi } from "vitest";

/**
 * The test's clock (the one for every API test file): Date, and only Date, set to `instant`, so
 * the server under test reads that moment while its timers and sockets run in real time. Put back
 * with vi.useRealTimers() (each file that moves it does, in afterEach or afterAll).
 */
export function clockAt(instant: string | number | Date): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
}

/** Moves the test's clock on by `ms`. */
export function advanceClock(ms: number): void {
  vi.setSystemTime(new Date(Date.now() + ms));
}
