import { describe, expect, it } from "vitest";
import { compareWords, firstLetters, wordKey, wordsOf } from "./words.ts";

const JOHN_3_16 =
  "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.";
const PSALM_23_1 = "The LORD is my shepherd; I shall not want.";

/** The statuses of a comparison, one letter a word: r right, w wrong, m missing, x extra. */
const shape = (text: string, typed: string) =>
  compareWords(text, typed)
    .diff.map((d) => ({ right: "r", wrong: "w", missing: "m", extra: "x" })[d.status])
    .join("");

describe("wordKey and wordsOf", () => {
  it("a word is its letters and digits, lower-cased: LORD's is lords, 'world,' is world", () => {
    expect(wordKey("LORD's")).toBe("lords");
    expect(wordKey("LORD\u2019s")).toBe("lords");
    expect(wordKey("world,")).toBe("world");
    expect(wordKey("(For")).toBe("for");
    expect(wordKey("Éden")).toBe("eden");
  });

  it("a lone dash or stray punctuation between spaces is not a word", () => {
    expect(wordsOf("The LORD is my shepherd ; I shall not want .")).toEqual(["The", "LORD", "is", "my", "shepherd", "I", "shall", "not", "want"]);
    expect(wordsOf("peace \u2014 not - evil")).toEqual(["peace", "not", "evil"]);
    expect(wordsOf("   ")).toEqual([]);
  });
});

describe("compareWords", () => {
  it("the verse typed exactly passes, every word right", () => {
    const result = compareWords(PSALM_23_1, PSALM_23_1);
    expect(result).toMatchObject({ passed: true, total: 9, right: 9 });
    expect(result.diff.every((d) => d.status === "right")).toBe(true);
  });

  it("case and punctuation are ignored: lower case without a comma or semicolon passes", () => {
    expect(compareWords(PSALM_23_1, "the lord is my shepherd i shall not want").passed).toBe(true);
    expect(compareWords(JOHN_3_16, JOHN_3_16.toUpperCase().replace(/[,.]/g, "")).passed).toBe(true);
    expect(compareWords("It is of the LORD's mercies", "it is of the lords mercies!").passed).toBe(true);
  });

  it("a right word keeps what was typed and the text's spelling as expected", () => {
    const [first] = compareWords("world,", "WORLD").diff;
    expect(first).toEqual({ word: "WORLD", status: "right", expected: "world," });
  });

  it("a missing word fails and is shown in its place, as the text has it", () => {
    const result = compareWords(JOHN_3_16, JOHN_3_16.replace("the world", "world"));
    expect(result).toMatchObject({ passed: false, total: 25, right: 24 });
    expect(result.diff[4]).toEqual({ word: "the", status: "missing", expected: "the" });
    expect(result.diff).toHaveLength(25);
  });

  it("an extra word fails and is shown where it was typed, with nothing expected", () => {
    const result = compareWords(PSALM_23_1, "The LORD is my good shepherd; I shall not want.");
    expect(result).toMatchObject({ passed: false, total: 9, right: 9 });
    expect(result.diff[4]).toEqual({ word: "good", status: "extra", expected: null });
    expect(shape(PSALM_23_1, "The LORD is my good shepherd; I shall not want.")).toBe("rrrrxrrrrr");
  });

  it("a wrong word fails and is paired with the word expected in its place", () => {
    const result = compareWords(PSALM_23_1, "The LORD is my shepherd; I shall not lack.");
    expect(result).toMatchObject({ passed: false, right: 8 });
    expect(result.diff.at(-1)).toEqual({ word: "lack.", status: "wrong", expected: "want." });
    expect(shape(JOHN_3_16, JOHN_3_16.replace("loved", "hated"))).toBe("rrrw" + "r".repeat(21));
  });

  it("two wrong words in a row pair up in order; a third typed word left over is extra", () => {
    const result = compareWords("I shall not want", "I will never ever want");
    expect(result.diff.map((d) => [d.status, d.word, d.expected])).toEqual([
      ["right", "I", "I"],
      ["wrong", "will", "shall"],
      ["wrong", "never", "not"],
      ["extra", "ever", null],
      ["right", "want", "want"],
    ]);
  });

  it("reordered words fail: the longest run in order is right, the moved word shows as missing and extra", () => {
    const result = compareWords("For God so loved the world", "God for so loved the world");
    expect(result).toMatchObject({ passed: false, total: 6, right: 5 });
    expect(result.diff.filter((d) => d.status !== "right")).toEqual([
      { word: "For", status: "missing", expected: "For" },
      { word: "for", status: "extra", expected: null },
    ]);
  });

  it("a repeated word in the text is matched once per place: typing it once leaves one missing", () => {
    expect(shape("Rejoice in the Lord alway: and again I say, Rejoice.", "Rejoice in the Lord alway and again I say")).toBe("rrrrrrrrrm");
    expect(shape("verily, verily", "verily verily verily")).toBe("rrx");
  });

  it("empty input passes nothing: every word of the text is missing", () => {
    const result = compareWords(PSALM_23_1, "");
    expect(result).toMatchObject({ passed: false, right: 0, total: 9 });
    expect(result.diff.map((d) => d.status)).toEqual(Array(9).fill("missing"));
    expect(compareWords(PSALM_23_1, "  ;  ,  ").passed).toBe(false);
  });

  it("an empty text passes nothing, whatever was typed", () => {
    expect(compareWords("", "").passed).toBe(false);
    expect(compareWords("", "anything").diff).toEqual([{ word: "anything", status: "extra", expected: null }]);
  });

  it("the whole verse typed after it, or before it, is extra", () => {
    expect(compareWords("Jesus wept.", "Jesus wept. Amen").passed).toBe(false);
    expect(shape("Jesus wept.", "Then Jesus wept.")).toBe("xrr");
  });
});

describe("firstLetters", () => {
  it("keeps each word's first letter and the punctuation after it", () => {
    expect(firstLetters("For God so loved the world, that he gave")).toBe("F G s l t w, t h g");
    expect(firstLetters(PSALM_23_1)).toBe("T L i m s; I s n w.");
  });

  it("an apostrophe inside a word goes, a lone dash is dropped, an opening bracket is not carried", () => {
    expect(firstLetters("the LORD's mercies \u2014 new")).toBe("t L m n");
    expect(firstLetters("(For we walk by faith, not by sight:)")).toBe("F w w b f, n b s:)");
  });

  it("has one letter group per word of the text, so the page can lay them out word by word", () => {
    expect(firstLetters(JOHN_3_16).split(" ")).toHaveLength(wordsOf(JOHN_3_16).length);
    expect(firstLetters("")).toBe("");
  });
});
