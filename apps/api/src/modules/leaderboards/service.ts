/** The site's leaderboards as other features use them: a finished attempt recorded, a member's boards rebuilt, the windows moved on, a board read. */
export { readLeaderboard } from "./read-leaderboard.ts";
export { rebuildMemberBoards } from "./rebuild-members.ts";
export { recordLeaderboardResult, recordLeaderboardResults, type FinishedResult } from "./record-result.ts";
export { refreshBoard, refreshBoards } from "./refresh-boards.ts";
