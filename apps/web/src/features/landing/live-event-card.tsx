import { CalendarClock, Radio } from "lucide-react";
import { useEffect, useState } from "react";
import { liveEventCountdown } from "@berean/domain";

const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The Saturday live event with its countdown text ('today', 'tomorrow' or 'in N days'), in the visitor's time zone. */
export function LiveEventCard() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const countdown = liveEventCountdown(now, visitorTimeZone());

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
