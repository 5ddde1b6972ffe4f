import { Medal, Trophy } from "lucide-react";
import { cn } from "../lib/cn";
import { useT } from "./messages";

export interface RankedRow {
  rank: number;
  name: string;
  score: number;
  /** e.g. '7m 05s'. */
  detail: string;
  /** Where ranks can tie (the live board), something unique per row. */
  key?: string;
  /** The viewer's own row. */
  isViewer?: boolean;
}

const MEDALS = [
  { label: "goldMedal", classes: "bg-amber-100 text-amber-600 ring-amber-200" },
  { label: "silverMedal", classes: "bg-slate-100 text-slate-500 ring-slate-300" },
  { label: "bronzeMedal", classes: "bg-orange-100 text-orange-700 ring-orange-200" },
] as const;

/** The English of the empty board (components/messages: "emptyLeaderboard"); the list shows it in the page's language. */
export const EMPTY_LEADERBOARD = "No leaderboard data available yet.";

/**
 * A ranked list with medals for the top 3 (docs/product.md part 2 §2 'Public leaderboard'); names only.
 * `scoreSuffix` follows each score as given; left out, the score reads '90 pts' in the page's language.
 */
export function RankedList({ rows, scoreSuffix }: { rows: RankedRow[]; scoreSuffix?: string }) {
  const t = useT();
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Trophy className="size-8 text-slate-300" aria-hidden />
        <p className="font-medium text-slate-600">{t("emptyLeaderboard")}</p>
      </div>
    );
  }
  return (
    <ol className="flex flex-col gap-2">
      {rows.map((row) => {
        const medal = MEDALS[row.rank - 1];
        return (
          <li
            key={row.key ?? row.rank}
            data-testid="leaderboard-row"
            className={cn(
              "flex items-center gap-3 rounded-xl border px-4 py-3",
              medal ? "border-amber-100 bg-gradient-to-r from-amber-50/70 to-white" : "border-slate-200 bg-white",
              row.isViewer && "ring-2 ring-indigo-300",
            )}
          >
            {medal ? (
              <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-full ring-1", medal.classes)}>
                <Medal className="size-5" aria-label={t(medal.label)} role="img" />
              </span>
            ) : (
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-50 text-sm font-bold text-slate-500 tabular-nums">
                {row.rank}
              </span>
            )}
            <span className="sr-only">{t("rank", { rank: row.rank })}</span>
            {/* A long name wraps rather than being cut: on a phone the medal and the score leave little room. */}
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
              <span className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">{row.name}</span>
              {row.isViewer ? <span className="shrink-0 text-xs font-semibold text-indigo-600">{t("you")}</span> : null}
            </span>
            <span className="hidden text-xs text-slate-500 tabular-nums sm:inline">{row.detail}</span>
            <span className="min-w-16 shrink-0 text-right font-bold text-indigo-700 tabular-nums sm:w-20">
              {scoreSuffix === undefined ? t("points", { score: row.score }) : `${row.score}${scoreSuffix}`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
