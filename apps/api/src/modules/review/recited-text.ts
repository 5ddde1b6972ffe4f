import { recitedPassage } from "../../lib/scripture.ts";

/** Longest passage a memory verse entry names (the memory feature's list holds at most 6). */
const MAX_VERSES = 20;

/** A memory verse card's text as it is recited (lib/scripture.ts `recitedPassage`). */
export const recitedText = (reference: string): string | null => recitedPassage(reference, MAX_VERSES);
