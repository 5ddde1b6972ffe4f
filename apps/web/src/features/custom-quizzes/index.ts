/**
 * What other features use of custom quizzes: the list of those the member may use (their own and
 * those shared with their groups), which a leader's quiz picker offers for an assignment. Pages are
 * not exported here: routes.tsx lazy-loads each page from its own file.
 */
export { customQuizzesQueryOptions } from "./api/custom-quizzes";
