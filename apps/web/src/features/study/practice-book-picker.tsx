import { bookName, BOOKS, type Book, type Locale, type Testament } from "@berean/domain";
import { Search } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { useLocale } from "../../i18n";
import { useT } from "./messages";

const TESTAMENTS = [
  { testament: "old", label: "oldTestament", all: "allOldTestament" },
  { testament: "new", label: "newTestament", all: "allNewTestament" },
] as const satisfies ReadonlyArray<{ testament: Testament; label: string; all: string }>;

const SHOWN_NAMES = 4;

/** As the hub's search: a book's name (English or the page's language) containing the words typed, digits with or without their space ('1sam'). */
function matches(book: Book, query: string, locale: Locale): boolean {
  const q = query.trim().toLowerCase().replace(/\s+/g, " ");
  if (!q) return true;
  return [book.name, bookName(book, locale)].some((shown) => {
    const name = shown.toLowerCase();
    return name.includes(q) || name.replace(/ /g, "").includes(q.replace(/ /g, ""));
  });
}

/** The canon's order, whatever order the books were ticked in. */
const inCanonOrder = (slugs: Set<string>) => BOOKS.filter((b) => slugs.has(b.slug)).map((b) => b.slug);

/**
 * The books to practise: the 66 under their testaments, a search that narrows the list (Enter
 * ticks the first match), and one click for a whole testament.
 */
export function PracticeBookPicker({ value, onChange, error }: { value: string[]; onChange: (books: string[]) => void; error?: string }) {
  const t = useT();
  const { locale } = useLocale();
  const id = useId();
  const [search, setSearch] = useState("");
  const chosen = new Set(value);
  const shown = BOOKS.filter((b) => matches(b, search, locale));
  const names = BOOKS.filter((b) => chosen.has(b.slug)).map((b) => bookName(b, locale));

  const toggle = (slug: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(slug);
    else next.delete(slug);
    onChange(inCanonOrder(next));
  };
  const wholeTestament = (testament: Testament, on: boolean) => {
    const next = new Set(chosen);
    for (const book of BOOKS) {
      if (book.testament !== testament) continue;
      if (on) next.add(book.slug);
      else next.delete(book.slug);
    }
    onChange(inCanonOrder(next));
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter chooses the first match, as on the hub, rather than starting with half a choice.
    event.preventDefault();
    const first = shown[0];
    if (first && search.trim()) {
      toggle(first.slug, true);
      setSearch("");
    }
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={error ? `${id}-chosen ${id}-error` : `${id}-chosen`}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t("books")}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-700">
          {t("searchBooks")}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <Input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder={t("searchBooksPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={onSearchKey}
            className="pl-9"
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {TESTAMENTS.map(({ testament, all: allLabel }) => {
          const all = BOOKS.filter((b) => b.testament === testament).every((b) => chosen.has(b.slug));
          return (
            <button
              key={testament}
              type="button"
              aria-pressed={all}
              onClick={() => wholeTestament(testament, !all)}
              className="h-9 rounded-full px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:bg-indigo-600 aria-pressed:text-white aria-pressed:ring-indigo-600"
            >
              {t(allLabel)}
            </button>
          );
        })}
        {value.length > 0 ? (
          <button
            type="button"
            onClick={() => onChange([])}
            className="h-9 px-2 text-sm font-semibold text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t("clearBooks")}
          </button>
        ) : null}
      </div>
      <div className="max-h-72 overflow-y-auto rounded-lg p-3 ring-1 ring-slate-200">
        {TESTAMENTS.map(({ testament, label }) => {
          const books = shown.filter((b) => b.testament === testament);
          if (books.length === 0) return null;
          return (
            <div key={testament} className="mb-4 last:mb-0">
              <p className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t(label)}</p>
              <ul className="grid grid-cols-2 gap-x-3 gap-y-0.5 sm:grid-cols-3 lg:grid-cols-4">
                {books.map((book) => (
                  <li key={book.slug} className="relative flex min-h-9 items-center gap-2">
                    <Checkbox id={`${id}-${book.slug}`} checked={chosen.has(book.slug)} onCheckedChange={(on) => toggle(book.slug, on === true)} />
                    <label htmlFor={`${id}-${book.slug}`} className="text-sm text-slate-800">
                      {bookName(book, locale)}
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        {shown.length === 0 ? <p className="text-sm text-slate-500">{t("noBookMatches", { search: search.trim() })}</p> : null}
      </div>
      <p id={`${id}-chosen`} aria-live="polite" className="min-h-5 text-sm text-slate-600">
        {names.length === 0
          ? t("noBookChosen")
          : names.length <= SHOWN_NAMES
            ? t("chosenBooks", { names: names.join(", ") })
            : t("chosenBooksMore", { names: names.slice(0, SHOWN_NAMES).join(", "), more: names.length - SHOWN_NAMES })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
