import { formatDuration, type LeaderboardEntry } from "@berean/domain";
import { Crown, Play, Trophy, UserRound, Users } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { PeriodSwitch } from "../../components/period-switch";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { cn } from "../../lib/cn";
import { orDash } from "../../lib/format";
import { useCurrentUser } from "../../lib/current-user";
import { useLeaderboard, type LeaderboardWindow } from "./api/leaderboard";
import { useT } from "./messages";
import { Podium } from "./podium";

const windows = [
  { value: "week", label: "thisWeek" },
  { value: "month", label: "thisMonth" },
  { value: "all", label: "allTime" },
] as const satisfies { value: LeaderboardWindow; label: string }[];

/** /leaderboard: the top 10 of a window (podium of 3 and the rest) and the viewer's own rank. */
export function LeaderboardPage() {
  const t = useT();
  const user = useCurrentUser();
  const [window, setWindow] = useState<LeaderboardWindow>("week");
  const board = useLeaderboard(window);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          user.role === "user" ? (
            <Button asChild>
              <Link to={paths.member.quizSelection}>
                <Play aria-hidden />
                {t("takeQuiz")}
              </Link>
            </Button>
          ) : null
        }
      />
      <PeriodSwitch options={windows.map((w) => ({ value: w.value, label: t(w.label) }))} value={window} onChange={setWindow} className="mb-6" />
      {board.isPending ? (
        <DelayedSpinner label={t("loading")} />
      ) : board.isError ? (
        <ErrorState message={board.error.message} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : (
        <div className={cn("flex flex-col gap-6 transition-opacity", board.isPlaceholderData && "opacity-60")}>
          <div className="grid grid-cols-3 gap-3">
            <Counter icon={<Users aria-hidden />} label={t("activePlayers")} value={t.intl.formatNumber(board.data.counters.activePlayers)} />
            <Counter
              icon={<Trophy aria-hidden />}
              label={t("highestScore")}
              value={orDash(board.data.counters.activePlayers === 0 ? null : board.data.counters.highestScore)}
            />
            <Counter icon={<UserRound aria-hidden />} label={t("quizTakers")} value={t.intl.formatNumber(board.data.counters.quizTakers)} />
          </div>
          {board.data.me ? <ViewerRank me={board.data.me} board={BOARD_NAMES[window]} /> : null}
          {board.data.entries.length === 0 ? (
            <EmptyState icon={<Trophy className="size-8" aria-hidden />} title={t("noScores")} description={t("noScoresText")} />
          ) : (
            <>
              <Podium entries={board.data.entries.slice(0, 3)} />
              {board.data.entries.length > 3 ? <RankList entries={board.data.entries.slice(3)} /> : null}
            </>
          )}
        </div>
      )}
    </>
  );
}

function Counter({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card className="flex flex-col items-center gap-1 p-3 text-center sm:p-4">
      <span className="text-indigo-500 [&_svg]:size-5">{icon}</span>
      <span className="text-xl font-bold tabular-nums text-slate-900">{value}</span>
      <span className="text-xs text-slate-500">{label}</span>
    </Card>
  );
}

/** Each window's board by name, so a rank never stands without it. */
const BOARD_NAMES = { week: "yourRankWeek", month: "yourRankMonth", all: "yourRankAll" } as const satisfies Record<LeaderboardWindow, string>;

function ViewerRank({ me, board }: { me: LeaderboardEntry; board: (typeof BOARD_NAMES)[LeaderboardWindow] }) {
  const t = useT();
  return (
    <Card className="flex items-center gap-4 border-indigo-200 bg-indigo-50/60 p-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-lg font-bold text-white">#{me.rank}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{t(board)}</p>
        <p className="text-sm text-slate-600">{t("yourBest", { score: me.score, time: formatDuration(me.secondsUsed), attempts: me.attempts })}</p>
      </div>
      {me.rank === 1 ? <Crown className="size-6 text-amber-500" aria-label={t("firstPlace")} /> : null}
    </Card>
  );
}

function RankList({ entries }: { entries: LeaderboardEntry[] }) {
  const t = useT();
  return (
    <Card>
      <ol className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li key={`${entry.rank}-${entry.name}`} className={cn("flex items-center gap-3 px-4 py-3", entry.isViewer && "bg-indigo-50")}>
            <span className="w-8 text-center text-sm font-bold text-slate-500">{entry.rank}</span>
            <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
              {entry.name}
              {entry.isViewer ? <span className="ml-2 text-xs font-semibold text-indigo-600">{t("you")}</span> : null}
            </span>
            <span className="hidden text-xs text-slate-500 sm:inline">{formatDuration(entry.secondsUsed)}</span>
            <span className="w-12 text-right font-bold tabular-nums text-indigo-700">{entry.score}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
