/** The question bank's administration as the admin dashboard uses it: the event reserve's size. */
export { countEventReserve } from "./event-reserve.ts";
