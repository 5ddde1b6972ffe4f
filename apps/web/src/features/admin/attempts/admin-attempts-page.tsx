import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Ban, Download } from "lucide-react";
import { useState } from "react";
import { ADMIN_ATTEMPT_SORTS, formatDuration, type AdminAttempt, type AdminAttemptList } from "@berean/domain";
import { HeldResultsPanel } from "./held-results-panel";
import { VoidAttemptDialog } from "./void-attempt-dialog";
import { DataTable, SearchBox, type ColumnDef } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { inputClasses } from "../../../components/ui/input";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useDebouncedSearch } from "../../../lib/use-debounced-search";

type AttemptSort = (typeof ADMIN_ATTEMPT_SORTS)[number];
const SORT_LABELS: Record<AttemptSort, string> = { date: "Date", score: "Score", user: "User" };
const STATUS_TONES = { finished: "green", expired: "amber", abandoned: "neutral", voided: "red" } as const;

/** The server sorts by date, score or member; the other columns keep their order. */
const columns: ColumnDef<AdminAttempt, unknown>[] = [
  {
    id: "user",
    header: "User",
    accessorKey: "userName",
    cell: ({ row }) => (
      <>
        <span className="block font-medium text-slate-900">{row.original.userName}</span>
        <span className="text-xs text-slate-500">{row.original.userEmail}</span>
      </>
    ),
  },
  { id: "quiz", header: "Quiz", accessorKey: "quizTitle", enableSorting: false, meta: { cellClassName: "whitespace-nowrap" } },
  { id: "score", header: "Score", accessorKey: "score", meta: { align: "right", cellClassName: "font-semibold" } },
  { id: "correct", header: "Correct", accessorKey: "correct", enableSorting: false, meta: { align: "right" } },
  { id: "wrong", header: "Wrong", accessorKey: "wrong", enableSorting: false, meta: { align: "right" } },
  { id: "time", header: "Time", accessorKey: "secondsUsed", enableSorting: false, cell: ({ row }) => formatDuration(row.original.secondsUsed), meta: { align: "right", cellClassName: "whitespace-nowrap" } },
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
    cell: ({ row: { original: a } }) => new Date(a.finishedAt ?? a.startedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }),
    meta: { cellClassName: "whitespace-nowrap" },
  },
];

/** /admin/attempts: every ended attempt, searched, sorted and paged by the server, and its CSV export (docs/product.md part 2 §2 'Admin attempts'). */
export function AdminAttemptsPage() {
  const [sort, setSort] = useState<AttemptSort>("date");
  const [order, setOrder] = useState<"asc" | "desc">("desc");
  const [page, setPage] = useState(1);
  const sortBy = (nextSort: AttemptSort, nextOrder: "asc" | "desc") => {
    setSort(nextSort);
    setOrder(nextOrder);
    setPage(1);
  };
  const { text, setText, search } = useDebouncedSearch(() => setPage(1));
  const params = { search: search || undefined, sort, order };
  const attempts = useQuery({
    queryKey: ["admin", "attempts", search, sort, order, page],
    queryFn: () => api.get<AdminAttemptList>(withQuery(apiPaths.adminAttempts, { ...params, page: String(page) })),
    placeholderData: keepPreviousData,
  });
  const [voiding, setVoiding] = useState<AdminAttempt | null>(null);

  return (
    <>
      <PageHeader
        title="Attempts"
        description="Every finished quiz, searchable and sortable."
        actions={
          <Button asChild variant="secondary">
            <a href={withQuery(apiPaths.adminAttemptsExport, params)} download>
              <Download aria-hidden />
              Export Data
            </a>
          </Button>
        }
      />
      <HeldResultsPanel />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label="Search attempts" placeholder="Search by member or quiz" value={text} onChange={setText} />
        <label className="flex items-center gap-2 text-sm text-slate-600">
          Sort by
          <select value={sort} onChange={(e) => sortBy(e.target.value as AttemptSort, order)} className={cn(inputClasses, "h-10 w-auto")}>
            {ADMIN_ATTEMPT_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          Order
          <select value={order} onChange={(e) => sortBy(sort, e.target.value as "asc" | "desc")} className={cn(inputClasses, "h-10 w-auto")}>
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </select>
        </label>
      </div>
      <QueryState
        query={attempts}
        label="Loading attempts"
        errorMessage="Failed to load attempts."
        isEmpty={(data) => data.attempts.length === 0}
        empty={<EmptyState title="No attempts found" description={search ? `Nothing matches “${search}”.` : "Finished quizzes show up here."} />}
      >
        {(data) => (
          <DataTable
            data={data.attempts}
            columns={columns}
            rowId={(a) => String(a.id)}
            minWidth="min-w-[58rem]"
            sort={{ value: { id: sort, desc: order === "desc" }, onChange: (next) => sortBy(next.id as AttemptSort, next.desc ? "desc" : "asc") }}
            paging={{ total: data.total, page, pageSize: data.pageSize, noun: ["attempt", "attempts"], busy: attempts.isFetching, onPage: setPage }}
            rowActions={(a) =>
              a.status === "finished" || a.status === "expired" ? (
                <Button size="sm" variant="ghost" onClick={() => setVoiding(a)} aria-label={`Void result: ${a.userName}, ${a.quizTitle}`}>
                  <Ban aria-hidden />
                  Void
                </Button>
              ) : a.voidReason ? (
                <span className="text-xs text-slate-500" title={a.voidReason}>
                  {a.voidReason.length > 30 ? `${a.voidReason.slice(0, 30)}…` : a.voidReason}
                </span>
              ) : null
            }
          />
        )}
      </QueryState>
      <VoidAttemptDialog attempt={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
