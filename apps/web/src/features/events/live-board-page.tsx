import { ATTEMPT_REFUSALS, formatDuration, liveEventWindow, type EventBoard, type EventBoardEntry, type EventWindow } from "@berean/domain";
import { CalendarClock, History, Presentation, Radio, Trophy, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { RankedList } from "../../components/ranked-list";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { cn } from "../../lib/cn";
import { formatTime, plural } from "../../lib/format";
import { useLiveBoardStream, useLiveEvent } from "./api/events";
import { EventAction } from "./event-action";
import { useEventHoursText } from "./event-hours";
import { formatEventTime, timeUntil } from "./event-time";

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
  const live = useLiveEvent();
  const { connected } = useLiveBoardStream();
  const now = useNow();
  const hours = useEventHoursText();

  if (live.isPending) return <DelayedSpinner label="Loading the live board" />;
  if (live.isError) return <ErrorState message="Failed to load the live board." onRetry={() => void live.refetch()} retrying={live.isFetching} />;
  const { event, finishers, playing, recent, myProgress } = live.data;
  const open = event.live && now < new Date(event.closesAt).getTime();
  const closed = closedBoardOf(live.data, open);
  // The next opening: the server's, unless this page has just seen the event close before the server said so.
  const opensAt = event.live && !open ? liveEventWindow(new Date(now), live.data.siteTimeZone).opensAt.toISOString() : event.opensAt;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Weekly Bible Challenge"
        description={`The live event${hours ? `: ${hours}` : ", every Saturday"}. 25 questions, the same for everyone.`}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={paths.eventsLivePresent}>
                <Presentation aria-hidden />
                Present
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.events}>
                <History aria-hidden />
                Past events
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
                Live now
              </Badge>
              <p className="text-sm text-slate-700">
                {`Ends ${formatEventTime(event.closesAt)} · `}
                <span className="font-semibold tabular-nums">{`${timeUntil(event.closesAt, now)} left`}</span>
              </p>
            </div>
          ) : event.unavailable ? (
            <div className="flex flex-col gap-1">
              <Badge tone="amber" className="self-start">
                <CalendarClock className="mr-1 inline size-3" aria-hidden />
                No event this week
              </Badge>
              <p className="text-sm text-slate-700">{ATTEMPT_REFUSALS.EVENT_UNAVAILABLE.message}</p>
            </div>
          ) : (
            <div className="flex flex-col gap-1">
              <Badge tone="neutral" className="self-start">
                <CalendarClock className="mr-1 inline size-3" aria-hidden />
                Next event
              </Badge>
              <p className="text-sm text-slate-700">
                {`Opens ${formatEventTime(opensAt)} · `}
                <span className="font-semibold tabular-nums">{`in ${timeUntil(opensAt, now)}`}</span>
              </p>
            </div>
          )}
          {open ? (
            <div className="flex flex-wrap items-center gap-3">
              <span className="flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-600">
                <Users className="size-4 text-indigo-500" aria-hidden />
                {`${finishers} finished · ${playing} playing`}
              </span>
              <EventAction />
            </div>
          ) : null}
        </Card>
        {open ? (
          <section aria-labelledby="live-board-heading" className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-3">
              <h2 id="live-board-heading" className="text-lg font-semibold text-slate-900">
                Just finished
              </h2>
              {/* Said only while updates can come: between events nothing is live. */}
              <span className="flex items-center gap-1.5 text-xs text-slate-500">
                <span className={connected ? "size-2 rounded-full bg-emerald-500" : "size-2 rounded-full bg-amber-400"} aria-hidden />
                {connected ? "Live updates on" : "Reconnecting…"}
              </span>
            </div>
            <p className="text-sm text-slate-600">{`Scores and places come at the close, ${formatTime(event.closesAt)}: while the event runs, a score would be a clue to the answers for someone still playing.`}</p>
            {myProgress === "finished" ? (
              <p
                role="note"
                className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900"
              >{`You have finished: your score and your place arrive at ${formatTime(event.closesAt)}.`}</p>
            ) : null}
            <FinisherList recent={recent} now={now} />
            <p role="status" aria-live="polite" className="sr-only">
              {`Board updated: ${finishers} finished, ${playing} playing.`}
            </p>
          </section>
        ) : closed ? (
          <FinalResults closed={closed} />
        ) : event.live ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
            The event has closed: its final board, with every score and place, shows here within a minute.
          </p>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
            The board opens with the event: finish the quiz and your name joins it within moments.
          </p>
        )}
      </div>
    </div>
  );
}

/** The latest to finish a running event, newest first: names and when, never a score. */
function FinisherList({ recent, now }: { recent: EventBoard["recent"]; now: number }) {
  if (recent.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">
        Nobody has finished yet: finish the quiz and your name shows here within moments.
      </p>
    );
  }
  return (
    <ol aria-label="Latest to finish" className="flex flex-col gap-2">
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
            {f.isViewer ? <span className="ml-2 text-xs font-normal text-indigo-700">(you)</span> : null}
          </span>
          <span className="shrink-0 text-sm text-slate-500 tabular-nums">{`finished ${timeAgo(f.finishedAt, now)}`}</span>
        </li>
      ))}
    </ol>
  );
}

/** '12 s ago', '3 min ago', '2 h ago'. */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return `${Math.floor(seconds / 3600)} h ago`;
}

/** The closed event's winners, final, and the way to its whole board. */
function FinalResults({ closed }: { closed: ClosedBoard }) {
  return (
    <section aria-labelledby="final-results-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 id="final-results-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Trophy className="size-5 text-amber-500" aria-hidden />
            Event closed — final results
          </h2>
          <p className="text-sm text-slate-600">{`Closed ${formatEventTime(closed.event.closesAt)} · ${plural(closed.finishers, "finisher")}`}</p>
        </div>
        {closed.event.id !== null ? (
          <Button asChild variant="secondary" size="sm">
            <Link to={paths.event(closed.event.id)}>See the final board</Link>
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
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">Nobody finished this event.</p>
      )}
    </section>
  );
}
