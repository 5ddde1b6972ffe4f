/** The quiz list as the hub shows it. */
export { listQuizzes } from "./list-quizzes.ts";
