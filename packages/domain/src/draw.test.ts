import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawFromPool, optionOrder, shuffle } from "./draw.ts";

/** A seeded stand-in for node:crypto's randomInt. */
const seeded = (seed: number) => {
  let s = seed >>> 0 || 1;
  return (max: number) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % max;
  };
};

const LEVELS = ["easy", "medium", "hard"] as const;
const pool = fc.array(fc.constantFrom(...LEVELS), { maxLength: 60 }).map((levels) => levels.map((difficulty, id) => ({ id, difficulty })));

describe("drawing an attempt's questions", () => {
  it("shuffle returns a permutation of its input (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const out = shuffle(items, seeded(seed));
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it("draws min(count, pool) distinct items of the pool, each difficulty within one of its share (property)", () => {
    fc.assert(
      fc.property(pool, fc.integer({ min: 0, max: 30 }), fc.integer(), (items, count, seed) => {
        const drawn = drawFromPool(items, count, (q) => q.difficulty, seeded(seed));
        expect(drawn).toHaveLength(Math.min(count, items.length));
        expect(new Set(drawn.map((q) => q.id)).size).toBe(drawn.length);
        for (const q of drawn) expect(items).toContain(q);
        if (items.length > count) {
          for (const level of LEVELS) {
            const share = (items.filter((q) => q.difficulty === level).length * count) / items.length;
            const got = drawn.filter((q) => q.difficulty === level).length;
            expect(Math.abs(got - share)).toBeLessThan(1);
          }
        }
      }),
    );
  });

  it("draws different sets and orders from a pool larger than the draw", () => {
    const items = Array.from({ length: 40 }, (_, id) => ({ id, difficulty: LEVELS[id % 3]! }));
    const draws = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        drawFromPool(items, 25, (q) => q.difficulty, seeded(seed + 1))
          .map((q) => q.id)
          .join(","),
      ),
    );
    expect(draws.size).toBe(20);
  });

  it("an option order is a permutation of the four options, and every order occurs", () => {
    const random = seeded(7);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const order = optionOrder(random);
      expect([...order].sort()).toEqual([0, 1, 2, 3]);
      seen.add(order.join(""));
    }
    expect(seen.size).toBe(24);
  });
});
