import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { AttemptResponse, AttemptView, CompetitionBoard, CompetitionList, CompetitionReceipt, Redirect, StartAttemptResponse } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, isApiError } from "../../../lib/api";

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

/**
 * The competition's door to the attempt engine: starts (or resumes) the member's attempt. Its
 * answers and finish then go through the attempt routes, as every mode's do (the quiz player).
 */
export function useStartCompetition() {
  return useMutation({ mutationFn: (id: number) => api.post<StartAttemptResponse>(apiPaths.competitionAttempt(id), {}) });
}

/** The member's attempt at a competition, to resume it after a reload; null when there is none yet. */
export function useCompetitionAttempt(id: number) {
  return useQuery({
    queryKey: ["competition-attempt", id],
    queryFn: async (): Promise<AttemptView | null> => {
      try {
        return (await api.get<AttemptResponse>(apiPaths.competitionAttempt(id))).attempt;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useCompetitionBoard(id: number) {
  return useQuery({ queryKey: ["competition-board", id], queryFn: () => api.get<CompetitionBoard>(apiPaths.competitionLeaderboard(id)), retry: false });
}

export function useCompetitionReceipt(id: number) {
  return useQuery({ queryKey: ["competition-receipt", id], queryFn: () => api.get<CompetitionReceipt>(apiPaths.competitionReceipt(id)), retry: false });
}
