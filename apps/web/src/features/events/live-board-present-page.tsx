import { formatDuration, liveEventWindow } from "@berean/domain";
import { Radio, Trophy, WifiOff } from "lucide-react";
import { PresentFrame } from "../../components/present-frame";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { paths } from "../../config/paths";
import { useLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useLiveBoardStream, useLiveEvent } from "./api/events";
import { formatEventTime, timeUntil } from "./event-time";
import { closedBoardOf, timeAgo, useNow } from "./live-board-page";
import { useT } from "./messages";

const PANEL = "flex min-h-0 flex-col gap-[clamp(0.75rem,2vh,1.5rem)] rounded-3xl bg-white/5 p-[clamp(1rem,2.5vw,3rem)] ring-1 ring-white/10";

/**
 * /events/live/present: the live board for a room (docs/architecture.md §4 'Present mode'), in the
 * host screen's style. While the event runs: how many finished and play, the time left, the
 * latest to finish (names only: a score would be a clue for someone still playing); after the
 * close, the final top three; between events, when the next one opens. Live by the same
 * Server-Sent Events as the board.
 */
export function LiveBoardPresentPage() {
  const t = useT();
  const { locale } = useLocale();
  const live = useLiveEvent();
  const { connected } = useLiveBoardStream();
  const now = useNow();
  const origin = typeof window === "undefined" ? "" : window.location.host;

  if (live.isPending) {
    return (
      <div className="min-h-dvh bg-indigo-950 text-white">
        <DelayedSpinner label={t("loadingLiveBoard")} />
      </div>
    );
  }
  if (live.isError) return <ErrorState message={t("liveBoardLoadFailed")} onRetry={() => void live.refetch()} retrying={live.isFetching} />;

  const { event, finishers, playing, recent } = live.data;
  const open = event.live && now < new Date(event.closesAt).getTime();
  const closed = closedBoardOf(live.data, open);
  const opensAt = event.live && !open ? liveEventWindow(new Date(now), live.data.siteTimeZone).opensAt.toISOString() : event.opensAt;

  const badge = open ? (
    <span className="flex shrink-0 items-center gap-1.5 rounded-full bg-red-600 px-3 py-1 text-sm font-bold">
      <Radio className="size-4" aria-hidden />
      {t("liveNow")}
    </span>
  ) : null;

  return (
    <PresentFrame title={t("weeklyChallenge")} badge={badge} exitTo={paths.eventsLive}>
      {open && !connected ? (
        <p role="status" className="flex items-center gap-2 self-start rounded-full bg-amber-300 px-3 py-1.5 text-sm font-bold text-amber-950">
          <WifiOff className="size-4" aria-hidden />
          {t("reconnecting")}
        </p>
      ) : null}
      {open ? (
        <div className="grid min-h-0 flex-1 gap-[clamp(1rem,2.5vw,3rem)] lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section aria-label={t("eventNow")} className={PANEL}>
            <p className="text-[clamp(1rem,1.5vw,1.75rem)] font-bold tracking-wide text-sky-200 uppercase">
              {t("endsAt", { time: formatEventTime(event.closesAt, locale) })}
            </p>
            <p className="text-[clamp(3rem,7vw,8rem)] leading-none font-black tabular-nums">{timeUntil(event.closesAt, now)}</p>
            <p className="text-[clamp(1.25rem,2vw,2.5rem)] font-bold">{t("leftToPlay")}</p>
            <dl className="mt-auto grid grid-cols-2 gap-4">
              <div>
                <dt className="text-[clamp(0.875rem,1.2vw,1.5rem)] text-sky-200">{t("finished")}</dt>
                <dd className="text-[clamp(2.5rem,5vw,6rem)] leading-none font-black tabular-nums">{finishers}</dd>
              </div>
              <div>
                <dt className="text-[clamp(0.875rem,1.2vw,1.5rem)] text-sky-200">{t("playing")}</dt>
                <dd className="text-[clamp(2.5rem,5vw,6rem)] leading-none font-black tabular-nums">{playing}</dd>
              </div>
            </dl>
            <p className="text-[clamp(1rem,1.5vw,1.75rem)] text-indigo-100">
              {t.rich("playAt", { address: `${origin}${paths.eventsLive}`, b: (chunks) => <span className="font-bold text-white">{chunks}</span> })}
            </p>
          </section>
          <section aria-labelledby="present-finished" className={PANEL}>
            <h2 id="present-finished" className="text-[clamp(1.25rem,2vw,2.5rem)] font-bold">
              {t("justFinished")}
            </h2>
            {recent.length === 0 ? (
              <p className="text-[clamp(1.125rem,1.8vw,2.25rem)] text-indigo-100">{t("nobodyYetPresent")}</p>
            ) : (
              <ol aria-label={t("latestToFinish")} className="flex min-h-0 flex-col gap-[clamp(0.5rem,1.2vh,1rem)] overflow-hidden">
                {recent.slice(0, 8).map((f, i) => (
                  <li
                    key={`${f.finishedAt}-${i}`}
                    className="flex items-baseline justify-between gap-4 rounded-2xl bg-white/10 px-[clamp(0.75rem,1.5vw,2rem)] py-[clamp(0.5rem,1.2vh,1rem)]"
                  >
                    <span className="min-w-0 truncate text-[clamp(1.25rem,2.2vw,2.75rem)] font-bold">{f.name}</span>
                    <span className="shrink-0 text-[clamp(0.875rem,1.3vw,1.5rem)] text-indigo-200 tabular-nums">{t("ago", timeAgo(f.finishedAt, now))}</span>
                  </li>
                ))}
              </ol>
            )}
            <p className="mt-auto text-[clamp(0.875rem,1.2vw,1.25rem)] text-indigo-200">{t("scoresComeAtClose")}</p>
          </section>
          <p role="status" aria-live="polite" className="sr-only">
            {t("boardUpdated", { finishers, playing })}
          </p>
        </div>
      ) : closed ? (
        <section aria-labelledby="present-final" className={cn(PANEL, "flex-1")}>
          <h2 id="present-final" className="flex items-center gap-3 text-[clamp(1.5rem,2.6vw,3.25rem)] font-black">
            <Trophy className="size-[1em] text-amber-300" aria-hidden />
            {t("finalResults")}
          </h2>
          <p className="text-[clamp(1rem,1.5vw,1.75rem)] text-indigo-100">
            {t("closedLine", { time: formatEventTime(closed.event.closesAt, locale), count: closed.finishers })}
          </p>
          {closed.winners.length === 0 ? (
            <p className="text-[clamp(1.25rem,2vw,2.5rem)]">{t("nobodyFinished")}</p>
          ) : (
            <ol aria-label={t("topThree")} className="flex flex-col gap-[clamp(0.5rem,1.5vh,1.25rem)]">
              {closed.winners.map((w) => (
                <li
                  key={`${w.rank}-${w.name}`}
                  className={cn(
                    "flex items-center gap-[clamp(0.75rem,2vw,2.5rem)] rounded-2xl px-[clamp(1rem,2vw,2.5rem)] py-[clamp(0.75rem,1.8vh,1.5rem)]",
                    w.rank === 1 ? "bg-amber-300 text-amber-950" : "bg-white/10",
                  )}
                >
                  <span className="w-[2ch] text-[clamp(2rem,4vw,5rem)] leading-none font-black tabular-nums">{w.rank}</span>
                  <span className="min-w-0 flex-1 truncate text-[clamp(1.5rem,3vw,3.75rem)] font-bold">{w.name}</span>
                  <span className="shrink-0 text-right">
                    <span className="block text-[clamp(1.5rem,3vw,3.75rem)] leading-none font-black tabular-nums">{w.score}</span>
                    <span className="text-[clamp(0.875rem,1.2vw,1.5rem)] tabular-nums opacity-80">{formatDuration(w.secondsUsed)}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
          <p className="mt-auto text-[clamp(1rem,1.5vw,1.75rem)] text-indigo-100">{t("nextEventAt", { time: formatEventTime(opensAt, locale) })}</p>
        </section>
      ) : (
        <section aria-labelledby="present-next" className={cn(PANEL, "flex-1 items-center justify-center text-center")}>
          <h2 id="present-next" className="text-[clamp(1.5rem,2.6vw,3.25rem)] font-black">
            {event.unavailable ? t("noLiveEventThisWeek") : t("nextChallenge")}
          </h2>
          {event.unavailable ? null : (
            <>
              <p className="text-[clamp(1.25rem,2vw,2.5rem)] text-indigo-100">{t("opensAt", { time: formatEventTime(opensAt, locale) })}</p>
              <p className="text-[clamp(3rem,7vw,8rem)] leading-none font-black tabular-nums">{t("inTime", { left: timeUntil(opensAt, now) })}</p>
            </>
          )}
        </section>
      )}
    </PresentFrame>
  );
}
