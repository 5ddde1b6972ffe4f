#!/usr/bin/env node
/**
 * The question bank measured the way a quiz league would judge it (content/README.md states the
 * rules): which chapters are asked, what kinds of question, and what makes a multiple-choice item
 * guessable without knowledge. The content test (content/bank-quality.test.ts) holds the bank to
 * LIMITS; run this by hand to see the figures and every offender:
 *
 *   npx tsx scripts/bank-quality.ts                      (the report and every offender)
 *   npx tsx scripts/bank-quality.ts --json               (the summary only, as JSON)
 *   npx tsx scripts/bank-quality.ts --books=genesis,exodus   (those books alone)
 *   npx tsx scripts/bank-quality.ts --uncovered          (each book's chapters never asked)
 *   npx tsx scripts/bank-quality.ts --read="Psalms 91"   (a passage's KJV text, verse by verse, to write from)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import type { ContentQuestion, QuestionKind, QuizSeason } from "../packages/domain/src/content.ts";
import { BOOKS } from "../packages/domain/src/books.ts";
import { contentWords, normalise, stemAnswers as stemGivesKey } from "../packages/domain/src/stem-clash.ts";

type Question = ContentQuestion;

export const LIMITS = {
  questions: 3000,
  /** Share of the Bible's 1,189 chapters asked at least once, and of the Old Testament's 929. */
  chapterCoverage: 0.75,
  oldTestamentCoverage: 0.7,
  /**
   * A book of ten chapters or more holds at least this share of what its length would give it at
   * the bank's average questions per verse: questions follow the text, not the short books.
   */
  lengthShare: 0.4,
  /** Share of questions whose key is at least 1.5 times as long as every other option. */
  longKey: 0.02,
  /** Share of questions whose key is strictly the longest option (chance is 25 %). */
  keyStrictlyLongest: 0.28,
  /** Each kind's least share of the bank; 'context' is sequence and reason together. */
  kinds: { speaker: 0.08, finish: 0.08, locate: 0.05, context: 0.1, number: 0.03, place: 0.03, connection: 0.01 },
};

/**
 * The chapters a Sunday-school year or a quiz league's season covers: each is asked at least once.
 * Book names as the KJV writes them.
 */
export const MUCH_STUDIED: Record<string, number[]> = {
  Genesis: [1, 2, 3, 4, 6, 7, 8, 9, 11, 12, 15, 17, 22, 25, 27, 28, 32, 37, 39, 40, 41, 45, 50],
  Exodus: [1, 2, 3, 4, 5, 7, 12, 13, 14, 16, 17, 19, 20, 32, 40],
  Leviticus: [16, 19, 23],
  Numbers: [13, 14, 21, 22],
  Deuteronomy: [6, 8, 28, 30, 34],
  Joshua: [1, 2, 3, 6, 7, 24],
  Judges: [4, 6, 7, 13, 14, 16],
  Ruth: [1, 2, 3, 4],
  "1 Samuel": [1, 2, 3, 8, 10, 15, 16, 17, 18, 20, 24, 28, 31],
  "2 Samuel": [5, 6, 7, 9, 11, 12, 15, 18],
  "1 Kings": [3, 6, 8, 10, 11, 12, 17, 18, 19, 21],
  "2 Kings": [2, 4, 5, 6, 17, 22, 25],
  "2 Chronicles": [7, 34, 36],
  Ezra: [1, 3, 6, 7],
  Nehemiah: [1, 2, 4, 6, 8],
  Esther: [2, 3, 4, 5, 7],
  Job: [1, 2, 19, 38, 42],
  Psalms: [1, 2, 8, 19, 22, 23, 24, 27, 32, 34, 37, 46, 51, 84, 90, 91, 95, 100, 103, 107, 110, 118, 119, 121, 127, 136, 139, 145, 150],
  Proverbs: [1, 3, 6, 16, 31],
  Ecclesiastes: [3, 12],
  Isaiah: [1, 6, 7, 9, 11, 40, 53, 55, 61],
  Jeremiah: [1, 18, 29, 31],
  Lamentations: [3],
  Ezekiel: [1, 37],
  Daniel: [1, 2, 3, 5, 6, 7, 9],
  Hosea: [1],
  Joel: [2],
  Amos: [5, 7],
  Jonah: [1, 2, 3, 4],
  Micah: [5, 6],
  Habakkuk: [2, 3],
  Malachi: [3],
  Matthew: [1, 2, 3, 4, 5, 6, 7, 8, 13, 14, 16, 17, 18, 21, 24, 25, 26, 27, 28],
  Mark: [1, 2, 4, 5, 10, 16],
  Luke: [1, 2, 4, 10, 15, 16, 18, 19, 23, 24],
  John: [1, 2, 3, 4, 6, 9, 10, 11, 13, 14, 15, 17, 19, 20, 21],
  Acts: [1, 2, 3, 7, 8, 9, 10, 12, 13, 15, 16, 17, 19, 26, 27, 28],
  Romans: [1, 3, 5, 6, 8, 10, 12],
  "1 Corinthians": [1, 11, 12, 13, 15],
  "2 Corinthians": [5, 12],
  Galatians: [2, 5],
  Ephesians: [2, 4, 6],
  Philippians: [2, 3, 4],
  Colossians: [1, 3],
  "1 Thessalonians": [4],
  "2 Timothy": [3],
  Hebrews: [1, 4, 11, 12],
  James: [1, 2, 3],
  "1 Peter": [1, 2],
  "1 John": [1, 4],
  Revelation: [1, 2, 3, 4, 5, 12, 20, 21, 22],
};

/** Each church season's passages: its quiz (scripts/build-quizzes.ts) asks only questions citing them. */
export const SEASON_PASSAGES: Record<QuizSeason, string[]> = {
  advent: [
    "Isaiah 7:10-16",
    "Isaiah 9:1-7",
    "Isaiah 11:1-10",
    "Isaiah 40:1-11",
    "Micah 5:2-5",
    "Malachi 3:1-4",
    "Matthew 1",
    "Matthew 2",
    "Luke 1",
    "Luke 2",
    "John 1:1-34",
    "Galatians 4:4-7",
  ],
  lent: [
    "Exodus 12",
    "Psalms 22",
    "Isaiah 52:13-15",
    "Isaiah 53",
    "Zechariah 9:9-10",
    "Zechariah 12:10",
    "Zechariah 13:7",
    "Matthew 4:1-11",
    "Matthew 21:1-17",
    "Matthew 26",
    "Matthew 27",
    "Matthew 28",
    "Mark 11:1-11",
    "Mark 14",
    "Mark 15",
    "Mark 16",
    "Luke 4:1-13",
    "Luke 19:28-48",
    "Luke 22",
    "Luke 23",
    "Luke 24",
    "John 12",
    "John 13",
    "John 18",
    "John 19",
    "John 20",
    "John 21",
    "1 Corinthians 5:7-8",
    "1 Corinthians 11:23-26",
    "1 Corinthians 15",
  ],
  pentecost: [
    "Leviticus 23:15-22",
    "Deuteronomy 16:9-12",
    "Joel 2:28-32",
    "Ezekiel 36:25-27",
    "Ezekiel 37:1-14",
    "Luke 24:44-53",
    "John 14",
    "John 15",
    "John 16",
    "John 20:19-23",
    "Acts 1",
    "Acts 2",
    "Acts 8:14-17",
    "Acts 10:44-48",
    "Acts 19:1-7",
    "Romans 8:1-27",
    "1 Corinthians 12",
    "Galatians 5:16-26",
  ],
};
/** The question cites a passage of the season. */
export function inSeason(q: Question, season: QuizSeason): boolean {
  return referencesOf(q).some((ref) => SEASON_PASSAGES[season].some((passage) => overlaps(parsePassage(ref), parsePassage(passage))));
}

type Bible = Record<string, Record<string, Record<string, string>>>;
let bible: Bible | null = null;
/** The King James text the bank is checked against (content/kjv.json.gz). */
export function kjv(): Bible {
  bible ??= JSON.parse(gunzipSync(readFileSync(fileURLToPath(new URL("../content/kjv.json.gz", import.meta.url)))).toString("utf8")) as Bible;
  return bible;
}

export { contentWords, normalise };

/** Every reference a question cites: `references` when given (its first is `reference`), else `reference`. */
export const referencesOf = (q: Question) => (q.references?.length ? q.references : [q.reference]);

export interface Passage {
  /** The book's name as the KJV writes it. */
  book: string;
  c1: number;
  v1: number;
  c2: number;
  v2: number;
}

/** 'Book C:V', 'Book C:V-W', 'Book C:V-C2:W' or 'Book C' against the KJV text; null when it names no verse of it. */
const parsed = new Map<string, Passage | null>();
export function parsePassage(ref: string): Passage | null {
  if (!parsed.has(ref)) parsed.set(ref, readPassage(ref));
  return parsed.get(ref)!;
}
function readPassage(ref: string): Passage | null {
  const m = /^(.+?)\s+(\d+)(?::(\d+)(?:-(?:(\d+):)?(\d+))?)?$/.exec(ref.trim());
  if (!m) return null;
  const name = m[1]!.trim().toLowerCase();
  const book = Object.keys(kjv()).find((b) => b.toLowerCase() === name) ?? (name === "psalm" ? "Psalms" : undefined);
  if (!book) return null;
  const c1 = +m[2]!;
  const v1 = m[3] ? +m[3] : 1;
  const c2 = m[4] ? +m[4] : c1;
  const v2 = m[5] ? +m[5] : m[3] ? v1 : Object.keys(kjv()[book]![String(c1)] ?? {}).length;
  for (const [c, v] of [
    [c1, v1],
    [c2, v2],
  ] as const)
    if (!kjv()[book]![String(c)]?.[String(v)]) return null;
  if (c2 < c1 || (c2 === c1 && v2 < v1)) return null;
  return { book, c1, v1, c2, v2 };
}

/** The text of a passage, with `pad` verses either side within its chapters. */
export function passageText(p: Passage, pad = 0): string {
  const out: string[] = [];
  for (let c = p.c1; c <= p.c2; c += 1) {
    const chapter = kjv()[p.book]![String(c)]!;
    const n = Object.keys(chapter).length;
    const from = c === p.c1 ? p.v1 : 1;
    const to = c === p.c2 ? p.v2 : n;
    for (let v = Math.max(1, from - pad); v <= Math.min(n, to + pad); v += 1) out.push(chapter[String(v)]!);
  }
  return out.join(" ");
}

export const overlaps = (a: Passage | null, b: Passage | null, pad = 0) =>
  !!a && !!b && a.book === b.book && a.c1 * 1000 + a.v1 - pad <= b.c2 * 1000 + b.v2 && b.c1 * 1000 + b.v1 - pad <= a.c2 * 1000 + a.v2;

/** The key's length measured as a reader sees it: characters after trimming. */
const len = (s: string) => s.trim().length;

export function keyLength(q: Question) {
  const key = len(q.options[q.answer]!);
  const others = q.options.filter((_, i) => i !== q.answer).map(len);
  return { strictlyLongest: others.every((n) => key > n), long: others.every((n) => key >= 1.5 * n) };
}

/** A stem that contains every content word of its key gives the answer away ('what sharpens iron?' → Iron). */
export function stemContainsKey(q: Question) {
  const key = contentWords(q.options[q.answer]!);
  if (key.length === 0) return false;
  const stemWords = new Set(contentWords(q.question));
  return key.every((w) => stemWords.has(w));
}

/** The key repeats a word of the stem that no other option has: the reader matches words, not facts. */
export function keyEchoesStem(q: Question) {
  const stemWords = new Set(contentWords(q.question));
  const others = new Set(q.options.filter((_, i) => i !== q.answer).flatMap(contentWords));
  return contentWords(q.options[q.answer]!).some((w) => w.length >= 3 && stemWords.has(w) && !others.has(w));
}

const DIVINE =
  /\b(god|lord|jehovah|almighty|holy (ghost|spirit)|spirit of (god|the lord)|jesus|christ|messiah|son of (god|man)|angel of the lord|most high)\b/i;
/** Only the key names God or the Lord: the believer's guess, not knowledge. */
export function godOnlyKey(q: Question) {
  return DIVINE.test(q.options[q.answer]!) && !q.options.some((o, i) => i !== q.answer && DIVINE.test(o));
}

const keyWords = (q: Question) => new Set(contentWords(q.options[q.answer]!));
function sameMeaning(a: Question, b: Question) {
  const ka = normalise(a.options[a.answer]!);
  const kb = normalise(b.options[b.answer]!);
  if (ka === kb) return true;
  const [x, y] = [keyWords(a), keyWords(b)];
  if (x.size === 0 || y.size === 0) return false;
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / Math.min(x.size, y.size) >= 0.6 && shared >= 1;
}
/** A stem's words without those that only ask for a number ('how many', 'how long', 'each'). */
const ASKING = new Set(["many", "much", "long", "each", "often"]);
const askedWords = (q: Question) => contentWords(q.question).filter((w) => !ASKING.has(w));
/** Shared words over the shorter stem's words: high when one stem restates the other. */
function overlap(a: string[], b: string[]) {
  const x = new Set(a),
    y = new Set(b);
  const inter = [...x].filter((w) => y.has(w)).length;
  return inter / (Math.min(x.size, y.size) || 1);
}

/**
 * Pairs of questions that ask the same fact, compared by fact: keys of the same meaning (the same
 * words, however worded) about the same verses, or the same key asked by stems that share most of
 * their words (Golgotha asked from Matthew and again from John).
 */
export function sameFactPairs(questions: Question[]): [string, string][] {
  const pairs: [string, string][] = [];
  const refs = new Map(questions.map((q) => [q.id, referencesOf(q).map(parsePassage)]));
  const byBook = new Map<string, Question[]>();
  for (const q of questions) {
    if (!byBook.has(q.book)) byBook.set(q.book, []);
    byBook.get(q.book)!.push(q);
  }
  const byKey = new Map<string, Question[]>();
  for (const q of questions) {
    const key = normalise(q.options[q.answer]!);
    if (!byKey.has(key)) byKey.set(key, []);
    byKey.get(key)!.push(q);
  }
  const seen = new Set<string>();
  const add = (a: Question, b: Question) => {
    const id = [a.id, b.id].sort().join("|");
    if (seen.has(id)) return;
    pairs.push([a.id, b.id]);
    seen.add(id);
  };
  for (const group of byBook.values()) {
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) {
        const [a, b] = [group[i]!, group[j]!];
        const near = refs.get(a.id)!.some((x) => refs.get(b.id)!.some((y) => overlaps(x, y)));
        if (near && sameMeaning(a, b)) add(a, b);
      }
    }
  }
  for (const group of byKey.values()) {
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) {
        const [a, b] = [group[i]!, group[j]!];
        if (overlap(askedWords(a), askedWords(b)) >= 0.4) add(a, b);
      }
    }
  }
  return pairs;
}

/**
 * Within one pool (a quiz's, or the sample pack), a stem that holds another question's key about
 * the same chapter answers it: 'Why did Joseph's brothers hate him?' beside 'Whom did Jacob love
 * more than all his children?'. Numbers are left out (a stem's '12 tribes' answers nothing).
 * True when the stem of `b` answers `a`.
 */
export const stemAnswers = (b: Question, a: Question): boolean => stemGivesKey(b, a);

export function stemAnswersAnother(questions: Question[], pools: string[][]): [string, string][] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const found = new Map<string, [string, string]>();
  for (const pool of pools) {
    const members = pool.map((id) => byId.get(id)).filter((q): q is Question => !!q);
    for (const a of members) for (const b of members) if (stemAnswers(b, a)) found.set(`${a.id}|${b.id}`, [a.id, b.id]);
  }
  return [...found.values()];
}

/**
 * A question tagged with a kind must read like it (content/README.md 'Kinds'): a speaker question
 * names a saying, finish-the-verse quotes a verse's opening, a locate question asks for a book or
 * chapter, a context question asks why or what came before or after, a connection question ties
 * two passages together, a number question asks how many, a place question asks where.
 */
const NUMBER_WORDS =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|threescore|fourscore|score|half|double|thrice|twice|once)\b/i;
const KIND_SHAPES: Record<Exclude<QuestionKind, "recall">, (q: Question) => boolean> = {
  speaker: (q) =>
    /\b(said|say|says|saying|spoke|speak|ask|asks|asked|besought|beseech|told|tell|answered|cried|wrote|words?|declared|called out|prayed|replied|to whom|whom|who)\b|['"‘“]/i.test(
      q.question,
    ),
  finish: (q) => /['"‘“]/.test(q.question) && /\b(finish|complete|continues?|ends?|next words?|follows?|goes on|what comes)\b/i.test(q.question),
  locate: (q) =>
    /\b(which|what) (book|chapter|psalm|gospel|epistle|letter|prophet's book|verse)\b|\bwhere in (the bible|scripture)\b|\bin which (book|chapter|psalm|gospel|letter)\b/i.test(
      q.question,
    ),
  sequence: (q) => /\b(after|before|next|then|following|follow|first|last|when|until|while|result|led to|happened)\b/i.test(q.question),
  reason: (q) => /\b(why|because|reason|purpose|so that|in order|for what|cause|what moved|on what ground)\b/i.test(q.question),
  connection: (q) =>
    /\b(quot\w*|fulfil\w*|prophe\w*|written|scripture|cites?|cited|echo\w*|old testament|new testament|apply|applies|applied|refers?)\b/i.test(q.question) &&
    referencesOf(q).length >= 2,
  number: (q) =>
    /\bhow (many|much|old|long|far)\b|\bnumber\b|\bage\b|\bwhat (sum|price)\b|\bhow many\b/i.test(q.question) && NUMBER_WORDS.test(q.options[q.answer]!),
  place: (q) =>
    /\bwhere\b|\b(which|what) (city|land|country|place|mountain|mount|river|sea|town|village|valley|island|region|wilderness|nation|brook|plain|field|cave|hill|garden|pool|house|temple|road|gate)\b|\b(to|from|in|at|near|by|on|of) (which|what) (city|land|country|place|mountain|mount|river|sea|town|village|valley|island|region|wilderness|nation|brook|plain|field|cave|hill|garden|pool|road|gate)\b/i.test(
      q.question,
    ),
};
export function kindMismatch(q: Question) {
  const kind = q.kind ?? "recall";
  if (kind === "recall") return false;
  return !KIND_SHAPES[kind](q);
}

export function loadBank(dir = fileURLToPath(new URL("../content/questions", import.meta.url))): Question[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Question[]);
}

/** The public sample pack (content/sample-pack): sealed supply for local use and tests, in the bank's shape. */
export function loadSamplePack(dir = fileURLToPath(new URL("../content/sample-pack", import.meta.url))): Question[] {
  return loadBank(dir);
}

/** The pools a member meets together: each quiz's, and the sample pack (the Saturday events and competitions draw from it). */
export function loadPools(dir = fileURLToPath(new URL("../content", import.meta.url))): string[][] {
  const quizzes = JSON.parse(readFileSync(join(dir, "quizzes.json"), "utf8")) as { questions: string[] }[];
  return [...quizzes.map((q) => q.questions).filter((p) => p.length), loadSamplePack(join(dir, "sample-pack")).map((q) => q.id)];
}

/** Each book's chapters asked at least once (by any reference a question cites). */
export function chapterCoverage(questions: Question[]) {
  const asked = new Map<string, Set<number>>();
  for (const q of questions) {
    for (const p of referencesOf(q).map(parsePassage)) {
      if (!p) continue;
      if (!asked.has(p.book)) asked.set(p.book, new Set());
      for (let c = p.c1; c <= p.c2; c += 1) asked.get(p.book)!.add(c);
    }
  }
  return BOOKS.map((b) => {
    const chapters = Object.keys(kjv()[b.name]!).length;
    const verses = Object.values(kjv()[b.name]!).reduce((n, ch) => n + Object.keys(ch).length, 0);
    const set = asked.get(b.name) ?? new Set<number>();
    const missing = Array.from({ length: chapters }, (_, i) => i + 1).filter((c) => !set.has(c));
    return {
      book: b.name,
      slug: b.slug,
      testament: b.testament,
      chapters,
      verses,
      asked: chapters - missing.length,
      missing,
      questions: questions.filter((q) => q.book === b.slug).length,
    };
  });
}

export function measure(questions: Question[], pools: string[][] = []) {
  const lengths = questions.map(keyLength);
  const share = (n: number) => n / questions.length;
  const perKind: Record<string, number> = {};
  for (const q of questions) perKind[q.kind ?? "recall"] = (perKind[q.kind ?? "recall"] ?? 0) + 1;
  const kindShare = (k: string) => share(k === "context" ? (perKind.sequence ?? 0) + (perKind.reason ?? 0) : (perKind[k] ?? 0));
  const coverage = chapterCoverage(questions);
  const sum = (list: typeof coverage, f: (b: (typeof coverage)[number]) => number) => list.reduce((n, b) => n + f(b), 0);
  const old = coverage.filter((b) => b.testament === "old");
  const perVerse = questions.length / sum(coverage, (b) => b.verses);
  const shortOfLength = coverage
    .filter((b) => b.chapters >= 10 && b.questions < LIMITS.lengthShare * perVerse * b.verses)
    .map((b) => `${b.slug} (${b.questions} of ${Math.ceil(LIMITS.lengthShare * perVerse * b.verses)})`);
  const askedChapters = new Map(
    coverage.map((b) => [b.book, new Set(Array.from({ length: b.chapters }, (_, i) => i + 1).filter((c) => !b.missing.includes(c)))]),
  );
  const muchStudiedMissing = Object.entries(MUCH_STUDIED).flatMap(([book, chapters]) =>
    chapters.filter((c) => !askedChapters.get(book)?.has(c)).map((c) => `${book} ${c}`),
  );
  const badReferences = questions.flatMap((q) => {
    const refs = referencesOf(q);
    const bad = refs.filter((r) => !parsePassage(r));
    if (q.references?.length && q.references[0] !== q.reference) bad.push(`references[0] is not reference`);
    if (q.references && new Set(q.references).size !== q.references.length) bad.push(`a reference cited twice`);
    return bad.map((r) => `${q.id}: ${r}`);
  });
  return {
    questions: questions.length,
    books: new Set(questions.map((q) => q.book)).size,
    chapterCoverage: share(0) + sum(coverage, (b) => b.asked) / sum(coverage, (b) => b.chapters),
    oldTestamentCoverage: sum(old, (b) => b.asked) / sum(old, (b) => b.chapters),
    coverage,
    shortOfLength,
    muchStudiedMissing,
    longKey: share(lengths.filter((l) => l.long).length),
    longKeys: questions.filter((_, i) => lengths[i]!.long).map((q) => q.id),
    keyStrictlyLongest: share(lengths.filter((l) => l.strictlyLongest).length),
    perKind,
    kindShares: Object.fromEntries(Object.keys(LIMITS.kinds).map((k) => [k, kindShare(k)])) as Record<keyof typeof LIMITS.kinds, number>,
    perDifficulty: Object.fromEntries(["easy", "medium", "hard"].map((d) => [d, questions.filter((q) => q.difficulty === d).length])),
    stemContainsKey: questions.filter(stemContainsKey).map((q) => q.id),
    keyEchoesStem: questions.filter(keyEchoesStem).map((q) => q.id),
    godOnlyKey: questions.filter(godOnlyKey).map((q) => q.id),
    sameFact: sameFactPairs(questions),
    stemAnswersAnother: stemAnswersAnother(questions, pools),
    kindMismatch: questions.filter(kindMismatch).map((q) => q.id),
    badReferences,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv
    .find((arg) => arg.startsWith("--books="))
    ?.slice("--books=".length)
    .split(",");
  const bank = [...loadBank(), ...loadSamplePack()].filter((q) => !only || only.includes(q.book));
  const m = measure(bank, only ? [bank.map((q) => q.id)] : loadPools());
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const read = process.argv.find((arg) => arg.startsWith("--read="))?.slice("--read=".length);
  if (read) {
    const p = parsePassage(read);
    if (!p) throw new Error(`${read} names no passage of the KJV`);
    for (let c = p.c1; c <= p.c2; c += 1) {
      const chapter = kjv()[p.book]![String(c)]!;
      for (const [v, text] of Object.entries(chapter)) {
        if ((c === p.c1 && +v < p.v1) || (c === p.c2 && +v > p.v2)) continue;
        console.log(`${p.book} ${c}:${v} ${text}`);
      }
    }
  } else if (process.argv.includes("--json")) {
    const { coverage, ...rest } = m;
    console.log(JSON.stringify({ ...rest, coverage: Object.fromEntries(coverage.map((b) => [b.slug, `${b.asked}/${b.chapters}`])) }));
  } else if (process.argv.includes("--uncovered")) {
    for (const b of m.coverage.filter((b) => (!only || only.includes(b.slug)) && b.missing.length))
      console.log(`${b.book} (${b.asked}/${b.chapters}): ${b.missing.join(" ")}`);
    if (m.muchStudiedMissing.length) console.log(`\nmuch-studied chapters never asked: ${m.muchStudiedMissing.join(", ")}`);
  } else {
    for (const id of m.badReferences) console.log(`reference names no verse: ${id}`);
    for (const id of m.longKeys) console.log(`key 1.5 times as long as every other option: ${id}`);
    for (const id of m.godOnlyKey) console.log(`only the key names God or the Lord: ${id}`);
    for (const id of m.stemContainsKey) console.log(`stem contains its key: ${id}`);
    for (const id of m.keyEchoesStem) console.log(`key repeats a word of the stem that no other option has: ${id}`);
    for (const [a, b] of m.sameFact) console.log(`same fact asked twice: ${a} / ${b}`);
    for (const [a, b] of m.stemAnswersAnother) console.log(`stem of ${b} answers ${a} (same pool)`);
    for (const id of m.kindMismatch) console.log(`kind does not match the stem: ${id}`);
    console.log("\nchapters asked, per book (questions):");
    const rows = m.coverage
      .filter((b) => !only || only.includes(b.slug))
      .map(
        (b) => `${b.book.padEnd(16)} ${String(b.asked).padStart(3)}/${String(b.chapters).padEnd(3)} ${pct(b.asked / b.chapters).padStart(7)}  (${b.questions})`,
      );
    for (let i = 0; i < rows.length; i += 3) console.log(rows.slice(i, i + 3).join("   "));
    console.log(`\n${m.questions} questions in ${m.books} books (target ≥ ${LIMITS.questions}, 66)`);
    console.log(
      `chapters asked: ${pct(m.chapterCoverage)} (≥ ${pct(LIMITS.chapterCoverage)}); Old Testament ${pct(m.oldTestamentCoverage)} (≥ ${pct(LIMITS.oldTestamentCoverage)})`,
    );
    console.log(`much-studied chapters never asked: ${m.muchStudiedMissing.join(", ") || "none"}`);
    console.log(`books short of their length's share: ${m.shortOfLength.join(", ") || "none"}`);
    console.log(
      `kinds: ${Object.entries(m.kindShares)
        .map(([k, v]) => `${k} ${pct(v)} (≥ ${pct(LIMITS.kinds[k as keyof typeof LIMITS.kinds])})`)
        .join(", ")}; ${JSON.stringify(m.perKind)}`,
    );
    console.log(`difficulty: ${JSON.stringify(m.perDifficulty)}`);
    console.log(
      `long keys: ${pct(m.longKey)} (≤ ${pct(LIMITS.longKey)}); key strictly longest: ${pct(m.keyStrictlyLongest)} (≤ ${pct(LIMITS.keyStrictlyLongest)})`,
    );
    console.log(
      `only the key names God: ${m.godOnlyKey.length}; stems containing their key: ${m.stemContainsKey.length}; keys repeating a stem word: ${m.keyEchoesStem.length}; facts asked twice: ${m.sameFact.length}; stems answering another in a pool: ${m.stemAnswersAnother.length}; kind mismatches: ${m.kindMismatch.length}; bad references: ${m.badReferences.length}`,
    );
  }
}
