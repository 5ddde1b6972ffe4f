/**
 * What other features use of the dashboard: the member's one summary per quiz taken (My Quizzes),
 * which a result page also reads. Pages are not exported here: routes.tsx lazy-loads each page
 * from its own file.
 */
export { useMyQuizzes } from "./api/history";
