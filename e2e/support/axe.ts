import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Serious and critical accessibility problems (axe-core, WCAG 2 A/AA) on the page as it stands. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  // A toast or a dialog fading in or out is read at its half-drawn colours: measure what settles,
  // and stays settled for 150 ms (a dialog closing after a navigation starts its fade a frame or
  // two later). Endless animations (a spinner) are not waited for.
  await page.evaluate(() => delete (window as { settledSince?: number }).settledSince);
  await page
    .waitForFunction(
      () => {
        const w = window as { settledSince?: number };
        const settled = document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity);
        if (!settled) w.settledSince = undefined;
        else w.settledSince ??= performance.now();
        return settled && performance.now() - w.settledSince! >= 150;
      },
      undefined,
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
