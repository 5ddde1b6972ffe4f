import { BOOKS, type Book, type BookCategory } from "./books.ts";

/** The languages Berean speaks (docs/architecture.md §9). */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/**
 * The 66 books as the Reina-Valera names them, in canon order. References are kept with the English
 * names (one parser, the texts' keys: content/rv1909.json.gz); a Spanish page shows these.
 */
const SPANISH = [
  "Génesis",
  "Éxodo",
  "Levítico",
  "Números",
  "Deuteronomio",
  "Josué",
  "Jueces",
  "Rut",
  "1 Samuel",
  "2 Samuel",
  "1 Reyes",
  "2 Reyes",
  "1 Crónicas",
  "2 Crónicas",
  "Esdras",
  "Nehemías",
  "Ester",
  "Job",
  "Salmos",
  "Proverbios",
  "Eclesiastés",
  "Cantares",
  "Isaías",
  "Jeremías",
  "Lamentaciones",
  "Ezequiel",
  "Daniel",
  "Oseas",
  "Joel",
  "Amós",
  "Abdías",
  "Jonás",
  "Miqueas",
  "Nahúm",
  "Habacuc",
  "Sofonías",
  "Hageo",
  "Zacarías",
  "Malaquías",
  "Mateo",
  "Marcos",
  "Lucas",
  "Juan",
  "Hechos",
  "Romanos",
  "1 Corintios",
  "2 Corintios",
  "Gálatas",
  "Efesios",
  "Filipenses",
  "Colosenses",
  "1 Tesalonicenses",
  "2 Tesalonicenses",
  "1 Timoteo",
  "2 Timoteo",
  "Tito",
  "Filemón",
  "Hebreos",
  "Santiago",
  "1 Pedro",
  "2 Pedro",
  "1 Juan",
  "2 Juan",
  "3 Juan",
  "Judas",
  "Apocalipsis",
] as const;

/** A book's name in a language. */
export function bookName(book: Book, locale: Locale): string {
  return locale === "es" ? (SPANISH[book.order - 1] ?? book.name) : book.name;
}

/** 'John 3:16' as a reader of `locale` writes it ('Juan 3:16'): the book's name before chapter and verse. */
export function localReference(reference: string, locale: Locale): string {
  if (locale === "en") return reference;
  const book = [...BOOKS].sort((a, b) => b.name.length - a.name.length).find((b) => reference === b.name || reference.startsWith(`${b.name} `));
  return book ? bookName(book, locale) + reference.slice(book.name.length) : reference;
}

/** The hub's ten categories as a Spanish reader names them. */
const SPANISH_CATEGORIES: Record<BookCategory, string> = {
  Pentateuch: "Pentateuco",
  "Historical Books": "Libros históricos",
  "Wisdom Literature": "Libros poéticos y sapienciales",
  "Major Prophets": "Profetas mayores",
  "Minor Prophets": "Profetas menores",
  Gospels: "Evangelios",
  Acts: "Hechos",
  "Pauline Epistles": "Epístolas paulinas",
  "General Epistles": "Epístolas generales",
  Apocalyptic: "Apocalíptico",
};

/** A hub category's name in `locale` ('Gospels', 'Evangelios'). */
export function categoryName(category: BookCategory, locale: Locale): string {
  return locale === "es" ? SPANISH_CATEGORIES[category] : category;
}

/** The quiz list's own categories (quiz-filters.ts) as a Spanish reader names them; the book groups by categoryName. */
const SPANISH_QUIZ_CATEGORIES: Record<string, string> = {
  "Old Testament": "Antiguo Testamento",
  "New Testament": "Nuevo Testamento",
  "Bible Characters": "Personajes bíblicos",
  Events: "Acontecimientos",
  Parables: "Parábolas",
  Miracles: "Milagros",
  Geography: "Geografía",
  Prophecies: "Profecías",
};

/** A category of the quiz list in `locale`: its own eight, or a group of books. */
export function quizCategoryName(category: string, locale: Locale): string {
  if (locale === "en") return category;
  return SPANISH_QUIZ_CATEGORIES[category] ?? SPANISH_CATEGORIES[category as BookCategory] ?? category;
}
