import { BookMarked, ChevronRight, Crown, Lock } from "lucide-react";
import { Link } from "react-router";
import { BOOK_CATEGORIES, booksInCategory, OPEN_BOOK_CATEGORIES, type BookCategory } from "@berean/domain";
import { Badge } from "../../components/ui/badge";
import { LightDialog } from "../../components/light-dialog";
import { paths } from "../../config/paths";

const DESCRIPTIONS: Record<BookCategory, string> = {
  Pentateuch: "The five books of Moses: creation, the patriarchs, the exodus and the law.",
  "Historical Books": "From Joshua's conquest to the return from exile.",
  "Wisdom Literature": "Job, the Psalms, Proverbs and the songs of wisdom.",
  "Major Prophets": "Isaiah, Jeremiah, Ezekiel, Daniel and Lamentations.",
  "Minor Prophets": "Twelve shorter prophets, from Hosea to Malachi.",
  Gospels: "The life, death and resurrection of Jesus.",
  Acts: "The church from Pentecost to Paul in Rome.",
  "Pauline Epistles": "Paul's letters to churches and friends.",
  "General Epistles": "Hebrews and the letters of James, Peter, John and Jude.",
  Apocalyptic: "The Revelation given to John.",
};

/** Pentateuch and Historical Books are open to all; the rest are Pro-locked for visitors and free members. */
function isOpen(category: BookCategory, proAccess: boolean): boolean {
  return OPEN_BOOK_CATEGORIES.includes(category) || proAccess;
}

const cardClasses = "flex h-full w-full flex-col gap-3 rounded-xl border p-5 text-left shadow-sm transition";

function OpenCategory({ category }: { category: BookCategory }) {
  const books = booksInCategory(category);
  const count = `${books.length} ${books.length === 1 ? "book" : "books"}`;
  return (
    <LightDialog
      trigger={
        <>
          <span className="flex items-center justify-between gap-2">
            <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
              <BookMarked className="size-5" aria-hidden />
            </span>
            <Badge tone="green">Open</Badge>
          </span>
          <span className="font-semibold text-slate-900">{category}</span>
          <span className="text-sm text-slate-600">{DESCRIPTIONS[category]}</span>
          <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-indigo-600">
            {count}
            <ChevronRight className="size-4" aria-hidden />
          </span>
        </>
      }
      triggerClassName={`${cardClasses} border-slate-200 bg-white hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600`}
      title={category}
      titleClassName="pr-8 text-lg font-semibold text-slate-900"
      description={`${count}. Open one to study its questions and answers.`}
      descriptionClassName="mt-2 pr-8 text-sm text-slate-600"
      panelClassName="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5 backdrop:bg-slate-900/50 backdrop:backdrop-blur-[2px] focus:outline-none"
    >
      {() => (
        <ul className="mt-4 grid grid-cols-2 gap-2">
          {books.map((book) => (
            <li key={book.slug}>
              <Link
                to={paths.hubBook(book.slug)}
                className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 hover:border-indigo-300 hover:bg-indigo-50"
              >
                {book.name}
                <span className="text-xs text-slate-400">{book.chapters} ch.</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LightDialog>
  );
}

function LockedCategory({ category, signedIn }: { category: BookCategory; signedIn: boolean }) {
  const count = booksInCategory(category).length;
  return (
    <Link
      to={signedIn ? paths.member.upgrade : paths.auth.register}
      aria-label={`${category}, ${count} ${count === 1 ? "book" : "books"}, PRO: Upgrade to Pro to unlock`}
      className={`${cardClasses} border-slate-200 bg-slate-50 hover:border-violet-300 focus-visible:outline-2 focus-visible:outline-indigo-600`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="flex size-10 items-center justify-center rounded-lg bg-white text-slate-400 ring-1 ring-slate-200">
          <Lock className="size-5" aria-hidden />
        </span>
        <Badge tone="purple">
          <Crown className="size-3" aria-hidden />
          PRO
        </Badge>
      </span>
      <span className="font-semibold text-slate-700">{category}</span>
      <span className="text-sm text-slate-500">{DESCRIPTIONS[category]}</span>
      <span className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-500">{`${count} ${count === 1 ? "book" : "books"}`}</span>
        <span className="font-medium text-violet-700">Upgrade to Pro to unlock</span>
      </span>
    </Link>
  );
}

/** The ten categories of the 66 books with their book counts; `proAccess` (Pro members and admins) opens them all. */
export function CategoryCards({ signedIn, proAccess }: { signedIn: boolean; proAccess: boolean }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {BOOK_CATEGORIES.map((category) => (
        <li key={category} data-testid="book-category">
          {isOpen(category, proAccess) ? <OpenCategory category={category} /> : <LockedCategory category={category} signedIn={signedIn} />}
        </li>
      ))}
    </ul>
  );
}
