import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResultResponse } from "@berean/domain";
import { apiPaths } from "../../config/paths";
import { api } from "../../lib/api";

/** GET /api/results/latest or /api/results/:id: an ended attempt's score parts and full review. */
export const resultQueryOptions = (attemptId: number | "latest") =>
  queryOptions({
    queryKey: ["result", attemptId],
    queryFn: () => api.get<ResultResponse>(attemptId === "latest" ? apiPaths.resultLatest : apiPaths.result(attemptId)),
  });

export function useResult(attemptId: number | "latest") {
  return useQuery(resultQueryOptions(attemptId));
}
