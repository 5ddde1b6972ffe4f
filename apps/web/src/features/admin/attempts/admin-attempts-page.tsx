import { Ban, Download } from "lucide-react";
import { useMemo, useState } from "react";
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
import { useT, type AdminKey } from "../messages";

const SORT_LABELS: Record<AttemptSort, AdminKey> = { date: "colDate", score: "colScore", user: "colUser" };

/** /admin/attempts: every ended attempt, searched, sorted and paged by the server, and its CSV export (docs/product.md part 2 §2 'Admin attempts'). */
export function AdminAttemptsPage() {
  const t = useT();
  const columns = useMemo(() => adminAttemptColumns({ withUser: true, t }), [t]);
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
        title={t("attemptsTitle")}
        description={t("attemptsDescription")}
        actions={
          <Button asChild variant="secondary">
            <a href={withQuery(apiPaths.adminAttemptsExport, params)} download>
              <Download aria-hidden />
              {t("exportData")}
            </a>
          </Button>
        }
      />
      <HeldResultsPanel />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label={t("attemptsSearch")} placeholder={t("attemptsSearchPlaceholder")} value={text} onChange={setText} />
        <label className="flex items-center gap-2 text-sm text-slate-600">
          {t("sortBy")}
          <select value={sort} onChange={(e) => sortBy(e.target.value as AttemptSort, order)} className={cn(inputClasses, "h-10 w-auto")}>
            {ADMIN_ATTEMPT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABELS[s])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          {t("order")}
          <select value={order} onChange={(e) => sortBy(sort, e.target.value as "asc" | "desc")} className={cn(inputClasses, "h-10 w-auto")}>
            <option value="desc">{t("descending")}</option>
            <option value="asc">{t("ascending")}</option>
          </select>
        </label>
      </div>
      <QueryState
        query={attempts}
        label={t("attemptsLoading")}
        errorMessage={t("attemptsFailed")}
        isEmpty={(data) => data.attempts.length === 0}
        empty={<EmptyState title={t("noAttempts")} description={search ? t("nothingMatches", { search }) : t("attemptsNone")} />}
      >
        {(data) => (
          <DataTable
            data={data.attempts}
            columns={columns}
            rowId={(a) => String(a.id)}
            minWidth="min-w-[52rem]"
            cardSort={false}
            sort={{ value: { id: sort, desc: order === "desc" }, onChange: (next) => sortBy(next.id as AttemptSort, next.desc ? "desc" : "asc") }}
            paging={{
              total: data.total,
              page,
              pageSize: data.pageSize,
              noun: [t("nounAttempt"), t("nounAttempts")],
              busy: attempts.isFetching,
              onPage: setPage,
            }}
            rowActions={(a) =>
              a.status === "finished" || a.status === "expired" ? (
                <Button size="sm" variant="ghost" onClick={() => setVoiding(a)} aria-label={t("voidResultOf", { name: a.userName, title: a.quizTitle })}>
                  <Ban aria-hidden />
                  {t("void")}
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
