import { BookOpen, CircleCheck, Flame } from "lucide-react";
import { Link } from "react-router";
import { ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { plural } from "../../lib/format";
import { useStreak } from "./api/streak";

/** The devotional streak: a green check when today's passage is read, else 'Read Now' (docs/product.md part 1 §4). */
export function StreakCard() {
  const streak = useStreak();
  return (
    <Card className="flex h-full flex-col gap-4 bg-gradient-to-br from-orange-50 to-white p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-orange-100 text-orange-600">
          <Flame className="size-5" aria-hidden />
        </span>
        <h2 className="font-semibold text-slate-900">Devotional Streak</h2>
      </div>
      {streak.isPending ? (
        <Spinner />
      ) : streak.isError ? (
        <ErrorState message={streak.error.message} onRetry={() => void streak.refetch()} retrying={streak.isFetching} />
      ) : (
        <>
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-bold text-slate-900">{streak.data.streak.currentStreak}</span>
            <span className="text-sm text-slate-600">{streak.data.streak.currentStreak === 1 ? "day" : "days"} in a row</span>
          </p>
          <p className="text-xs text-slate-500">
            Longest {plural(streak.data.streak.longestStreak, "day")} · {plural(streak.data.streak.totalDaysRead, "day")} read
          </p>
          <div className="mt-auto">
            {streak.data.streak.readToday ? (
              <p className="inline-flex items-center gap-2 text-sm font-medium text-emerald-700">
                <CircleCheck className="size-5 text-emerald-600" aria-hidden />
                Read today
              </p>
            ) : (
              <Button asChild size="sm">
                <Link to={paths.member.bibleStudy}>
                  <BookOpen aria-hidden />
                  Read Now
                </Link>
              </Button>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
