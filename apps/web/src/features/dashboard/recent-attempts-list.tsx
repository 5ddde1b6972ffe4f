import { attemptTitle, formatDuration, relativeTime, type HistoryEntry } from "@berean/domain";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { resultPath } from "../../config/paths";
import { ScoreBadge } from "./attempt-status";
import { useLocale } from "../../i18n";
import { useT } from "./messages";

/** The dashboard's five latest attempts, each linking to its result. */
export function RecentAttemptsList({ attempts }: { attempts: HistoryEntry[] }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ul className="divide-y divide-slate-100">
      {attempts.map((a) => {
        const row = (
          <>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{attemptTitle(a)}</p>
              <p className="text-xs text-slate-500">
                {a.correct === null ? t("answersIn") : t("correctCount", { count: a.correct })} · {formatDuration(a.secondsUsed)} ·{" "}
                {relativeTime(new Date(a.attemptedAt), new Date(), locale)}
              </p>
            </div>
            <ScoreBadge score={a.score} status={a.status} underReview={a.underReview} scoresAt={a.scoresAt} />
          </>
        );
        return (
          <li key={a.attemptId}>
            {a.status === "in_progress" ? (
              <div className="flex items-center gap-3 px-1 py-3">{row}</div>
            ) : (
              <Link
                to={resultPath(a.attemptId)}
                className="flex items-center gap-3 rounded-lg px-1 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {row}
                <ChevronRight className="size-4 text-slate-400" aria-hidden />
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
