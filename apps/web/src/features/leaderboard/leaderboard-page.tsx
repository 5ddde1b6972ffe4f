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
import { orDash, plural } from "../../lib/format";
import { useCurrentUser } from "../../lib/current-user";
import { useLeaderboard, type LeaderboardWindow } from "./api/leaderboard";
import { Podium } from "./podium";

const windows: { value: LeaderboardWindow; label: string }[] = [
  { value: "week", label: "This Week" },
  { value: "month", label: "This Month" },
  { value: "all", label: "All Time" },
];

/** /leaderboard: the top 10 of a window (podium of 3 and the rest) and the viewer's own rank. */
export function LeaderboardPage() {
  const user = useCurrentUser();
  const [window, setWindow] = useState<LeaderboardWindow>("week");
  const board = useLeaderboard(window);
  return (
    <>
      <PageHeader
        title="Leaderboard"
        description="Best score per member; ties go to the faster finish."
        actions={
          user.role === "user" ? (
            <Button asChild>
              <Link to={paths.member.quizSelection}>
                <Play aria-hidden />
                Take Quiz & Compete
              </Link>
            </Button>
          ) : null
        }
      />
      <PeriodSwitch options={windows} value={window} onChange={setWindow} className="mb-6" />
      {board.isPending ? (
        <DelayedSpinner label="Loading the leaderboard" />
      ) : board.isError ? (
        <ErrorState message={board.error.message} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : (
        <div className={cn("flex flex-col gap-6 transition-opacity", board.isPlaceholderData && "opacity-60")}>
          <div className="grid grid-cols-3 gap-3">
            <Counter icon={<Users aria-hidden />} label="Active players" value={board.data.counters.activePlayers.toLocaleString()} />
            <Counter
              icon={<Trophy aria-hidden />}
              label="Highest score"
              value={orDash(board.data.counters.activePlayers === 0 ? null : board.data.counters.highestScore)}
            />
            <Counter icon={<UserRound aria-hidden />} label="Quiz takers" value={board.data.counters.quizTakers.toLocaleString()} />
          </div>
          {board.data.me ? <ViewerRank me={board.data.me} board={BOARD_NAMES[window]} /> : null}
          {board.data.entries.length === 0 ? (
            <EmptyState
              icon={<Trophy className="size-8" aria-hidden />}
              title="No scores yet"
              description="Nobody has finished a quiz in this period. Be the first!"
            />
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
const BOARD_NAMES: Record<LeaderboardWindow, string> = { week: "this week's board", month: "this month's board", all: "the all-time board" };

function ViewerRank({ me, board }: { me: LeaderboardEntry; board: string }) {
  return (
    <Card className="flex items-center gap-4 border-indigo-200 bg-indigo-50/60 p-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-lg font-bold text-white">#{me.rank}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{`Your rank on ${board}`}</p>
        <p className="text-sm text-slate-600">
          Best score {me.score} · {formatDuration(me.secondsUsed)} · {plural(me.attempts, "attempt")}
        </p>
      </div>
      {me.rank === 1 ? <Crown className="size-6 text-amber-500" aria-label="First place" /> : null}
    </Card>
  );
}

function RankList({ entries }: { entries: LeaderboardEntry[] }) {
  return (
    <Card>
      <ol className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li key={`${entry.rank}-${entry.name}`} className={cn("flex items-center gap-3 px-4 py-3", entry.isViewer && "bg-indigo-50")}>
            <span className="w-8 text-center text-sm font-bold text-slate-500">{entry.rank}</span>
            <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
              {entry.name}
              {entry.isViewer ? <span className="ml-2 text-xs font-semibold text-indigo-600">(you)</span> : null}
            </span>
            <span className="hidden text-xs text-slate-500 sm:inline">{formatDuration(entry.secondsUsed)}</span>
            <span className="w-12 text-right font-bold tabular-nums text-indigo-700">{entry.score}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
