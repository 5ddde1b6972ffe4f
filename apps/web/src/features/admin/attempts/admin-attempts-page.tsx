import { Ban, Download } from "lucide-react";
import { useState } from "react";
import { ADMIN_ATTEMPT_SORTS, type AdminAttempt } from "@berean/domain";
import { adminAttemptColumns } from "./attempt-columns";
import { HeldResultsPanel } from "./held-results-panel";
import { VoidAttemptDialog } from "./void-attempt-dialog";
import { DataTable, SearchBox } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Button } from "../../../components/ui/button";
import { inputClasses } from "../../../components/ui/input";
import { apiPaths } from "../../../config/paths";
import { withQuery } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useDebouncedSearch } from "../../../lib/use-debounced-search";
import { useAdminAttempts, type AttemptSort } from "../api/attempts";

const SORT_LABELS: Record<AttemptSort, string> = { date: "Date", score: "Score", user: "User" };
const columns = adminAttemptColumns({ withUser: true });

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
  const attempts = useAdminAttempts(search, sort, order, page);
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
            minWidth="min-w-[52rem]"
            cardSort={false}
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
