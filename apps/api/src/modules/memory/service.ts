/**
 * Memory verses as other features use them (docs/architecture.md §4 'Study'): a verse card of the
 * review deck finds its verse, and the text to recite, by the reference the list writes.
 */
export { memoryVerseByReference, memoryVerseText } from "./verse-list.ts";
