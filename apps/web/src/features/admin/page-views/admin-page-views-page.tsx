import { useMemo, useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { PageViewReport } from "@berean/domain";
import { DataTable, type ColumnDef } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Card } from "../../../components/ui/card";
import { inputClasses } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { usePageViews } from "../api/page-views";
import { useT, type AdminT } from "../messages";

const RANGES = [7, 30, 90, 365] as const;
const shortDay = (t: AdminT, day: string) => t.intl.formatDate(new Date(`${day}T12:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" });

type PageViews = PageViewReport["pages"][number];
/** Sorted in the browser: the report is one row per page, all of them at once. */
const columns = (t: AdminT): ColumnDef<PageViews, unknown>[] => [
  { id: "path", header: t("colPath"), accessorKey: "path", meta: { cellClassName: "font-mono text-xs break-all text-slate-800" } },
  { id: "views", header: t("colViews"), accessorKey: "views", cell: ({ row }) => t.intl.formatNumber(row.original.views), meta: { align: "right" } },
  { id: "days", header: t("colUniqueDays"), accessorKey: "days", meta: { align: "right" } },
];

/** /admin/page-views: views per page and per day (docs/product.md part 2 §2 'Admin page views'), sortable, with a chart over time. */
export function AdminPageViewsPage() {
  const t = useT();
  const pageColumns = useMemo(() => columns(t), [t]);
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const report = usePageViews(days);
  const total = report.data?.daily.reduce((sum, d) => sum + d.views, 0) ?? 0;

  return (
    <>
      <PageHeader
        title={t("pageViewsTitle")}
        description={t("pageViewsDescription")}
        actions={
          <label className="flex items-center gap-2 text-sm text-slate-600">
            {t("range")}
            <select value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof RANGES)[number])} className={cn(inputClasses, "h-9 w-auto")}>
              {RANGES.map((r) => (
                <option key={r} value={r}>
                  {t("lastDays", { days: r })}
                </option>
              ))}
            </select>
          </label>
        }
      />
      <QueryState query={report} label={t("pageViewsLoading")} errorMessage={t("pageViewsFailed")}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <Card className="p-5">
              <h2 className="mb-1 font-semibold text-slate-900">{t("viewsPerDay")}</h2>
              <p className="mb-4 text-sm text-slate-600">{t("viewsInDays", { count: total, days })}</p>
              <div className="h-56" role="img" aria-label={t("viewsChart", { days, total })}>
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={data.daily.map((d) => ({ ...d, label: shortDay(t, d.day) }))} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
                    <XAxis dataKey="label" tick={{ fontSize: 11, fill: "#64748b" }} interval="preserveStartEnd" minTickGap={16} />
                    <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#64748b" }} />
                    <Tooltip cursor={{ fill: "#eef2ff" }} formatter={(value) => [t.intl.formatNumber(Number(value)), t("colViews")]} />
                    <Bar dataKey="views" fill="#4f46e5" radius={[3, 3, 0, 0]} isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </Card>
            {data.pages.length === 0 ? (
              <EmptyState title={t("noPageViews")} description={t("noPageViewsHint")} />
            ) : (
              <DataTable data={data.pages} columns={pageColumns} rowId={(p) => p.path} minWidth="min-w-[32rem]" initialSort={{ id: "views", desc: true }} />
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
