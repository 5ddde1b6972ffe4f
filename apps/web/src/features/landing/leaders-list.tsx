import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { formatDuration } from "@berean/domain";
import { ErrorState } from "../../components/page-states";
import { RankedList } from "../../components/ranked-list";
import { paths } from "../../config/paths";
import { useLeaderboard } from "../leaderboard";
import { useT } from "./messages";

const LEADERS_SHOWN = 5;

/** The home page's leaders: the all-time board's first five, from the one leaderboard read. */
export function LeadersList() {
  const t = useT();
  const board = useLeaderboard("all");
  return (
    <div className="flex flex-col gap-4">
      {board.isPending ? (
        <div aria-busy className="flex flex-col gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="h-15 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : board.isError ? (
        <ErrorState message={board.error.message} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : (
        <RankedList
          rows={board.data.entries
            .slice(0, LEADERS_SHOWN)
            .map((entry) => ({ rank: entry.rank, name: entry.name, score: entry.score, detail: formatDuration(entry.secondsUsed) }))}
        />
      )}
      <Link to={paths.publicLeaderboard} className="inline-flex items-center gap-1 self-center text-sm font-semibold text-indigo-600 hover:underline">
        {t("seeFullLeaderboard")}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
