import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteStats } from "@berean/domain";
import { apiPaths } from "../config/paths";
import { api } from "./api";

/**
 * GET /api/stats: the live figures of the stat strip (components/stats-strip.tsx) that the landing
 * page and the hub both show, and that the server-rendered public pages seed. Its one reader is that
 * shared widget, so no feature owns it.
 */
export const siteStatsQueryOptions = queryOptions({
  queryKey: ["site-stats"],
  queryFn: () => api.get<SiteStats>(apiPaths.stats),
  staleTime: 60_000,
});

export const useSiteStats = () => useQuery(siteStatsQueryOptions);
