import { useParams } from "react-router";
import { bookPageTitle, findBookBySlug, type BookPage } from "@berean/domain";
import { ErrorState } from "../../components/page-states";
import { useBookPage } from "./api/hub";
import { NotFoundPage } from "../../app/errors/not-found-page";
import { PublicFrame } from "../../app/layout/public-layout";
import { BookPageView, BookSearchIsland } from "./book-page-view";
import { useT } from "./messages";

/** The whole document of a book page: what the server renders and what the SPA shows (apps/web/src/ssr). */
export function BookPageFrame({ page }: { page: BookPage }) {
  return (
    <PublicFrame>
      <BookSearchIsland slug={page.book.slug} />
      <BookPageView page={page} />
    </PublicFrame>
  );
}

function BookPageSkeleton() {
  const t = useT();
  return (
    <div aria-busy className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-10 sm:px-6 md:py-14">
      <span className="sr-only">{t("loadingBook")}</span>
      <div className="h-4 w-48 animate-pulse rounded bg-slate-100" />
      <div className="h-10 w-3/4 animate-pulse rounded bg-slate-100" />
      <div className="h-20 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-40 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}

/** /bible-questions-and-answers-hub/{book}: an unknown slug is the 404 page. */
export function BookPageRoute() {
  const slug = useParams().book ?? "";
  if (!findBookBySlug(slug)) return <NotFoundPage />;
  return <KnownBookPage slug={slug} />;
}

/**
 * Loading, failed or there, the page keeps its frame and its search block in place (the same
 * elements as BookPageFrame's): a visitor who starts typing a book while this one loads keeps
 * what they typed when it arrives.
 */
function KnownBookPage({ slug }: { slug: string }) {
  const bookPage = useBookPage(slug);
  return (
    <PublicFrame>
      <BookSearchIsland slug={slug} />
      {bookPage.data ? (
        <>
          {/* i18n: the <title> is the server's, from @berean/domain (bookPageTitle), in English for now. */}
          <title>{bookPageTitle(bookPage.data.book.name)}</title>
          <BookPageView page={bookPage.data} />
        </>
      ) : bookPage.isError ? (
        <div className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6">
          <ErrorState message={bookPage.error.message} onRetry={() => void bookPage.refetch()} retrying={bookPage.isFetching} />
        </div>
      ) : (
        <BookPageSkeleton />
      )}
    </PublicFrame>
  );
}
