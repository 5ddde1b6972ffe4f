import { ChevronRight, ChevronsLeft, ChevronsRight, Trophy } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { cn } from "../../lib/cn";
import { useLeaderboard } from "../leaderboard";
import { useT } from "./messages";

const medal = ["bg-amber-400 text-amber-950", "bg-slate-300 text-slate-800", "bg-orange-300 text-orange-950"];

/**
 * The floating leaderboard on the desktop dashboard (docs/product.md part 1 §2): 420 px tall, 320 px wide or 56 px
 * collapsed, the week's top 3 and 'View Full Leaderboard'.
 */
export function LeaderboardPanel({ collapsed, onCollapsedChange }: { collapsed: boolean; onCollapsedChange: (collapsed: boolean) => void }) {
  const t = useT();
  const board = useLeaderboard("week");
  return (
    <aside
      aria-label={t("topOfLeaderboard")}
      className={cn(
        "fixed bottom-6 right-6 z-20 hidden h-[420px] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg transition-[width] xl:flex",
        collapsed ? "w-14" : "w-80",
      )}
    >
      {collapsed ? (
        <button
          type="button"
          onClick={() => onCollapsedChange(false)}
          className="flex h-full w-full flex-col items-center gap-3 py-4 text-indigo-600 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
        >
          <ChevronsLeft className="size-5" aria-hidden />
          <Trophy className="size-5" aria-hidden />
          <span className="text-xs font-semibold [writing-mode:vertical-rl]">{t("leaderboard")}</span>
          <span className="sr-only">{t("expandLeaderboard")}</span>
        </button>
      ) : (
        <>
          <div className="flex items-center justify-between border-b border-slate-100 bg-gradient-to-r from-indigo-600 to-violet-600 px-4 py-3 text-white">
            <h2 className="flex items-center gap-2 text-sm font-semibold">
              <Trophy className="size-4" aria-hidden />
              {t("topThisWeek")}
            </h2>
            <button
              type="button"
              onClick={() => onCollapsedChange(true)}
              className="rounded-md p-1 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <ChevronsRight className="size-4" aria-hidden />
              <span className="sr-only">{t("collapseLeaderboard")}</span>
            </button>
          </div>
          <div className="flex flex-1 flex-col gap-3 overflow-y-auto p-4">
            {board.isPending ? (
              <Spinner />
            ) : board.isError ? (
              <p className="text-sm text-slate-600">{t("leaderboardFailed")}</p>
            ) : board.data.entries.length === 0 ? (
              <p className="text-sm text-slate-600">{t("noScoresThisWeek")}</p>
            ) : (
              <ol className="flex flex-col gap-2">
                {board.data.entries.slice(0, 3).map((entry, i) => (
                  <li
                    key={`${entry.rank}-${entry.name}`}
                    className={cn("flex items-center gap-3 rounded-lg p-2.5", entry.isViewer ? "bg-indigo-50 ring-1 ring-indigo-200" : "bg-slate-50")}
                  >
                    <span className={cn("flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold", medal[i])}>{entry.rank}</span>
                    <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{entry.name}</span>
                    <span className="text-sm font-bold tabular-nums text-indigo-700">{entry.score}</span>
                  </li>
                ))}
              </ol>
            )}
            {board.data?.me && board.data.me.rank > 3 ? (
              <p className="text-xs text-slate-600">
                {t.rich("yourRank", { rank: board.data.me.rank, b: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span> })}
              </p>
            ) : null}
          </div>
          <div className="border-t border-slate-100 p-3">
            <Button asChild variant="secondary" size="sm" className="w-full">
              <Link to={paths.publicLeaderboard}>
                {t("viewFullLeaderboard")}
                <ChevronRight aria-hidden />
              </Link>
            </Button>
          </div>
        </>
      )}
    </aside>
  );
}
