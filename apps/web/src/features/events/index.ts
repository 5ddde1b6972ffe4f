/**
 * What other features use of the Saturday live event: the dashboard's banner and the time
 * format quiz cards share. Pages are not exported here: routes.tsx lazy-loads each page from
 * its own file.
 */
export { formatEventTime } from "./event-time";
export { LiveEventBanner } from "./live-event-banner";
