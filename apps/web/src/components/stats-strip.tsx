import { BookOpenCheck, ListChecks, Target, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useSiteStats } from "../lib/site-stats";
import { cn } from "../lib/cn";
import { useT } from "./messages";

/** The live figures from GET /api/stats (docs/architecture.md §4 'Figures'); placeholders keep their size while loading. */
export function StatsStrip({ className }: { className?: string }) {
  const t = useT();
  const stats = useSiteStats();
  const value = (n: number | null | undefined, suffix = "") => (n == null ? "—" : `${t.intl.formatNumber(n)}${suffix}`);
  // `id` names the figure for tests (stat-Members), whatever the language.
  const items: { id: string; label: string; value: string; icon: LucideIcon }[] = [
    { id: "Members", label: t("statMembers"), value: value(stats.data?.members), icon: Users },
    { id: "Questions", label: t("statQuestions"), value: value(stats.data?.questions), icon: BookOpenCheck },
    { id: "Quizzes taken", label: t("statQuizzesTaken"), value: value(stats.data?.attempts), icon: ListChecks },
    { id: "Average score", label: t("statAverageScore"), value: stats.data ? value(stats.data.averageScore) : "—", icon: Target },
  ];
  return (
    <section aria-label={t("statsLabel")} className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6", className)}>
      <dl
        className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4 md:grid-cols-4"
        aria-busy={stats.isPending}
      >
        {items.map(({ id, label, value: figure, icon: Icon }) => (
          // dt and dd sit directly in the group (a valid <dl>); the icon rides inside the dt.
          <div key={id} className="relative min-w-0 rounded-xl bg-slate-50 px-4 py-3 sm:pl-[4.25rem]">
            <dt className="truncate text-xs font-medium text-slate-500">
              <span className="absolute left-4 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-white text-indigo-600 ring-1 ring-slate-200 sm:flex">
                <Icon className="size-5" aria-hidden />
              </span>
              {label}
            </dt>
            <dd className={cn("text-xl font-bold text-slate-900 tabular-nums", stats.isPending && "text-slate-300")} data-testid={`stat-${id}`}>
              {figure}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
