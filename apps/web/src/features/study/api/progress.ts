import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Progress } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

/** GET /api/progress: a Pro member's accuracy, weakest books and recommended quizzes (docs/architecture.md §4 'Study'). */
export const progressQueryOptions = queryOptions({
  queryKey: ["progress"],
  queryFn: () => api.get<Progress>(apiPaths.progress),
});

/** Pro only: the page does not ask for a free member (`enabled` false), who would get 403 PRO_REQUIRED. */
export function useProgress(enabled: boolean) {
  return useQuery({ ...progressQueryOptions, enabled });
}
