import { kjvRecited } from "../../lib/kjv.ts";

/** Longest passage a memory verse entry names (the memory feature's list holds at most 6). */
const MAX_VERSES = 20;

/** A memory verse card's text as it is recited (lib/kjv.ts `kjvRecited`). */
export const recitedText = (reference: string): string | null => kjvRecited(reference, MAX_VERSES);
