/**
 * A question must need knowledge to answer (issue 8): the key may not stand out by its length,
 * the stem may not contain it, one fact is asked once, and a good share of the bank asks more
 * than one-word recall. Figures and offenders: `npx tsx scripts/bank-quality.ts`.
 */
import { describe, expect, it } from "vitest";
import { LIMITS, loadBank, measure } from "../scripts/bank-quality.ts";

const m = measure(loadBank());

describe("question bank quality", () => {
  it(`holds at least ${LIMITS.questions} questions`, () => {
    expect(m.questions).toBeGreaterThanOrEqual(LIMITS.questions);
  });

  it("does not give the key away by its length", () => {
    expect(m.keyStrictlyLongest).toBeLessThanOrEqual(LIMITS.keyStrictlyLongest);
    expect(m.keyLongestOrTied).toBeLessThanOrEqual(LIMITS.keyLongestOrTied);
  });

  it("never puts the key in the stem", () => {
    expect(m.stemContainsKey).toEqual([]);
  });

  it("asks each fact once", () => {
    expect(m.sameFact).toEqual([]);
  });

  it("asks beyond one-word recall in at least 30 % of questions, each tagged kind reading like its kind", () => {
    expect(m.beyondRecall).toBeGreaterThanOrEqual(LIMITS.beyondRecall);
    expect(m.kindMismatch).toEqual([]);
  });
});
