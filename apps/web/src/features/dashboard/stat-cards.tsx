import { formatDuration, type AttemptStats } from "@berean/domain";
import { Award, BarChart3, Clock, ListChecks, type LucideIcon } from "lucide-react";
import { Card } from "../../components/ui/card";

/** The four stat cards: attempts, average score (rounded), best score, time spent (minutes and seconds). */
export function StatCards({ stats }: { stats: AttemptStats }) {
  const cards: { label: string; value: string; icon: LucideIcon; tint: string }[] = [
    { label: "Total Attempts", value: String(stats.attempts), icon: ListChecks, tint: "bg-indigo-50 text-indigo-600" },
    { label: "Average Score", value: String(stats.averageScore), icon: BarChart3, tint: "bg-sky-50 text-sky-600" },
    { label: "Best Score", value: String(stats.bestScore), icon: Award, tint: "bg-amber-50 text-amber-600" },
    { label: "Time Spent", value: formatDuration(stats.totalSeconds), icon: Clock, tint: "bg-emerald-50 text-emerald-600" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, tint }) => (
        <li key={label}>
          <Card className="flex h-full items-center gap-3 p-4">
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tint}`}>
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="truncate text-xs font-medium text-slate-500">{label}</p>
              <p className="text-xl font-bold tabular-nums text-slate-900">{value}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
