import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StreakResponse } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

/** GET /api/streak: today's passage and the devotional streak as of today (member's time zone). */
export const streakQueryOptions = queryOptions({
  queryKey: ["streak"],
  queryFn: () => api.get<StreakResponse>(apiPaths.streak),
});

export function useStreak() {
  return useQuery(streakQueryOptions);
}

/** POST /api/streak/read: marks today's passage read; the answer is the new streak. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<StreakResponse>(apiPaths.streakRead, {}),
    onSuccess: (data) => queryClient.setQueryData(streakQueryOptions.queryKey, data),
  });
}
