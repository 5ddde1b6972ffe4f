/**
 * The daily reading in Spanish (content/es/reading-plan.json): the English plan's passages, day for
 * day, each found in the bundled Reina-Valera 1909, with its reflection written in Spanish.
 */
import { describe, expect, it } from "vitest";
import { passageVerses } from "../../apps/api/src/lib/scripture.ts";
import { readingPlan } from "../../apps/api/src/modules/streaks/reading-plan.ts";

const english = readingPlan("en");
const spanish = readingPlan("es");

describe("the Spanish reading plan", () => {
  it("reads the English plan's passages in the same order, each found in the RV1909", () => {
    expect(spanish.map((e) => e.reference)).toEqual(english.map((e) => e.reference));
    for (const entry of spanish) expect(passageVerses(entry.reference, 176, "rv1909"), entry.reference).not.toBeNull();
  });

  it("gives each day its reflection in Spanish, a sentence or two", () => {
    for (const [i, entry] of spanish.entries()) {
      expect(entry.reflection, entry.reference).not.toBe(english[i]!.reflection);
      expect(entry.reflection.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length, entry.reference).toBeLessThanOrEqual(3);
    }
  });
});
