/**
 * The Spanish memory verses (content/es/memory-verses.json): the verses Spanish-speaking churches
 * learn by heart, each titled in the Reina-Valera 1909's own words and found in the bundled RV1909
 * (docs/architecture.md §9). The same references as the English list's where both texts number
 * the verse alike: a verse the RV1909 numbers differently (Jonah 2:9 is the KJV's 2:8) is left out.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MemoryVerseEntrySchema, parseReference, wordsOf } from "@berean/domain";
import { recitedPassage } from "../../apps/api/src/lib/scripture.ts";
import { MEMORY_MAX_VERSES, memoryVerses } from "../../apps/api/src/modules/memory/verse-list.ts";

const verses = (JSON.parse(readFileSync(fileURLToPath(new URL("memory-verses.json", import.meta.url)), "utf8")) as unknown[]).map((v) =>
  MemoryVerseEntrySchema.parse(v),
);
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9ñ ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the Spanish memory verses", () => {
  it("lists at least 100 verses, each reference and title once, all of them the English list's", () => {
    expect(verses.length).toBeGreaterThanOrEqual(100);
    expect(new Set(verses.map((v) => v.reference)).size).toBe(verses.length);
    expect(new Set(verses.map((v) => v.title.toLowerCase())).size).toBe(verses.length);
    const english = new Set(memoryVerses().map((v) => v.reference));
    expect(verses.filter((v) => !english.has(v.reference)).map((v) => v.reference)).toEqual([]);
  });

  it("finds every verse in the bundled RV1909, at most 70 words, and its title in its own words", () => {
    for (const { reference, title } of verses) {
      expect(parseReference(reference, MEMORY_MAX_VERSES), reference).not.toBeNull();
      const text = recitedPassage(reference.replace(/^Psalm /, "Psalms "), MEMORY_MAX_VERSES, "rv1909");
      expect(text, reference).toBeTruthy();
      expect(wordsOf(text!).length, reference).toBeLessThanOrEqual(70);
      expect(fold(text!), `${reference}: ${title}`).toContain(fold(title));
      expect(title.length, reference).toBeLessThanOrEqual(60);
    }
  });
});
