import { BookOpenCheck, GraduationCap } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useReviewDeck } from "./api/review";
import { useT } from "./messages";
import { ReviewCardView } from "./review-card";
import { DeckCounts } from "./review-counts";
import { ReviewSessionSummary, type ReviewTally } from "./review-summary";
import { whenDue } from "./review-when";
import { StudyTabs } from "./study-tabs";

/**
 * The review deck (docs/architecture.md §4 'Study'): what is due now and later today, and one
 * card at a time; a card's rating brings the next. Scheduling is the server's: it rates a wrong
 * answer 'Again'. Once no card is due now, a session that reviewed any ends with its summary.
 */
export function ReviewPage() {
  const t = useT();
  const deck = useReviewDeck();
  // The first card shown leaves the focus where the page put it; each one after takes it.
  const firstRead = useRef<number | null>(null);
  if (deck.data && firstRead.current === null) firstRead.current = deck.dataUpdatedAt;
  // This visit's answers; a reload starts a new session.
  const [tally, setTally] = useState<ReviewTally>({ right: 0, again: 0 });
  const onAnswered = useCallback((correct: boolean) => setTally((t) => (correct ? { ...t, right: t.right + 1 } : { ...t, again: t.again + 1 })), []);
  const reviewed = tally.right + tally.again;

  return (
    <>
      <StudyTabs />
      <PageHeader title={t("reviewTitle")} description={t("reviewDescription")} />
      {deck.isPending ? (
        <DelayedSpinner label={t("loadingDeck")} />
      ) : deck.isError ? (
        <ErrorState title={t("deckLoadFailed")} message={deck.error.message} onRetry={() => void deck.refetch()} retrying={deck.isFetching} />
      ) : (
        <div className="flex flex-col gap-4">
          <DeckCounts deck={deck.data} reviewed={reviewed} />
          {deck.data.card ? (
            // Each read of the deck is a new showing, even of the same card: its answer starts afresh.
            <ReviewCardView key={deck.dataUpdatedAt} card={deck.data.card} focusOnOpen={deck.dataUpdatedAt !== firstRead.current} onAnswered={onAnswered} />
          ) : reviewed > 0 ? (
            <ReviewSessionSummary tally={tally} deck={deck.data} />
          ) : (
            <NothingDue nextDueAt={deck.data.nextDueAt} />
          )}
        </div>
      )}
    </>
  );
}

function NothingDue({ nextDueAt }: { nextDueAt: string | null }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <BookOpenCheck className="size-8 text-slate-400" aria-hidden />
      <h2 className="font-semibold text-slate-900">{t("nothingDue")}</h2>
      {nextDueAt ? <p className="text-sm text-slate-700">{t("nextDue", { ...whenDue(nextDueAt) })}</p> : null}
      <p className="max-w-md text-sm text-slate-600">{t("nothingDueDetail")}</p>
      <div className="mt-1 flex flex-wrap justify-center gap-3">
        <Button asChild size="sm">
          <Link to={paths.member.practice}>
            <GraduationCap aria-hidden />
            {t("practice")}
          </Link>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <Link to={paths.member.memory}>{t("memoryVerses")}</Link>
        </Button>
      </div>
    </div>
  );
}
