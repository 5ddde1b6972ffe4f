import { Activity as ActivityIcon, Clock, RefreshCw, Target, Users } from "lucide-react";
import { useState } from "react";
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

const KIND_LABELS: Record<ActivityKind | "all", string> = {
  all: "All actions",
  sign_in: "Sign-ins",
  quiz_start: "Quiz starts",
  quiz_finish: "Quiz ends",
  payment: "Payments",
  admin: "Admin changes",
};
const KIND_TONES: Record<ActivityKind, "sky" | "indigo" | "green" | "purple" | "amber"> = {
  sign_in: "sky",
  quiz_start: "indigo",
  quiz_finish: "green",
  payment: "purple",
  admin: "amber",
};
const RANGE_LABELS = { all: "All Time", hour: "Last Hour", day: "Last 24 Hours", week: "Last Week" } as const;

/** The server pages the feed by date, so the date is the one sort. */
const columns: ColumnDef<Activity, unknown>[] = [
  {
    id: "user",
    header: "User",
    enableSorting: false,
    cell: ({ row: { original: a } }) => (
      <>
        <span className="block font-medium text-slate-900">{a.userName ?? "(deleted member)"}</span>
        {a.userEmail ? <span className="text-xs text-slate-500">{a.userEmail}</span> : null}
      </>
    ),
  },
  {
    id: "action",
    header: "Action",
    enableSorting: false,
    cell: ({ row: { original: a } }) => (
      <>
        <Badge tone={KIND_TONES[a.kind]}>{a.action}</Badge>
        {a.detail ? <span className="mt-1 block text-xs text-slate-500">{a.detail}</span> : null}
      </>
    ),
  },
  { id: "quiz", header: "Quiz", enableSorting: false, cell: ({ row: { original: a } }) => a.quiz ?? "—" },
  { id: "score", header: "Score", enableSorting: false, cell: ({ row: { original: a } }) => a.score ?? "—", meta: { align: "right" } },
  {
    id: "time",
    header: "Time",
    enableSorting: false,
    cell: ({ row: { original: a } }) => (a.seconds === null ? "—" : formatDuration(a.seconds)),
    meta: { align: "right" },
  },
  { id: "date", header: "Date", accessorKey: "at", cell: ({ row: { original: a } }) => formatDateTime(a.at), meta: { cellClassName: "whitespace-nowrap" } },
];

/** /admin/activity: what members and admins did (docs/product.md part 2 §2 'Admin activity'), from the attempts, payments and the audit log. */
export function AdminActivityPage() {
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
        title="Activity"
        description="Sign-ins, quizzes, payments and every admin change, newest first."
        actions={
          <Button variant="secondary" onClick={() => void report.refetch()} disabled={report.isFetching}>
            <RefreshCw className={report.isFetching ? "animate-spin" : undefined} aria-hidden />
            Refresh
          </Button>
        }
      />
      <CounterCards
        items={[
          { label: "Total Activities", value: counters?.total, icon: ActivityIcon },
          { label: "Active Users", value: counters?.activeUsers, icon: Users },
          { label: "Avg Score", value: counters?.averageScore, icon: Target },
          { label: "Last 24h", value: counters?.last24h, icon: Clock },
        ]}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox label="Search activity" placeholder="Search by member, quiz or action" value={text} onChange={setText} />
        <select aria-label="Action" value={kind} onChange={(e) => filtered(setKind)(e.target.value as typeof kind)} className={cn(inputClasses, "h-10 w-auto")}>
          {Object.entries(KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <select
          aria-label="Time range"
          value={range}
          onChange={(e) => filtered(setRange)(e.target.value as typeof range)}
          className={cn(inputClasses, "h-10 w-auto")}
        >
          {Object.entries(RANGE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <select
          aria-label="Show"
          value={limit}
          onChange={(e) => filtered(setLimit)(Number(e.target.value) as typeof limit)}
          className={cn(inputClasses, "h-10 w-auto")}
        >
          {ACTIVITY_SHOW_COUNTS.map((n) => (
            <option key={n} value={n}>{`Show ${n}`}</option>
          ))}
        </select>
      </div>
      <QueryState
        query={report}
        label="Loading activity"
        errorMessage="Failed to load recent activities."
        isEmpty={(data) => data.activities.length === 0}
        empty={<EmptyState title="No activities found" description="Nothing matches this search, action and time range." />}
      >
        {(data) => (
          <DataTable
            data={data.activities}
            columns={columns}
            rowId={(a, i) => `${a.at}-${i}`}
            minWidth="min-w-[48rem]"
            sort={{ value: { id: "date", desc: order === "desc" }, onChange: (next) => filtered(setOrder)(next.desc ? "desc" : "asc") }}
            paging={{ total: data.counters.total, page, pageSize: data.pageSize, noun: ["activity", "activities"], busy: report.isFetching, onPage: setPage }}
          />
        )}
      </QueryState>
    </>
  );
}
