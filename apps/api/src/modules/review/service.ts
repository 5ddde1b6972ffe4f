/**
 * The review deck as other features use it (docs/architecture.md §4 'Study'): memory verses join it
 * once learnt, and read each verse's next review from it.
 */
export { addVerseCard, verseCardDues } from "./verse-cards.ts";
