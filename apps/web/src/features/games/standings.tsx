import type { GameRanked } from "@berean/domain";
import { cn } from "../../lib/cn";
import { useT } from "./messages";

const RANK_TONES: Record<number, string> = {
  1: "bg-amber-300 text-amber-950",
  2: "bg-slate-200 text-slate-900",
  3: "bg-orange-300 text-orange-950",
};

/**
 * The room's board: place, nickname and points, best first (ties share a place). `scroll`: a long
 * board (every player at the end) scrolls inside its panel, by wheel, touch or keyboard (it takes
 * focus), and the screen around it stays still.
 */
export function Standings({
  rows,
  labelledBy,
  large = false,
  scroll = false,
  empty,
}: {
  rows: GameRanked[];
  labelledBy: string;
  large?: boolean;
  scroll?: boolean;
  /** What an empty board says ('No scores yet.' unless given). */
  empty?: string;
}) {
  const t = useT();
  if (rows.length === 0) return <p className="text-[clamp(1rem,1.4vw,1.5rem)] text-indigo-200">{empty ?? t("noScores")}</p>;
  return (
    <ol
      aria-labelledby={labelledBy}
      tabIndex={scroll ? 0 : undefined}
      className={cn(
        "flex flex-col gap-[clamp(0.375rem,0.6vw,0.75rem)]",
        scroll &&
          "min-h-0 overflow-y-auto overscroll-contain rounded-xl pr-1 [scrollbar-color:rgb(255_255_255/0.4)_transparent] focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-300",
      )}
    >
      {rows.map((row) => (
        <li
          key={`${row.rank}-${row.nickname}`}
          className={cn(
            "flex shrink-0 items-center gap-4 rounded-xl bg-white/10 px-[clamp(0.75rem,1.2vw,1.5rem)] py-[clamp(0.5rem,0.8vw,1rem)] font-semibold",
            large ? "text-[clamp(1.125rem,1.9vw,2.25rem)]" : "text-[clamp(1rem,1.6vw,2rem)]",
          )}
        >
          <span
            className={cn(
              "grid size-[1.8em] shrink-0 place-items-center rounded-full text-[0.8em] font-black tabular-nums",
              RANK_TONES[row.rank] ?? "bg-white/15 text-white",
            )}
          >
            {t.rich("place", { rank: row.rank, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
          </span>
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{row.nickname}</span>
          <span className="shrink-0 font-black tabular-nums">{t("points", { score: row.score })}</span>
        </li>
      ))}
    </ol>
  );
}
