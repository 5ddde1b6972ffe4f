/**
 * Each attempt gets its own questions and order (docs/architecture.md §4 'Attempts'): a quiz holds a pool,
 * an attempt draws its 25 from it keeping the quiz's mix of difficulties, in a random order,
 * and each question's options are shuffled too. A copied answer review is then a list of facts
 * to know, not an index to replay. The randomness is passed in (the server uses node:crypto).
 */

/** A uniform random integer in 0..maxExclusive−1. */
export type RandomInt = (maxExclusive: number) => number;

/** A uniformly random permutation (Fisher–Yates); the input is left as it is. */
export function shuffle<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Draws `count` items of the pool (all of them when the pool is smaller), each group's share of
 * the draw as close as whole numbers allow to its share of the pool (largest remainder), in a
 * random order.
 */
export function drawFromPool<T>(pool: readonly T[], count: number, groupOf: (item: T) => string, randomInt: RandomInt): T[] {
  if (pool.length <= count) return shuffle(pool, randomInt);
  const groups = new Map<string, T[]>();
  for (const item of pool) {
    const key = groupOf(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(item);
  }
  const shares = [...groups].map(([key, items]) => {
    const exact = (items.length * count) / pool.length;
    return { key, items, take: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = count - shares.reduce((n, s) => n + s.take, 0);
  // The seats left over go to the largest remainders; ties broken at random so no group is favoured.
  for (const s of shuffle(shares, randomInt).sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    s.take += 1;
    left -= 1;
  }
  return shuffle(
    shares.flatMap((s) => shuffle(s.items, randomInt).slice(0, s.take)),
    randomInt,
  );
}

/** A random order of a question's four options: entry i is the stored option shown in place i. */
export function optionOrder(randomInt: RandomInt): number[] {
  return shuffle([0, 1, 2, 3], randomInt);
}
