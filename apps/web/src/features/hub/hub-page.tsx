import { cn } from "../../lib/cn";
import { ArrowRight, Clock, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { bookName, findBookBySlug } from "@berean/domain";
import { EmptyState, ErrorState } from "../../components/page-states";
import { StatsStrip } from "../../components/stats-strip";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { paths, quizSelectionPath } from "../../config/paths";
import { useLocale } from "../../i18n";
import { useFeaturedQuizzes } from "./api/hub";
import { Island } from "../../islands/island";
import { useMe } from "../../lib/session";
import { HubSearchBlock } from "./book-search";
import { CategoryCards } from "./category-cards";
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from "./labels";
import { useT } from "./messages";

// The placeholders hold the cards' height, so nothing below jumps when the quizzes arrive (CLS).
const FEATURED_CARD_HEIGHT = "h-[15.25rem]";
const FEATURED_CARD_MIN_HEIGHT = "min-h-[15.25rem]";

function FeaturedQuizzes() {
  const t = useT();
  const { locale } = useLocale();
  const featured = useFeaturedQuizzes();
  if (featured.isPending) {
    return (
      <ul key="placeholders" aria-busy className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={`placeholder-${i}`} className={cn(FEATURED_CARD_HEIGHT, "animate-pulse rounded-xl bg-slate-100")} />
        ))}
      </ul>
    );
  }
  if (featured.isError) {
    return <ErrorState message={featured.error.message} onRetry={() => void featured.refetch()} retrying={featured.isFetching} />;
  }
  if (featured.data.length === 0) return <EmptyState title={t("noFeatured")} description={t("noFeaturedDescription")} />;
  return (
    <ul key="quizzes" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {featured.data.map((quiz) => {
        const book = quiz.book ? findBookBySlug(quiz.book) : undefined;
        return (
          <li
            key={quiz.id}
            data-testid="featured-quiz"
            className={cn(FEATURED_CARD_MIN_HEIGHT, "flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm")}
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase">
                  {book ? t(CATEGORY_LABELS[book.category].name) : t("quizFallback")}
                </p>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">{quiz.title}</h3>
              </div>
              <Badge tone="indigo">{t(DIFFICULTY_LABELS[quiz.difficulty])}</Badge>
            </div>
            <p className="text-sm text-slate-600">{quiz.description}</p>
            <p className="flex items-center gap-4 text-xs text-slate-500">
              <span className="inline-flex items-center gap-1">
                <ListChecks className="size-3.5" aria-hidden />
                {t("questionCount", { count: quiz.questionCount })}
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden />
                {t("minutes", { count: quiz.estimatedMinutes })}
              </span>
            </p>
            <div className="mt-auto flex flex-wrap items-center gap-3 pt-1">
              <Button asChild size="sm">
                <Link to={quizSelectionPath({ q: quiz.title })}>{t("takeQuiz")}</Link>
              </Button>
              {book ? (
                <Link to={paths.hubBook(book.slug)} className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-600 hover:underline">
                  {t("studyBook", { book: bookName(book, locale) })}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** /bible-questions-and-answers-hub: the public home of the 66 books (docs/product.md part 2 §2 'Public home page'). */
export function HubPage() {
  const t = useT();
  const me = useMe();
  const signedIn = Boolean(me.data);
  return (
    <>
      <title>{t("pageTitle")}</title>
      <Island name="book-search" component={HubSearchBlock} props={{ title: t("hubTitle") }} />
      <StatsStrip className="-mt-6 relative" />

      <section aria-labelledby="featured-heading" className="mx-auto w-full max-w-6xl px-4 pt-14 sm:px-6">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t("featuredQuizzes")}
        </h2>
        <p className="mt-1 mb-6 text-slate-600">{t("featuredIntro")}</p>
        <FeaturedQuizzes />
      </section>

      <section aria-labelledby="categories-heading" className="mx-auto w-full max-w-6xl px-4 pt-14 sm:px-6">
        <h2 id="categories-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t("browseByCategory")}
        </h2>
        <p className="mt-1 mb-6 text-slate-600">{t("categoriesIntro")}</p>
        <Island name="categories" component={CategoryCards} props={{}} />
      </section>

      <section className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 px-6 py-10 text-center text-white shadow-lg">
          {signedIn ? (
            <>
              <h2 className="text-2xl font-bold tracking-tight">{t("readyThisWeek")}</h2>
              <Button asChild size="lg" variant="secondary">
                <Link to={paths.member.quizSelection}>{t("chooseQuiz")}</Link>
              </Button>
            </>
          ) : (
            <>
              <h2 className="text-2xl font-bold tracking-tight">{t("testStudied")}</h2>
              <p className="max-w-xl text-indigo-100">{t("createAccount")}</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button asChild size="lg" variant="secondary">
                  <Link to={paths.auth.register}>{t("signUpFree")}</Link>
                </Button>
                <Button asChild size="lg" className="bg-white/10 ring-1 ring-white/40 hover:bg-white/20">
                  <Link to={paths.auth.login}>{t("signIn")}</Link>
                </Button>
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}
