import { formatDuration, scoreLabel, type AdminAttempt } from "@berean/domain";
import type { ColumnDef } from "../../../components/data-table";
import { Badge } from "../../../components/ui/badge";
import { formatDate, formatDateTime, formatTime } from "../../../lib/format";
import type { AdminT } from "../messages";

const STATUS_TONES = { finished: "green", expired: "amber", abandoned: "neutral", voided: "red" } as const;
const LABEL_TONES = { Excellent: "text-emerald-700", Great: "text-sky-700", Good: "text-indigo-700", "Needs Improvement": "text-amber-800" } as const;

/** A score with the admin's label (docs/product.md part 1 §9: 90 Excellent, 80 Great, 70 Good, else Needs Improvement); a left or voided attempt has no label. */
export function AdminScore({ attempt }: { attempt: Pick<AdminAttempt, "score" | "status"> }) {
  const rated = attempt.status === "finished" || attempt.status === "expired";
  // i18n: the label comes from @berean/domain (scoreLabel), translated there later.
  const label = scoreLabel(attempt.score);
  return (
    <span className="inline-flex flex-col items-start md:items-end">
      <span className="font-semibold tabular-nums">{attempt.score}</span>
      {rated ? <span className={`text-xs font-semibold ${LABEL_TONES[label]}`}>{label}</span> : null}
    </span>
  );
}

const userColumn = (t: AdminT): ColumnDef<AdminAttempt, unknown> => ({
  id: "user",
  header: t("colUser"),
  accessorKey: "userName",
  cell: ({ row }) => (
    <>
      <span className="block font-medium text-slate-900">{row.original.userName}</span>
      <span className="text-xs [overflow-wrap:anywhere] text-slate-500">{row.original.userEmail}</span>
    </>
  ),
});

/** The server sorts by date, score or member; the other columns keep their order. */
const attemptColumns = (t: AdminT): ColumnDef<AdminAttempt, unknown>[] => [
  { id: "quiz", header: t("colQuiz"), accessorKey: "quizTitle", enableSorting: false },
  { id: "score", header: t("colScore"), accessorKey: "score", cell: ({ row }) => <AdminScore attempt={row.original} />, meta: { align: "right" } },
  { id: "correct", header: t("colCorrect"), accessorKey: "correct", enableSorting: false, meta: { align: "right" } },
  { id: "wrong", header: t("colWrong"), accessorKey: "wrong", enableSorting: false, meta: { align: "right" } },
  {
    id: "time",
    header: t("colTime"),
    accessorKey: "secondsUsed",
    enableSorting: false,
    cell: ({ row }) => formatDuration(row.original.secondsUsed),
    meta: { align: "right", cellClassName: "whitespace-nowrap" },
  },
  {
    id: "status",
    header: t("colStatus"),
    accessorKey: "status",
    enableSorting: false,
    cell: ({ row: { original: a } }) =>
      a.heldReason ? (
        <Badge tone="amber" title={a.heldReason}>
          {t("heldForReview")}
        </Badge>
      ) : (
        <Badge tone={STATUS_TONES[a.status as keyof typeof STATUS_TONES] ?? "neutral"}>{t("attemptStatus", { status: a.status })}</Badge>
      ),
  },
  {
    id: "date",
    header: t("colDate"),
    accessorFn: (a) => a.finishedAt ?? a.startedAt,
    // The day over its time: the column stays narrow enough for the table to fit beside the admin sidebar.
    cell: ({ row: { original: a } }) => {
      const at = a.finishedAt ?? a.startedAt;
      return (
        <time dateTime={at} title={formatDateTime(at)} className="whitespace-nowrap">
          {formatDate(at)}
          <span className="block text-xs text-slate-500">{formatTime(at)}</span>
        </time>
      );
    },
  },
];

/** The admin attempts table's columns; on the admin user page the member is known, so no User column. */
export function adminAttemptColumns({ withUser, t }: { withUser: boolean; t: AdminT }): ColumnDef<AdminAttempt, unknown>[] {
  return withUser ? [userColumn(t), ...attemptColumns(t)] : attemptColumns(t);
}
