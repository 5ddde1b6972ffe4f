import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useMemo, useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { PageViewReport } from "@berean/domain";
import { PageHeader } from "../../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../../components/page-states";
import { Card } from "../../../components/ui/card";
import { inputClasses } from "../../../components/ui/input";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";
import { cn } from "../../../lib/cn";

type SortKey = "path" | "views" | "days";
const RANGES = [7, 30, 90, 365] as const;
const numberFormat = new Intl.NumberFormat("en-US");
const shortDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** /admin/page-views: views per page and per day (spec 2 'Admin page views'), sortable, with a chart over time. */
export function AdminPageViewsPage() {
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: "views", descending: true });
  const report = useQuery({
    queryKey: ["admin", "page-views", days],
    queryFn: () => api.get<PageViewReport>(withQuery(apiPaths.adminPageViews, { days: String(days) })),
  });
  const pages = useMemo(() => {
    const rows = [...(report.data?.pages ?? [])];
    rows.sort((a, b) => {
      const order = sort.key === "path" ? a.path.localeCompare(b.path) : a[sort.key] - b[sort.key];
      return sort.descending ? -order : order;
    });
    return rows;
  }, [report.data, sort]);
  const total = report.data?.daily.reduce((sum, d) => sum + d.views, 0) ?? 0;

  const header = (key: SortKey, label: string, align = "text-left") => {
    const active = sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"} className={cn("px-4 py-3", align)}>
        <button
          type="button"
          onClick={() => setSort((s) => ({ key, descending: s.key === key ? !s.descending : key !== "path" }))}
          className="inline-flex items-center gap-1 font-semibold tracking-wide uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {label}
          {active ? sort.descending ? <ArrowDown className="size-3.5" aria-hidden /> : <ArrowUp className="size-3.5" aria-hidden /> : null}
        </button>
      </th>
    );
  };

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
      {report.isPending ? (
        <DelayedSpinner label="Loading page views" />
      ) : report.isError ? (
        <ErrorState message="Failed to load page views." onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : (
        <div className="flex flex-col gap-6">
          <Card className="p-5">
            <h2 className="mb-1 font-semibold text-slate-900">Views per day</h2>
            <p className="mb-4 text-sm text-slate-600">{`${numberFormat.format(total)} views in the last ${days} days.`}</p>
            <div className="h-56" role="img" aria-label={`Bar chart of views per day over the last ${days} days, ${numberFormat.format(total)} in all; the table below lists them by page.`}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={report.data.daily.map((d) => ({ ...d, label: shortDay(d.day) }))} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
                  <XAxis dataKey="label" tick={{ fontSize: 11, fill: "#64748b" }} interval="preserveStartEnd" minTickGap={16} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#64748b" }} />
                  <Tooltip cursor={{ fill: "#eef2ff" }} formatter={(value) => [numberFormat.format(Number(value)), "Views"]} />
                  <Bar dataKey="views" fill="#4f46e5" radius={[3, 3, 0, 0]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </Card>
          {pages.length === 0 ? (
            <EmptyState title="No page views yet" description="Visits to the site's pages show up here." />
          ) : (
            <Card className="min-w-0 overflow-hidden">
              <div className="overflow-x-auto">
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <thead className="bg-slate-50 text-xs text-slate-500">
                    <tr>
                      {header("path", "Path")}
                      {header("views", "Views", "text-right")}
                      {header("days", "Unique days", "text-right")}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {pages.map((p) => (
                      <tr key={p.path}>
                        <td className="px-4 py-2.5 font-mono text-xs break-all text-slate-800">{p.path}</td>
                        <td className="px-4 py-2.5 text-right tabular-nums">{numberFormat.format(p.views)}</td>
                        <td className="px-4 py-2.5 text-right tabular-nums">{p.days}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
          )}
        </div>
      )}
    </>
  );
}
