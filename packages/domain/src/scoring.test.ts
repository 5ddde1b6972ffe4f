import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimatedMinutes, MAX_ANSWER_POINTS, scoreAttempt, scoreLabel, scoreTone } from "./scoring.ts";

const answers = fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 600 })).filter(([c, w]) => c + w <= 25);

/** Exact expected score when n questions are answered by picking one of 4 options at random. */
function expectedRandomScore(answered: number, secondsRemaining: number) {
  const choose = (n: number, k: number) => {
    let c = 1;
    for (let i = 1; i <= k; i += 1) c = (c * (n - i + 1)) / i;
    return c;
  };
  let expected = 0;
  for (let correct = 0; correct <= answered; correct += 1) {
    const p = choose(answered, correct) * 0.25 ** correct * 0.75 ** (answered - correct);
    expected += p * scoreAttempt({ correct, wrong: answered - correct, secondsRemaining }).total;
  }
  return expected;
}

describe("scoreAttempt", () => {
  it("matches the worked examples of docs/architecture.md §4 'Attempts'", () => {
    expect(scoreAttempt({ correct: 20, wrong: 5, secondsRemaining: 120 }).total).toBe(63);
    expect(scoreAttempt({ correct: 25, wrong: 0, secondsRemaining: 300 }).total).toBe(90);
    expect(scoreAttempt({ correct: 25, wrong: 0, secondsRemaining: 600 }).total).toBe(100);
    expect(scoreAttempt({ correct: 25, wrong: 0, secondsRemaining: 0 }).total).toBe(80);
    expect(MAX_ANSWER_POINTS).toBe(100);
  });

  it("finishing at once without answering scores 0: speed earns nothing by itself", () => {
    expect(scoreAttempt({ correct: 0, wrong: 0, secondsRemaining: 600 })).toMatchObject({ answerPoints: 0, speedFactor: 1, total: 0 });
  });

  it("shows its parts: answer points, the speed factor with the seconds left, and the total", () => {
    expect(scoreAttempt({ correct: 10, wrong: 5, secondsRemaining: 300 })).toEqual({
      correct: 10,
      wrong: 5,
      answerPoints: 35,
      secondsRemaining: 300,
      speedFactor: 0.9,
      total: 32, // 35 × 0.9 = 31.5, rounded half up
    });
  });

  it("is floored at 0 when wrong answers outweigh the right ones", () => {
    expect(scoreAttempt({ correct: 0, wrong: 25, secondsRemaining: 600 })).toMatchObject({ answerPoints: -25, total: 0 });
    expect(scoreAttempt({ correct: 1, wrong: 5, secondsRemaining: 600 }).total).toBe(0);
  });

  it("clamps time left to the quiz's 0..600 seconds", () => {
    expect(scoreAttempt({ correct: 5, wrong: 0, secondsRemaining: 10_000 })).toMatchObject({ secondsRemaining: 600, speedFactor: 1, total: 20 });
    expect(scoreAttempt({ correct: 5, wrong: 0, secondsRemaining: -50 })).toMatchObject({ secondsRemaining: 0, speedFactor: 0.8, total: 16 });
  });

  it("is an integer from 0 to 100 and equals the rounded product of its parts (property)", () => {
    fc.assert(
      fc.property(answers, ([correct, wrong, secondsRemaining]) => {
        const s = scoreAttempt({ correct, wrong, secondsRemaining });
        expect(Number.isInteger(s.total)).toBe(true);
        expect(s.total).toBeGreaterThanOrEqual(0);
        expect(s.total).toBeLessThanOrEqual(100);
        expect(Math.abs(s.total - Math.max(0, s.answerPoints * s.speedFactor))).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it("is never lower with one more correct answer (property)", () => {
    fc.assert(
      fc.property(answers, ([correct, wrong, secondsRemaining]) => {
        const base = scoreAttempt({ correct, wrong, secondsRemaining }).total;
        if (correct + wrong < 25) expect(scoreAttempt({ correct: correct + 1, wrong, secondsRemaining }).total).toBeGreaterThanOrEqual(base);
        if (wrong > 0) expect(scoreAttempt({ correct: correct + 1, wrong: wrong - 1, secondsRemaining }).total).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it("is never higher with one more wrong answer (property)", () => {
    fc.assert(
      fc.property(answers, ([correct, wrong, secondsRemaining]) => {
        const base = scoreAttempt({ correct, wrong, secondsRemaining }).total;
        if (correct + wrong < 25) expect(scoreAttempt({ correct, wrong: wrong + 1, secondsRemaining }).total).toBeLessThanOrEqual(base);
      }),
    );
  });

  it("is never lower with more seconds left (property)", () => {
    fc.assert(
      fc.property(answers, fc.integer({ min: 0, max: 600 }), ([correct, wrong, a], b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(scoreAttempt({ correct, wrong, secondsRemaining: hi }).total).toBeGreaterThanOrEqual(
          scoreAttempt({ correct, wrong, secondsRemaining: lo }).total,
        );
      }),
    );
  });

  it("no answers score 0 at any speed (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 10_000 }), (secondsRemaining) => {
        expect(scoreAttempt({ correct: 0, wrong: 0, secondsRemaining }).total).toBe(0);
      }),
    );
  });

  it("uniformly random answers expect at most 10 points, however many are answered and at any speed (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 600 }), (answered, secondsRemaining) => {
        expect(expectedRandomScore(answered, secondsRemaining)).toBeLessThanOrEqual(10);
      }),
    );
    // Clicking through all 25 as fast as possible: about 6 (docs/architecture.md §4 'Attempts').
    expect(expectedRandomScore(25, 600)).toBeGreaterThan(5);
    expect(expectedRandomScore(25, 600)).toBeLessThan(8);
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
    expect([scoreLabel(90), scoreLabel(89), scoreLabel(80), scoreLabel(70), scoreLabel(69)]).toEqual([
      "Excellent",
      "Great",
      "Great",
      "Good",
      "Needs Improvement",
    ]);
  });
});
