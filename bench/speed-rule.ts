/**
 * bench:speed-rule — how often the speed rule (packages/domain/src/review-hold.ts) holds an honest
 * reader, and how often it holds scripted cheats, replaying the bank's own questions.
 *
 * Honest readers are simulated from the questions' real lengths: the gap the server measures
 * between two answers is the next question appearing (a round trip and the page's transition),
 * reading the stem at the reader's speed, scanning the options to the one they choose, deciding,
 * and the tap reaching the server. Three readers, from a quick one to a contestant who knows the
 * bank by heart, each in a 25-question quiz, a 10-question and a 5-question (the least) custom quiz, and a
 * 10-question competition (whose player shows each mark for 2 s before moving on). The cheats:
 * a script answering instantly, one paced at 1 s, one mixing instant answers with 2 s ones (what
 * beat the old median rule), and one paced just over the floor (which no timing rule can tell from
 * a person: what stops it is that the keys it would need are sealed).
 *
 * Prints the share of attempts held for each; docs/benchmarks.md 'Speed rule' keeps the figures.
 * `npm run bench:speed-rule [-- --runs 20000]`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { holdReasonOf, readingFloorSeconds, type PacedAnswer } from "@berean/domain";
import { root } from "./support.ts";

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20_000;

type Question = { stemWords: number; optionWords: number[]; answer: number };
const dir = join(root, "content/questions");
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const bank: Question[] = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .flatMap((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Array<{ question: string; options: string[]; answer: number }>)
  .map((q) => ({ stemWords: words(q.question), optionWords: q.options.map(words), answer: q.answer }));

// A seeded generator, so two runs print the same figures.
let seed = 0x9e3779b9;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
/** A log-normal draw with this median and spread (σ of the log). */
function logNormal(median: number, sigma: number): number {
  const u = Math.max(random(), 1e-12);
  const v = random();
  return median * Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
}
const uniform = (lo: number, hi: number) => lo + (hi - lo) * random();
const draw = (n: number) => Array.from({ length: n }, () => bank[Math.floor(random() * bank.length)]!);

interface Reader {
  name: string;
  /** Words per minute reading the stem. */
  wpm: number;
  /** Median seconds to decide once read, and its spread. */
  decide: [number, number];
  /** The share of questions answered right (the rest: a wrong option, after the same reading). */
  right: number;
  /** Reads at most this many words of a stem before recognizing it (a player who knows the bank). */
  recognizesAfter?: number;
}
const READERS: Reader[] = [
  { name: "quick reader (350 wpm, 80 % right)", wpm: 350, decide: [1.2, 0.5], right: 0.8 },
  { name: "fast expert (500 wpm, 95 % right)", wpm: 500, decide: [0.7, 0.5], right: 0.95 },
  { name: "bank-memorizer (700 wpm, all right)", wpm: 700, decide: [0.45, 0.5], right: 1 },
  { name: "bank-memorizer who knows a stem by its first 6 words", wpm: 700, decide: [0.35, 0.5], right: 1, recognizesAfter: 6 },
];

/** One honest answer's gap in seconds. */
function honestGap(q: Question, r: Reader, revealSeconds: number): number {
  const appear = uniform(0.15, 0.45); // the answer's round trip and the next question's transition
  const stem = (Math.min(q.stemWords, r.recognizesAfter ?? Infinity) / r.wpm) * 60 * uniform(0.85, 1.1);
  // Options are scanned to the chosen one: a word or two each at a glance, 0.12 s per option to find it.
  const upTo = q.answer + 1;
  const options = q.optionWords.slice(0, upTo).reduce((s, w) => s + (w / (r.wpm * 1.5)) * 60 + 0.12, 0);
  const tap = uniform(0.12, 0.3);
  return revealSeconds + appear + stem + options + logNormal(r.decide[0], r.decide[1]) + tap;
}

type Play = (n: number, revealSeconds: number) => PacedAnswer[];
const start = new Date("2027-01-09T15:00:00Z");
function answersFrom(gaps: number[], right: (i: number) => boolean): PacedAnswer[] {
  let t = start.getTime();
  return gaps.map((g, i) => ({ at: new Date((t += g * 1000)), correct: right(i) }));
}
const honest =
  (r: Reader): Play =>
  (n, reveal) =>
    answersFrom(
      draw(n).map((q) => honestGap(q, r, reveal)),
      () => random() < r.right,
    );
const CHEATS: Array<[string, Play]> = [
  [
    "script: instant (0.1–0.4 s)",
    (n) =>
      answersFrom(
        Array.from({ length: n }, () => uniform(0.1, 0.4)),
        () => true,
      ),
  ],
  [
    "script: paced at 1 s",
    (n) =>
      answersFrom(
        Array.from({ length: n }, () => uniform(0.9, 1.1)),
        () => true,
      ),
  ],
  [
    "script: mixed, 40 % instant, the rest at 2 s",
    (n) =>
      answersFrom(
        Array.from({ length: n }, () => (random() < 0.4 ? uniform(0.1, 0.4) : uniform(1.9, 2.1))),
        () => true,
      ),
  ],
  [
    "script: mixed, 12 instant, 13 at 2 s",
    (n) =>
      answersFrom(
        Array.from({ length: n }, (_, i) => (i < Math.round((n * 12) / 25) ? uniform(0.1, 0.4) : uniform(1.9, 2.1))),
        () => true,
      ),
  ],
  [
    "script: paced just over the floor (1.6 s + reveal)",
    (n, reveal) =>
      answersFrom(
        Array.from({ length: n }, () => reveal + uniform(1.6, 1.8)),
        () => true,
      ),
  ],
];

const SHAPES: Array<{ label: string; n: number; mode: string }> = [
  { label: "quiz, 25", n: 25, mode: "quiz" },
  { label: "custom, 10", n: 10, mode: "custom" },
  { label: "custom, 5", n: 5, mode: "custom" },
  { label: "competition, 10", n: 10, mode: "competition" },
];

/** The share of an honest reader's single answers under the quiz floor: how close honest play comes to it. */
function fastShare(r: Reader): string {
  let fast = 0;
  for (let i = 0; i < RUNS; i++) if (honestGap(draw(1)[0]!, r, 0) < readingFloorSeconds("quiz")) fast++;
  return `${((fast / RUNS) * 100).toFixed(2)} %`;
}

function heldShare(play: Play, shape: (typeof SHAPES)[number]): string {
  const floor = readingFloorSeconds(shape.mode);
  const reveal = shape.mode === "competition" ? 2 : 0;
  let held = 0;
  for (let i = 0; i < RUNS; i++) if (holdReasonOf({ startedAt: start, answers: play(shape.n, reveal), floorSeconds: floor })) held++;
  const percent = (held / RUNS) * 100;
  return `${percent < 0.01 && held > 0 ? "<0.01" : percent.toFixed(2)} %`;
}

console.log(`Speed rule: ${RUNS.toLocaleString("en-US")} simulated attempts per cell, questions drawn from the bank's ${bank.length.toLocaleString("en-US")}.`);
console.log(`Reading floor ${readingFloorSeconds("quiz")} s (competition ${readingFloorSeconds("competition")} s).\n`);
const header = ["", ...SHAPES.map((s) => s.label)];
const rows: string[][] = [
  ...READERS.map((r) => [`honest: ${r.name}`, ...SHAPES.map((s) => heldShare(honest(r), s))]),
  ...CHEATS.map(([name, play]) => [name, ...SHAPES.map((s) => heldShare(play, s))]),
];
const widths = header.map((_, c) => Math.max(...[header, ...rows].map((row) => row[c]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  "));
console.log("\nHonest answers under the floor, one by one (the rule holds only a share of them that are also mostly right):");
for (const r of READERS) console.log(`  ${r.name}: ${fastShare(r)}`);
