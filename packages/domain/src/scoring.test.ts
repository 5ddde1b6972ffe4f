import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimatedMinutes, MAX_ANSWER_POINTS, scoreAttempt, scoreLabel, scoreTone } from "./scoring.ts";

const answers = fc
  .tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 600 }))
  .filter(([c, w]) => c + w <= 25);

describe("scoreAttempt", () => {
  it("a perfect quiz with no time left scores the 100 answer points", () => {
    expect(scoreAttempt({ correct: 25, wrong: 0, secondsRemaining: 0 })).toMatchObject({ answerPoints: 100, timeBonus: 0, total: 100 });
    expect(MAX_ANSWER_POINTS).toBe(100);
  });

  it("time bonus rounds up a partial 6-second step", () => {
    expect(scoreAttempt({ correct: 0, wrong: 0, secondsRemaining: 1 }).timeBonus).toBe(1);
    expect(scoreAttempt({ correct: 0, wrong: 0, secondsRemaining: 6 }).timeBonus).toBe(1);
    expect(scoreAttempt({ correct: 0, wrong: 0, secondsRemaining: 7 }).timeBonus).toBe(2);
    expect(scoreAttempt({ correct: 0, wrong: 0, secondsRemaining: 600 }).timeBonus).toBe(100);
  });

  it("a wrong answer costs one point and unanswered questions cost nothing", () => {
    expect(scoreAttempt({ correct: 10, wrong: 5, secondsRemaining: 0 }).total).toBe(35);
    expect(scoreAttempt({ correct: 10, wrong: 0, secondsRemaining: 0 }).total).toBe(40);
  });

  it("is floored at 0 when wrong answers outweigh the rest", () => {
    expect(scoreAttempt({ correct: 0, wrong: 25, secondsRemaining: 0 }).total).toBe(0);
    expect(scoreAttempt({ correct: 0, wrong: 25, secondsRemaining: 0 }).answerPoints).toBe(-25);
  });

  it("the total is the answer points plus the time bonus, never negative (property)", () => {
    fc.assert(
      fc.property(answers, ([correct, wrong, secondsRemaining]) => {
        const s = scoreAttempt({ correct, wrong, secondsRemaining });
        expect(s.total).toBeGreaterThanOrEqual(0);
        expect(s.total).toBe(Math.max(0, s.answerPoints + s.timeBonus));
        expect(s.total).toBeLessThanOrEqual(200);
      }),
    );
  });

  it("is monotone in correct answers (turning an unanswered or wrong answer right never lowers it)", () => {
    fc.assert(
      fc.property(answers, ([correct, wrong, secondsRemaining]) => {
        const base = scoreAttempt({ correct, wrong, secondsRemaining }).total;
        if (correct + wrong < 25) expect(scoreAttempt({ correct: correct + 1, wrong, secondsRemaining }).total).toBeGreaterThanOrEqual(base);
        if (wrong > 0) expect(scoreAttempt({ correct: correct + 1, wrong: wrong - 1, secondsRemaining }).total).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it("is monotone in time left", () => {
    fc.assert(
      fc.property(answers, fc.integer({ min: 0, max: 600 }), ([correct, wrong, a], b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(scoreAttempt({ correct, wrong, secondsRemaining: hi }).total).toBeGreaterThanOrEqual(scoreAttempt({ correct, wrong, secondsRemaining: lo }).total);
      }),
    );
  });

  it("clamps time left to the quiz's 600 seconds", () => {
    expect(scoreAttempt({ correct: 0, wrong: 0, secondsRemaining: 10_000 }).timeBonus).toBe(100);
    expect(scoreAttempt({ correct: 0, wrong: 0, secondsRemaining: -50 }).timeBonus).toBe(0);
  });
});

describe("quiz card figures", () => {
  it("estimated time is ceil(count × 0.4) minutes, 25 questions when unknown", () => {
    expect(estimatedMinutes(25)).toBe(10);
    expect(estimatedMinutes(3)).toBe(2);
    expect(estimatedMinutes(0)).toBe(10);
    expect(estimatedMinutes(null)).toBe(10);
  });

  it("score tones and labels follow their thresholds", () => {
    expect([scoreTone(80), scoreTone(79), scoreTone(60), scoreTone(59)]).toEqual(["green", "yellow", "yellow", "red"]);
    expect([scoreLabel(90), scoreLabel(89), scoreLabel(80), scoreLabel(70), scoreLabel(69)]).toEqual(["Excellent", "Great", "Great", "Good", "Needs Improvement"]);
  });
});
