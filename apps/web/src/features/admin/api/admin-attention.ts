import { useQuery } from "@tanstack/react-query";
import type { AdminAttention } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

/** Its key: a decision on a held result or a reply to a message asks for it again. */
export const ADMIN_ATTENTION_KEY = ["admin", "attention"] as const;

/** GET /api/admin/attention: held results and unanswered messages, for the sidebar's badges and the dashboard. */
export function useAdminAttention() {
  return useQuery({
    queryKey: ADMIN_ATTENTION_KEY,
    queryFn: () => api.get<AdminAttention>(apiPaths.adminAttention),
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
}
