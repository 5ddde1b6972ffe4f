import { CalendarClock, Radio } from "lucide-react";
import { useEffect, useLayoutEffect, useState } from "react";
import { liveEventCountdown, liveEventHoursText, liveEventWindow } from "@berean/domain";
import { readLiveEventZone } from "./api/live-event";
import { useT } from "./messages";

const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The days until the opening (0 today, 1 tomorrow), counted in the visitor's calendar days. */
function daysUntilOpening(opensAt: Date, now: Date, timeZone: string): number {
  const day = (d: Date) => {
    const [y, m, dd] = d.toLocaleDateString("en-CA", { timeZone }).split("-").map(Number);
    return Date.UTC(y!, m! - 1, dd!) / 86_400_000;
  };
  return Math.max(0, day(opensAt) - day(now));
}

/**
 * The Saturday live event with its countdown text ('today', 'tomorrow' or 'in N days'), in the visitor's time zone.
 * A page the server rendered at `renderedAt` (in UTC) first shows what it showed, then the visitor's own countdown.
 */
export function LiveEventCard({ renderedAt }: { renderedAt?: string }) {
  const t = useT();
  const [clock, setClock] = useState(() => (renderedAt ? { now: new Date(renderedAt), timeZone: "UTC" } : { now: new Date(), timeZone: visitorTimeZone() }));
  // Before the first paint of the browser's own render: the server's UTC text is replaced at once.
  useLayoutEffect(() => setClock({ now: new Date(), timeZone: visitorTimeZone() }), []);
  useEffect(() => {
    const tick = () => setClock({ now: new Date(), timeZone: visitorTimeZone() });
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  // The event is kept in the site's zone (the server says which); until it answers, the visitor's own Saturday.
  const [siteTimeZone, setSiteTimeZone] = useState<string | null>(null);
  useEffect(() => {
    let stop = false;
    readLiveEventZone()
      .then((body) => !stop && body && setSiteTimeZone(body.siteTimeZone))
      .catch(() => undefined);
    return () => {
      stop = true;
    };
  }, []);
  const siteWindow = siteTimeZone ? liveEventWindow(clock.now, siteTimeZone) : null;
  const countdown = siteWindow
    ? { live: siteWindow.live, daysUntil: siteWindow.live ? 0 : daysUntilOpening(siteWindow.opensAt, clock.now, clock.timeZone) }
    : liveEventCountdown(clock.now, clock.timeZone);

  return (
    <div className="relative flex flex-col gap-4 overflow-hidden rounded-2xl bg-slate-900 p-6 text-white shadow-xl sm:p-8">
      <div aria-hidden className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-indigo-500/30 blur-3xl" />
      <span className="inline-flex items-center gap-2 self-start rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-indigo-100 ring-1 ring-white/20">
        {countdown.live ? <Radio className="size-3.5 text-emerald-300" aria-hidden /> : <CalendarClock className="size-3.5" aria-hidden />}
        {countdown.live ? t("liveNow") : t("weeklyLiveEvent")}
      </span>
      <p className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="live-event-countdown">
        {t("nextLiveEvent", { days: countdown.daysUntil })}
      </p>
      <p className="text-slate-300">
        {/* The hours in the site's zone and the visitor's, once the server has said which zone it keeps. */}
        {t("eventHours", {
          hours: siteWindow && siteTimeZone ? liveEventHoursText(siteWindow, siteTimeZone, clock.timeZone, t.intl.locale) : t("everySaturday"),
        })}
      </p>
      {countdown.live ? (
        <a href="/events/live" className="self-start rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-indigo-50">
          {t("watchLiveBoard")}
        </a>
      ) : null}
    </div>
  );
}
