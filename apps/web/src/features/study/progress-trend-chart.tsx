import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Progress } from "@berean/domain";

/** 'Oct 4': a week's Sunday, the calendar day as it is whatever the viewer's zone. */
const weekLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * The weekly trend of My progress, in its own file so that Recharts loads only with the figures.
 * Hidden from assistive technology: the page gives the same figures as a table.
 */
export function ProgressTrendChart({ weekly }: { weekly: Progress["weekly"] }) {
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
          formatter={(value, _name, item) => [`${String(value)}% (${item.payload.right} of ${item.payload.answered})`, "Right"]}
          labelFormatter={(label) => `Week of ${String(label)}`}
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
