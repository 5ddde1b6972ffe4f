/** The question bank's administration as other features use it: the event reserve's size and each question's answer analysis. */
export { analyseQuestions } from "./analysis.ts";
export { countEventReserve } from "./event-reserve.ts";
