import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ResultResponse } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

/** GET /api/results/latest or /api/results/:id: an ended attempt's score parts and full review. */
export const resultQueryOptions = (attemptId: number | "latest") =>
  queryOptions({
    queryKey: ["result", attemptId],
    queryFn: () => api.get<ResultResponse>(attemptId === "latest" ? apiPaths.resultLatest : apiPaths.result(attemptId)),
  });

export function useResult(attemptId: number | "latest") {
  return useQuery(resultQueryOptions(attemptId));
}

/** POST /api/results/:attemptId/challenges: a member says a question's answer is wrong (once per question); the result shows the admin's answer later. */
export function useChallengeAnswer(attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challenge: { position: number; reason: string; reference: string }) => api.post(apiPaths.resultChallenges(attemptId), challenge),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["result"] }),
  });
}
