import { formatDuration, type LeaderboardEntry } from "@berean/domain";
import { Crown } from "lucide-react";
import { cn } from "../../lib/cn";
import { useT } from "./messages";

const styles = {
  1: { block: "h-28 sm:h-36 bg-gradient-to-t from-amber-400 to-amber-300", badge: "bg-amber-400 text-amber-950" },
  2: { block: "h-20 sm:h-28 bg-gradient-to-t from-slate-300 to-slate-200", badge: "bg-slate-300 text-slate-800" },
  3: { block: "h-16 sm:h-20 bg-gradient-to-t from-orange-300 to-orange-200", badge: "bg-orange-300 text-orange-950" },
} as const;

/**
 * Only the places that exist are drawn, centred: one player stands alone, two stand second–first.
 * The grid's columns and the orders are written out so that Tailwind sees them.
 */
const layouts = {
  1: { grid: "mx-auto w-full max-w-40 grid-cols-1", order: ["order-1"] },
  2: { grid: "mx-auto w-full max-w-sm grid-cols-2", order: ["order-2", "order-1"] },
  3: { grid: "grid-cols-3", order: ["order-2", "order-1", "order-3"] },
} as const;

/** The top three (or fewer): read first to third, shown second–first–third from left to right. */
export function Podium({ entries }: { entries: LeaderboardEntry[] }) {
  const t = useT();
  const shown = entries.slice(0, 3);
  if (shown.length === 0) return null;
  const layout = layouts[shown.length as 1 | 2 | 3];
  return (
    <ol
      aria-label={t(shown.length === 1 ? "topPlace" : shown.length === 2 ? "topTwo" : "topThree")}
      className={cn("grid items-end gap-2 sm:gap-4", layout.grid)}
    >
      {shown.map((entry, i) => {
        const place = Math.min(Math.max(entry.rank, 1), 3) as 1 | 2 | 3;
        return (
          <li key={`${entry.rank}-${entry.name}`} className={cn("flex min-w-0 flex-col items-center gap-2", layout.order[i])}>
            {place === 1 ? <Crown className="size-6 text-amber-500" aria-hidden /> : null}
            <span className={cn("flex size-10 items-center justify-center rounded-full text-sm font-bold sm:size-12", styles[place].badge)}>{entry.rank}</span>
            <span className={cn("line-clamp-2 w-full break-words text-center text-sm font-semibold text-slate-900", entry.isViewer && "text-indigo-700")}>
              {entry.name}
            </span>
            <span className="text-xs text-slate-500">{t("scoreAndTime", { score: entry.score, time: formatDuration(entry.secondsUsed) })}</span>
            <div className={cn("w-full rounded-t-lg", styles[place].block)} aria-hidden />
          </li>
        );
      })}
    </ol>
  );
}
