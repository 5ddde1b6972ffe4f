import { Play, Radio } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useLiveEvent } from "../../queries/events";
import { formatEventTime } from "./event-time";

/** While the Saturday event runs: a strip that says so, with the way in and the live board (dashboard, quiz selection). */
export function LiveEventBanner() {
  const live = useLiveEvent();
  if (!live.data?.event.live) return null;
  return (
    <section aria-label="Live event" className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-gradient-to-r from-red-50 to-white px-4 py-3">
      <p className="flex items-center gap-2 text-sm text-slate-800">
        <Radio className="size-4 text-red-600" aria-hidden />
        <span>
          <span className="font-semibold">The Weekly Bible Challenge is live</span>
          {` until ${formatEventTime(live.data.event.closesAt)} · ${live.data.finishers} finished`}
        </span>
      </p>
      <div className="flex gap-2">
        <Button asChild size="sm" variant="secondary">
          <Link to={paths.eventsLive}>Watch the live board</Link>
        </Button>
        <Button asChild size="sm">
          <Link to={paths.member.quizSelection}>
            <Play aria-hidden />
            Take the Challenge
          </Link>
        </Button>
      </div>
    </section>
  );
}
