import { kjvVerses } from "../../lib/kjv.ts";

/** Longest passage a memory verse entry names. */
const MAX_VERSES = 20;

/**
 * A memory verse as it is recited: the KJV words of its verses, without the verse numbers a
 * passage's text carries (nobody recites 'Psalm 23:2-3' with a '2' and a '3' in it).
 */
export function recitedText(reference: string): string | null {
  return kjvVerses(reference, MAX_VERSES)?.map((v) => v.text).join(" ") ?? null;
}
