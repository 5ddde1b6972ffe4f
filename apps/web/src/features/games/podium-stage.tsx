import type { GameRanked, HostGame } from "@berean/domain";
import { Crown, Download, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { cn } from "../../lib/cn";
import { gameApiPaths } from "./api/games";
import { useT } from "./messages";
import { Standings } from "./standings";

/** A step's height and colours by the place it stands for: tied players stand on steps alike. */
const STEPS: Record<number, { block: string; badge: string }> = {
  1: { block: "h-[clamp(6rem,30vh,20rem)] bg-gradient-to-t from-amber-500 to-amber-300", badge: "bg-amber-300 text-amber-950" },
  2: { block: "h-[clamp(4.5rem,21vh,14rem)] bg-gradient-to-t from-slate-400 to-slate-200", badge: "bg-slate-200 text-slate-900" },
  3: { block: "h-[clamp(3.5rem,14vh,9.5rem)] bg-gradient-to-t from-orange-500 to-orange-300", badge: "bg-orange-300 text-orange-950" },
};

/**
 * Where each of the ranked first three stands, by its index in the list (not its rank, which ties
 * share): the first in the centre, the second on the left, the third on the right; two players
 * side by side, the first on the right.
 */
const ORDER_OF_THREE = ["order-2", "order-1", "order-3"] as const;
const ORDER_OF_TWO = ["order-2", "order-1"] as const;

function endNote(game: HostGame, t: ReturnType<typeof useT>): string {
  if (game.endReason === "idle") return t("endIdle");
  if (game.endReason === "host")
    return game.position === 0 ? t("endBeforeStart") : t("endAfterQuestion", { position: game.position, total: game.questionCount });
  return t("allPlayed", { total: game.questionCount });
}

/**
 * The end: the first three on a podium (read first to third, drawn second–first–third; a tie
 * shows its shared place on both steps, '2nd' twice), the final standings of every player, the
 * results as CSV, and the way to host another game.
 */
export function PodiumStage({ game }: { game: HostGame }) {
  const t = useT();
  return (
    <div className="grid flex-1 gap-[clamp(1.5rem,3vw,4rem)] lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] xl:min-h-0 xl:grid-rows-[minmax(0,1fr)]">
      <section aria-labelledby="podium-heading" className="flex min-w-0 flex-1 flex-col gap-[clamp(1rem,2vh,2rem)]">
        <div className="flex flex-col gap-1">
          <h1 id="podium-heading" className="text-[clamp(2rem,4vw,5rem)] leading-none font-black">
            {t("podium")}
          </h1>
          <p className="text-[clamp(1rem,1.4vw,1.75rem)] text-indigo-200">{endNote(game, t)}</p>
        </div>
        {game.podium.length ? (
          <PodiumSteps podium={game.podium} />
        ) : (
          <p className="py-10 text-[clamp(1.125rem,1.8vw,2.25rem)] text-indigo-200">{t("nobodyPlayed")}</p>
        )}
      </section>
      {/* Every player, however many: the list scrolls inside this column, the links stay at its foot. */}
      <div className="flex min-h-0 min-w-0 flex-col gap-4">
        <section aria-labelledby="final-heading" className="flex min-h-0 flex-col gap-3">
          <h2 id="final-heading" className="text-[clamp(1.5rem,2.4vw,3rem)] font-black">
            {t("finalStandings")}
          </h2>
          <Standings rows={game.top} labelledBy="final-heading" scroll empty={t("noPlayers")} />
        </section>
        <div className="mt-auto flex shrink-0 flex-wrap gap-3 pt-2">
          <a
            href={gameApiPaths.resultsCsv(game.id)}
            download
            className="inline-flex items-center gap-2 rounded-xl bg-white px-5 py-3 text-[clamp(1rem,1.15vw,1.375rem)] font-bold text-indigo-950 hover:bg-indigo-50 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-sky-300"
          >
            <Download className="size-[1.1em]" aria-hidden />
            {t("downloadResults")}
          </a>
          <Link
            to={paths.member.hostGame}
            className="inline-flex items-center gap-2 rounded-xl px-5 py-3 text-[clamp(1rem,1.15vw,1.375rem)] font-bold text-white ring-2 ring-white/40 hover:bg-white/10 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-sky-300"
          >
            <RotateCcw className="size-[1.1em]" aria-hidden />
            {t("hostAnother")}
          </Link>
        </div>
      </div>
    </div>
  );
}

function PodiumSteps({ podium }: { podium: GameRanked[] }) {
  const t = useT();
  const shown = podium.slice(0, 3);
  return (
    <ol
      aria-labelledby="podium-heading"
      className={cn(
        "mt-auto grid items-end gap-[clamp(0.5rem,1.2vw,1.5rem)]",
        shown.length === 1 ? "mx-auto w-full max-w-sm grid-cols-1" : shown.length === 2 ? "mx-auto w-full max-w-2xl grid-cols-2" : "grid-cols-3",
      )}
    >
      {shown.map((entry, i) => {
        const place = Math.min(Math.max(entry.rank, 1), 3);
        const step = STEPS[place]!;
        return (
          <li
            key={`${entry.rank}-${entry.nickname}`}
            className={cn(
              "flex min-w-0 flex-col items-center gap-[clamp(0.25rem,0.6vh,0.75rem)] text-center",
              (shown.length === 3 ? ORDER_OF_THREE : ORDER_OF_TWO)[i],
            )}
          >
            {place === 1 ? <Crown className="size-[clamp(2rem,3vw,3.5rem)] text-amber-300" aria-hidden /> : null}
            <span className={cn("rounded-full px-[0.7em] py-[0.1em] text-[clamp(1rem,1.6vw,2rem)] font-black", step.badge)}>
              {t("ordinal", { rank: entry.rank })}
            </span>
            <span className="w-full text-[clamp(1.125rem,2.1vw,2.75rem)] leading-tight font-black [overflow-wrap:anywhere]">{entry.nickname}</span>
            <span className="text-[clamp(1rem,1.5vw,1.875rem)] font-bold text-indigo-100 tabular-nums">{t("points", { score: entry.score })}</span>
            <div className={cn("w-full rounded-t-2xl shadow-inner", step.block)} aria-hidden />
          </li>
        );
      })}
    </ol>
  );
}
