import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { join } from "node:path";
import { parseReference, type Locale } from "@berean/domain";
import { CONTENT_DIR } from "../paths.ts";

/**
 * The texts of Scripture Berean shows (public domain, from Debian's packages; scripts/build-scripture-texts.mjs):
 * the King James Version, which the English bank cites; the Reina-Valera 1909, which the Spanish bank
 * cites (docs/architecture.md §9); the World English Bible, a modern English reading text. Each is
 * bundled in content/ with the English book names as keys, and read on first use (≈ 4.5 MB of JSON
 * each), never at start.
 */
export type Translation = "kjv" | "rv1909" | "web";

/**
 * The text a question's verses are shown in: the one its language cites (the RV1909 for the
 * Spanish bank, the KJV for the English), or, for an English question, the reader's chosen English
 * reading text (Settings: the KJV or the World English Bible).
 */
export const translationFor = (locale: Locale, reader?: { readingText: "kjv" | "web" } | null): Translation =>
  locale === "es" ? "rv1909" : reader?.readingText === "web" ? "web" : "kjv";

type Bible = Record<string, Record<string, Record<string, string>>>;
const bibles = new Map<Translation, Bible>();

function load(translation: Translation): Bible {
  let bible = bibles.get(translation);
  if (!bible) {
    bible = JSON.parse(gunzipSync(readFileSync(join(CONTENT_DIR, `${translation}.json.gz`))).toString("utf8")) as Bible;
    bibles.set(translation, bible);
  }
  return bible;
}

/** The verses of a reference, joined; null when the reference does not parse or a verse is missing. */
export function verseText(reference: string, translation: Translation = "kjv"): string | null {
  const ref = parseReference(reference);
  if (!ref) return null;
  const chapter = load(translation)[ref.book.name]?.[String(ref.chapter)];
  if (!chapter) return null;
  const verses: string[] = [];
  for (let v = ref.verseFrom; v <= ref.verseTo; v += 1) {
    const text = chapter[String(v)];
    if (!text) return null;
    verses.push(ref.verseTo > ref.verseFrom ? `${v} ${text}` : text);
  }
  return verses.join(" ");
}

/** The verses of a passage one by one (a day's reading may be a whole chapter); null when a verse is missing. */
export function passageVerses(reference: string, maxVerses: number, translation: Translation = "kjv"): { verse: number; text: string }[] | null {
  const ref = parseReference(reference, maxVerses);
  const chapter = ref ? load(translation)[ref.book.name]?.[String(ref.chapter)] : undefined;
  if (!ref || !chapter) return null;
  const verses: { verse: number; text: string }[] = [];
  for (let verse = ref.verseFrom; verse <= ref.verseTo; verse += 1) {
    const text = chapter[String(verse)];
    if (!text) return null;
    verses.push({ verse, text });
  }
  return verses;
}

/** A whole chapter's verses in order (a study plan's day reads whole chapters); null when the book has no such chapter. */
export function chapterVerses(bookName: string, chapter: number, translation: Translation = "kjv"): { verse: number; text: string }[] | null {
  const verses = load(translation)[bookName]?.[String(chapter)];
  if (!verses) return null;
  return Object.entries(verses)
    .map(([verse, text]) => ({ verse: Number(verse), text }))
    .sort((a, b) => a.verse - b.verse);
}

const recited = new Map<string, string | null>();

/**
 * A passage as it is recited from memory: its verses' words joined with a space, without the verse
 * numbers `verseText` puts before each verse of a passage (nobody recites 'Psalm 23:2-3' with a '2'
 * and a '3' in it). Memory verses and their review cards check typing against this one text.
 */
export function recitedPassage(reference: string, maxVerses: number, translation: Translation = "kjv"): string | null {
  const key = `${translation}|${maxVerses}|${reference}`;
  let text = recited.get(key);
  if (text === undefined) {
    text =
      passageVerses(reference, maxVerses, translation)
        ?.map((v) => v.text)
        .join(" ") ?? null;
    recited.set(key, text);
  }
  return text;
}

/**
 * Every passage a question cites, `reference` first, then its further references (a cross-reference
 * question's other end, docs/architecture.md §5 'Content'); each with its text (in `translation`) when `withText`.
 */
export function citedPassages(
  reference: string | null,
  further: readonly string[],
  withText: true,
  translation?: Translation,
): { references: string[]; verseTexts: Array<string | null> };
export function citedPassages(reference: string | null, further: readonly string[], withText?: false): { references: string[] };
export function citedPassages(
  reference: string | null,
  further: readonly string[],
  withText = false,
  translation: Translation = "kjv",
): { references: string[]; verseTexts?: Array<string | null> } {
  const references = [...(reference ? [reference] : []), ...further.filter((r) => r !== reference)];
  return withText ? { references, verseTexts: references.map((r) => verseText(r, translation)) } : { references };
}
