import { formatDuration } from "@berean/domain";
import { useState } from "react";
import { useParams } from "react-router";
import { PresentFrame, SCREEN_HEADER_BUTTON } from "../../components/present-frame";
import { DelayedSpinner } from "../../components/page-states";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import type { LeaderboardWindow } from "../leaderboard";
import { useGroup, useGroupLeaderboard } from "./api/groups";
import { useT } from "./messages";

/** Each period with its label's message key (translated where it is shown). */
const WINDOWS = [
  { value: "week", label: "periodWeek" },
  { value: "month", label: "periodMonth" },
  { value: "all", label: "periodAll" },
] as const satisfies readonly { value: LeaderboardWindow; label: string }[];

const PANEL = "flex min-h-0 flex-col gap-[clamp(0.75rem,2vh,1.5rem)] rounded-3xl bg-white/5 p-[clamp(1rem,2.5vw,3rem)] ring-1 ring-white/10";

/**
 * /groups/:id/present: a group's board for a room (docs/architecture.md §4 'Present mode'), and for
 * its leaders the invite as a QR code large enough to scan from the back of a hall, with its link
 * to read out. The board reads again every 15 s. Members only, as the group's page.
 */
export function GroupPresentPage() {
  const t = useT();
  const id = Number(useParams().id);
  const group = useGroup(id);
  const [window, setWindow] = useState<LeaderboardWindow>("week");
  const board = useGroupLeaderboard(id, window, { live: true });

  if (group.isPending) {
    return (
      <div className="min-h-dvh bg-indigo-950 text-white">
        <DelayedSpinner label={t("loadingGroup")} />
      </div>
    );
  }
  if (group.isError) {
    return (
      <PresentFrame title={t("presentGroupTitle")} exitTo={paths.member.groups}>
        <p role="alert" className="text-[clamp(1.25rem,2vw,2.5rem)]">
          {isApiError(group.error) && group.error.status === 404 ? t("notFoundOrNotMember") : t("loadFailed")}
        </p>
      </PresentFrame>
    );
  }

  const leader = group.data.myRole !== "member";
  const invite = leader ? group.data.invite : null;
  return (
    <PresentFrame title={group.data.name} exitTo={paths.member.group(id)}>
      <div className={cn("grid min-h-0 flex-1 gap-[clamp(1rem,2.5vw,3rem)]", invite && "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]")}>
        <section aria-labelledby="present-board" className={PANEL}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="present-board" className="text-[clamp(1.5rem,2.4vw,3rem)] font-black">
              {t("leaderboard")}
            </h2>
            <div role="group" aria-label={t("period")} className="flex flex-wrap gap-2">
              {WINDOWS.map((w) => (
                <button
                  key={w.value}
                  type="button"
                  aria-pressed={window === w.value}
                  onClick={() => setWindow(w.value)}
                  className={cn(SCREEN_HEADER_BUTTON, window === w.value && "bg-white text-indigo-950 hover:bg-white")}
                >
                  {t(w.label)}
                </button>
              ))}
            </div>
          </div>
          {board.isPending ? (
            <p className="text-[clamp(1.125rem,1.8vw,2.25rem)] text-indigo-100">{t("loadingBoardPresent")}</p>
          ) : board.isError ? (
            <p role="alert" className="text-[clamp(1.125rem,1.8vw,2.25rem)]">
              {t("boardLoadFailedPresent")}
            </p>
          ) : board.data.entries.length === 0 ? (
            <p className="text-[clamp(1.125rem,1.8vw,2.25rem)] text-indigo-100">{t("noScoresPresent")}</p>
          ) : (
            <>
              <ol aria-label={t("topOfGroup")} className="flex min-h-0 flex-col gap-[clamp(0.375rem,1vh,0.875rem)] overflow-hidden">
                {board.data.entries.slice(0, 10).map((entry) => (
                  <li
                    key={`${entry.rank}-${entry.name}-${entry.finishedAt}`}
                    className={cn(
                      "flex items-center gap-[clamp(0.75rem,1.5vw,2rem)] rounded-2xl px-[clamp(0.75rem,1.5vw,2rem)] py-[clamp(0.375rem,1vh,0.875rem)]",
                      entry.rank === 1 ? "bg-amber-300 text-amber-950" : "bg-white/10",
                    )}
                  >
                    <span className="w-[2ch] text-[clamp(1.5rem,2.6vw,3.25rem)] leading-none font-black tabular-nums">{entry.rank}</span>
                    <span className="min-w-0 flex-1 truncate text-[clamp(1.25rem,2.2vw,2.75rem)] font-bold">{entry.name}</span>
                    <span className="shrink-0 text-[clamp(1.25rem,2.2vw,2.75rem)] font-black tabular-nums">{entry.score}</span>
                    <span className="hidden w-[6ch] shrink-0 text-right text-[clamp(0.875rem,1.3vw,1.5rem)] tabular-nums opacity-80 sm:block">
                      {formatDuration(entry.secondsUsed)}
                    </span>
                  </li>
                ))}
              </ol>
              <p className="mt-auto text-[clamp(0.875rem,1.2vw,1.5rem)] text-indigo-200">
                {t("boardSummaryPresent", { count: board.data.counters.activePlayers })}
              </p>
            </>
          )}
        </section>
        {invite ? (
          <section aria-labelledby="present-invite" className={cn(PANEL, "items-center text-center")}>
            <h2 id="present-invite" className="text-[clamp(1.5rem,2.4vw,3rem)] font-black">
              {t("joinTheGroup")}
            </h2>
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(invite.qrSvg)}`}
              alt={t("inviteQrAlt")}
              className="aspect-square w-[min(100%,42vh)] rounded-2xl bg-white p-[clamp(0.5rem,1vw,1rem)]"
            />
            <p className="text-[clamp(0.875rem,1.2vw,1.5rem)] text-indigo-200">{t("scanOrOpen")}</p>
            <p className="text-[clamp(1rem,1.6vw,2rem)] font-bold [overflow-wrap:anywhere]">{invite.url.replace(/^https?:\/\//, "")}</p>
          </section>
        ) : null}
      </div>
    </PresentFrame>
  );
}
