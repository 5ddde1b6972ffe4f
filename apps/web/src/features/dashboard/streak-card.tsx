import { BookOpen, CircleCheck, Flame } from "lucide-react";
import { Link } from "react-router";
import { ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { useStreak } from "./api/streak";
import { useT } from "./messages";

/** The devotional streak: a green check when today's passage is read, else 'Read Now' (docs/product.md part 1 §4). */
export function StreakCard() {
  const t = useT();
  const streak = useStreak();
  return (
    <Card className="flex h-full flex-col gap-4 bg-gradient-to-br from-orange-50 to-white p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-orange-100 text-orange-600">
          <Flame className="size-5" aria-hidden />
        </span>
        <h2 className="font-semibold text-slate-900">{t("devotionalStreak")}</h2>
      </div>
      {streak.isPending ? (
        <Spinner />
      ) : streak.isError ? (
        <ErrorState message={streak.error.message} onRetry={() => void streak.refetch()} retrying={streak.isFetching} />
      ) : (
        <>
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-bold text-slate-900">{streak.data.streak.currentStreak}</span>
            <span className="text-sm text-slate-600">{t("daysInARow", { count: streak.data.streak.currentStreak })}</span>
          </p>
          <p className="text-xs text-slate-500">{t("streakSummary", { longest: streak.data.streak.longestStreak, total: streak.data.streak.totalDaysRead })}</p>
          <div className="mt-auto">
            {streak.data.streak.readToday ? (
              <p className="inline-flex items-center gap-2 text-sm font-medium text-emerald-700">
                <CircleCheck className="size-5 text-emerald-600" aria-hidden />
                {t("readToday")}
              </p>
            ) : (
              <Button asChild size="sm">
                <Link to={paths.member.bibleStudy}>
                  <BookOpen aria-hidden />
                  {t("readNow")}
                </Link>
              </Button>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
