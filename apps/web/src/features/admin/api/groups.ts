import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminGroupsResponse } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";

/** The admin's view of every group: a page of them by name, and removing one. */

export function useAdminGroups(search: string, page: number) {
  return useQuery({
    queryKey: ["admin", "groups", search, page],
    queryFn: () => api.get<AdminGroupsResponse>(withQuery(apiPaths.adminGroups, { q: search || undefined, page: String(page) })),
    placeholderData: keepPreviousData,
  });
}

export function useRemoveGroupAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(apiPaths.adminGroup(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
