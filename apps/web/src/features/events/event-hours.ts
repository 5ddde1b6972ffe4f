import { liveEventHoursText } from "@berean/domain";
import { useLocale } from "../../i18n";
import { useLiveEvent } from "./api/events";

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The event's hours in the site's zone and, when it differs, the viewer's ('Saturdays 8:00 AM –
 * 8:00 PM Eastern Time (1:00 PM – 1:00 AM your time)'); null until the server has said its zone.
 */
export function useEventHoursText(): string | null {
  const live = useLiveEvent();
  const { locale } = useLocale();
  if (!live.data) return null;
  return liveEventHoursText(live.data.event, live.data.siteTimeZone, viewerTimeZone(), locale);
}
