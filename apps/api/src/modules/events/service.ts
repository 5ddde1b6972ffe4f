/**
 * The Saturday event as other features ask for it: the event open now and the questions it asks
 * (the attempt engine), and its results onto the boards at its close (the attempt sweep).
 */
export { eventQuestionIds, openEvent } from "./event-store.ts";
export { boardClosedEvents } from "./board-closed-events.ts";
