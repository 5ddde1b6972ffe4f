import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  awardPrizes,
  competitionScore,
  defaultQuestionsPerEntrant,
  drawEntrantQuestions,
  poolCommitmentCanonical,
  questionSetCanonical,
  splitCents,
  type Finisher,
} from "./competitions.ts";

const finisherArb = fc.record({
  score: fc.integer({ min: 0, max: 100 }),
  secondsUsed: fc.integer({ min: 0, max: 1800 }),
  finishedAt: fc.integer({ min: 0, max: 5 }).map((m) => new Date(Date.UTC(2026, 10, 21, 12, m))),
});
const finishersArb = fc.array(finisherArb, { maxLength: 12 }).map((list) => list.map((f, i): Finisher => ({ ...f, id: `m${i}` })));

describe("prizes", () => {
  it("pays the pool whole, in cents, to at most three places, better places never less", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), finishersArb, (pool, finishers) => {
        const lines = awardPrizes(pool, finishers);
        expect(lines).toHaveLength(finishers.length);
        const paid = lines.reduce((sum, l) => sum + l.prizeCents, 0);
        expect(paid).toBe(finishers.length === 0 ? 0 : pool);
        for (const line of lines) expect(Number.isInteger(line.prizeCents) && line.prizeCents >= 0).toBe(true);
        for (let i = 1; i < lines.length; i++) expect(lines[i]!.prizeCents).toBeLessThanOrEqual(lines[i - 1]!.prizeCents + 1);
        expect(lines.filter((l) => l.prizeCents > 0).length).toBeLessThanOrEqual(Math.max(3, lines.filter((l) => l.rank <= 3).length));
      }),
      { numRuns: 2000 },
    );
  });

  it("gives 50 / 30 / 20 % to three or more distinct finishers, within a cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 3, max: 10 }), (pool, n) => {
        const finishers = Array.from({ length: n }, (_, i): Finisher => ({ id: `m${i}`, score: 100 - i, secondsUsed: 60, finishedAt: new Date(0) }));
        const [first, second, third, ...rest] = awardPrizes(pool, finishers);
        expect(Math.abs(first!.prizeCents - pool * 0.5)).toBeLessThan(1);
        expect(Math.abs(second!.prizeCents - pool * 0.3)).toBeLessThan(1);
        expect(Math.abs(third!.prizeCents - pool * 0.2)).toBeLessThan(1);
        expect(rest.every((l) => l.prizeCents === 0)).toBe(true);
      }),
    );
  });

  it("ranks by score, then fewer seconds, then the earlier finish; exact ties share", () => {
    const t = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m));
    const lines = awardPrizes(1000, [
      { id: "slow", score: 90, secondsUsed: 300, finishedAt: t(1) },
      { id: "fast", score: 90, secondsUsed: 200, finishedAt: t(5) },
      { id: "best", score: 95, secondsUsed: 900, finishedAt: t(9) },
      { id: "late", score: 90, secondsUsed: 300, finishedAt: t(2) },
    ]);
    expect(lines).toEqual([
      { id: "best", rank: 1, prizeCents: 500 },
      { id: "fast", rank: 2, prizeCents: 300 },
      { id: "slow", rank: 3, prizeCents: 200 },
      { id: "late", rank: 4, prizeCents: 0 },
    ]);
    const tied = awardPrizes(1001, [
      { id: "a", score: 80, secondsUsed: 100, finishedAt: t(1) },
      { id: "b", score: 80, secondsUsed: 100, finishedAt: t(1) },
    ]);
    expect(tied.map((l) => l.rank)).toEqual([1, 1]);
    expect(tied.map((l) => l.prizeCents)).toEqual([501, 500]);
  });

  it("fewer than three finishers share the whole pool in proportion", () => {
    expect(awardPrizes(10_000, [{ id: "only", score: 10, secondsUsed: 1, finishedAt: new Date(0) }]).map((l) => l.prizeCents)).toEqual([10_000]);
    const two = awardPrizes(10_000, [
      { id: "a", score: 10, secondsUsed: 1, finishedAt: new Date(0) },
      { id: "b", score: 5, secondsUsed: 1, finishedAt: new Date(0) },
    ]);
    expect(two.map((l) => l.prizeCents)).toEqual([6250, 3750]);
    expect(awardPrizes(10_000, [])).toEqual([]);
  });

  it("splits cents exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }), (total, weights) => {
        const parts = splitCents(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const sum = weights.reduce((a, b) => a + b, 0);
        parts.forEach((p, i) => expect(Math.abs(p - (total * weights[i]!) / sum)).toBeLessThan(1));
      }),
    );
  });
});

describe("scores and the question-set hash's text", () => {
  it("scores percent correct, rounded", () => {
    expect(competitionScore(17, 25)).toBe(68);
    expect(competitionScore(2, 3)).toBe(67);
    expect(competitionScore(0, 0)).toBe(0);
  });

  it("takes ids and texts in order, and nothing else", () => {
    expect(
      questionSetCanonical([
        { id: 7, text: 'Who said "Let there be light"?' },
        { id: 3, text: "Où?" },
      ]),
    ).toBe('[[7,"Who said \\"Let there be light\\"?"],[3,"Où?"]]');
    expect(
      questionSetCanonical([
        { id: 3, text: "a" },
        { id: 7, text: "b" },
      ]),
    ).not.toBe(
      questionSetCanonical([
        { id: 7, text: "b" },
        { id: 3, text: "a" },
      ]),
    );
  });
});

describe("each entrant's own draw", () => {
  const pool = Array.from({ length: 20 }, (_, i) => 100 + i);

  it("takes the asked number of distinct questions of the pool, the same for the same salt and entry", () => {
    const drawn = drawEntrantQuestions(pool, 10, "a1b2c3", 7);
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn).size).toBe(10);
    for (const id of drawn) expect(pool).toContain(id);
    expect(drawEntrantQuestions([...pool], 10, "a1b2c3", 7)).toEqual(drawn);
  });

  it("gives another entry, or another salt, another draw", () => {
    const drawn = drawEntrantQuestions(pool, 10, "a1b2c3", 7);
    expect(drawEntrantQuestions(pool, 10, "a1b2c3", 8)).not.toEqual(drawn);
    expect(drawEntrantQuestions(pool, 10, "ffffff", 7)).not.toEqual(drawn);
  });

  it("commits to the pool's order and texts and to the salt", () => {
    const a = poolCommitmentCanonical(
      [
        { id: 1, text: "Who?" },
        { id: 2, text: "Where?" },
      ],
      "s1",
    );
    expect(a).toBe('{"pool":[[1,"Who?"],[2,"Where?"]],"salt":"s1"}');
    expect(
      poolCommitmentCanonical(
        [
          { id: 2, text: "Where?" },
          { id: 1, text: "Who?" },
        ],
        "s1",
      ),
    ).not.toBe(a);
    expect(
      poolCommitmentCanonical(
        [
          { id: 1, text: "Who?" },
          { id: 2, text: "Where?" },
        ],
        "s2",
      ),
    ).not.toBe(a);
  });

  it("asks a quarter of the pool unless the admin says otherwise", () => {
    expect(defaultQuestionsPerEntrant(20)).toBe(5);
    expect(defaultQuestionsPerEntrant(7)).toBe(1);
  });
});
