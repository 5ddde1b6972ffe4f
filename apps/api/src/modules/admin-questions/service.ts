/** The question bank's administration as other features use it: the event reserve (its size, and the questions an event draws leaving it) and each question's answer analysis. */
export { analyseQuestions } from "./analysis.ts";
export { countEventReserve, takeFromEventReserve } from "./event-reserve.ts";
