import { Activity as ActivityIcon, Clock, RefreshCw, Target, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { ACTIVITY_SHOW_COUNTS, formatDuration, type Activity, type ActivityKind } from "@berean/domain";
import { CounterCards } from "../counter-cards";
import { DataTable, SearchBox, type ColumnDef } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { inputClasses } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { useDebouncedSearch } from "../../../lib/use-debounced-search";
import { formatDateTime } from "../../../lib/format";
import { useActivityReport } from "../api/activity";
import { useT, type AdminKey, type AdminT } from "../messages";

const KIND_LABELS: Record<ActivityKind | "all", AdminKey> = {
  all: "kindAll",
  sign_in: "kindSignIn",
  quiz_start: "kindQuizStart",
  quiz_finish: "kindQuizFinish",
  payment: "kindPayment",
  admin: "kindAdmin",
};
const KIND_TONES: Record<ActivityKind, "sky" | "indigo" | "green" | "purple" | "amber"> = {
  sign_in: "sky",
  quiz_start: "indigo",
  quiz_finish: "green",
  payment: "purple",
  admin: "amber",
};
const RANGE_LABELS = { all: "rangeAll", hour: "rangeHour", day: "rangeDay", week: "rangeWeek" } as const satisfies Record<string, AdminKey>;

/** The server pages the feed by date, so the date is the one sort. */
const columns = (t: AdminT): ColumnDef<Activity, unknown>[] => [
  {
    id: "user",
    header: t("colUser"),
    enableSorting: false,
    cell: ({ row: { original: a } }) => (
      <>
        <span className="block font-medium text-slate-900">{a.userName ?? t("deletedMember")}</span>
        {a.userEmail ? <span className="text-xs text-slate-500">{a.userEmail}</span> : null}
      </>
    ),
  },
  {
    id: "action",
    header: t("colAction"),
    enableSorting: false,
    cell: ({ row: { original: a } }) => (
      <>
        <Badge tone={KIND_TONES[a.kind]}>{a.action}</Badge>
        {a.detail ? <span className="mt-1 block text-xs text-slate-500">{a.detail}</span> : null}
      </>
    ),
  },
  { id: "quiz", header: t("colQuiz"), enableSorting: false, cell: ({ row: { original: a } }) => a.quiz ?? "—" },
  { id: "score", header: t("colScore"), enableSorting: false, cell: ({ row: { original: a } }) => a.score ?? "—", meta: { align: "right" } },
  {
    id: "time",
    header: t("colTime"),
    enableSorting: false,
    cell: ({ row: { original: a } }) => (a.seconds === null ? "—" : formatDuration(a.seconds)),
    meta: { align: "right" },
  },
  {
    id: "date",
    header: t("colDate"),
    accessorKey: "at",
    cell: ({ row: { original: a } }) => formatDateTime(a.at),
    meta: { cellClassName: "whitespace-nowrap" },
  },
];

/** /admin/activity: what members and admins did (docs/product.md part 2 §2 'Admin activity'), from the attempts, payments and the audit log. */
export function AdminActivityPage() {
  const t = useT();
  const activityColumns = useMemo(() => columns(t), [t]);
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<"asc" | "desc">("desc");
  const { text, setText, search } = useDebouncedSearch(() => setPage(1));
  const [kind, setKind] = useState<ActivityKind | "all">("all");
  const [range, setRange] = useState<keyof typeof RANGE_LABELS>("all");
  const [limit, setLimit] = useState<(typeof ACTIVITY_SHOW_COUNTS)[number]>(20);
  // A new filter starts again from the first page.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const report = useActivityReport({ search, kind, range, limit, order, page });

  const counters = report.data?.counters;
  return (
    <>
      <PageHeader
        title={t("activityTitle")}
        description={t("activityDescription")}
        actions={
          <Button variant="secondary" onClick={() => void report.refetch()} disabled={report.isFetching}>
            <RefreshCw className={report.isFetching ? "animate-spin" : undefined} aria-hidden />
            {t("refresh")}
          </Button>
        }
      />
      <CounterCards
        items={[
          { label: t("counterActivities"), value: counters?.total, icon: ActivityIcon },
          { label: t("counterActiveUsers"), value: counters?.activeUsers, icon: Users },
          { label: t("counterAvgScore"), value: counters?.averageScore, icon: Target },
          { label: t("counterLast24h"), value: counters?.last24h, icon: Clock },
        ]}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox label={t("activitySearch")} placeholder={t("activitySearchPlaceholder")} value={text} onChange={setText} />
        <select
          aria-label={t("colAction")}
          value={kind}
          onChange={(e) => filtered(setKind)(e.target.value as typeof kind)}
          className={cn(inputClasses, "h-10 w-auto")}
        >
          {Object.entries(KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
        <select
          aria-label={t("timeRange")}
          value={range}
          onChange={(e) => filtered(setRange)(e.target.value as typeof range)}
          className={cn(inputClasses, "h-10 w-auto")}
        >
          {Object.entries(RANGE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
        <select
          aria-label={t("show")}
          value={limit}
          onChange={(e) => filtered(setLimit)(Number(e.target.value) as typeof limit)}
          className={cn(inputClasses, "h-10 w-auto")}
        >
          {ACTIVITY_SHOW_COUNTS.map((n) => (
            <option key={n} value={n}>
              {t("showCount", { count: n })}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={report}
        label={t("activityLoading")}
        errorMessage={t("activityFailed")}
        isEmpty={(data) => data.activities.length === 0}
        empty={<EmptyState title={t("noActivities")} description={t("activityNoMatch")} />}
      >
        {(data) => (
          <DataTable
            data={data.activities}
            columns={activityColumns}
            rowId={(a, i) => `${a.at}-${i}`}
            minWidth="min-w-[48rem]"
            sort={{ value: { id: "date", desc: order === "desc" }, onChange: (next) => filtered(setOrder)(next.desc ? "desc" : "asc") }}
            paging={{
              total: data.counters.total,
              page,
              pageSize: data.pageSize,
              noun: [t("nounActivity"), t("nounActivities")],
              busy: report.isFetching,
              onPage: setPage,
            }}
          />
        )}
      </QueryState>
    </>
  );
}
