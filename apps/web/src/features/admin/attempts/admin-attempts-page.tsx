import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Ban, Download } from "lucide-react";
import { useState } from "react";
import { ADMIN_ATTEMPT_SORTS, formatDuration, type AdminAttempt, type AdminAttemptList } from "@berean/domain";
import { HeldResultsPanel } from "./held-results-panel";
import { VoidAttemptDialog } from "./void-attempt-dialog";
import { DataTable, SearchBox } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { Pager } from "../../../components/pager";
import { DelayedSpinner, EmptyState, ErrorState } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { inputClasses } from "../../../components/ui/input";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useDebouncedSearch } from "../../../lib/use-debounced-search";

const SORT_LABELS: Record<(typeof ADMIN_ATTEMPT_SORTS)[number], string> = { date: "Date", score: "Score", user: "User" };
const STATUS_TONES = { finished: "green", expired: "amber", abandoned: "neutral", voided: "red" } as const;

/** /admin/attempts: every ended attempt, searched, sorted and paged by the server, and its CSV export (spec 2 'Admin attempts'). */
export function AdminAttemptsPage() {
  const [sort, setSort] = useState<(typeof ADMIN_ATTEMPT_SORTS)[number]>("date");
  const [order, setOrder] = useState<"asc" | "desc">("desc");
  const [page, setPage] = useState(1);
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
          <select value={sort} onChange={(e) => { setSort(e.target.value as typeof sort); setPage(1); }} className={cn(inputClasses, "h-10 w-auto")}>
            {ADMIN_ATTEMPT_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          Order
          <select value={order} onChange={(e) => { setOrder(e.target.value as typeof order); setPage(1); }} className={cn(inputClasses, "h-10 w-auto")}>
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </select>
        </label>
      </div>
      {attempts.isPending ? (
        <DelayedSpinner label="Loading attempts" />
      ) : attempts.isError ? (
        <ErrorState message="Failed to load attempts." onRetry={() => void attempts.refetch()} retrying={attempts.isFetching} />
      ) : attempts.data.attempts.length === 0 ? (
        <EmptyState title="No attempts found" description={search ? `Nothing matches “${search}”.` : "Finished quizzes show up here."} />
      ) : (
        <DataTable className="min-w-[58rem]" columns={[{ label: "User" }, { label: "Quiz" }, { label: "Score", align: "right" }, { label: "Correct", align: "right" }, { label: "Wrong", align: "right" }, { label: "Time", align: "right" }, { label: "Status" }, { label: "Date" }, { label: "Actions", align: "right" }]} footer={<Pager total={attempts.data.total} page={page} pageSize={attempts.data.pageSize} noun={["attempt", "attempts"]} busy={attempts.isFetching} onPage={setPage} />}>
          {attempts.data.attempts.map((a) => (
            <tr key={a.id}>
              <td className="px-4 py-2.5">
                <span className="block font-medium text-slate-900">{a.userName}</span>
                <span className="text-xs text-slate-500">{a.userEmail}</span>
              </td>
              <td className="px-4 py-2.5 whitespace-nowrap">{a.quizTitle}</td>
              <td className="px-4 py-2.5 text-right font-semibold tabular-nums">{a.score}</td>
              <td className="px-4 py-2.5 text-right tabular-nums">{a.correct}</td>
              <td className="px-4 py-2.5 text-right tabular-nums">{a.wrong}</td>
              <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">{formatDuration(a.secondsUsed)}</td>
              <td className="px-4 py-2.5">
                {a.heldReason ? (
                  <Badge tone="amber" title={a.heldReason}>
                    Held for review
                  </Badge>
                ) : (
                  <Badge tone={STATUS_TONES[a.status as keyof typeof STATUS_TONES] ?? "neutral"}>{a.status[0]!.toUpperCase() + a.status.slice(1)}</Badge>
                )}
              </td>
              <td className="px-4 py-2.5 whitespace-nowrap">{new Date(a.finishedAt ?? a.startedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}</td>
              <td className="px-4 py-2.5 text-right">
                {a.status === "finished" || a.status === "expired" ? (
                  <Button size="sm" variant="ghost" onClick={() => setVoiding(a)} aria-label={`Void result: ${a.userName}, ${a.quizTitle}`}>
                    <Ban aria-hidden />
                    Void
                  </Button>
                ) : a.voidReason ? (
                  <span className="text-xs text-slate-500" title={a.voidReason}>
                    {a.voidReason.length > 30 ? `${a.voidReason.slice(0, 30)}…` : a.voidReason}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <VoidAttemptDialog attempt={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
