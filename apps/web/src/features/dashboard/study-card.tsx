import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useReviewSummary } from "../study";
import { useT } from "./messages";

const linkClass = "text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600";

/** The dashboard's 'Study': the review cards due today (and of those, due now) with 'Review now', and the way to practice and memory verses (docs/architecture.md §4 'Study'). */
export function StudyCard() {
  const t = useT();
  const summary = useReviewSummary();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <GraduationCap className="size-5" aria-hidden />
        </span>
        <div className="flex min-h-10 flex-col justify-center">
          <h2 className="font-semibold text-slate-900">{t("study")}</h2>
          {summary.isPending ? (
            <span aria-hidden className="mt-1 h-4 w-40 animate-pulse rounded bg-slate-100" />
          ) : summary.isError ? (
            <p role="alert" className="text-sm text-slate-600">
              {t.rich("deckFailed", {
                retry: (chunks) => (
                  <button type="button" onClick={() => void summary.refetch()} className="font-medium text-indigo-600 hover:underline">
                    {chunks}
                  </button>
                ),
              })}
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-700">
                {t.rich("dueToday", {
                  count: summary.data.dueToday,
                  b: (chunks) => <span className="font-bold text-slate-900 tabular-nums">{chunks}</span>,
                })}
              </p>
              <p className="text-xs text-slate-500">
                {summary.data.total === 0
                  ? t("deckEmpty")
                  : // Cards due this evening count for today; 'now' says why Review may have none to show yet.
                    summary.data.dueToday > summary.data.dueNow
                    ? t("deckCountDueNow", { dueNow: summary.data.dueNow, total: summary.data.total })
                    : t("deckCount", { total: summary.data.total })}
              </p>
            </>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <Button asChild size="sm" variant={summary.data && summary.data.dueNow > 0 ? "primary" : "secondary"}>
          <Link to={paths.member.review}>{t("reviewNow")}</Link>
        </Button>
        <Link to={paths.member.practice} className={linkClass}>
          {t("practice")}
        </Link>
        <Link to={paths.member.memory} className={linkClass}>
          {t("memoryVerses")}
        </Link>
      </div>
    </Card>
  );
}
