import { ATTEMPT_REFUSALS, formatDuration, liveEventWindow, type EventBoard, type EventBoardEntry, type EventWindow } from "@berean/domain";
import { CalendarClock, History, Presentation, Radio, Trophy, Users } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { RankedList } from "../../components/ranked-list";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useLocale, useServerText } from "../../i18n";
import { cn } from "../../lib/cn";
import { formatTime } from "../../lib/format";
import { useLiveBoardStream, useLiveEvent } from "./api/events";
import { EventAction } from "./event-action";
import { useEventHoursText } from "./event-hours";
import { formatEventTime, timeUntil } from "./event-time";
import { useT } from "./messages";

export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export type ClosedBoard = { event: EventWindow; winners: EventBoardEntry[]; finishers: number };

/**
 * The event whose final results the board shows between two events: the last one the server says
 * closed or, in the moments before the server's next push, the one this page saw close itself.
 */
export function closedBoardOf(board: EventBoard, open: boolean): ClosedBoard | null {
  if (board.lastClosed) return board.lastClosed;
  // Seen closing here: the final board (scores, places) comes with the server's next push.
  if (open || !board.event.live || board.event.id === null || board.entries.length === 0) return null;
  return { event: board.event, winners: board.entries.slice(0, 3), finishers: board.finishers };
}

/**
 * /events/live: the Saturday event's board, updated by Server-Sent Events within moments of each
 * finish. While it runs, who is playing and who has finished, never a score or a place (docs/architecture.md
 * §4 'Sealed and open'); from the close until the next opening the last event's final results with
 * the way to its board, and when the next one opens, in the site's time and the viewer's. Screen
 * readers hear each update through a polite live region.
 */
export function LiveBoardPage() {
  const t = useT();
  const said = useServerText();
  const { locale } = useLocale();
  const live = useLiveEvent();
  const { connected } = useLiveBoardStream();
  const now = useNow();
  const hours = useEventHoursText();

  if (live.isPending) return <DelayedSpinner label={t("loadingLiveBoard")} />;
  if (live.isError) return <ErrorState message={t("liveBoardLoadFailed")} onRetry={() => void live.refetch()} retrying={live.isFetching} />;
  const { event, finishers, playing, recent, myProgress } = live.data;
  const open = event.live && now < new Date(event.closesAt).getTime();
  const closed = closedBoardOf(live.data, open);
  // The next opening: the server's, unless this page has just seen the event close before the server said so.
  const opensAt = event.live && !open ? liveEventWindow(new Date(now), live.data.siteTimeZone).opensAt.toISOString() : event.opensAt;
  const figures = (chunks: ReactNode[]) => <span className="font-semibold tabular-nums">{chunks}</span>;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={t("weeklyChallenge")}
        description={hours ? t("liveDescriptionHours", { hours }) : t("liveDescription")}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={paths.eventsLivePresent}>
                <Presentation aria-hidden />
                {t("present")}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.events}>
                <History aria-hidden />
                {t("pastEventsLink")}
              </Link>
            </Button>
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
          {open ? (
            <div className="flex flex-col gap-1">
              <Badge tone="red" className="self-start">
                <Radio className="mr-1 inline size-3" aria-hidden />
                {t("liveNow")}
              </Badge>
              <p className="text-sm text-slate-700">
                {t.rich("endsLeft", { time: formatEventTime(event.closesAt, locale), left: timeUntil(event.closesAt, now), b: figures })}
              </p>
            </div>
          ) : event.unavailable ? (
            <div className="flex flex-col gap-1">
              <Badge tone="amber" className="self-start">
                <CalendarClock className="mr-1 inline size-3" aria-hidden />
                {t("noEventThisWeek")}
              </Badge>
              <p className="text-sm text-slate-700">{said(ATTEMPT_REFUSALS.EVENT_UNAVAILABLE.message)}</p>
            </div>
          ) : (
            <div className="flex flex-col gap-1">
              <Badge tone="neutral" className="self-start">
                <CalendarClock className="mr-1 inline size-3" aria-hidden />
                {t("nextEvent")}
              </Badge>
              <p className="text-sm text-slate-700">
                {t.rich("opensIn", { time: formatEventTime(opensAt, locale), left: timeUntil(opensAt, now), b: figures })}
              </p>
            </div>
          )}
          {open ? (
            <div className="flex flex-wrap items-center gap-3">
              <span className="flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-600">
                <Users className="size-4 text-indigo-500" aria-hidden />
                {t("finishedPlaying", { finishers, playing })}
              </span>
              <EventAction />
            </div>
          ) : null}
        </Card>
        {open ? (
          <section aria-labelledby="live-board-heading" className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-3">
              <h2 id="live-board-heading" className="text-lg font-semibold text-slate-900">
                {t("justFinished")}
              </h2>
              {/* Said only while updates can come: between events nothing is live. */}
              <span className="flex items-center gap-1.5 text-xs text-slate-500">
                <span className={connected ? "size-2 rounded-full bg-emerald-500" : "size-2 rounded-full bg-amber-400"} aria-hidden />
                {connected ? t("liveUpdatesOn") : t("reconnecting")}
              </span>
            </div>
            <p className="text-sm text-slate-600">{t("scoresAtClose", { time: formatTime(event.closesAt) })}</p>
            {myProgress === "finished" ? (
              <p role="note" className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
                {t("youFinished", { time: formatTime(event.closesAt) })}
              </p>
            ) : null}
            <FinisherList recent={recent} now={now} />
            <p role="status" aria-live="polite" className="sr-only">
              {t("boardUpdated", { finishers, playing })}
            </p>
          </section>
        ) : closed ? (
          <FinalResults closed={closed} />
        ) : event.live ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">{t("closedWithinMinute")}</p>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">{t("boardOpensWithEvent")}</p>
        )}
      </div>
    </div>
  );
}

/** The latest to finish a running event, newest first: names and when, never a score. */
function FinisherList({ recent, now }: { recent: EventBoard["recent"]; now: number }) {
  const t = useT();
  if (recent.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">{t("nobodyYet")}</p>;
  }
  return (
    <ol aria-label={t("latestToFinish")} className="flex flex-col gap-2">
      {recent.map((f, i) => (
        <li
          key={`${f.finishedAt}-${i}`}
          data-testid="finisher-row"
          className={cn(
            "flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3",
            f.isViewer && "ring-2 ring-indigo-300",
          )}
        >
          <span className="min-w-0 truncate font-medium text-slate-900">
            {f.name}
            {f.isViewer ? <span className="ml-2 text-xs font-normal text-indigo-700">{t("you")}</span> : null}
          </span>
          <span className="shrink-0 text-sm text-slate-500 tabular-nums">{t("finishedAgo", timeAgo(f.finishedAt, now))}</span>
        </li>
      ))}
    </ol>
  );
}

/** How long ago, in the unit the messages `ago` and `finishedAgo` say it in: '12 s ago', '3 min ago', '2 h ago'. */
export function timeAgo(iso: string, now: number): { n: number; unit: "s" | "min" | "h" } {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return { n: seconds, unit: "s" };
  if (seconds < 3600) return { n: Math.floor(seconds / 60), unit: "min" };
  return { n: Math.floor(seconds / 3600), unit: "h" };
}

/** The closed event's winners, final, and the way to its whole board. */
function FinalResults({ closed }: { closed: ClosedBoard }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="final-results-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 id="final-results-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Trophy className="size-5 text-amber-500" aria-hidden />
            {t("finalResultsTitle")}
          </h2>
          <p className="text-sm text-slate-600">{t("closedLine", { time: formatEventTime(closed.event.closesAt, locale), count: closed.finishers })}</p>
        </div>
        {closed.event.id !== null ? (
          <Button asChild variant="secondary" size="sm">
            <Link to={paths.event(closed.event.id)}>{t("seeFinalBoard")}</Link>
          </Button>
        ) : null}
      </div>
      {closed.winners.length > 0 ? (
        <RankedList
          rows={closed.winners.map((w) => ({
            key: `${w.rank}-${w.name}`,
            rank: w.rank,
            name: w.name,
            score: w.score,
            detail: formatDuration(w.secondsUsed),
            isViewer: w.isViewer,
          }))}
        />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">{t("nobodyFinished")}</p>
      )}
    </section>
  );
}
