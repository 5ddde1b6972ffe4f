#!/usr/bin/env node
/**
 * Measures what makes a multiple-choice bank guessable without knowledge, and what it asks beyond
 * one-word recall. The content test (content/bank-quality.test.ts) holds the bank to these figures;
 * run it by hand to see the offenders:
 *
 *   npx tsx scripts/bank-quality.ts            (summary and every offender)
 *   npx tsx scripts/bank-quality.ts --json     (the summary only, as JSON)
 *   npx tsx scripts/bank-quality.ts --books=genesis,exodus   (those books alone)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ContentQuestion } from "../packages/domain/src/content.ts";

type Question = ContentQuestion;

const STOP = new Set(
  ("the a an of and or to in on at by for with from his her their him them he she they it its is was were be been are as that this these " +
    "those who whom which what when where why how did do does not no nor but so then than into upon unto thee thou thy thine ye you your " +
    "our we us my me i all any some had has have said say says after before first")
    .split(" "),
);

export const LIMITS = {
  /** Share of questions whose key is strictly the longest option (chance is 25 %). */
  keyStrictlyLongest: 0.28,
  /** Share whose key is the longest option or tied for it. */
  keyLongestOrTied: 0.38,
  /** Share of questions that ask more than one-word recall (a `kind` other than recall). */
  beyondRecall: 0.3,
  questions: 1500,
};

export const normalise = (s: string) => s.toLowerCase().normalize("NFKD").replace(/[^a-z0-9' ]+/g, " ").replace(/\s+/g, " ").trim();
const stem = (w: string) => w.replace(/'s$/, "").replace(/(es|s)$/, "");
export const contentWords = (s: string) => normalise(s).split(" ").filter((w) => w && !STOP.has(w)).map(stem);

/** The key's length measured as a reader sees it: characters after trimming. */
const len = (s: string) => s.trim().length;

export function keyLength(q: Question) {
  const key = len(q.options[q.answer]!);
  const others = q.options.filter((_, i) => i !== q.answer).map(len);
  return { strictlyLongest: others.every((n) => key > n), longestOrTied: others.every((n) => key >= n) };
}

/** A stem that contains every content word of its key gives the answer away ('what sharpens iron?' → Iron). */
export function stemContainsKey(q: Question) {
  const key = contentWords(q.options[q.answer]!);
  if (key.length === 0) return false;
  const stemWords = new Set(contentWords(q.question));
  return key.every((w) => stemWords.has(w));
}

interface VerseRange {
  book: string;
  from: number;
  to: number;
}

function parseRef(ref: string): VerseRange | null {
  const m = /^(.+?)\s+(\d+)(?::(\d+)(?:-(?:(\d+):)?(\d+))?)?$/.exec(ref.trim());
  if (!m) return null;
  const c1 = +m[2]!;
  const v1 = m[3] ? +m[3] : 1;
  const c2 = m[4] ? +m[4] : c1;
  const v2 = m[5] ? +m[5] : m[3] ? v1 : 999;
  return { book: m[1]!.replace(/^Psalm$/, "Psalms"), from: c1 * 1000 + v1, to: c2 * 1000 + v2 };
}
const overlaps = (a: VerseRange | null, b: VerseRange | null) => !!a && !!b && a.book === b.book && a.from <= b.to && b.from <= a.to;
/** Shared words over the shorter stem's words: high when one stem restates the other. */
function overlap(a: string[], b: string[]) {
  const x = new Set(a), y = new Set(b);
  const inter = [...x].filter((w) => y.has(w)).length;
  return inter / (Math.min(x.size, y.size) || 1);
}

/**
 * Pairs of questions that ask the same fact: the same key, and either overlapping verses or
 * stems that share most of their words (Golgotha asked from Matthew and again from John).
 */
export function sameFactPairs(questions: Question[]): [string, string][] {
  const byKey = new Map<string, Question[]>();
  for (const q of questions) {
    const key = normalise(q.options[q.answer]!);
    if (!byKey.has(key)) byKey.set(key, []);
    byKey.get(key)!.push(q);
  }
  const pairs: [string, string][] = [];
  for (const group of byKey.values()) {
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) {
        const [a, b] = [group[i]!, group[j]!];
        const sameVerses = overlaps(parseRef(a.reference), parseRef(b.reference));
        const similarStems = overlap(contentWords(a.question), contentWords(b.question)) >= 0.4;
        if (sameVerses || similarStems) pairs.push([a.id, b.id]);
      }
    }
  }
  return pairs;
}

/**
 * A question tagged beyond recall must read like it: a speaker question names a saying, a sequence
 * question asks what came before or after, a reason question asks why, a connection question ties
 * two passages together.
 */
const KIND_SHAPES: Record<Exclude<NonNullable<Question["kind"]>, "recall">, RegExp> = {
  speaker: /\b(said|say|says|saying|spoke|speak|ask|asks|asked|besought|beseech|told|tell|answered|cried|wrote|words?|declared|called out|prayed|replied|to whom|whom|who)\b|['"‘“]/i,
  sequence: /\b(after|before|next|then|following|follow|first|last|when|until|while|result|led to|happened)\b/i,
  reason: /\b(why|because|reason|purpose|so that|in order|for what|cause|what moved|on what ground)\b/i,
  connection: /\b(quot\w*|fulfil\w*|prophe\w*|written|scripture|cites?|cited|echo\w*|old testament|new testament|apply|applies|applied|refers?)\b/i,
};
export function kindMismatch(q: Question) {
  const kind = q.kind ?? "recall";
  if (kind === "recall") return false;
  return !KIND_SHAPES[kind].test(q.question);
}

export function loadBank(dir = fileURLToPath(new URL("../content/questions", import.meta.url))): Question[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Question[]);
}

export function measure(questions: Question[]) {
  const lengths = questions.map(keyLength);
  const share = (n: number) => n / questions.length;
  const perKind: Record<string, number> = {};
  for (const q of questions) perKind[q.kind ?? "recall"] = (perKind[q.kind ?? "recall"] ?? 0) + 1;
  return {
    questions: questions.length,
    keyStrictlyLongest: share(lengths.filter((l) => l.strictlyLongest).length),
    keyLongestOrTied: share(lengths.filter((l) => l.longestOrTied).length),
    beyondRecall: share(questions.filter((q) => (q.kind ?? "recall") !== "recall").length),
    perKind,
    stemContainsKey: questions.filter(stemContainsKey).map((q) => q.id),
    sameFact: sameFactPairs(questions),
    kindMismatch: questions.filter(kindMismatch).map((q) => q.id),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --books genesis,exodus measures those books alone (each author checks their own share).
  const only = process.argv.find((arg) => arg.startsWith("--books="))?.slice("--books=".length).split(",");
  const bank = loadBank().filter((q) => !only || only.includes(q.book));
  const m = measure(bank);
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ ...m, stemContainsKey: m.stemContainsKey.length, sameFact: m.sameFact.length, kindMismatch: m.kindMismatch.length }));
  } else {
    const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
    for (const id of m.stemContainsKey) console.log(`stem contains its key: ${id}`);
    for (const [a, b] of m.sameFact) console.log(`same fact asked twice: ${a} / ${b}`);
    for (const id of m.kindMismatch) console.log(`kind does not match the stem: ${id}`);
    console.log(`\n${m.questions} questions (target ≥ ${LIMITS.questions})`);
    console.log(`key strictly longest: ${pct(m.keyStrictlyLongest)} (≤ ${pct(LIMITS.keyStrictlyLongest)}); longest or tied: ${pct(m.keyLongestOrTied)} (≤ ${pct(LIMITS.keyLongestOrTied)})`);
    console.log(`beyond one-word recall: ${pct(m.beyondRecall)} (≥ ${pct(LIMITS.beyondRecall)}) ${JSON.stringify(m.perKind)}`);
    console.log(`stems containing their key: ${m.stemContainsKey.length}; facts asked twice: ${m.sameFact.length}; kind mismatches: ${m.kindMismatch.length}`);
  }
}
