/**
 * The one way the app writes dates, counts and missing figures.
 * Instants (ISO timestamps) are shown in the viewer's own time zone, in one style: 'Nov 25, 2026'
 * and 'Nov 25, 2026, 3:04 PM'. Calendar days ('2026-11-25', e.g. a competition's dates, which are
 * days of the site's zone) are shown as that day, never shifted by the viewer's zone.
 */

type DateInput = string | number | Date;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat(undefined, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const shortDayYearFormat = new Intl.DateTimeFormat(undefined, { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const longDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeZone: "UTC" });

/** 'Nov 25, 2026': the day an instant fell on, in the viewer's zone. */
export const formatDate = (at: DateInput) => dateFormat.format(new Date(at));

/** 'Nov 25, 2026, 3:04 PM': an instant in the viewer's zone. */
export const formatDateTime = (at: DateInput) => dateTimeFormat.format(new Date(at));

/** '3:04 PM': the time of an instant in the viewer's zone. */
export const formatTime = (at: DateInput) => timeFormat.format(new Date(at));

/** 'Nov 25, 2026' for the calendar day '2026-11-25', whatever the viewer's zone. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

/** 'Fri, Nov 27' for the calendar day '2026-11-27' (with its year when not this year's), whatever the viewer's zone. */
export function formatShortDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return (date.getUTCFullYear() === new Date().getFullYear() ? shortDayFormat : shortDayYearFormat).format(date);
}

/** 'Wednesday, November 25, 2026' for the calendar day '2026-11-25'. */
export const formatLongDay = (day: string) => longDayFormat.format(new Date(`${day}T12:00:00Z`));

/** '1 day', '2 days', '0 attempts': a count with its noun in the right number. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? singular : pluralForm}`;
}

/** A figure, or '—' when there is nothing to show (no attempts yet: no average, no best). */
export function orDash<T>(value: T | null | undefined, show: (value: T) => string = String): string {
  return value === null || value === undefined ? "—" : show(value);
}
