/**
 * The word checker of memory verses (docs/architecture.md §4 'Study'): a typed verse is compared
 * with the text word by word, ignoring case and punctuation, and the differences are told word by
 * word: a word right, a wrong word (with the one expected), a missing word, an extra word.
 */

export type WordStatus = "right" | "wrong" | "missing" | "extra";
export interface WordCheck {
  /** The word as typed (right, wrong, extra) or as the text has it (missing). */
  word: string;
  status: WordStatus;
  /** The text's word where one was expected (right, wrong, missing); null for an extra word. */
  expected: string | null;
}

export interface WordsResult {
  passed: boolean;
  diff: WordCheck[];
  /** Words of the text, and how many of them were typed right. */
  total: number;
  right: number;
}

/** A word's letters and digits, lower-cased: "LORD's," and "lords" are the same word. */
export const wordKey = (word: string): string =>
  word
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

/** The words of a text: runs between spaces that hold a letter or a digit (a lone dash is punctuation). */
export const wordsOf = (text: string): string[] => text.split(/[\s\u2014]+/u).filter((w) => wordKey(w) !== "");

/**
 * Compares what was typed with the text. The words typed right are the longest run of the text's
 * words found in order in what was typed; between two of them, the text's words not typed and
 * the words typed in their place pair up as wrong words, and what is left over is missing or
 * extra. Passed when every word of the text was typed right and nothing else was.
 */
export function compareWords(text: string, typed: string): WordsResult {
  const want = wordsOf(text);
  const got = wordsOf(typed);
  const a = want.map(wordKey);
  const b = got.map(wordKey);
  const n = a.length;
  const m = b.length;
  // common[i][j]: the longest common run of a[i..] and b[j..].
  const common: number[][] = Array.from({ length: n + 1 }, () => Array.from({ length: m + 1 }, () => 0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const diff: WordCheck[] = [];
  let missing: string[] = [];
  let extra: string[] = [];
  const flush = () => {
    const paired = Math.min(missing.length, extra.length);
    for (let k = 0; k < paired; k++) diff.push({ word: extra[k]!, status: "wrong", expected: missing[k]! });
    for (const w of missing.slice(paired)) diff.push({ word: w, status: "missing", expected: w });
    for (const w of extra.slice(paired)) diff.push({ word: w, status: "extra", expected: null });
    missing = [];
    extra = [];
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      flush();
      diff.push({ word: got[j]!, status: "right", expected: want[i]! });
      i++;
      j++;
    } else if (j >= m || (i < n && common[i + 1]![j]! >= common[i]![j + 1]!)) {
      missing.push(want[i++]!);
    } else {
      extra.push(got[j++]!);
    }
  }
  flush();
  const right = diff.filter((d) => d.status === "right").length;
  return { passed: n > 0 && right === n && diff.length === n, diff, total: n, right };
}

/** The first letter of each word, with the word's own punctuation after it: "For God so loved," → "F G s l,". */
export function firstLetters(text: string): string {
  return wordsOf(text)
    .map((w) => {
      const first = w.match(/[\p{L}\p{N}]/u)?.[0] ?? "";
      const trailing = w.match(/[^\p{L}\p{N}]+$/u)?.[0] ?? "";
      return first + trailing;
    })
    .join(" ");
}
