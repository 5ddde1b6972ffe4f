import { CalendarClock, Radio } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ATTEMPT_REFUSALS } from "@berean/domain";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useLocale, useServerText } from "../../i18n";
import { useLiveEvent } from "./api/events";
import { EventAction } from "./event-action";
import { useEventHoursText } from "./event-hours";
import { formatEventTime } from "./event-time";
import { useT } from "./messages";

/** The refusal's own lead repeats the banner's: the banner keeps only its reason. */
const UNAVAILABLE_LEAD = /^This Saturday's Weekly Bible Challenge could not open: /;
const bold = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;

/**
 * While the Saturday event runs: a strip that says so, with the way in (or, once played, the
 * member's result) and the live board. Between
 * two events, a quieter line: when the next one opens, and the last one's final results.
 */
export function LiveEventBanner() {
  const t = useT();
  const said = useServerText();
  const { locale } = useLocale();
  const live = useLiveEvent();
  const hours = useEventHoursText();
  if (!live.data) return null;
  if (live.data.event.unavailable) {
    // The refusal in the page's language; only the English one's lead is known, so a translation is shown whole.
    const refusal = said(ATTEMPT_REFUSALS.EVENT_UNAVAILABLE.message);
    const reason = UNAVAILABLE_LEAD.test(refusal) ? t("couldNotOpen", { reason: refusal.replace(UNAVAILABLE_LEAD, "") }) : refusal;
    return (
      <section
        aria-label={t("liveEvent")}
        className="mb-6 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
        <p>{t.rich("noChallengeThisSaturday", { reason, b: bold })}</p>
      </section>
    );
  }
  if (!live.data.event.live) {
    return (
      <section
        aria-label={t("nextLiveEvent")}
        className="mb-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm"
      >
        <p className="flex items-center gap-2 text-slate-700">
          <CalendarClock className="size-4 shrink-0 text-indigo-600" aria-hidden />
          <span>
            <span className="font-semibold text-slate-900">{t("nextChallengeAt", { time: formatEventTime(live.data.event.opensAt, locale) })}</span>
            {hours ? (
              <span className="block text-xs text-slate-500 sm:inline sm:text-sm">
                {/* The dot separates the two on one line; on a phone the hours take a line of their own. */}
                <span className="hidden sm:inline" aria-hidden>
                  {" · "}
                </span>
                {hours}
              </span>
            ) : null}
          </span>
        </p>
        <Link to={live.data.lastClosed ? paths.eventsLive : paths.events} className="font-medium text-indigo-700 hover:underline">
          {live.data.lastClosed ? t("lastEventResults") : t("events")}
        </Link>
      </section>
    );
  }
  return (
    // A column on a phone (the text, then each button the width of the strip), a row from 640 px.
    <section
      aria-label={t("liveEvent")}
      className="mb-6 flex flex-col gap-3 rounded-xl border border-red-200 bg-gradient-to-r from-red-50 to-white px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
    >
      <p className="flex min-w-0 items-center gap-2 text-sm text-slate-800">
        <Radio className="size-4 shrink-0 text-red-600" aria-hidden />
        <span>{t.rich("challengeIsLive", { time: formatEventTime(live.data.event.closesAt, locale), finishers: live.data.finishers, b: bold })}</span>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <EventAction size="sm" className="w-full sm:w-auto" />
        <Button asChild size="sm" variant="secondary" className="w-full sm:w-auto">
          <Link to={paths.eventsLive}>{t("watchLiveBoard")}</Link>
        </Button>
      </div>
    </section>
  );
}
