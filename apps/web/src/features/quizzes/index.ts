/**
 * What other features use of quizzes: the one quiz player, which competitions run with their
 * own start and completion (docs/architecture.md §4 'Competitions'). routes.tsx still lazy-loads
 * the quiz page from its own file.
 */
export { QuizPlayer, type Completion } from "./quiz-page";
/** The quiz clock's countdown (server-owned deadline, ticking locally), also a hosted game's phone's. */
export { useCountdown } from "./use-countdown";
