/**
 * Quizzes as other features use them: when a seasonal quiz is live, and the sweep that publishes and
 * archives it with its season (docs/architecture.md §4 'Seasonal quizzes').
 */
export { quizInSeason, sweepSeasonalQuizzes } from "./seasons.ts";
