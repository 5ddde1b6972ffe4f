/** A member's best result in a leaderboard window. */
export interface RankedEntry {
  score: number;
  secondsUsed: number;
  finishedAt: Date;
}

/** Leaderboard order: higher score first, then fewer seconds used, then the earlier finish. */
export function compareEntries(a: RankedEntry, b: RankedEntry): number {
  return b.score - a.score || a.secondsUsed - b.secondsUsed || a.finishedAt.getTime() - b.finishedAt.getTime();
}

/** Names on boards fall back full name → email local part → 'Anonymous User'; an email is never shown whole. */
export function displayName(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim();
  if (name) return name;
  const local = email?.split("@")[0]?.trim();
  if (local) return local;
  return "Anonymous User";
}

/** 'Just now', 'N minutes ago', 'N hours ago', 'N days ago' (docs/product.md part 2 §9). */
export function relativeTime(then: Date, now: Date = new Date(), locale = "en"): string {
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60000);
  // Another language's words by its own rules ('hace 5 minutos'); English as it always read.
  if (!locale.startsWith("en")) {
    const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    if (minutes < 1) return format.format(0, "second");
    if (minutes < 60) return format.format(-minutes, "minute");
    if (minutes < 1440) return format.format(-Math.floor(minutes / 60), "hour");
    return format.format(-Math.floor(minutes / 1440), "day");
  }
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"} ago`;
  if (minutes < 1440) {
    const hours = Math.floor(minutes / 60);
    return `${hours} hour${hours === 1 ? "" : "s"} ago`;
  }
  const days = Math.floor(minutes / 1440);
  return `${days} day${days === 1 ? "" : "s"} ago`;
}

/** Seconds as '7m 05s' (time used, time spent). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  return `${minutes}m ${String(seconds).padStart(2, "0")}s`;
}
