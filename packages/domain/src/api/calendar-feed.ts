import { z } from "zod";

/**
 * A member's personal calendar feed (docs/architecture.md §4 'Calendar feed'): the https address
 * of `/calendar/{token}.ics`, or null until the member makes one in Settings.
 */
export const CalendarLinkSchema = z.object({ url: z.url().nullable() }).strict();
export type CalendarLink = z.infer<typeof CalendarLinkSchema>;

/** How many past Saturday events the feed keeps, and how many to come it shows. */
export const CALENDAR_PAST_EVENTS = 4;
export const CALENDAR_NEXT_EVENTS = 12;

/** The same feed opened in a calendar app: `webcal://` asks the device to subscribe rather than download. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, "webcal://");
}
