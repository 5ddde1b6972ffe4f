/**
 * Custom quizzes as other features use them (docs/architecture.md §4 'Groups'): who may build one,
 * who may use one (its owner and its groups' members: a hosted game), its questions, and the
 * bank's rule of questions in play nowhere. Whether one is shared with a group is read from
 * custom_quiz_group where it is needed (assignments).
 */
export { canBuild, readAccess } from "./access.ts";
export { bankQuestions, openNow } from "./bank.ts";
export { questionIdsOf } from "./custom-quizzes.ts";
