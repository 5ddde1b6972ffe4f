import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminCompetition,
  CheckoutStatus,
  CompetitionAttempt,
  CompetitionBoard,
  CompetitionInput,
  CompetitionList,
  CompetitionOutcome,
  CompetitionReceipt,
  Redirect,
} from "@berean/domain";
import { apiPaths } from "../config/paths";
import { api } from "../lib/api";

export const competitionsQueryOptions = queryOptions({
  queryKey: ["competitions"],
  queryFn: () => api.get<CompetitionList>(apiPaths.competitions),
});

export function useCompetitions(enabled = true) {
  return useQuery({ ...competitionsQueryOptions, enabled });
}

export function useJoinCompetition() {
  return useMutation({ mutationFn: (id: number) => api.post<Redirect>(apiPaths.joinCompetition(id), {}) });
}

/** The spec's payment-session lookup: which competition a paid checkout was for, and how it ended. */
export function useCheckoutStatus(sessionId: string | null) {
  return useQuery({
    queryKey: ["checkout-status", sessionId],
    queryFn: () => api.get<CheckoutStatus>(apiPaths.checkoutStatus(sessionId!)),
    enabled: sessionId !== null,
    // The webhook may land a moment after the browser returns; a delayed payment takes days, not seconds.
    refetchInterval: (query) => (query.state.data === undefined || query.state.data.status === "open" ? 1000 : false),
    retry: false,
  });
}

export function useStartCompetition() {
  return useMutation({ mutationFn: (id: number) => api.post<CompetitionAttempt>(apiPaths.competitionAttempt(id), {}) });
}

export function useCompetitionAnswer(attemptId: number) {
  return useMutation({
    mutationFn: (answer: { questionId: number; chosenIndex: number }) =>
      api.post<{ correct: boolean; answeredCount: number; secondsLeft: number }>(apiPaths.competitionAnswers(attemptId), answer),
  });
}

export function useFinishCompetition(attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CompetitionOutcome>(apiPaths.competitionFinish(attemptId), {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: competitionsQueryOptions.queryKey }),
  });
}

export function useCompetitionBoard(id: number) {
  return useQuery({ queryKey: ["competition-board", id], queryFn: () => api.get<CompetitionBoard>(apiPaths.competitionLeaderboard(id)), retry: false });
}

export function useCompetitionReceipt(id: number) {
  return useQuery({ queryKey: ["competition-receipt", id], queryFn: () => api.get<CompetitionReceipt>(apiPaths.competitionReceipt(id)), retry: false });
}

// ---------------------------------------------------------------- admin

export const adminCompetitionsQueryOptions = queryOptions({
  queryKey: ["admin", "competitions"],
  queryFn: () => api.get<{ competitions: AdminCompetition[] }>(apiPaths.adminCompetitions),
});

export function useAdminCompetitions() {
  return useQuery(adminCompetitionsQueryOptions);
}

function useAdminMutation<T, V>(fn: (v: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCompetitionsQueryOptions.queryKey }) });
}

export function useSaveCompetition() {
  return useAdminMutation(({ id, input }: { id: number | null; input: CompetitionInput }) =>
    id === null ? api.post<AdminCompetition>(apiPaths.adminCompetitions, input) : api.put<AdminCompetition>(apiPaths.adminCompetition(id), input),
  );
}

export function useDeleteCompetition() {
  return useAdminMutation((id: number) => api.delete<void>(apiPaths.adminCompetition(id)));
}

export function useCompetitionStatus() {
  return useAdminMutation(({ id, status }: { id: number; status: "active" | "completed" | "cancelled" }) => api.post<AdminCompetition>(apiPaths.adminCompetitionStatus(id), { status }));
}
