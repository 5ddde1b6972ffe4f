import { TZDate } from "@date-fns/tz";
import { shuffle, type RandomInt } from "./draw.ts";
import { clashes, type ClashQuestion } from "./stem-clash.ts";

/** The weekly live event runs every Saturday from 8 AM to 8 PM, local time (docs/product.md part 1 §1). */
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

/**
 * The Saturday event's window (docs/architecture.md §4 'The Saturday live event'): Saturday 08:00 to 20:00
 * in the site's time zone (`APP_TIMEZONE`), as instants, so each member sees them in their own
 * zone. `eventDate` (the Saturday, yyyy-mm-dd) names the event and seeds its draw.
 */
export interface LiveEventWindow {
  eventDate: string;
  opensAt: Date;
  closesAt: Date;
  /** True between opensAt (included) and closesAt (excluded). */
  live: boolean;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The event running now, or the next one to open. Daylight-saving changes move the instants, never the local hours. */
export function liveEventWindow(now: Date, timeZone: string): LiveEventWindow {
  const local = new TZDate(now, timeZone);
  let daysUntil = (LIVE_EVENT_DAY - local.getDay() + 7) % 7;
  if (daysUntil === 0 && local.getHours() >= LIVE_EVENT_END_HOUR) daysUntil = 7;
  // Noon of the local day, moved by whole days, cannot slip across a date on a DST change.
  const noon = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + daysUntil, 12, 0, 0, timeZone);
  const [y, m, d] = [noon.getFullYear(), noon.getMonth(), noon.getDate()];
  const opensAt = new Date(new TZDate(y, m, d, LIVE_EVENT_START_HOUR, 0, 0, timeZone).getTime());
  const closesAt = new Date(new TZDate(y, m, d, LIVE_EVENT_END_HOUR, 0, 0, timeZone).getTime());
  return { eventDate: `${y}-${pad(m + 1)}-${pad(d)}`, opensAt, closesAt, live: now >= opensAt && now < closesAt };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * One Intl.DateTimeFormat per locale and options, made once: making one costs about 0.1 ms (the
 * zone's rules are loaded each time), formatting with it a microsecond, and the reminder mails
 * format the event's hours for thousands of members in a row (docs/benchmarks.md, BENCH_MAIL).
 */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** 'Eastern Time' for America/New_York: a zone's name without its summer or winter part. */
export function timeZoneLabel(timeZone: string, at: Date, locale?: string): string {
  const parts = dateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" }).formatToParts(at);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * The event's hours as the site keeps them and, when they differ, as the viewer's clock shows them
 * (docs/architecture.md §4 'The Saturday live event'): 'Saturdays 8:00 AM – 8:00 PM Eastern Time
 * (1:00 PM – 1:00 AM your time)'. The window's own instants are used, so a daylight-saving change
 * between the two zones is told right; the viewer's day is named when it is not Saturday.
 */
export function liveEventHoursText(
  window: { opensAt: Date | string; closesAt: Date | string },
  siteTimeZone: string,
  viewerTimeZone: string,
  locale?: string,
): string {
  const opensAt = new Date(window.opensAt);
  const closesAt = new Date(window.closesAt);
  const time = (at: Date, timeZone: string) => dateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(at);
  const weekday = (at: Date, timeZone: string) => dateTimeFormat(locale, { weekday: "short", timeZone }).format(at);
  // The words around the times in the page's language (docs/architecture.md §9).
  const words = locale?.startsWith("es") ? { saturdays: "Sábados", yourTime: "tu hora" } : { saturdays: "Saturdays", yourTime: "your time" };
  const site = `${time(opensAt, siteTimeZone)} – ${time(closesAt, siteTimeZone)}`;
  const text = `${words.saturdays} ${site} ${timeZoneLabel(siteTimeZone, opensAt, locale)}`;
  const viewer = `${time(opensAt, viewerTimeZone)} – ${time(closesAt, viewerTimeZone)}`;
  if (viewer === site) return text;
  const day = weekday(opensAt, viewerTimeZone) === weekday(opensAt, siteTimeZone) ? "" : `${weekday(opensAt, viewerTimeZone)} `;
  return `${text} (${day}${viewer} ${words.yourTime})`;
}

export const EVENT_QUESTION_COUNT = 25;
/**
 * The admin dashboard warns when the sealed supply holds fewer Saturdays than this (docs/architecture.md
 * §4 'Sealed and open'): two months to write, check and import the next pack.
 */
export const SUPPLY_WARNING_WEEKS = 8;

export interface EventCandidate {
  id: number;
  testament: "old" | "new";
  difficulty: "easy" | "medium" | "hard";
  /** Its stem and key: a candidate whose stem answers one already drawn, or the reverse, is passed over (stem-clash.ts). */
  text?: ClashQuestion;
}

/** A small seeded generator (FNV-1a of the seed, then mulberry32): the same week draws the same set on every instance. */
export function seededRandomInt(seed: string): RandomInt {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let state = h >>> 0;
  return (maxExclusive) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * maxExclusive);
  };
}

/**
 * The event's questions, repeatable from its seed: candidates are taken in id order (so the
 * database's row order does not matter), split as evenly as the bank allows across the two
 * testaments and, within each, the three difficulties; a group short of questions is made up
 * from the others; a candidate whose stem answers one already taken, or the reverse, is passed
 * over. Returns question ids in the event's order.
 */
export function drawEventQuestions(candidates: readonly EventCandidate[], seed: string, count = EVENT_QUESTION_COUNT): number[] {
  const randomInt = seededRandomInt(seed);
  const sorted = [...candidates].sort((a, b) => a.id - b.id);
  const groups = new Map<string, EventCandidate[]>();
  for (const testament of ["old", "new"] as const) for (const difficulty of ["easy", "medium", "hard"] as const) groups.set(`${testament}:${difficulty}`, []);
  for (const c of sorted) groups.get(`${c.testament}:${c.difficulty}`)?.push(c);
  const shuffled = new Map([...groups].map(([key, items]) => [key, shuffle(items, randomInt)]));
  // Round robin over the groups in a fixed order: each takes one in turn while it has any.
  const order = [...shuffled.keys()];
  const picked: EventCandidate[] = [];
  for (let round = 0; picked.length < count; round += 1) {
    let tookAny = false;
    for (const key of order) {
      const item = shuffled.get(key)![round];
      if (item && picked.length < count) {
        tookAny = true;
        // Never two questions of which one's stem gives the other's key away.
        if (item.text && picked.some((other) => other.text && clashes(item.text!, other.text))) continue;
        picked.push(item);
      }
    }
    if (!tookAny) break;
  }
  return shuffle(picked, randomInt).map((c) => c.id);
}
