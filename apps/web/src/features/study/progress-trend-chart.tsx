import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Progress } from "@berean/domain";
import { useT } from "./messages";

/**
 * The weekly trend of My progress, in its own file so that Recharts loads only with the figures.
 * Hidden from assistive technology: the page gives the same figures as a table.
 */
export function ProgressTrendChart({ weekly }: { weekly: Progress["weekly"] }) {
  const t = useT();
  /** 'Oct 4': a week's Sunday, the calendar day as it is whatever the viewer's zone, in the page's language. */
  const weekLabel = (day: string) => t.intl.formatDate(new Date(`${day}T12:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" });
  const data = weekly.map((w) => ({
    label: weekLabel(w.weekStart),
    percent: w.accuracy === null ? null : Math.round(w.accuracy * 100),
    right: w.right,
    answered: w.answered,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No keyboard layer: the chart is hidden from assistive technology, whose table has the figures. */}
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: -20 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={{ fontSize: 11, fill: "#64748b" }} interval="preserveStartEnd" minTickGap={12} />
        <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={(v: number) => `${v}%`} tick={{ fontSize: 11, fill: "#64748b" }} />
        <Tooltip
          formatter={(value, _name, item) => [
            t("chartValue", { percent: String(value), right: item.payload.right, answered: item.payload.answered }),
            t("right"),
          ]}
          labelFormatter={(label) => t("chartWeekOf", { week: String(label) })}
        />
        <Line
          type="monotone"
          dataKey="percent"
          stroke="#4f46e5"
          strokeWidth={2}
          dot={{ r: 4, fill: "#4f46e5" }}
          activeDot={{ r: 6 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
