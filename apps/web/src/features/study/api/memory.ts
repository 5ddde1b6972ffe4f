import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MemoryList, MemoryStep, MemoryStepResult, MemoryVerse } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, isApiError } from "../../../lib/api";

/** Memory verses (docs/architecture.md §4 'Study'): the list with progress, one verse, a step's check. */

const listKey = ["memory", "list"] as const;
const verseKey = (slug: string) => ["memory", "verse", slug] as const;

/** A refusal (an unknown verse) is an answer, not a hiccup to retry. */
const retryServerErrors = (count: number, error: unknown) => !(isApiError(error) && error.status < 500) && count < 2;

/** GET /api/memory: every verse with the member's steps, and how many are learnt. */
export const memoryListQueryOptions = queryOptions({
  queryKey: listKey,
  queryFn: () => api.get<MemoryList>(apiPaths.memory),
  staleTime: 30_000,
});

export function useMemoryList() {
  return useQuery(memoryListQueryOptions);
}

/** GET /api/memory/:slug: the verse with its text and the member's steps. */
export function useMemoryVerse(slug: string, enabled = true) {
  return useQuery({
    queryKey: verseKey(slug),
    queryFn: () => api.get<MemoryVerse>(apiPaths.memoryVerse(slug)),
    retry: retryServerErrors,
    enabled,
  });
}

/**
 * POST /api/memory/:slug/steps: checks one step ('read' sends no text). The answer carries the
 * verse as it now stands, which replaces the page's copy; the list's progress, the streak (every
 * attempt is a study day) and, once the verse is learnt, the review deck it joined are fetched again.
 */
export function useMemoryStep(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, typed }: { step: MemoryStep; typed?: string }) =>
      api.post<MemoryStepResult>(apiPaths.memoryStep(slug), step === "read" ? { step } : { step, typed }),
    onSuccess: (result) => {
      queryClient.setQueryData<MemoryVerse>(verseKey(slug), result.verse);
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: ["streak"] });
      if (result.verse.learnt) void queryClient.invalidateQueries({ queryKey: ["review"] });
    },
  });
}
