/** The Saturday event as the attempt engine asks for it: the event open now and the questions it asks. */
export { eventQuestionIds, openEvent } from "./event-store.ts";
