import { CalendarClock, CalendarDays, Crown, Radio } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { formatDuration, type EventBoard, type EventWindow } from "@berean/domain";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { RankedList } from "../../components/ranked-list";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useLocale } from "../../i18n";
import { formatLongDay as formatDate } from "../../lib/format";
import { useEventBoard, useLiveEvent, usePastEvents } from "./api/events";
import { useEventHoursText } from "./event-hours";
import { formatEventTime } from "./event-time";
import { useT } from "./messages";

/** An event's ranked rows, and the viewer's own place when it is below the top 10. */
export function EventBoardList({ board }: { board: Pick<EventBoard, "entries" | "me" | "finishers"> }) {
  const t = useT();
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
        <p className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          {t("yourPlace", { rank: board.me.rank, finishers: board.finishers, score: board.me.score })}
        </p>
      ) : null}
    </>
  );
}

/** /events: every Saturday event so far, newest first, with its winner and the way to its final board. */
export function EventsPage() {
  const t = useT();
  const { locale } = useLocale();
  const events = usePastEvents();
  const live = useLiveEvent();
  const hours = useEventHoursText();
  const hasPast = (events.data?.events.length ?? 0) > 0;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={t("pastEvents")}
        description={hours ? t("pastDescriptionHours", { hours }) : t("pastDescription")}
        actions={
          <Button asChild variant="secondary">
            <Link to={paths.eventsLive}>
              <Radio aria-hidden />
              {t("liveBoard")}
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        {live.data ? <ThisWeek event={live.data.event} hasPast={hasPast} /> : null}
        {events.isPending ? (
          <DelayedSpinner label={t("loadingEvents")} />
        ) : events.isError ? (
          <ErrorState message={t("eventsLoadFailed")} onRetry={() => void events.refetch()} retrying={events.isFetching} />
        ) : events.data.events.length === 0 ? (
          <EmptyState title={t("noEvents")} description={t("noEventsText")} />
        ) : (
          <ul className="flex flex-col gap-3">
            {events.data.events.map((e) => (
              <li key={e.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="flex flex-col gap-0.5">
                    <Link to={paths.event(e.id)} className="font-semibold text-indigo-700 hover:underline">
                      {formatDate(e.eventDate)}
                    </Link>
                    <span className="text-xs text-slate-500">
                      {t("eventLine", { opens: formatEventTime(e.opensAt, locale), closes: formatEventTime(e.closesAt, locale), finishers: e.finishers })}
                    </span>
                  </div>
                  {e.winner ? (
                    <span className="flex items-center gap-1.5 text-sm text-slate-700">
                      <Crown className="size-4 text-amber-500" aria-hidden />
                      {t("winner", { name: e.winner.name, score: e.winner.score })}
                    </span>
                  ) : Date.parse(e.closesAt) > Date.now() ? (
                    <span className="text-sm text-slate-500">{t("resultsAt", { time: formatEventTime(e.closesAt, locale) })}</span>
                  ) : (
                    <span className="text-sm text-slate-500">{t("noFinishers")}</span>
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
  const t = useT();
  const { locale } = useLocale();
  const b = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 border-indigo-200 bg-indigo-50/60 p-4">
      <p className="flex items-center gap-2 text-sm text-slate-800">
        {event.live ? (
          <Radio className="size-4 shrink-0 text-red-600" aria-hidden />
        ) : (
          <CalendarClock className="size-4 shrink-0 text-indigo-600" aria-hidden />
        )}
        <span>
          {event.live
            ? t.rich("liveNowUntil", { time: formatEventTime(event.closesAt, locale), b })
            : t.rich("nextEventOpens", { time: formatEventTime(event.opensAt, locale), b })}
        </span>
      </p>
      {event.live || hasPast ? (
        <Link to={paths.eventsLive} className="text-sm font-medium text-indigo-700 hover:underline">
          {event.live ? t("watchLiveBoard") : t("seeLastResults")}
        </Link>
      ) : null}
    </Card>
  );
}

/** /events/:eventId: one event's final board. */
export function EventBoardPage() {
  const t = useT();
  const { locale } = useLocale();
  const { eventId } = useParams();
  const board = useEventBoard(Number(eventId));
  return (
    <div className="mx-auto w-full max-w-3xl">
      {board.isPending ? (
        <DelayedSpinner label={t("loadingBoard")} />
      ) : board.isError ? (
        <ErrorState message={t("eventLoadFailed")} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : (
        <>
          <PageHeader
            title={t("boardTitle", { date: formatDate(board.data.event.eventDate) })}
            description={t(board.data.event.live ? "finishedSoFar" : "finishedCount", { count: board.data.finishers })}
            actions={
              <Button asChild variant="secondary">
                <Link to={paths.events}>
                  <CalendarDays aria-hidden />
                  {t("allEvents")}
                </Link>
              </Button>
            }
          />
          <div className="flex flex-col gap-3">
            {board.data.event.live ? (
              // Running: no score or place until the close (docs/architecture.md §4 'Sealed and open').
              <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">
                {t.rich("finalBoardAtClose", {
                  time: formatEventTime(board.data.event.closesAt, locale),
                  link: (chunks) => (
                    <Link to={paths.eventsLive} className="font-medium text-indigo-700 hover:underline">
                      {chunks}
                    </Link>
                  ),
                })}
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
