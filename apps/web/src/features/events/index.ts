/**
 * What other features use of the Saturday live event: the dashboard's banner, the time format
 * and the event's hours that quiz cards share. Pages are not exported here: routes.tsx lazy-loads
 * each page from its own file.
 */
export { useEventHoursText } from "./event-hours";
export { formatEventTime } from "./event-time";
export { LiveEventBanner } from "./live-event-banner";
