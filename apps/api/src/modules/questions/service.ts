/** When a question is in play (a live pool, an open competition or event, the event reserve): the one rule every feature asks. */
export { inEventReserve, inLivePool, inOpenCompetition, inOpenEvent, inPlay } from "./in-play.ts";
