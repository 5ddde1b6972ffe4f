import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MyResultShare, ResultShare, SharedResult } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, isApiError } from "../../../lib/api";

/** Shared results (docs/architecture.md §4 'Sharing'). */

const resultShareKey = (attemptId: number) => ["results", attemptId, "share"] as const;

/** GET /api/results/:attemptId/share: whether the member's result is shared, and its link. */
export const resultShareQueryOptions = (attemptId: number) =>
  queryOptions({ queryKey: resultShareKey(attemptId), queryFn: () => api.get<MyResultShare>(apiPaths.resultShare(attemptId)) });

export function useResultShare(attemptId: number, enabled: boolean) {
  return useQuery({ ...resultShareQueryOptions(attemptId), enabled });
}

/** POST /api/results/:attemptId/share: makes the link (the same one again if it exists). */
export function useShareResult(attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ResultShare>(apiPaths.resultShare(attemptId), {}),
    onSuccess: (share) => queryClient.setQueryData<MyResultShare>(resultShareKey(attemptId), { share }),
  });
}

/** DELETE /api/results/:attemptId/share: the link answers 404 from now on. */
export function useStopSharing(attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(apiPaths.resultShare(attemptId)),
    onSuccess: () => queryClient.setQueryData<MyResultShare>(resultShareKey(attemptId), { share: null }),
  });
}

/** GET /api/shares/:code: a shared result, public; a 404 is an answer (no longer shared), not a hiccup to retry. */
export function useSharedResult(code: string) {
  return useQuery({
    queryKey: ["shares", code],
    queryFn: () => api.get<SharedResult>(apiPaths.share(code)),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}
