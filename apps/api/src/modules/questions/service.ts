/**
 * The question bank as every feature uses it: each question's state and who may see its key (open,
 * pool, sealed, private: docs/architecture.md §4 'Sealed and open'), the moves between states, each
 * question's answer analysis, and the one place its rows are written.
 */
export { analyseQuestions } from "./analysis.ts";
export {
  accessNow,
  accessOfRow,
  countSealedSupply,
  drawnForEvent,
  endedItsQuizzes,
  heldBy,
  inOpenCompetition,
  inOpenGame,
  inSealedSupply,
  inPool,
  isOpen,
  isPrivate,
  isSealed,
  keyShownTo,
  revealQuestions,
  rowIsOpen,
  usableBy,
  writtenBy,
} from "./access.ts";
export { deleteQuestion, insertQuestion, insertQuestions, questionOptions, replaceQuestion, type QuestionRow, type QuestionValues } from "./question-store.ts";
export { importPack, importPackDirectory, parsePack, questionRow, REWORDED } from "./import-pack.ts";
