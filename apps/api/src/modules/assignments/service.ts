/**
 * Assignments as other features use them (docs/architecture.md §4 'Groups'): which assignment a
 * start of a quiz (published or custom) answers and whether it spares the free week, which quizzes a member's cards may
 * offer past the free week, and the group named on an assigned result.
 */
export { assignedByOf, assignmentForStart, customAssignmentForStart, exemptQuizIds } from "./start-exemption.ts";
