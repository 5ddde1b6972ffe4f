import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminCompetition, CompetitionInput, QuestionPick } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";

/** The admin's competitions (docs/architecture.md §4 'Competitions'): the list, and the changes that refresh it. */

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
  return useAdminMutation(({ id, status }: { id: number; status: "active" | "completed" | "cancelled" }) =>
    api.post<AdminCompetition>(apiPaths.adminCompetitionStatus(id), { status }),
  );
}

/** The sealed and open questions an admin picks from (docs/architecture.md §4 'Sealed and open'). */
const QUESTION_PICKS = "/api/admin/competitions/questions";

/** GET /api/admin/competitions/draw?count=…: `count` questions drawn at random from the sealed supply, by id. */
export const drawCompetitionQuestionIds = (count: number) => api.get<{ questionIds: number[] }>(apiPaths.adminCompetitionDraw(count));

/** GET /api/admin/competitions/questions?ids=…: the chosen questions, to show them in the form. */
export const getQuestionPicks = (ids: number[]) => api.get<{ questions: QuestionPick[] }>(withQuery(QUESTION_PICKS, { ids: ids.join(",") }));

/** The bank searched by text or verse (at least 2 letters), in the sealed supply (a competition's) or outside it (a quiz's pool). */
export function useQuestionSearch(supply: "sealed" | "unsealed", search: string) {
  return useQuery({
    queryKey: ["admin", "question-search", supply, search],
    queryFn: () => api.get<{ questions: QuestionPick[] }>(withQuery(QUESTION_PICKS, { search, supply })),
    enabled: search.trim().length >= 2,
  });
}
