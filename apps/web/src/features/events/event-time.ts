/** Event times in the viewer's own zone: 'Sat, Nov 28, 8:00 AM' (in the page's language when given: `useLocale().locale`). */
export function formatEventTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

/** '3h 05m', '12m 30s', '45s' until `iso` from `now`. */
export function timeUntil(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((new Date(iso).getTime() - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h >= 24) return `${Math.floor(h / 24)}d ${h % 24}h`;
  if (h > 0) return `${h}h ${String(m).padStart(2, "0")}m`;
  if (m > 0) return `${m}m ${String(s).padStart(2, "0")}s`;
  return `${s}s`;
}
