import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPrize, AdminPrizeList, MarkPrizePaid, VoidPrize } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";

const prizesKey = ["admin", "prizes"] as const;

/** GET /api/admin/prizes: every prize of a completed competition, all of them or those owed or paid. */
export function usePrizes(filter: "all" | "owed" | "paid") {
  return useQuery({ queryKey: [...prizesKey, filter], queryFn: () => api.get<AdminPrizeList>(withQuery(apiPaths.adminPrizes, { status: filter })) });
}

/** POST /api/admin/prizes/:attemptId/void: the prize is not paid, with the reason. */
export function useVoidPrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, input }: { attemptId: number; input: VoidPrize }) => api.post<AdminPrize>(apiPaths.adminPrizeVoid(attemptId), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: prizesKey }),
  });
}

/** POST /api/admin/prizes/:attemptId/paid: the prize was paid, with how. */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, input }: { attemptId: number; input: MarkPrizePaid }) => api.post<AdminPrize>(apiPaths.adminPrizePaid(attemptId), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: prizesKey }),
  });
}
