import { CalendarClock, Radio } from "lucide-react";
import { useEffect, useLayoutEffect, useState } from "react";
import { liveEventCountdown } from "@berean/domain";

const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The Saturday live event with its countdown text ('today', 'tomorrow' or 'in N days'), in the visitor's time zone.
 * A page the server rendered at `renderedAt` (in UTC) first shows what it showed, then the visitor's own countdown.
 */
export function LiveEventCard({ renderedAt }: { renderedAt?: string }) {
  const [clock, setClock] = useState(() => (renderedAt ? { now: new Date(renderedAt), timeZone: "UTC" } : { now: new Date(), timeZone: visitorTimeZone() }));
  // Before the first paint of the browser's own render: the server's UTC text is replaced at once.
  useLayoutEffect(() => setClock({ now: new Date(), timeZone: visitorTimeZone() }), []);
  useEffect(() => {
    const tick = () => setClock({ now: new Date(), timeZone: visitorTimeZone() });
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const countdown = liveEventCountdown(clock.now, clock.timeZone);

  return (
    <div className="relative flex flex-col gap-4 overflow-hidden rounded-2xl bg-slate-900 p-6 text-white shadow-xl sm:p-8">
      <div aria-hidden className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-indigo-500/30 blur-3xl" />
      <span className="inline-flex items-center gap-2 self-start rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-indigo-100 ring-1 ring-white/20">
        {countdown.live ? <Radio className="size-3.5 text-emerald-300" aria-hidden /> : <CalendarClock className="size-3.5" aria-hidden />}
        {countdown.live ? "Live now" : "Weekly live event"}
      </span>
      <p className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="live-event-countdown">
        {`Next live event: ${countdown.text}`}
      </p>
      <p className="text-slate-300">Every Saturday, 8 AM to 8 PM: one quiz for everyone, one leaderboard, and recognition for the top scorers.</p>
    </div>
  );
}
