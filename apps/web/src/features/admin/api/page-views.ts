import { useQuery } from "@tanstack/react-query";
import type { PageViewReport } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";

/** GET /api/admin/page-views: views per page and per day over the last `days` days. */
export function usePageViews(days: number) {
  return useQuery({
    queryKey: ["admin", "page-views", days],
    queryFn: () => api.get<PageViewReport>(withQuery(apiPaths.adminPageViews, { days: String(days) })),
  });
}
