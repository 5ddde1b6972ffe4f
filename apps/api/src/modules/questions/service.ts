/**
 * The question bank as every feature uses it: when a question is in play (a live pool, an open
 * competition or event, the event reserve), each question's answer analysis, and the one place
 * its rows are written.
 */
export { analyseQuestions } from "./analysis.ts";
export { inEventReserve, inLivePool, inOpenCompetition, inOpenEvent, inOpenGame, inPlay, inPlayFor } from "./in-play.ts";
export { deleteQuestion, insertQuestion, insertQuestions, replaceQuestion, setEventReserve, type QuestionRow, type QuestionValues } from "./question-store.ts";
