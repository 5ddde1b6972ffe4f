import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPaths } from "../../config/paths";
import { api } from "../../lib/api";

/** GET /api/admin/overview: site-wide counts for the admin dashboard. */
export interface AdminOverview {
  users: number;
  questions: number;
  quizzes: number;
  attempts: number;
}

export const adminOverviewQueryOptions = queryOptions({
  queryKey: ["admin", "overview"],
  queryFn: () => api.get<AdminOverview>(apiPaths.adminOverview),
  staleTime: 30_000,
});

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions);
}
