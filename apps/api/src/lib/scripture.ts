import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { join } from "node:path";
import { parseReference } from "@berean/domain";
import { CONTENT_DIR } from "../paths.ts";

/**
 * The King James text (public domain, from Debian's bible-kjv-text), bundled in content/ so the
 * challenge queue can show the verses a question cites beside the ones a member proposes.
 * Read on first use (≈ 4.5 MB of JSON), never at start.
 */
const KJV_FILE = join(CONTENT_DIR, "kjv.json.gz");

type Bible = Record<string, Record<string, Record<string, string>>>;
let bible: Bible | null = null;

function load(): Bible {
  bible ??= JSON.parse(gunzipSync(readFileSync(KJV_FILE)).toString("utf8")) as Bible;
  return bible;
}

/** The verses of a reference, joined; null when the reference does not parse or a verse is missing. */
export function kjvText(reference: string): string | null {
  const ref = parseReference(reference);
  if (!ref) return null;
  const chapter = load()[ref.book.name]?.[String(ref.chapter)];
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
export function kjvVerses(reference: string, maxVerses: number): { verse: number; text: string }[] | null {
  const ref = parseReference(reference, maxVerses);
  const chapter = ref ? load()[ref.book.name]?.[String(ref.chapter)] : undefined;
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
export function kjvChapter(bookName: string, chapter: number): { verse: number; text: string }[] | null {
  const verses = load()[bookName]?.[String(chapter)];
  if (!verses) return null;
  return Object.entries(verses)
    .map(([verse, text]) => ({ verse: Number(verse), text }))
    .sort((a, b) => a.verse - b.verse);
}

const recited = new Map<string, string | null>();

/**
 * A passage as it is recited from memory: its verses' words joined with a space, without the verse
 * numbers `kjvText` puts before each verse of a passage (nobody recites 'Psalm 23:2-3' with a '2'
 * and a '3' in it). Memory verses and their review cards check typing against this one text.
 */
export function kjvRecited(reference: string, maxVerses: number): string | null {
  const key = `${maxVerses}|${reference}`;
  let text = recited.get(key);
  if (text === undefined) {
    text =
      kjvVerses(reference, maxVerses)
        ?.map((v) => v.text)
        .join(" ") ?? null;
    recited.set(key, text);
  }
  return text;
}

/**
 * Every passage a question cites, `reference` first, then its further references (a cross-reference
 * question's other end, docs/architecture.md §5 'Content'); each with its KJV text when `withText`.
 */
export function citedPassages(reference: string | null, further: readonly string[], withText: true): { references: string[]; verseTexts: Array<string | null> };
export function citedPassages(reference: string | null, further: readonly string[], withText?: false): { references: string[] };
export function citedPassages(
  reference: string | null,
  further: readonly string[],
  withText = false,
): { references: string[]; verseTexts?: Array<string | null> } {
  const references = [...(reference ? [reference] : []), ...further.filter((r) => r !== reference)];
  return withText ? { references, verseTexts: references.map((r) => kjvText(r)) } : { references };
}
