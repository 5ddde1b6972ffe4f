import { CalendarClock, History, Play, Radio, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useLiveBoardStream, useLiveEvent } from "../../queries/events";
import { formatEventTime, timeUntil } from "./event-time";
import { EventBoardList } from "./events-page";

function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * /events/live: the Saturday event's board (top 10 and the viewer's place), updated by
 * Server-Sent Events within moments of each finish; before it opens, when it opens in the
 * viewer's own time. Screen readers hear each update through a polite live region.
 */
export function LiveBoardPage() {
  const live = useLiveEvent();
  const { connected } = useLiveBoardStream();
  const now = useNow();

  if (live.isPending) return <DelayedSpinner label="Loading the live board" />;
  if (live.isError) return <ErrorState message="Failed to load the live board." onRetry={() => void live.refetch()} retrying={live.isFetching} />;
  const { event, me, finishers } = live.data;
  const open = event.live && now < new Date(event.closesAt).getTime();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Weekly Bible Challenge"
        description="The live event: every Saturday from 8:00 AM to 8:00 PM. 25 questions, the same for everyone."
        actions={
          <Button asChild variant="secondary">
            <Link to={paths.events}>
              <History aria-hidden />
              Past events
            </Link>
          </Button>
        }
      />
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
        ) : (
          <div className="flex flex-col gap-1">
            <Badge tone="neutral" className="self-start">
              <CalendarClock className="mr-1 inline size-3" aria-hidden />
              {event.live ? "Closed" : "Next event"}
            </Badge>
            <p className="text-sm text-slate-700">
              {`Opens ${formatEventTime(event.opensAt)} · `}
              <span className="font-semibold tabular-nums">{`in ${timeUntil(event.opensAt, now)}`}</span>
            </p>
          </div>
        )}
        <div className="flex items-center gap-3">
          <span className="flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-600">
            <Users className="size-4 text-indigo-500" aria-hidden />
            {`${finishers} finished`}
          </span>
          {open ? (
            <Button asChild>
              <Link to={paths.member.quizSelection}>
                <Play aria-hidden />
                Take the Challenge
              </Link>
            </Button>
          ) : null}
        </div>
      </Card>
      <section aria-labelledby="live-board-heading" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="live-board-heading" className="text-lg font-semibold text-slate-900">
            {event.id ? "Top 10" : "The board opens with the event"}
          </h2>
          <span className="flex items-center gap-1.5 text-xs text-slate-500">
            <span className={connected ? "size-2 rounded-full bg-emerald-500" : "size-2 rounded-full bg-amber-400"} aria-hidden />
            {connected ? "Live updates on" : "Reconnecting…"}
          </span>
        </div>
        <EventBoardList board={live.data} />
        <p role="status" aria-live="polite" className="sr-only">
          {event.id ? `Board updated: ${finishers} finished${me ? `, you are ${me.rank} of ${finishers}` : ""}.` : ""}
        </p>
      </section>
    </div>
  );
}
