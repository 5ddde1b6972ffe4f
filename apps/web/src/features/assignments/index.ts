/**
 * What other features use of assignments (docs/architecture.md §4 'Groups'): the group page's
 * assignments, 'Assigned to you' on the dashboard and in My Quizzes, the 'Assigned by' line of a
 * result, and the member's open assignments (My Quizzes asks whether one is exempt from the free
 * plan's weekly limit). routes.tsx lazy-loads the leader's view from its own file.
 */
export { GroupAssignments } from "./group-assignments";
export { AssignedToYou } from "./assigned-to-you";
export { AssignedByNote } from "./assigned-by-note";
export { useMyAssignments } from "./api/assignments";
