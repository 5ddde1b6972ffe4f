/**
 * The memory verses (content/memory-verses.json) are content too: well-known verses people learn
 * by heart, each found in the bundled KJV through the same lookup the API serves them with
 * (docs/architecture.md §4 'Study'). The texts were read against the references one by one when
 * the list was made.
 */
import { describe, expect, it } from "vitest";
import { formatReference, MemoryVerseParams, parseReference, wordsOf } from "@berean/domain";
import { MEMORY_MAX_VERSES, memoryVerses, memoryVerseText } from "../apps/api/src/modules/memory/verse-list.ts";

const verses = memoryVerses();
/** A verse to learn in one sitting of four steps: a few lines, not a paragraph. */
const MAX_WORDS = 70;

describe("memory verses", () => {
  it("lists at least 150 verses, each reference and title once", () => {
    expect(verses.length).toBeGreaterThanOrEqual(150);
    expect(new Set(verses.map((v) => v.reference)).size).toBe(verses.length);
    expect(new Set(verses.map((v) => v.slug)).size).toBe(verses.length);
    expect(new Set(verses.map((v) => v.title.toLowerCase())).size).toBe(verses.length);
  });

  it("cites each as 'Book chapter:verse' or a short run of verses, written the one way ('Psalm' for a psalm)", () => {
    for (const { reference, slug } of verses) {
      const ref = parseReference(reference, MEMORY_MAX_VERSES);
      expect(ref, reference).not.toBeNull();
      expect(formatReference(ref!).replace(/^Psalms /, "Psalm "), reference).toBe(reference);
      expect(MemoryVerseParams.safeParse({ slug }).success, slug).toBe(true);
    }
  });

  it("no two entries share a verse", () => {
    const seen = new Map<string, string>();
    for (const { reference } of verses) {
      const ref = parseReference(reference, MEMORY_MAX_VERSES)!;
      for (let v = ref.verseFrom; v <= ref.verseTo; v += 1) {
        const key = `${ref.book.name} ${ref.chapter}:${v}`;
        expect(seen.get(key), `${reference} repeats ${key}`).toBeUndefined();
        seen.set(key, reference);
      }
    }
  });

  it("finds every verse in the bundled KJV, at most 70 words", () => {
    for (const { reference } of verses) {
      const text = memoryVerseText(reference);
      expect(text, reference).toBeTruthy();
      const words = wordsOf(text!).length;
      expect(words, reference).toBeGreaterThanOrEqual(2);
      expect(words, `${reference} has ${words} words`).toBeLessThanOrEqual(MAX_WORDS);
    }
  });

  it("draws from both testaments and many books, in the Bible's order", () => {
    const refs = verses.map((v) => parseReference(v.reference, MEMORY_MAX_VERSES)!);
    expect(refs.filter((r) => r.book.testament === "old").length).toBeGreaterThanOrEqual(60);
    expect(refs.filter((r) => r.book.testament === "new").length).toBeGreaterThanOrEqual(60);
    expect(new Set(refs.map((r) => r.book.name)).size).toBeGreaterThanOrEqual(40);
    const order = refs.map((r) => r.book.order * 1_000_000 + r.chapter * 1000 + r.verseFrom);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("keeps titles short and free of the reference", () => {
    for (const { reference, title } of verses) {
      expect(title.length, reference).toBeLessThanOrEqual(60);
      expect(title, reference).not.toMatch(/\d+:\d+/);
    }
  });
});
