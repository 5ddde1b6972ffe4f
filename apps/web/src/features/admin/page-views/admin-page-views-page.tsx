import { useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { PageViewReport } from "@berean/domain";
import { DataTable, type ColumnDef } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Card } from "../../../components/ui/card";
import { inputClasses } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { plural } from "../../../lib/format";
import { usePageViews } from "../api/page-views";

const RANGES = [7, 30, 90, 365] as const;
const numberFormat = new Intl.NumberFormat("en-US");
const shortDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

type PageViews = PageViewReport["pages"][number];
/** Sorted in the browser: the report is one row per page, all of them at once. */
const columns: ColumnDef<PageViews, unknown>[] = [
  { id: "path", header: "Path", accessorKey: "path", meta: { cellClassName: "font-mono text-xs break-all text-slate-800" } },
  { id: "views", header: "Views", accessorKey: "views", cell: ({ row }) => numberFormat.format(row.original.views), meta: { align: "right" } },
  { id: "days", header: "Unique days", accessorKey: "days", meta: { align: "right" } },
];

/** /admin/page-views: views per page and per day (docs/product.md part 2 §2 'Admin page views'), sortable, with a chart over time. */
export function AdminPageViewsPage() {
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const report = usePageViews(days);
  const total = report.data?.daily.reduce((sum, d) => sum + d.views, 0) ?? 0;

  return (
    <>
      <PageHeader
        title="Page Views"
        description="How often each page is visited. Counted per page and day, never per person; the admin area is not counted."
        actions={
          <label className="flex items-center gap-2 text-sm text-slate-600">
            Range
            <select value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof RANGES)[number])} className={cn(inputClasses, "h-9 w-auto")}>
              {RANGES.map((r) => (
                <option key={r} value={r}>{`Last ${r} days`}</option>
              ))}
            </select>
          </label>
        }
      />
      <QueryState query={report} label="Loading page views" errorMessage="Failed to load page views.">
        {(data) => (
          <div className="flex flex-col gap-6">
            <Card className="p-5">
              <h2 className="mb-1 font-semibold text-slate-900">Views per day</h2>
              <p className="mb-4 text-sm text-slate-600">{`${plural(total, "view")} in the last ${days} days.`}</p>
              <div
                className="h-56"
                role="img"
                aria-label={`Bar chart of views per day over the last ${days} days, ${numberFormat.format(total)} in all; the table below lists them by page.`}
              >
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={data.daily.map((d) => ({ ...d, label: shortDay(d.day) }))} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
                    <XAxis dataKey="label" tick={{ fontSize: 11, fill: "#64748b" }} interval="preserveStartEnd" minTickGap={16} />
                    <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#64748b" }} />
                    <Tooltip cursor={{ fill: "#eef2ff" }} formatter={(value) => [numberFormat.format(Number(value)), "Views"]} />
                    <Bar dataKey="views" fill="#4f46e5" radius={[3, 3, 0, 0]} isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </Card>
            {data.pages.length === 0 ? (
              <EmptyState title="No page views yet" description="Visits to the site's pages show up here." />
            ) : (
              <DataTable data={data.pages} columns={columns} rowId={(p) => p.path} minWidth="min-w-[32rem]" initialSort={{ id: "views", desc: true }} />
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
