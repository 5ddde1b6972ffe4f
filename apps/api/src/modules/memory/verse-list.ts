import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { MemoryVerseEntrySchema, type MemoryVerseEntry } from "@berean/domain";
import { recitedPassage } from "../../lib/scripture.ts";
import { CONTENT_DIR } from "../../paths.ts";

/** A verse of the list as the API serves it: the entry and its slug in routes. */
export interface ListedVerse extends MemoryVerseEntry {
  slug: string;
}

/** The most verses one entry may span: a passage learnt by heart, not a chapter. */
export const MEMORY_MAX_VERSES = 6;

/** A verse's slug: the reference lower-cased, spaces and colons to hyphens ('John 3:16' → 'john-3-16'). */
export const memoryVerseSlug = (reference: string): string =>
  reference
    .trim()
    .toLowerCase()
    .replace(/[\s:]+/g, "-");

let list: { verses: ListedVerse[]; bySlug: Map<string, ListedVerse>; byReference: Map<string, ListedVerse> } | undefined;

/** content/memory-verses.json, read and validated once, in the list's order. */
function load() {
  if (!list) {
    const entries = z
      .array(MemoryVerseEntrySchema)
      .min(1)
      .parse(JSON.parse(readFileSync(join(CONTENT_DIR, "memory-verses.json"), "utf8")));
    const verses = entries.map((entry) => ({ ...entry, slug: memoryVerseSlug(entry.reference) }));
    list = { verses, bySlug: new Map(verses.map((v) => [v.slug, v])), byReference: new Map(verses.map((v) => [v.reference, v])) };
  }
  return list;
}

export const memoryVerses = (): readonly ListedVerse[] => load().verses;
export const memoryVerseBySlug = (slug: string): ListedVerse | undefined => load().bySlug.get(slug);
/** A verse by its reference as the list writes it (a verse card's `verse_ref`). */
export const memoryVerseByReference = (reference: string): ListedVerse | undefined => load().byReference.get(reference);

/**
 * The KJV text to learn: the verses joined with a space and without their numbers, since the
 * member types the words only (docs/architecture.md §4 'Study'). Null when the bundled text
 * lacks a verse of the reference, which the content test rules out.
 */
export function memoryVerseText(reference: string): string | null {
  return recitedPassage(reference, MEMORY_MAX_VERSES);
}
