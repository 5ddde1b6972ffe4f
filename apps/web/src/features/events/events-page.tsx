import { CalendarClock, CalendarDays, Crown, Radio } from "lucide-react";
import { Link, useParams } from "react-router";
import { formatDuration, type EventBoard, type EventWindow } from "@berean/domain";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { RankedList } from "../../components/ranked-list";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { formatLongDay as formatDate } from "../../lib/format";
import { useEventBoard, useLiveEvent, usePastEvents } from "./api/events";
import { useEventHoursText } from "./event-hours";
import { formatEventTime } from "./event-time";

/** An event's ranked rows, and the viewer's own place when it is below the top 10. */
export function EventBoardList({ board }: { board: Pick<EventBoard, "entries" | "me" | "finishers"> }) {
  return (
    <>
      <RankedList
        rows={board.entries.map((e) => ({
          key: `${e.rank}-${e.name}-${e.secondsUsed}`,
          rank: e.rank,
          name: e.name,
          score: e.score,
          detail: formatDuration(e.secondsUsed),
          isViewer: e.isViewer,
        }))}
      />
      {board.me && !board.entries.some((e) => e.isViewer) ? (
        <p className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900">{`Your place on this event's board: #${board.me.rank} of ${board.finishers}, with ${board.me.score} points.`}</p>
      ) : null}
    </>
  );
}

/** /events: every Saturday event so far, newest first, with its winner and the way to its final board. */
export function EventsPage() {
  const events = usePastEvents();
  const live = useLiveEvent();
  const hours = useEventHoursText();
  const hasPast = (events.data?.events.length ?? 0) > 0;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Past Events"
        description={`Every Weekly Bible Challenge with its final board.${hours ? ` ${hours}.` : ""}`}
        actions={
          <Button asChild variant="secondary">
            <Link to={paths.eventsLive}>
              <Radio aria-hidden />
              Live board
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        {live.data ? <ThisWeek event={live.data.event} hasPast={hasPast} /> : null}
        {events.isPending ? (
          <DelayedSpinner label="Loading events" />
        ) : events.isError ? (
          <ErrorState message="Failed to load events." onRetry={() => void events.refetch()} retrying={events.isFetching} />
        ) : events.data.events.length === 0 ? (
          <EmptyState
            title="No events yet"
            description="Each Saturday's Weekly Bible Challenge appears here once it has opened, with its final board when it closes."
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {events.data.events.map((e) => (
              <li key={e.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="flex flex-col gap-0.5">
                    <Link to={paths.event(e.id)} className="font-semibold text-indigo-700 hover:underline">
                      {formatDate(e.eventDate)}
                    </Link>
                    <span className="text-xs text-slate-500">{`${formatEventTime(e.opensAt)} – ${formatEventTime(e.closesAt)} · ${e.finishers} finished`}</span>
                  </div>
                  {e.winner ? (
                    <span className="flex items-center gap-1.5 text-sm text-slate-700">
                      <Crown className="size-4 text-amber-500" aria-hidden />
                      {`${e.winner.name} · ${e.winner.score} pts`}
                    </span>
                  ) : Date.parse(e.closesAt) > Date.now() ? (
                    <span className="text-sm text-slate-500">{`Results at ${formatEventTime(e.closesAt)}`}</span>
                  ) : (
                    <span className="text-sm text-slate-500">No finishers</span>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** This week's event on the list of past ones: running now, or when the next one opens. */
function ThisWeek({ event, hasPast }: { event: EventWindow; hasPast: boolean }) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 border-indigo-200 bg-indigo-50/60 p-4">
      <p className="flex items-center gap-2 text-sm text-slate-800">
        {event.live ? (
          <Radio className="size-4 shrink-0 text-red-600" aria-hidden />
        ) : (
          <CalendarClock className="size-4 shrink-0 text-indigo-600" aria-hidden />
        )}
        <span>
          <span className="font-semibold">{event.live ? "Live now" : "Next event"}</span>
          {event.live ? ` until ${formatEventTime(event.closesAt)}` : ` opens ${formatEventTime(event.opensAt)}`}
        </span>
      </p>
      {event.live || hasPast ? (
        <Link to={paths.eventsLive} className="text-sm font-medium text-indigo-700 hover:underline">
          {event.live ? "Watch the live board" : "See the last results"}
        </Link>
      ) : null}
    </Card>
  );
}

/** /events/:eventId: one event's final board. */
export function EventBoardPage() {
  const { eventId } = useParams();
  const board = useEventBoard(Number(eventId));
  return (
    <div className="mx-auto w-full max-w-3xl">
      {board.isPending ? (
        <DelayedSpinner label="Loading the board" />
      ) : board.isError ? (
        <ErrorState message="Failed to load this event." onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : (
        <>
          <PageHeader
            title={`Weekly Bible Challenge · ${formatDate(board.data.event.eventDate)}`}
            description={`${board.data.finishers} finished${board.data.event.live ? " so far: the event is still running" : ""}.`}
            actions={
              <Button asChild variant="secondary">
                <Link to={paths.events}>
                  <CalendarDays aria-hidden />
                  All events
                </Link>
              </Button>
            }
          />
          <div className="flex flex-col gap-3">
            {board.data.event.live ? (
              // Running: no score or place until the close (docs/architecture.md §4 'Sealed and open').
              <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">
                {`The final board, with every score and place, shows here when the event closes, ${formatEventTime(board.data.event.closesAt)}.`}{" "}
                <Link to={paths.eventsLive} className="font-medium text-indigo-700 hover:underline">
                  Watch who is finishing
                </Link>
              </p>
            ) : (
              <EventBoardList board={board.data} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
