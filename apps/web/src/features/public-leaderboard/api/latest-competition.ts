import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LatestCompetitionResponse } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

/** GET /api/leaderboard/latest-competition: the public board's 'Latest Competition' tab. */
export const latestCompetitionQueryOptions = queryOptions({
  queryKey: ["leaderboard", "latest-competition"],
  queryFn: () => api.get<LatestCompetitionResponse>(apiPaths.latestCompetition),
  staleTime: 30_000,
});

export const useLatestCompetition = () => useQuery(latestCompetitionQueryOptions);
