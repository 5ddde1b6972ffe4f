import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ADMIN_ATTEMPT_SORTS, AdminAttempt, AdminAttemptList, HeldResult, HeldResultList, HoldDecision } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";
import { ADMIN_ATTENTION_KEY } from "./admin-attention";

/** Every attempt query of the admin (the table, a member's attempts, the held results) shares this prefix. */
const ATTEMPTS = ["admin", "attempts"] as const;

export type AttemptSort = (typeof ADMIN_ATTEMPT_SORTS)[number];

/** GET /api/admin/attempts: every ended attempt, searched, sorted and paged by the server. */
export function useAdminAttempts(search: string, sort: AttemptSort, order: "asc" | "desc", page: number) {
  return useQuery({
    queryKey: [...ATTEMPTS, search, sort, order, page],
    queryFn: () => api.get<AdminAttemptList>(withQuery(apiPaths.adminAttempts, { search: search || undefined, sort, order, page: String(page) })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/attempts?userId=…: one member's attempts, on their admin page. */
export function useUserAttempts(userId: string, sort: { id: AttemptSort; desc: boolean }, page: number) {
  return useQuery({
    queryKey: [...ATTEMPTS, "user", userId, sort.id, sort.desc, page],
    queryFn: () =>
      api.get<AdminAttemptList>(withQuery(apiPaths.adminAttempts, { userId, sort: sort.id, order: sort.desc ? "desc" : "asc", page: String(page) })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/attempts/held: the results held for review, oldest first. */
export function useHeldResults() {
  return useQuery({ queryKey: [...ATTEMPTS, "held"], queryFn: () => api.get<HeldResultList>(apiPaths.adminHeld) });
}

/** A decision on an attempt changes the attempt lists and the sidebar's count of held results. */
function useAttemptDecision<T, V>(fn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ATTEMPTS }), queryClient.invalidateQueries({ queryKey: ADMIN_ATTENTION_KEY })]),
  });
}

/** POST the admin's decision on a held result: clear (it stands) or void (it never counts), with a note. */
export function useHoldDecision(item: Pick<HeldResult, "kind" | "id">) {
  return useAttemptDecision((input: HoldDecision) => api.post<void>(apiPaths.adminHeldDecision(item.kind, item.id), input));
}

/** POST /api/admin/attempts/:id/void: the result never counts; the member sees the reason. */
export function useVoidAttempt(attemptId: number) {
  return useAttemptDecision((input: { reason: string }) => api.post<AdminAttempt>(apiPaths.adminAttemptVoid(attemptId), input));
}
