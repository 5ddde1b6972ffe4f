import { BookOpen, Link2Off } from "lucide-react";
import { Link, useParams } from "react-router";
import { sharedResultHeadline, sharedResultBoard, sharedResultPlace, type SharedResult } from "@berean/domain";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { formatDay } from "../../lib/format";
import { useSharedResult } from "./api/sharing";
import { useT } from "./messages";
import { ShareButton } from "./share-button";

/** Where a visitor starts: the quiz list (signing in on the way, and coming back to it). */
function TakeAQuiz() {
  const t = useT();
  return (
    <Button asChild size="lg">
      <Link to={paths.member.quizSelection}>
        <BookOpen aria-hidden />
        {t("takeAQuiz")}
      </Link>
    </Button>
  );
}

/** /r/{code}: a result its member shared (docs/architecture.md §4 'Sharing'), for visitors and members alike. */
export function SharedResultPage() {
  const t = useT();
  const { code = "" } = useParams();
  const shared = useSharedResult(code);
  if (shared.isPending) return <DelayedSpinner label={t("loadingResult")} />;
  if (shared.isError) {
    if (isApiError(shared.error) && (shared.error.status === 404 || shared.error.status === 400)) {
      return (
        <div className="mx-auto max-w-xl">
          <title>{t("notSharedPageTitle")}</title>
          <EmptyState
            icon={<Link2Off className="size-8" aria-hidden />}
            title={t("notSharedTitle")}
            description={t("notSharedDescription")}
            action={<TakeAQuiz />}
          />
        </div>
      );
    }
    return <ErrorState message={t("loadFailed")} onRetry={() => void shared.refetch()} retrying={shared.isFetching} />;
  }
  return <SharedResultCard result={shared.data} url={`${window.location.origin}${paths.sharedResult(code)}`} />;
}

function SharedResultCard({ result, url }: { result: SharedResult; url: string }) {
  const t = useT();
  // i18n: the headline, place and board are the domain's English words (sharedResult…), translated with them later.
  const headline = sharedResultHeadline(result);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <title>{`${headline} · Berean`}</title>
      <Card className="overflow-hidden">
        <p className="bg-indigo-600 px-6 py-3 text-xs font-semibold tracking-widest text-indigo-50 uppercase sm:px-8">
          {result.kind === "event" ? t("kindEvent") : t("kindQuiz")}
        </p>
        <div className="flex flex-col gap-6 p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{headline}</h1>
          <dl className="flex flex-wrap gap-3">
            <Figure label={t("score")} value={String(result.score)} hint={t("outOf100")} />
            <Figure label={t("place")} value={sharedResultPlace(result)} hint={sharedResultBoard(result)} />
            <Figure label={t("date")} value={formatDay(result.date)} />
          </dl>
          <div>
            <ShareButton variant="secondary" title={`${headline} · Berean`} url={url} />
          </div>
        </div>
      </Card>
      <Card className="flex flex-col items-start gap-3 p-6 sm:p-8">
        <h2 className="text-lg font-semibold text-slate-900">{t("pitchTitle")}</h2>
        <p className="text-sm text-slate-600">{t("pitchText")}</p>
        <TakeAQuiz />
      </Card>
    </div>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    // Side by side where they fit, each whole: a place or a date is never broken over two lines.
    <div className="flex min-w-32 flex-1 flex-col gap-1 rounded-lg bg-slate-50 p-3 sm:p-4">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-xl font-bold whitespace-nowrap text-slate-900">{value}</dd>
      {hint ? <dd className="text-xs text-slate-500">{hint}</dd> : null}
    </div>
  );
}
