/** What other features may use of practice (docs/architecture.md §3 'Layout'). */
export { practiceQuestionCount } from "./draw-question.ts";
