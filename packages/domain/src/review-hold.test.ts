import { describe, expect, it } from "vitest";
import { answerGaps, holdReasonOf, readingFloorSeconds, READING_FLOOR_SECONDS } from "./review-hold.ts";

const start = new Date("2026-11-21T14:00:00Z");
/** Answers `gaps` seconds apart, one after another from the start; the first `right` of them right. */
const paced = (gaps: number[], right = gaps.length) => {
  let t = start.getTime();
  return gaps.map((g, i) => ({ at: new Date((t += g * 1000)), correct: i < right }));
};
const hold = (gaps: number[], right?: number, floorSeconds?: number) => holdReasonOf({ startedAt: start, answers: paced(gaps, right), floorSeconds });

describe("held for review", () => {
  it("holds 25 right answers given a second apart, and says how many came under the floor", () => {
    expect(hold(Array(25).fill(1))).toBe("Answered faster than a person can read: 25 of 25 answers came under 1.5 s (25 of them right).");
  });

  it("lets a quick reader through: 25 right at 2.5 s each, and a few quick ones among them", () => {
    expect(hold(Array(25).fill(2.5))).toBeNull();
    expect(hold([...Array(4).fill(1.2), ...Array(21).fill(3)])).toBeNull();
  });

  it("holds pacing that beat the median: twelve instant answers and thirteen at two seconds", () => {
    expect(hold([...Array(12).fill(0.2), ...Array(13).fill(2)])).toMatch(/12 of 25 answers came under 1\.5 s/);
    // A fifth instant is enough; a little under it is not.
    expect(hold([...Array(5).fill(0.2), ...Array(20).fill(4)])).not.toBeNull();
    expect(hold([...Array(4).fill(0.2), ...Array(21).fill(4)])).toBeNull();
  });

  it("holds at any length: a three-question custom quiz answered instantly", () => {
    expect(hold([0.3, 0.3, 0.3])).not.toBeNull();
    // One answer cannot make a pattern.
    expect(hold([0.3])).toBeNull();
  });

  it("does not hold random clicking, however fast: mostly wrong fast answers win nothing", () => {
    expect(hold(Array(25).fill(0.5), 7)).toBeNull();
    // Half right is not most.
    expect(hold(Array(10).fill(0.5), 5)).toBeNull();
    expect(hold(Array(10).fill(0.5), 6)).not.toBeNull();
  });

  it("gives a competition the two seconds its player shows each mark", () => {
    expect(readingFloorSeconds("competition")).toBe(READING_FLOOR_SECONDS + 2);
    expect(readingFloorSeconds("quiz")).toBe(READING_FLOOR_SECONDS);
    // A script skips the reveal: answers 2.5 s apart are fast for a competition, not for a quiz.
    expect(hold(Array(10).fill(2.5), 10, readingFloorSeconds("competition"))).not.toBeNull();
    expect(hold(Array(10).fill(2.5), 10, readingFloorSeconds("quiz"))).toBeNull();
  });

  it("takes the answers in the server's order whatever order they are given in", () => {
    const answers = paced([10, 1, 1, 1]);
    expect(answerGaps({ startedAt: start, answers: answers.toReversed() }).map((a) => a.seconds)).toEqual([10, 1, 1, 1]);
    expect(holdReasonOf({ startedAt: start, answers: [] })).toBeNull();
  });
});
