import { TZDate } from "@date-fns/tz";

/** The weekly live event runs every Saturday from 8 AM to 8 PM, local time (spec 1 §1). */
export const LIVE_EVENT_DAY = 6;
export const LIVE_EVENT_START_HOUR = 8;
export const LIVE_EVENT_END_HOUR = 20;

export interface LiveEventCountdown {
  /** Whole days until the next event's Saturday: 0 while this Saturday's event has not ended. */
  daysUntil: number;
  /** True between 8 AM and 8 PM on the Saturday itself. */
  live: boolean;
  /** 'today', 'tomorrow' or 'in N days'. */
  text: string;
}

/** The next Saturday event as seen from `now` in a time zone; after 8 PM on a Saturday it is a week away. */
export function liveEventCountdown(now: Date, timeZone: string): LiveEventCountdown {
  const local = new TZDate(now, timeZone);
  const day = local.getDay();
  const hour = local.getHours();
  let daysUntil = (LIVE_EVENT_DAY - day + 7) % 7;
  if (daysUntil === 0 && hour >= LIVE_EVENT_END_HOUR) daysUntil = 7;
  const live = daysUntil === 0 && hour >= LIVE_EVENT_START_HOUR;
  const text = daysUntil === 0 ? "today" : daysUntil === 1 ? "tomorrow" : `in ${daysUntil} days`;
  return { daysUntil, live, text };
}
