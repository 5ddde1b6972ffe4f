import { attemptTitle, formatDuration, type HistoryEntry } from "@berean/domain";
import { useMemo } from "react";
import { Link } from "react-router";
import { BackToDashboardButton } from "../../components/back-to-dashboard";
import { DataTable, type ColumnDef } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { resultPath } from "../../config/paths";
import { formatDateTime } from "../../lib/format";
import { useHistory } from "./api/history";
import { ScoreBadge } from "./attempt-status";
import { useT } from "./messages";

/** The columns of docs/product.md part 1 §2 'Recent attempts', newest first as the server sends them, headed in the page's language. */
const columnsIn = (t: ReturnType<typeof useT>): ColumnDef<HistoryEntry, unknown>[] =>
  (
    [
      {
        id: "quiz",
        header: t("columnQuiz"),
        cell: ({ row: { original: a } }) =>
          a.status === "in_progress" ? (
            <span className="font-medium text-slate-900">{attemptTitle(a)}</span>
          ) : (
            <Link to={resultPath(a.attemptId)} className="font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
              {attemptTitle(a)}
            </Link>
          ),
      },
      {
        id: "score",
        header: t("columnScore"),
        cell: ({ row: { original: a } }) => <ScoreBadge score={a.score} status={a.status} underReview={a.underReview} scoresAt={a.scoresAt} />,
      },
      { id: "correct", header: t("columnCorrect"), cell: ({ row }) => row.original.correct ?? "—", meta: { cellClassName: "tabular-nums text-emerald-700" } },
      { id: "wrong", header: t("columnWrong"), cell: ({ row }) => row.original.wrong ?? "—", meta: { cellClassName: "tabular-nums text-red-700" } },
      { id: "time", header: t("columnTimeUsed"), cell: ({ row }) => formatDuration(row.original.secondsUsed), meta: { cellClassName: "tabular-nums" } },
      {
        id: "date",
        header: t("columnDateAttempted"),
        cell: ({ row }) => formatDateTime(row.original.attemptedAt),
        meta: { cellClassName: "whitespace-nowrap text-slate-600" },
      },
    ] satisfies ColumnDef<HistoryEntry, unknown>[]
  ).map((column) => ({ ...column, enableSorting: false }));

/** /dashboard/recent-attempts: the member's attempts, newest first, each linking to its result; cards on a phone. */
export function RecentAttemptsPage() {
  const t = useT();
  const columns = useMemo(() => columnsIn(t), [t]);
  const history = useHistory();
  return (
    <>
      <PageHeader title={t("recentAttempts")} description={t("recentAttemptsDescription")} actions={<BackToDashboardButton />} />
      {history.isPending ? (
        <DelayedSpinner label={t("loadingAttempts")} />
      ) : history.isError ? (
        <ErrorState message={t("historyFailed")} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : history.data.attempts.length === 0 ? (
        <EmptyState title={t("noAttemptsFound")} description={t("noAttemptsFoundDescription")} />
      ) : (
        <DataTable data={history.data.attempts} columns={columns} rowId={(a) => String(a.attemptId)} minWidth="min-w-[40rem]" caption={t("yourAttempts")} />
      )}
    </>
  );
}
