/**
 * The bank a quiz league would use (content/README.md): the chapters people study, the kinds of
 * question leagues ask, and no item answerable without knowledge. Figures and every offender:
 * `npx tsx scripts/bank-quality.ts`.
 */
import { describe, expect, it } from "vitest";
import { LIMITS, loadBank, loadPools, loadSamplePack, measure } from "../scripts/bank-quality.ts";

// Everything Berean ships: the open bank and the public sample pack.
const m = measure([...loadBank(), ...loadSamplePack()], loadPools());
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

describe("the question bank's reach", () => {
  it(`holds at least ${LIMITS.questions} questions on all 66 books, every reference a passage of the KJV`, () => {
    expect(m.questions).toBeGreaterThanOrEqual(LIMITS.questions);
    expect(m.books).toBe(66);
    expect(m.badReferences).toEqual([]);
  });

  it(`asks ${pct(LIMITS.chapterCoverage)} of all chapters and ${pct(LIMITS.oldTestamentCoverage)} of the Old Testament's, and every much-studied chapter`, () => {
    expect(m.chapterCoverage).toBeGreaterThanOrEqual(LIMITS.chapterCoverage);
    expect(m.oldTestamentCoverage).toBeGreaterThanOrEqual(LIMITS.oldTestamentCoverage);
    expect(m.muchStudiedMissing).toEqual([]);
  });

  it("spreads questions by the length of each book, not onto the short ones", () => {
    expect(m.shortOfLength).toEqual([]);
  });

  it("asks every kind a quiz league asks, each a real share of the bank and each reading like its kind", () => {
    for (const [kind, least] of Object.entries(LIMITS.kinds)) {
      expect(m.kindShares[kind as keyof typeof LIMITS.kinds], kind).toBeGreaterThanOrEqual(least);
    }
    expect(m.kindMismatch).toEqual([]);
  });
});

describe("no giveaways", () => {
  it("does not give the key away by its length", () => {
    expect(m.longKey).toBeLessThanOrEqual(LIMITS.longKey);
    expect(m.keyStrictlyLongest).toBeLessThanOrEqual(LIMITS.keyStrictlyLongest);
  });

  it("never makes the key the only option naming God", () => {
    expect(m.godOnlyKey).toEqual([]);
  });

  it("never puts the key in the stem, nor a stem word only in the key", () => {
    expect(m.stemContainsKey).toEqual([]);
    expect(m.keyEchoesStem).toEqual([]);
  });

  it("asks each fact once", () => {
    expect(m.sameFact).toEqual([]);
  });

  it("never lets a stem answer another question of the same pool", () => {
    expect(m.stemAnswersAnother).toEqual([]);
  });
});
