import { Search } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { bookName, matchBooks, type Book } from "@berean/domain";
import { paths } from "../../config/paths";
import { clsx } from "clsx";
import { CATEGORY_LABELS, usePageLocale } from "./labels";
import { useT } from "./messages";
import { rememberBook, useRecentlyViewed } from "./recently-viewed-store";

/** Type-ahead over the 66 books (ARIA combobox); choosing one opens its page and puts it in Recently Viewed. */
export function BookSearch({ className }: { className?: string }) {
  const t = useT();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // i18n: matches the books' English names only (matchBooks, @berean/domain); the list shows them in the page's language.
  const matches = useMemo(() => matchBooks(query), [query]);
  const expanded = open && query.trim().length > 0;
  const input = useRef<HTMLInputElement>(null);

  // On a page the server rendered, a visitor may type before the islands script brings the field
  // alive (a slow phone): the field shows what they typed, so the search takes it up.
  useEffect(() => {
    const typed = input.current?.value;
    if (!typed) return;
    setQuery(typed);
    setOpen(document.activeElement === input.current);
  }, []);

  function choose(book: Book) {
    rememberBook(book.slug);
    setQuery("");
    setOpen(false);
    navigate(paths.hubBook(book.slug));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && matches.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % matches.length);
    } else if (event.key === "ArrowUp" && matches.length) {
      event.preventDefault();
      setActive((i) => (i - 1 + matches.length) % matches.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const book = matches[active] ?? matches[0];
      if (book) choose(book);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  return (
    // Its own layer above what follows (the stats strip overlaps the block's foot): the open list
    // paints over the page below it, under the sticky header. A form that works before the page's
    // script has run: Enter on a served page still without it asks the server for the book
    // (`?q=`, answered with the first match's page); once alive, the field's own Enter chooses.
    <form action={paths.hub} method="get" role="search" onSubmit={(event) => event.preventDefault()} className={clsx("relative z-20 w-full", className)}>
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t("searchLabel")}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        ref={input}
        id={`${listId}-input`}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder={t("searchPlaceholder")}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && matches[active] ? `${listId}-${matches[active].slug}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-13 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-100 focus:outline-none"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("matchingBooks")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-2 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white p-1.5 text-left shadow-lg"
      >
        {matches.length === 0 ? (
          <li className="px-3 py-2.5 text-sm text-slate-500">{t("noMatch", { query: query.trim() })}</li>
        ) : (
          matches.map((book, index) => (
            <li
              key={book.slug}
              id={`${listId}-${book.slug}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(book);
              }}
              onMouseEnter={() => setActive(index)}
              className={clsx(
                "flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm",
                index === active ? "bg-indigo-50 text-indigo-900" : "text-slate-700",
              )}
            >
              <span className="font-medium">{bookName(book, locale)}</span>
              <span className="text-xs text-slate-500">{t(CATEGORY_LABELS[book.category].name)}</span>
            </li>
          ))
        )}
      </ul>
    </form>
  );
}

/** One line of the books opened last (newest first); the line keeps its height when empty so nothing shifts. */
export function RecentlyViewed() {
  const t = useT();
  const locale = usePageLocale();
  const books = useRecentlyViewed();
  return (
    <section aria-labelledby="recently-viewed-heading" className="flex h-9 min-w-0 items-center gap-2">
      <h2 id="recently-viewed-heading" className="shrink-0 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t("recentlyViewed")}
      </h2>
      {books.length === 0 ? (
        <p className="truncate text-sm text-slate-400">{t("recentlyViewedEmpty")}</p>
      ) : (
        <ol className="flex min-w-0 gap-2 overflow-x-auto p-0.5 [scrollbar-width:none]">
          {books.map((book) => (
            <li key={book.slug} className="shrink-0">
              <Link
                to={paths.hubBook(book.slug)}
                className="inline-flex h-8 items-center rounded-full bg-white px-3 text-sm font-medium text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {bookName(book, locale)}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The search and Recently Viewed block at the top of the hub and of every book page (whose book it remembers as viewed). */
export function HubSearchBlock({ heading = "h1", title, rememberSlug }: { heading?: "h1" | "p"; title: string; rememberSlug?: string }) {
  useEffect(() => {
    if (rememberSlug) rememberBook(rememberSlug);
  }, [rememberSlug]);
  const Heading = heading;
  return (
    // No overflow clipping here: the search's list hangs below the block.
    <div className="relative border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center gap-4 px-4 py-10 text-center sm:px-6 md:py-14">
        <Heading className={clsx("font-bold tracking-tight text-slate-900", heading === "h1" ? "text-3xl sm:text-4xl" : "text-lg sm:text-xl")}>{title}</Heading>
        <BookSearch className="max-w-2xl" />
        <div className="w-full max-w-2xl">
          <RecentlyViewed />
        </div>
      </div>
    </div>
  );
}
