import { formatDateTime, formatTime } from "../../lib/format";

const dayOf = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate()).getTime();
const DAY_MS = 86_400_000;

/** When a card is due, in the viewer's zone: 'today at 3:04 PM', 'tomorrow at 9:00 AM', or the date and time. */
export function whenDue(at: string, now = new Date()): string {
  const due = new Date(at);
  const days = Math.round((dayOf(due) - dayOf(now)) / DAY_MS);
  if (days <= 0) return `today at ${formatTime(due)}`;
  if (days === 1) return `tomorrow at ${formatTime(due)}`;
  return `on ${formatDateTime(due)}`;
}
