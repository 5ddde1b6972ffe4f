/**
 * What other features use of study: the review deck's 'Due today' count, which the dashboard's
 * study card shows. Pages are not exported here: routes.tsx lazy-loads each page from its own file.
 */
export { useReviewSummary } from "./api/review";
