import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LeaderboardResponse } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";

export type LeaderboardWindow = LeaderboardResponse["window"];

/** GET /api/leaderboard: the top 10 of a window plus the viewer's own place (shared by the board and the dashboard panel). */
export const leaderboardQueryOptions = (window: LeaderboardWindow) =>
  queryOptions({
    queryKey: ["leaderboard", window],
    queryFn: () => api.get<LeaderboardResponse>(withQuery(apiPaths.leaderboard, { window })),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useLeaderboard(window: LeaderboardWindow) {
  return useQuery(leaderboardQueryOptions(window));
}
