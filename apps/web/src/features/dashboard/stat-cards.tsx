import { formatDuration, type AttemptStats } from "@berean/domain";
import { Award, BarChart3, Clock, ListChecks, type LucideIcon } from "lucide-react";
import { Card } from "../../components/ui/card";
import { orDash } from "../../lib/format";
import { useT } from "./messages";

/** The four stat cards: attempts, average score (rounded), best score, time spent (minutes and seconds); '—' for a score of no attempts. */
export function StatCards({ stats }: { stats: AttemptStats }) {
  const t = useT();
  // The server sends 0 for the average and best of no attempts; 0 would read as a score.
  const none = stats.attempts === 0;
  const cards: { label: string; value: string; icon: LucideIcon; tint: string }[] = [
    { label: t("totalAttempts"), value: String(stats.attempts), icon: ListChecks, tint: "bg-indigo-50 text-indigo-600" },
    { label: t("averageScore"), value: orDash(none ? null : stats.averageScore), icon: BarChart3, tint: "bg-sky-50 text-sky-600" },
    { label: t("bestScore"), value: orDash(none ? null : stats.bestScore), icon: Award, tint: "bg-amber-50 text-amber-600" },
    { label: t("timeSpent"), value: formatDuration(stats.totalSeconds), icon: Clock, tint: "bg-emerald-50 text-emerald-600" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, tint }) => (
        <li key={label}>
          <Card className="flex h-full flex-col gap-2 p-4">
            <p className="flex items-center gap-2 text-xs font-medium text-slate-500">
              <span className={`flex size-7 shrink-0 items-center justify-center rounded-md ${tint}`}>
                <Icon className="size-4" aria-hidden />
              </span>
              {label}
            </p>
            <p className="whitespace-nowrap text-2xl font-bold tabular-nums text-slate-900">{value}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
