import { cn } from "../../lib/cn";
import { ArrowRight, Clock, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { findBookBySlug, HUB_DIFFICULTY_LABELS } from "@berean/domain";
import { EmptyState, ErrorState } from "../../components/page-states";
import { StatsStrip } from "../../components/stats-strip";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { paths, quizSelectionPath } from "../../config/paths";
import { useFeaturedQuizzes } from "./api/hub";
import { Island } from "../../islands/island";
import { useMe } from "../../lib/session";
import { HubSearchBlock } from "./book-search";
import { CategoryCards } from "./category-cards";

// The placeholders hold the cards' height, so nothing below jumps when the quizzes arrive (CLS).
const FEATURED_CARD_HEIGHT = "h-[15.25rem]";
const FEATURED_CARD_MIN_HEIGHT = "min-h-[15.25rem]";

function FeaturedQuizzes() {
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
  if (featured.data.length === 0) return <EmptyState title="No featured quizzes yet" description="Search a book above to study its questions." />;
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
                <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase">{book?.category ?? "Quiz"}</p>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">{quiz.title}</h3>
              </div>
              <Badge tone="indigo">{HUB_DIFFICULTY_LABELS[quiz.difficulty]}</Badge>
            </div>
            <p className="text-sm text-slate-600">{quiz.description}</p>
            <p className="flex items-center gap-4 text-xs text-slate-500">
              <span className="inline-flex items-center gap-1">
                <ListChecks className="size-3.5" aria-hidden />
                {`${quiz.questionCount} questions`}
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden />
                {`${quiz.estimatedMinutes} minutes`}
              </span>
            </p>
            <div className="mt-auto flex flex-wrap items-center gap-3 pt-1">
              <Button asChild size="sm">
                <Link to={quizSelectionPath({ q: quiz.title })}>Take Quiz</Link>
              </Button>
              {book ? (
                <Link to={paths.hubBook(book.slug)} className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-600 hover:underline">
                  {`Study ${book.name}`}
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
  const me = useMe();
  const signedIn = Boolean(me.data);
  return (
    <>
      <title>Bible Questions and Answers Hub · Berean</title>
      <Island name="book-search" component={HubSearchBlock} props={{ title: "Bible Questions and Answers Hub" }} />
      <StatsStrip className="-mt-6 relative" />

      <section aria-labelledby="featured-heading" className="mx-auto w-full max-w-6xl px-4 pt-14 sm:px-6">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Featured quizzes
        </h2>
        <p className="mt-1 mb-6 text-slate-600">25 questions, 10 minutes, and every answer cites its verse.</p>
        <FeaturedQuizzes />
      </section>

      <section aria-labelledby="categories-heading" className="mx-auto w-full max-w-6xl px-4 pt-14 sm:px-6">
        <h2 id="categories-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Browse by category
        </h2>
        <p className="mt-1 mb-6 text-slate-600">
          The 66 books in ten categories. Every book is free to read; Pro unlocks unlimited quizzes (a free account takes one a week).
        </p>
        <Island name="categories" component={CategoryCards} props={{}} />
      </section>

      <section className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 px-6 py-10 text-center text-white shadow-lg">
          {signedIn ? (
            <>
              <h2 className="text-2xl font-bold tracking-tight">Ready for this week's quiz?</h2>
              <Button asChild size="lg" variant="secondary">
                <Link to={paths.member.quizSelection}>Choose a quiz</Link>
              </Button>
            </>
          ) : (
            <>
              <h2 className="text-2xl font-bold tracking-tight">Test what you have studied</h2>
              <p className="max-w-xl text-indigo-100">Create a free account to take timed quizzes and join the leaderboard.</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button asChild size="lg" variant="secondary">
                  <Link to={paths.auth.register}>Sign Up Free</Link>
                </Button>
                <Button asChild size="lg" className="bg-white/10 ring-1 ring-white/40 hover:bg-white/20">
                  <Link to={paths.auth.login}>Sign In</Link>
                </Button>
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}
