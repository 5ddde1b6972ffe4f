import { BookMarked, BookOpen, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { BOOK_CATEGORIES, bookName, booksInCategory, type BookCategory } from "@berean/domain";
import { LightDialog } from "../../components/light-dialog";
import { paths, quizSelectionPath } from "../../config/paths";
import { CATEGORY_LABELS, usePageLocale } from "./labels";
import { useT } from "./messages";

/**
 * A category of books: the card opens the list of its books, each a page free to read for everyone
 * (docs/architecture.md §4 'Public site'); its foot leads to the quizzes on those books.
 */
function CategoryCard({ category }: { category: BookCategory }) {
  const t = useT();
  const locale = usePageLocale();
  const books = booksInCategory(category);
  const name = t(CATEGORY_LABELS[category].name);
  const quizzes = quizSelectionPath({ category });
  return (
    <div className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-indigo-300 hover:shadow-md">
      <LightDialog
        trigger={
          <>
            <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
              <BookMarked className="size-5" aria-hidden />
            </span>
            <span className="font-semibold text-slate-900">{name}</span>
            <span className="text-sm text-slate-600">{t(CATEGORY_LABELS[category].about)}</span>
            <span className="inline-flex items-center gap-1.5 text-xs font-medium text-emerald-700">
              <BookOpen className="size-3.5 shrink-0" aria-hidden />
              {t("freeToRead")}
            </span>
            <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-indigo-600">
              {t("bookCount", { count: books.length })}
              <ChevronRight className="size-4" aria-hidden />
            </span>
          </>
        }
        triggerClassName="flex w-full flex-1 flex-col gap-3 rounded-t-xl p-5 text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
        title={name}
        titleClassName="pr-8 text-lg font-semibold text-slate-900"
        description={t("categoryDialog", { count: books.length })}
        descriptionClassName="mt-2 pr-8 text-sm text-slate-600"
        panelClassName="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5 backdrop:bg-slate-900/50 backdrop:backdrop-blur-[2px] focus:outline-none"
      >
        {() => (
          <>
            <ul className="mt-4 grid grid-cols-2 gap-2">
              {books.map((book) => (
                <li key={book.slug}>
                  <Link
                    to={paths.hubBook(book.slug)}
                    className="flex h-full items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 hover:border-indigo-300 hover:bg-indigo-50"
                  >
                    {bookName(book, locale)}
                    <span className="text-xs whitespace-nowrap text-slate-400">{t("chaptersShort", { count: book.chapters })}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={quizzes} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-indigo-600 hover:underline">
              {t("quizzesOnBooks")}
              <ChevronRight className="size-4" aria-hidden />
            </Link>
          </>
        )}
      </LightDialog>
      <Link
        to={quizzes}
        aria-label={t("takeQuizOn", { category: name })}
        className="flex items-center justify-between gap-2 rounded-b-xl border-t border-slate-100 px-5 py-3 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {t("takeAQuiz")}
        <ChevronRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/** The ten categories of the 66 books with their book counts: every book is free to read; Pro unlocks unlimited quizzes, not reading. */
export function CategoryCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {BOOK_CATEGORIES.map((category) => (
        <li key={category} data-testid="book-category">
          <CategoryCard category={category} />
        </li>
      ))}
    </ul>
  );
}
