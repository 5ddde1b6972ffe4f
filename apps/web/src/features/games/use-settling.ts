import { useEffect, useState } from "react";

/** How long the screen's main button waits after the screen changes. */
const SETTLE_MS = 700;

/**
 * True for a moment after `screen` changes (a question opens or closes). 'Close question' and
 * 'Next' sit in the same place and send the same position, so the second click of a double click
 * landing on the new screen's button would act again: that button stays disabled meanwhile.
 */
export function useSettling(screen: string): boolean {
  const [settled, setSettled] = useState(screen);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(screen), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [screen]);
  return settled !== screen;
}
