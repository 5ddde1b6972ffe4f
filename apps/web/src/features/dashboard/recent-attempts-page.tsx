import { formatDuration } from "@berean/domain";
import { BackToDashboardButton } from "../../components/back-to-dashboard";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Card } from "../../components/ui/card";
import { resultPath } from "../../config/paths";
import { useHistory } from "../../queries/history";
import { formatAttemptDate, ScoreBadge } from "./attempt-status";

const columns = ["Quiz", "Score", "Correct", "Wrong", "Time Used", "Date Attempted"];

/** /dashboard/recent-attempts: the member's attempts, newest first, each linking to its result. */
export function RecentAttemptsPage() {
  const history = useHistory();
  return (
    <>
      <PageHeader
        title="Recent Attempts"
        description="Your attempts, newest first."
        actions={
          <BackToDashboardButton />
        }
      />
      {history.isPending ? (
        <DelayedSpinner label="Loading your attempts" />
      ) : history.isError ? (
        <ErrorState message="Failed to load your quiz history." onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : history.data.attempts.length === 0 ? (
        <EmptyState title="No attempts found." description="Take a quiz and it will be listed here." />
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="px-4 py-3 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {history.data.attempts.map((a) => (
                <tr key={a.attemptId} className="hover:bg-slate-50">
                  <td className="px-4 py-3 font-medium text-slate-900">
                    {a.status === "in_progress" ? (
                      a.quizTitle
                    ) : (
                      <Link to={resultPath(a.attemptId)} className="text-indigo-700 hover:underline">
                        {a.quizTitle}
                      </Link>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <ScoreBadge score={a.score} status={a.status} underReview={a.underReview} />
                  </td>
                  <td className="px-4 py-3 tabular-nums text-emerald-700">{a.correct}</td>
                  <td className="px-4 py-3 tabular-nums text-red-700">{a.wrong}</td>
                  <td className="px-4 py-3 tabular-nums">{formatDuration(a.secondsUsed)}</td>
                  <td className="px-4 py-3 text-slate-600">{formatAttemptDate(a.attemptedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}
