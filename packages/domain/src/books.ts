/** The ten hub categories of the 66 books (docs/architecture.md §4 'Public site': the specification forgot Acts). */
export const BOOK_CATEGORIES = [
  "Pentateuch",
  "Historical Books",
  "Wisdom Literature",
  "Major Prophets",
  "Minor Prophets",
  "Gospels",
  "Acts",
  "Pauline Epistles",
  "General Epistles",
  "Apocalyptic",
] as const;
export type BookCategory = (typeof BOOK_CATEGORIES)[number];

export type Testament = "old" | "new";

export interface Book {
  name: string;
  slug: string;
  category: BookCategory;
  testament: Testament;
  chapters: number;
  /** 1-based position in the Protestant canon. */
  order: number;
}

const CANON: Array<[name: string, category: BookCategory, chapters: number]> = [
  ["Genesis", "Pentateuch", 50],
  ["Exodus", "Pentateuch", 40],
  ["Leviticus", "Pentateuch", 27],
  ["Numbers", "Pentateuch", 36],
  ["Deuteronomy", "Pentateuch", 34],
  ["Joshua", "Historical Books", 24],
  ["Judges", "Historical Books", 21],
  ["Ruth", "Historical Books", 4],
  ["1 Samuel", "Historical Books", 31],
  ["2 Samuel", "Historical Books", 24],
  ["1 Kings", "Historical Books", 22],
  ["2 Kings", "Historical Books", 25],
  ["1 Chronicles", "Historical Books", 29],
  ["2 Chronicles", "Historical Books", 36],
  ["Ezra", "Historical Books", 10],
  ["Nehemiah", "Historical Books", 13],
  ["Esther", "Historical Books", 10],
  ["Job", "Wisdom Literature", 42],
  ["Psalms", "Wisdom Literature", 150],
  ["Proverbs", "Wisdom Literature", 31],
  ["Ecclesiastes", "Wisdom Literature", 12],
  ["Song of Solomon", "Wisdom Literature", 8],
  ["Isaiah", "Major Prophets", 66],
  ["Jeremiah", "Major Prophets", 52],
  ["Lamentations", "Major Prophets", 5],
  ["Ezekiel", "Major Prophets", 48],
  ["Daniel", "Major Prophets", 12],
  ["Hosea", "Minor Prophets", 14],
  ["Joel", "Minor Prophets", 3],
  ["Amos", "Minor Prophets", 9],
  ["Obadiah", "Minor Prophets", 1],
  ["Jonah", "Minor Prophets", 4],
  ["Micah", "Minor Prophets", 7],
  ["Nahum", "Minor Prophets", 3],
  ["Habakkuk", "Minor Prophets", 3],
  ["Zephaniah", "Minor Prophets", 3],
  ["Haggai", "Minor Prophets", 2],
  ["Zechariah", "Minor Prophets", 14],
  ["Malachi", "Minor Prophets", 4],
  ["Matthew", "Gospels", 28],
  ["Mark", "Gospels", 16],
  ["Luke", "Gospels", 24],
  ["John", "Gospels", 21],
  ["Acts", "Acts", 28],
  ["Romans", "Pauline Epistles", 16],
  ["1 Corinthians", "Pauline Epistles", 16],
  ["2 Corinthians", "Pauline Epistles", 13],
  ["Galatians", "Pauline Epistles", 6],
  ["Ephesians", "Pauline Epistles", 6],
  ["Philippians", "Pauline Epistles", 4],
  ["Colossians", "Pauline Epistles", 4],
  ["1 Thessalonians", "Pauline Epistles", 5],
  ["2 Thessalonians", "Pauline Epistles", 3],
  ["1 Timothy", "Pauline Epistles", 6],
  ["2 Timothy", "Pauline Epistles", 4],
  ["Titus", "Pauline Epistles", 3],
  ["Philemon", "Pauline Epistles", 1],
  ["Hebrews", "General Epistles", 13],
  ["James", "General Epistles", 5],
  ["1 Peter", "General Epistles", 5],
  ["2 Peter", "General Epistles", 3],
  ["1 John", "General Epistles", 5],
  ["2 John", "General Epistles", 1],
  ["3 John", "General Epistles", 1],
  ["Jude", "General Epistles", 1],
  ["Revelation", "Apocalyptic", 22],
];

/** A book's slug is its lowercase name with spaces turned into hyphens (`1-samuel`, `song-of-solomon`). */
export function bookSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, "-");
}

export const BOOKS: readonly Book[] = CANON.map(([name, category, chapters], index) => ({
  name,
  slug: bookSlug(name),
  category,
  chapters,
  order: index + 1,
  testament: index < 39 ? "old" : "new",
}));

const BY_SLUG = new Map(BOOKS.map((book) => [book.slug, book]));

export function findBookBySlug(slug: string): Book | undefined {
  return BY_SLUG.get(slug);
}

export function booksInCategory(category: BookCategory): Book[] {
  return BOOKS.filter((book) => book.category === category);
}

/** How many books the hub's search offers at most. */
const MAX_MATCHES = 8;

/** Books whose name starts with the query first, then those containing it; digits may be typed without the space ('1sam'). */
export function matchBooks(query: string): Book[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, " ");
  if (!q) return [];
  const compact = q.replace(/ /g, "");
  const starts: Book[] = [];
  const contains: Book[] = [];
  for (const book of BOOKS) {
    const name = book.name.toLowerCase();
    if (name.startsWith(q) || name.replace(/ /g, "").startsWith(compact)) starts.push(book);
    else if (name.includes(q)) contains.push(book);
  }
  return [...starts, ...contains].slice(0, MAX_MATCHES);
}
