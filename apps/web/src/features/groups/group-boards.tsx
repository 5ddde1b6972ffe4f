import { formatDuration, type LeaderboardEntry } from "@berean/domain";
import { Trophy } from "lucide-react";
import { useState } from "react";
import { EmptyState, ErrorState, DelayedSpinner } from "../../components/page-states";
import { PeriodSwitch } from "../../components/period-switch";
import { RankedList, type RankedRow } from "../../components/ranked-list";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useGroupLeaderboard } from "./api/groups";
import { useT } from "./messages";
import type { LeaderboardWindow } from "../leaderboard";

/** Each period's label and empty board, as message keys (translated where they are shown). */
const WINDOWS = [
  { value: "week", label: "periodWeek", empty: "emptyWeek" },
  { value: "month", label: "periodMonth", empty: "emptyMonth" },
  { value: "all", label: "periodAll", empty: "emptyAll" },
] as const satisfies readonly { value: LeaderboardWindow; label: string; empty: string }[];

const toRow = (entry: LeaderboardEntry): RankedRow => ({
  rank: entry.rank,
  name: entry.name,
  score: entry.score,
  detail: formatDuration(entry.secondsUsed),
  key: `${entry.rank}-${entry.name}-${entry.finishedAt}`,
  isViewer: entry.isViewer,
});

/** The group's boards: the site's best-score rules, ranked among its members only; top 10 and the viewer's place. */
export function GroupBoards({ groupId }: { groupId: number }) {
  const t = useT();
  const [window, setWindow] = useState<LeaderboardWindow>("week");
  const board = useGroupLeaderboard(groupId, window);
  const current = WINDOWS.find((w) => w.value === window)!;
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="group-boards" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Trophy className="size-5 text-indigo-600" aria-hidden />
          {t("boards")}
        </h2>
        <PeriodSwitch options={WINDOWS.map((w) => ({ value: w.value, label: t(w.label) }))} value={window} onChange={setWindow} compact />
      </div>
      {board.isPending ? (
        <DelayedSpinner label={t("loadingBoard")} />
      ) : board.isError ? (
        <ErrorState message={board.error.message} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : board.data.entries.length === 0 ? (
        <EmptyState icon={<Trophy className="size-8" aria-hidden />} title={t("noScores")} description={t(current.empty)} />
      ) : (
        <div className={cn("flex flex-col gap-3 transition-opacity", board.isPlaceholderData && "opacity-60")}>
          <p className="text-sm text-slate-600">{t("boardSummary", { count: board.data.counters.activePlayers })}</p>
          <RankedList rows={board.data.entries.map(toRow)} />
          {board.data.me && !board.data.entries.some((entry) => entry.isViewer) ? (
            <div className="flex flex-col gap-2 border-t border-dashed border-slate-200 pt-3">
              <h3 className="text-sm font-semibold text-slate-700">{t("you")}</h3>
              <RankedList rows={[toRow(board.data.me)]} />
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
}
