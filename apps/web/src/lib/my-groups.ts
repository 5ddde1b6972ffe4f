import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyGroupsResponse } from "@berean/domain";
import { apiPaths } from "../config/paths";
import { api } from "./api";

/**
 * GET /api/groups: the caller's groups and their role in each, for /groups, the dashboard's card
 * and the groups a custom quiz may be shared with. Kept here rather than in features/groups: the
 * group page shows the group's assignments, a leader assigns custom quizzes, and a custom quiz is
 * shared with the groups one leads, so groups → assignments → custom-quizzes → groups would close
 * a circle if custom-quizzes reached this list through features/groups.
 */
export const myGroupsQueryOptions = queryOptions({
  queryKey: ["groups"],
  queryFn: () => api.get<MyGroupsResponse>(apiPaths.groups),
  staleTime: 30_000,
});

export function useMyGroups() {
  return useQuery(myGroupsQueryOptions);
}
