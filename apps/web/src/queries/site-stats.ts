import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteStats } from "@berean/domain";
import { apiPaths } from "../config/paths";
import { api } from "../lib/api";

/** GET /api/stats: the live figures of the landing and hub stat strips. */
export const siteStatsQueryOptions = queryOptions({
  queryKey: ["site-stats"],
  queryFn: () => api.get<SiteStats>(apiPaths.stats),
  staleTime: 60_000,
});

export const useSiteStats = () => useQuery(siteStatsQueryOptions);
