import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { MemoryVerseEntrySchema, type Locale, type MemoryVerseEntry } from "@berean/domain";
import { recitedPassage, translationFor } from "../../lib/scripture.ts";
import { CONTENT_DIR } from "../../paths.ts";

/** A verse of the list as the API serves it: the entry, its slug in routes and its list's language. */
export interface ListedVerse extends MemoryVerseEntry {
  slug: string;
  locale: Locale;
}

/** Each language's list (docs/architecture.md §9): the Spanish titled in the RV1909's words, learnt in its text. */
const FILES: Record<Locale, string> = { en: "memory-verses.json", es: "es/memory-verses.json" };

/** The most verses one entry may span: a passage learnt by heart, not a chapter. */
export const MEMORY_MAX_VERSES = 6;

/** A verse's slug: the reference lower-cased, spaces and colons to hyphens ('John 3:16' → 'john-3-16'). */
export const memoryVerseSlug = (reference: string): string =>
  reference
    .trim()
    .toLowerCase()
    .replace(/[\s:]+/g, "-");

type List = { verses: ListedVerse[]; bySlug: Map<string, ListedVerse>; byReference: Map<string, ListedVerse> };
const lists = new Map<Locale, List>();

/** A language's list (content/memory-verses.json, content/es/memory-verses.json), read and validated once, in its order. */
function load(locale: Locale): List {
  let list = lists.get(locale);
  if (!list) {
    const entries = z
      .array(MemoryVerseEntrySchema)
      .min(1)
      .parse(JSON.parse(readFileSync(join(CONTENT_DIR, FILES[locale]), "utf8")));
    const verses = entries.map((entry) => ({ ...entry, slug: memoryVerseSlug(entry.reference), locale }));
    list = { verses, bySlug: new Map(verses.map((v) => [v.slug, v])), byReference: new Map(verses.map((v) => [v.reference, v])) };
    lists.set(locale, list);
  }
  return list;
}

export const memoryVerses = (locale: Locale = "en"): readonly ListedVerse[] => load(locale).verses;
export const memoryVerseBySlug = (slug: string, locale: Locale = "en"): ListedVerse | undefined => load(locale).bySlug.get(slug);
/** A verse by its reference as the list writes it (a verse card's `verse_ref`). */
export const memoryVerseByReference = (reference: string, locale: Locale = "en"): ListedVerse | undefined => load(locale).byReference.get(reference);

/**
 * The text to learn, in the language's text (the KJV, the RV1909): the verses joined with a space
 * and without their numbers, since the member types the words only (docs/architecture.md §4
 * 'Study'). Null when the bundled text lacks a verse of the reference, which the content tests rule out.
 */
export function memoryVerseText(reference: string, locale: Locale = "en"): string | null {
  return recitedPassage(reference, MEMORY_MAX_VERSES, translationFor(locale));
}
