import type { ReviewDeck } from "@berean/domain";
import { BookOpenCheck, GraduationCap } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { plural } from "../../lib/format";
import { useReviewDeck } from "./api/review";
import { ReviewCardView } from "./review-card";
import { whenDue } from "./review-when";
import { StudyTabs } from "./study-tabs";

/**
 * The review deck (docs/architecture.md §4 'Study'): what is due today and one card at a time;
 * a card's rating brings the next. Scheduling is the server's: it rates a wrong answer 'Again'.
 */
export function ReviewPage() {
  const deck = useReviewDeck();
  // The first card shown leaves the focus where the page put it; each one after takes it.
  const firstRead = useRef<number | null>(null);
  if (deck.data && firstRead.current === null) firstRead.current = deck.dataUpdatedAt;

  return (
    <>
      <StudyTabs />
      <PageHeader
        title="Review"
        description="Cards come back when they are due. A wrong answer is rated Again for you; after a right one, you choose Hard, Good or Easy."
      />
      {deck.isPending ? (
        <DelayedSpinner label="Loading your review deck" />
      ) : deck.isError ? (
        <ErrorState title="Your review deck could not be loaded" message={deck.error.message} onRetry={() => void deck.refetch()} retrying={deck.isFetching} />
      ) : (
        <div className="flex flex-col gap-4">
          <DeckCounts deck={deck.data} />
          {deck.data.card ? (
            // Each read of the deck is a new showing, even of the same card: its answer starts afresh.
            <ReviewCardView key={deck.dataUpdatedAt} card={deck.data.card} focusOnOpen={deck.dataUpdatedAt !== firstRead.current} />
          ) : (
            <NothingDue nextDueAt={deck.data.nextDueAt} />
          )}
        </div>
      )}
    </>
  );
}

function DeckCounts({ deck }: { deck: ReviewDeck }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
      <p className="text-lg font-semibold text-slate-900">
        Due today: <span className="tabular-nums">{deck.dueToday}</span>
      </p>
      <p className="text-sm text-slate-500">
        {deck.waiting > 0 ? `${deck.waiting} waiting while their questions are in play · ` : null}
        {`${plural(deck.total, "card")} in your deck`}
      </p>
    </div>
  );
}

function NothingDue({ nextDueAt }: { nextDueAt: string | null }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <BookOpenCheck className="size-8 text-slate-400" aria-hidden />
      <h2 className="font-semibold text-slate-900">Nothing due right now.</h2>
      {nextDueAt ? <p className="text-sm text-slate-700">{`The next card is due ${whenDue(nextDueAt)}.`}</p> : null}
      <p className="max-w-md text-sm text-slate-600">
        Questions you miss in quizzes, events, competitions and hosted games come here; verses you learn in Memory verses too.
      </p>
      <div className="mt-1 flex flex-wrap justify-center gap-3">
        <Button asChild size="sm">
          <Link to={paths.member.practice}>
            <GraduationCap aria-hidden />
            Practice
          </Link>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <Link to={paths.member.memory}>Memory verses</Link>
        </Button>
      </div>
    </div>
  );
}
