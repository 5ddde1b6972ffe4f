// What other features may use of memory verses (docs/architecture.md §3 'Layout'): the list of
// well-known verses and their KJV text (a book's study sheet prints its book's as key verses).
export { memoryVerses, memoryVerseText, type ListedVerse } from "./verse-list.ts";
