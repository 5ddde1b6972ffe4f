import { BOOKS, type Book } from "./books.ts";

/** A verse or a run of verses in one chapter, as questions cite them: 'Genesis 6:14', '2 Kings 2:11-12'. */
export interface VerseReference {
  book: Book;
  chapter: number;
  verseFrom: number;
  verseTo: number;
}

/** The most verses a reference may span (a passage to read beside a question, not a chapter). */
export const REFERENCE_MAX_VERSES = 30;

const byName = new Map(BOOKS.map((b) => [b.name.toLowerCase(), b]));
byName.set("psalm", BOOKS.find((b) => b.name === "Psalms")!);
byName.set("song of songs", BOOKS.find((b) => b.name === "Song of Solomon")!);

/**
 * Reads a reference against the 66 books and their chapter counts; null when the book is unknown,
 * the chapter beyond the book, or the text not of the form 'Book C:V' or 'Book C:V-W'. Verse
 * numbers within a chapter are checked against the text itself where it is at hand (the API's KJV).
 * A question cites at most REFERENCE_MAX_VERSES; a day's reading (a whole chapter) passes its own limit.
 */
export function parseReference(text: string, maxVerses = REFERENCE_MAX_VERSES): VerseReference | null {
  // A range is written with a hyphen or an en dash (\u2013; escaped, so the compiled server stays ASCII).
  const match = /^\s*(.+?)\s+(\d{1,3}):(\d{1,3})(?:\s*[-\u2013]\s*(\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const book = byName.get(match[1]!.replace(/\s+/g, " ").toLowerCase());
  if (!book) return null;
  const chapter = Number(match[2]);
  const verseFrom = Number(match[3]);
  const verseTo = match[4] === undefined ? verseFrom : Number(match[4]);
  if (chapter < 1 || chapter > book.chapters || verseFrom < 1 || verseTo < verseFrom || verseTo - verseFrom >= maxVerses) return null;
  return { book, chapter, verseFrom, verseTo };
}

/** The reference written the one way the product shows it. */
export function formatReference(ref: VerseReference): string {
  return `${ref.book.name} ${ref.chapter}:${ref.verseFrom}${ref.verseTo > ref.verseFrom ? `-${ref.verseTo}` : ""}`;
}
