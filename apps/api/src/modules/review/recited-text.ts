import type { Locale } from "@berean/domain";
import { recitedPassage, translationFor } from "../../lib/scripture.ts";

/** Longest passage a memory verse entry names (the memory feature's list holds at most 6). */
const MAX_VERSES = 20;

/** A memory verse card's text as it is recited (lib/scripture.ts `recitedPassage`), in the member's language's text. */
export const recitedText = (reference: string, locale: Locale = "en"): string | null => recitedPassage(reference, MAX_VERSES, translationFor(locale));
