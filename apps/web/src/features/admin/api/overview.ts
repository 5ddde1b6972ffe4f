import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOverview } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

export type { AdminOverview };

/** GET /api/admin/overview: the admin dashboard's figures, activity, flag and system status. */
export const adminOverviewQueryOptions = queryOptions({
  queryKey: ["admin", "overview"],
  queryFn: () => api.get<AdminOverview>(apiPaths.adminOverview),
  staleTime: 30_000,
});

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions);
}

/** PUT the 'Hide Membership Section on User Dashboard' flag. */
export function useSetMembershipFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) => api.put<{ value: boolean }>("/api/admin/flags/hide_membership_section", { value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOverviewQueryOptions.queryKey }),
  });
}
