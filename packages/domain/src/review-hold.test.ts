import { describe, expect, it } from "vitest";
import { holdReasonOf, medianAnswerSeconds } from "./review-hold.ts";

const start = new Date("2026-11-21T14:00:00Z");
/** Answers `gaps` seconds apart, one after another from the start. */
const paced = (gaps: number[]) => {
  let t = start.getTime();
  return gaps.map((g) => new Date((t += g * 1000)));
};

describe("held for review", () => {
  it("holds 25 right answers given a second apart", () => {
    expect(holdReasonOf({ startedAt: start, answeredAt: paced(Array(25).fill(1)), correct: 25 })).toMatch(/median 1\.0 s per question .* 25 of 25 right/);
  });

  it("lets a quick reader through: 25 right at 4 s each", () => {
    expect(holdReasonOf({ startedAt: start, answeredAt: paced(Array(25).fill(4)), correct: 25 })).toBeNull();
  });

  it("does not hold random clicking, however fast: mostly wrong answers win nothing", () => {
    expect(holdReasonOf({ startedAt: start, answeredAt: paced(Array(25).fill(0.5)), correct: 7 })).toBeNull();
  });

  it("needs at least ten answers: finishing early with a few quick ones is not a pattern", () => {
    expect(holdReasonOf({ startedAt: start, answeredAt: paced(Array(9).fill(0.5)), correct: 9 })).toBeNull();
  });

  it("judges the median, not the fastest answer: a few instant answers among slow ones stand", () => {
    expect(holdReasonOf({ startedAt: start, answeredAt: paced([...Array(8).fill(0.3), ...Array(17).fill(6)]), correct: 25 })).toBeNull();
  });

  it("takes the answers in the server's order whatever order they are given in", () => {
    const times = paced([10, 1, 1, 1]);
    expect(medianAnswerSeconds({ startedAt: start, answeredAt: times.toReversed() })).toBe(1);
  });

  it("has no median without answers", () => {
    expect(medianAnswerSeconds({ startedAt: start, answeredAt: [] })).toBeNull();
  });
});
