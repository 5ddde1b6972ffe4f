import { BOOK_CATEGORIES, bookName, BOOKS, type Book, type BookCategory, type Testament } from "@berean/domain";
import { useState } from "react";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { useLocale } from "../../i18n";
import { useT } from "./messages";

const TESTAMENTS = [
  { testament: "old", label: "oldTestament" },
  { testament: "new", label: "newTestament" },
] as const satisfies readonly { testament: Testament; label: string }[];

/** Each category's heading, by its message. */
const CATEGORY_LABELS = {
  Pentateuch: "categoryPentateuch",
  "Historical Books": "categoryHistorical",
  "Wisdom Literature": "categoryWisdom",
  "Major Prophets": "categoryMajorProphets",
  "Minor Prophets": "categoryMinorProphets",
  Gospels: "categoryGospels",
  Acts: "categoryActs",
  "Pauline Epistles": "categoryPauline",
  "General Epistles": "categoryGeneral",
  Apocalyptic: "categoryApocalyptic",
} as const satisfies Record<BookCategory, string>;

/** Lower case without accents, for a search. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The books a draw takes its questions from: the 66 in canon order under their categories, a
 * search to find one, and one click for a whole testament.
 */
export function BookPicker({ value, onChange, error }: { value: string[]; onChange: (books: string[]) => void; error?: string }) {
  const t = useT();
  const { locale } = useLocale();
  const [search, setSearch] = useState("");
  const nameOf = (book: Book) => bookName(book, locale);
  const chosen = new Set(value);
  const term = fold(search.trim());
  // A book is found by the name shown, in the page's language ('genesis' finds Génesis).
  const matches = (book: Book) => fold(nameOf(book)).includes(term);
  const toggle = (slug: string, on: boolean) =>
    onChange(on ? BOOKS.filter((b) => chosen.has(b.slug) || b.slug === slug).map((b) => b.slug) : value.filter((v) => v !== slug));
  const wholeTestament = (testament: Testament) => {
    const slugs = BOOKS.filter((b) => b.testament === testament).map((b) => b.slug);
    const all = slugs.every((s) => chosen.has(s));
    onChange(all ? value.filter((v) => !slugs.includes(v)) : BOOKS.filter((b) => chosen.has(b.slug) || slugs.includes(b.slug)).map((b) => b.slug));
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? "books-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t("books", { count: value.length })}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t("findBook")} aria-label={t("findBook")} className="h-10 max-w-56" />
        {TESTAMENTS.map(({ testament, label }) => {
          const all = BOOKS.filter((b) => b.testament === testament).every((b) => chosen.has(b.slug));
          return (
            <button
              key={testament}
              type="button"
              aria-pressed={all}
              onClick={() => wholeTestament(testament)}
              className="rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:bg-indigo-600 aria-pressed:text-white aria-pressed:ring-indigo-600"
            >
              {t(label)}
            </button>
          );
        })}
        {value.length ? (
          <button
            type="button"
            className="text-sm font-semibold text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            onClick={() => onChange([])}
          >
            {t("clearBooks")}
          </button>
        ) : null}
      </div>
      <div className="max-h-72 overflow-y-auto rounded-lg p-3 ring-1 ring-slate-200">
        {BOOK_CATEGORIES.map((category) => {
          const books = BOOKS.filter((b) => b.category === category && matches(b));
          if (books.length === 0) return null;
          return (
            <div key={category} className="mb-3 last:mb-0">
              <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t(CATEGORY_LABELS[category])}</p>
              <ul className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">
                {books.map((book) => {
                  const id = `game-book-${book.slug}`;
                  return (
                    <li key={book.slug} className="flex items-center gap-2 py-0.5">
                      <Checkbox id={id} checked={chosen.has(book.slug)} onCheckedChange={(on) => toggle(book.slug, on === true)} />
                      <label htmlFor={id} className="text-sm text-slate-800">
                        {nameOf(book)}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
        {BOOKS.every((b) => !matches(b)) ? <p className="text-sm text-slate-500">{t("noBook")}</p> : null}
      </div>
      {error ? (
        <p id="books-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
