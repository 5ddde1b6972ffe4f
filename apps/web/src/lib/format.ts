/**
 * The one way the app writes dates, counts and missing figures, in the page's language.
 * Instants (ISO timestamps) are shown in the viewer's own time zone, in one style: 'Nov 25, 2026'
 * and 'Nov 25, 2026, 3:04 PM' in English ('25 nov 2026' and '25 nov 2026, 15:04' in Spanish).
 * Calendar days ('2026-11-25', e.g. a competition's dates, which are days of the site's zone) are
 * shown as that day, never shifted by the viewer's zone.
 *
 * The language is the page's: the i18n provider (../i18n/provider.tsx) and the islands script
 * (../islands/main.tsx) name it with setFormatLocale before anything is drawn in it.
 */

type DateInput = string | number | Date;

/** The formatters of one language, made once each the first time that language is used. */
function makeFormatters(locale: string) {
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: "medium" }),
    dateTime: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }),
    time: new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }),
    day: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }),
    shortDay: new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }),
    shortDayYear: new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
    longDay: new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }),
    number: new Intl.NumberFormat(locale),
  };
}

type Formatters = ReturnType<typeof makeFormatters>;

const cache = new Map<string, Formatters>();
let locale = "en";
let current: Formatters | null = null;
const followers = new Set<(locale: string) => void>();

function formatters(): Formatters {
  if (current) return current;
  let made = cache.get(locale);
  if (!made) {
    made = makeFormatters(locale);
    cache.set(locale, made);
  }
  current = made;
  return made;
}

/** The page's language for every formatter here ('en', 'es'); English until a page names its own. */
export function setFormatLocale(next: string): void {
  if (next === locale) return;
  locale = next;
  current = null;
  for (const follow of followers) follow(next);
}

/** The language the formatters write in. */
export const formatLocale = (): string => locale;

/**
 * Runs `follow` with the page's language now and each time it changes: for the few texts kept
 * outside React (the API client's own error messages, ./api.ts).
 */
export function followFormatLocale(follow: (locale: string) => void): void {
  followers.add(follow);
  follow(locale);
}

/** 'Nov 25, 2026': the day an instant fell on, in the viewer's zone. */
export const formatDate = (at: DateInput) => formatters().date.format(new Date(at));

/** 'Nov 25, 2026, 3:04 PM': an instant in the viewer's zone. */
export const formatDateTime = (at: DateInput) => formatters().dateTime.format(new Date(at));

/** '3:04 PM': the time of an instant in the viewer's zone. */
export const formatTime = (at: DateInput) => formatters().time.format(new Date(at));

/** 'Nov 25, 2026' for the calendar day '2026-11-25', whatever the viewer's zone. */
export const formatDay = (day: string) => formatters().day.format(new Date(`${day}T12:00:00Z`));

/** 'Fri, Nov 27' for the calendar day '2026-11-27' (with its year when not this year's), whatever the viewer's zone. */
export function formatShortDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const { shortDay, shortDayYear } = formatters();
  return (date.getUTCFullYear() === new Date().getFullYear() ? shortDay : shortDayYear).format(date);
}

/** 'Wednesday, November 25, 2026' for the calendar day '2026-11-25'. */
export const formatLongDay = (day: string) => formatters().longDay.format(new Date(`${day}T12:00:00Z`));

/** '1,234' in English, '1234' and '12.345' in Spanish: a figure in the page's language. */
export const formatNumber = (n: number) => formatters().number.format(n);

/**
 * '1 day', '2 days', '0 attempts': a count with its English noun in the right number. Being
 * replaced by ICU plural messages in the catalogues (../i18n/README.md); only the figure follows
 * the page's language.
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}

/** A figure, or '—' when there is nothing to show (no attempts yet: no average, no best). */
export function orDash<T>(value: T | null | undefined, show: (value: T) => string = String): string {
  return value === null || value === undefined ? "—" : show(value);
}
