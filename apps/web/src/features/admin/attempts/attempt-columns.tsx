import { formatDuration, scoreLabel, type AdminAttempt } from "@berean/domain";
import type { ColumnDef } from "../../../components/data-table";
import { Badge } from "../../../components/ui/badge";
import { formatDate, formatDateTime, formatTime } from "../../../lib/format";

const STATUS_TONES = { finished: "green", expired: "amber", abandoned: "neutral", voided: "red" } as const;
const LABEL_TONES = { Excellent: "text-emerald-700", Great: "text-sky-700", Good: "text-indigo-700", "Needs Improvement": "text-amber-800" } as const;

/** A score with the admin's label (docs/product.md part 1 §9: 90 Excellent, 80 Great, 70 Good, else Needs Improvement); a left or voided attempt has no label. */
export function AdminScore({ attempt }: { attempt: Pick<AdminAttempt, "score" | "status"> }) {
  const rated = attempt.status === "finished" || attempt.status === "expired";
  const label = scoreLabel(attempt.score);
  return (
    <span className="inline-flex flex-col items-start md:items-end">
      <span className="font-semibold tabular-nums">{attempt.score}</span>
      {rated ? <span className={`text-xs font-semibold ${LABEL_TONES[label]}`}>{label}</span> : null}
    </span>
  );
}

const userColumn: ColumnDef<AdminAttempt, unknown> = {
  id: "user",
  header: "User",
  accessorKey: "userName",
  cell: ({ row }) => (
    <>
      <span className="block font-medium text-slate-900">{row.original.userName}</span>
      <span className="text-xs [overflow-wrap:anywhere] text-slate-500">{row.original.userEmail}</span>
    </>
  ),
};

/** The server sorts by date, score or member; the other columns keep their order. */
const attemptColumns: ColumnDef<AdminAttempt, unknown>[] = [
  { id: "quiz", header: "Quiz", accessorKey: "quizTitle", enableSorting: false },
  { id: "score", header: "Score", accessorKey: "score", cell: ({ row }) => <AdminScore attempt={row.original} />, meta: { align: "right" } },
  { id: "correct", header: "Correct", accessorKey: "correct", enableSorting: false, meta: { align: "right" } },
  { id: "wrong", header: "Wrong", accessorKey: "wrong", enableSorting: false, meta: { align: "right" } },
  {
    id: "time",
    header: "Time",
    accessorKey: "secondsUsed",
    enableSorting: false,
    cell: ({ row }) => formatDuration(row.original.secondsUsed),
    meta: { align: "right", cellClassName: "whitespace-nowrap" },
  },
  {
    id: "status",
    header: "Status",
    accessorKey: "status",
    enableSorting: false,
    cell: ({ row: { original: a } }) =>
      a.heldReason ? (
        <Badge tone="amber" title={a.heldReason}>
          Held for review
        </Badge>
      ) : (
        <Badge tone={STATUS_TONES[a.status as keyof typeof STATUS_TONES] ?? "neutral"}>{a.status[0]!.toUpperCase() + a.status.slice(1)}</Badge>
      ),
  },
  {
    id: "date",
    header: "Date",
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
export function adminAttemptColumns({ withUser }: { withUser: boolean }): ColumnDef<AdminAttempt, unknown>[] {
  return withUser ? [userColumn, ...attemptColumns] : attemptColumns;
}
