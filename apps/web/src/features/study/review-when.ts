import { formatDateTime, formatTime } from "../../lib/format";

const dayOf = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate()).getTime();
const DAY_MS = 86_400_000;

/** When a card is due, for the messages' `{day, select, …}`: 'today' or 'tomorrow' with the time, or ('later') the date and time. */
export interface WhenDue {
  day: "today" | "tomorrow" | "later";
  time: string;
}

/** When a card is due, in the viewer's zone: today at 3:04 PM, tomorrow at 9:00 AM, or the date and time. */
export function whenDue(at: string, now = new Date()): WhenDue {
  const due = new Date(at);
  const days = Math.round((dayOf(due) - dayOf(now)) / DAY_MS);
  if (days <= 0) return { day: "today", time: formatTime(due) };
  if (days === 1) return { day: "tomorrow", time: formatTime(due) };
  return { day: "later", time: formatDateTime(due) };
}
