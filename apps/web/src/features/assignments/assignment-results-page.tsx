import { ASSIGNMENT_ROLE_LABELS, ASSIGNMENT_STATUSES, formatDuration, type AssignmentResultRow, type AssignmentResults } from "@berean/domain";
import { ArrowLeft, Download, Users } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { DataTable, type ColumnDef } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { apiPaths, paths } from "../../config/paths";
import { useServerText } from "../../i18n";
import { isApiError } from "../../lib/api";
import { formatDateTime, orDash } from "../../lib/format";
import { useAssignmentResults } from "./api/assignments";
import { AssignmentStatusBadge, DueDate, FinishedOfMembers } from "./assignment-status";
import { useT, type T } from "./messages";
import { QuestionBreakdown } from "./question-breakdown";
import { RemindMembers } from "./remind-members";

/** The results table's columns, headed in the page's language. */
const resultColumns = (t: T, said: (text: string) => string): ColumnDef<AssignmentResultRow, unknown>[] => [
  {
    id: "name",
    header: t("colName"),
    accessorFn: (row) => row.name,
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{row.original.name}</span>
        {row.original.role === "member" ? null : <Badge tone="indigo">{said(ASSIGNMENT_ROLE_LABELS[row.original.role])}</Badge>}
      </span>
    ),
  },
  {
    id: "status",
    header: t("colStatus"),
    accessorFn: (row) => ASSIGNMENT_STATUSES.indexOf(row.status),
    cell: ({ row }) => <AssignmentStatusBadge status={row.original.status} />,
  },
  {
    id: "score",
    header: t("colScore"),
    meta: { align: "right" },
    // Missing figures (undefined) sort after every real one, whichever way the column is sorted.
    accessorFn: (row) => row.score ?? undefined,
    sortingFn: "basic",
    sortUndefined: "last",
    cell: ({ row }) => (row.original.underReview ? <span className="text-amber-700">{t("underReview")}</span> : orDash(row.original.score)),
  },
  {
    id: "time",
    header: t("colTime"),
    meta: { align: "right" },
    accessorFn: (row) => row.secondsUsed ?? undefined,
    sortingFn: "basic",
    sortUndefined: "last",
    cell: ({ row }) => orDash(row.original.secondsUsed, formatDuration),
  },
  {
    id: "finished",
    header: t("colFinished"),
    accessorFn: (row) => (row.finishedAt ? Date.parse(row.finishedAt) : undefined),
    sortingFn: "basic",
    sortUndefined: "last",
    cell: ({ row }) => (row.original.finishedAt ? <time dateTime={row.original.finishedAt}>{formatDateTime(row.original.finishedAt)}</time> : "—"),
  },
];

/**
 * /groups/:groupId/assignments/:assignmentId (leaders): every current member of the group with
 * their status, score, time and when they finished — names only, never an email or an answer
 * (docs/architecture.md §4 'Groups') — and the same as a CSV file; 'Remind those who have not
 * started'; and, question by question, what the room got right and missed.
 */
export function AssignmentResultsPage() {
  const t = useT();
  const params = useParams();
  const groupId = Number(params.groupId);
  const assignmentId = Number(params.assignmentId);
  const validIds = Number.isInteger(groupId) && groupId > 0 && Number.isInteger(assignmentId) && assignmentId > 0;
  const results = useAssignmentResults(groupId, assignmentId, validIds);
  // The way back sits above the title, as the group page's 'All groups' does.
  const backToGroup = (name: string | null) => (
    <Link
      to={paths.member.group(groupId)}
      className="mb-4 inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <ArrowLeft className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{name ?? t("backToGroup")}</span>
    </Link>
  );

  if (validIds && results.isPending) return <DelayedSpinner label={t("loadingResults")} />;
  if (!validIds || !results.isSuccess) {
    const error = results.error;
    const refused = !validIds || (isApiError(error) && (error.status === 404 || error.status === 403));
    const forbidden = isApiError(error) && error.status === 403;
    return (
      <>
        {validIds ? backToGroup(null) : null}
        <PageHeader title={t("resultsTitle")} />
        {refused ? (
          <EmptyState
            title={forbidden ? t("leadersOnlyTitle") : t("notFoundTitle")}
            description={forbidden ? t("leadersOnlyDescription") : t("notFoundDescription")}
          />
        ) : (
          <ErrorState message={t("resultsLoadFailed")} onRetry={() => void results.refetch()} retrying={results.isFetching} />
        )}
      </>
    );
  }
  return <ResultsView data={results.data} backToGroup={backToGroup(results.data.assignment.groupName)} />;
}

function ResultsView({ data, backToGroup }: { data: AssignmentResults; backToGroup: ReactNode }) {
  const t = useT();
  const said = useServerText();
  const columns = useMemo(() => resultColumns(t, said), [t, said]);
  const { assignment, rows, counts, remindedAt } = data;
  const notStarted = rows.filter((r) => r.role === "member" && r.status === "not_started").length;
  return (
    <>
      {backToGroup}
      <PageHeader
        title={assignment.quiz.title}
        description={
          // One line on a wide screen; on a phone the due day and the assigner each keep a line of their own.
          <span className="flex flex-col gap-0.5 sm:flex-row sm:flex-wrap sm:gap-x-3">
            <DueDate dueDate={assignment.dueDate} dueAt={assignment.dueAt} />
            {assignment.assignedBy ? (
              <span className="text-slate-500 [overflow-wrap:anywhere]">{t("assignedByPerson", { name: assignment.assignedBy })}</span>
            ) : null}
          </span>
        }
        actions={
          <Button asChild variant="secondary">
            <a
              href={apiPaths.groupAssignmentResultsCsv(assignment.groupId, assignment.id)}
              download
              aria-label={t("downloadCsvLabel", { title: assignment.quiz.title })}
            >
              <Download aria-hidden />
              {t("downloadCsv")}
            </a>
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-3">
        {assignment.note ? (
          <p className="whitespace-pre-wrap rounded-lg bg-white px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 [overflow-wrap:anywhere]">
            {assignment.note}
          </p>
        ) : null}
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <Users className="size-4 text-indigo-500" aria-hidden />
          {/* Of the members the assignment is for; leaders who took it too are listed beside them, tagged. */}
          <FinishedOfMembers counts={counts} />
        </p>
        <RemindMembers
          groupId={assignment.groupId}
          assignmentId={assignment.id}
          quizTitle={assignment.quiz.title}
          notStarted={notStarted}
          remindedAt={remindedAt}
        />
      </div>
      {rows.length === 0 ? (
        <Card className="p-5">
          <EmptyState title={t("noMembers")} description={t("noMembersDescription")} />
        </Card>
      ) : (
        <DataTable
          data={rows}
          columns={columns}
          rowId={(row) => row.memberId}
          minWidth="min-w-[40rem]"
          caption={t("resultsCaption", { title: assignment.quiz.title })}
          initialSort={{ id: "name", desc: false }}
        />
      )}
      <QuestionBreakdown groupId={assignment.groupId} assignmentId={assignment.id} title={assignment.quiz.title} />
    </>
  );
}
