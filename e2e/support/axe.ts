import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Serious and critical accessibility problems (axe-core, WCAG 2 A/AA) on the page as it stands. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  // A toast or a dialog fading in is read at its half-drawn colours: measure what settles. Endless
  // animations (a spinner) are not waited for.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
