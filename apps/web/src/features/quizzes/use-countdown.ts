import { useEffect, useState } from "react";

/** Whole seconds left until `deadline` (a Date.now() timestamp), ticking locally; 0 at and after it. */
export function secondsUntil(deadline: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The quiz clock. The server says how many seconds are left (on load and with each answer);
 * the page turns that into a local deadline and counts down from it, never reading the
 * device's date as the truth (docs/security.md 19).
 */
export function useCountdown(deadline: number | null, paused = false): number | null {
  const [seconds, setSeconds] = useState<number | null>(deadline === null ? null : secondsUntil(deadline));
  useEffect(() => {
    // Paused (the attempt has ended): the clock stays where it stopped.
    if (deadline === null || paused) return;
    setSeconds(secondsUntil(deadline));
    const timer = window.setInterval(() => setSeconds(secondsUntil(deadline)), 250);
    return () => window.clearInterval(timer);
  }, [deadline, paused]);
  return seconds;
}
