/**
 * What other features use of the leaderboards: the site board's query (the dashboard's panel, the
 * landing page's leaders, the public board, a group's boards take its windows). Pages are not
 * exported here: routes.tsx lazy-loads each page from its own file.
 */
export { leaderboardQueryOptions, useLeaderboard, type LeaderboardWindow } from "./api/leaderboard";
