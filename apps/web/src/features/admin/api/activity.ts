import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ActivityKind, ActivityReport } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";

/** The activity report's filters, as the page holds them (an empty search is none). */
export interface ActivityQuery {
  search: string;
  kind: ActivityKind | "all";
  range: string;
  limit: number;
  order: "asc" | "desc";
  page: number;
}

/** GET /api/admin/activity: what members and admins did, with the period's counters; the last page stays while the next loads. */
export function useActivityReport({ search, kind, range, limit, order, page }: ActivityQuery) {
  return useQuery({
    queryKey: ["admin", "activity", search, kind, range, limit, order, page],
    queryFn: () =>
      api.get<ActivityReport>(withQuery(apiPaths.adminActivity, { search: search || undefined, kind, range, limit: String(limit), order, page: String(page) })),
    placeholderData: keepPreviousData,
  });
}
