import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PracticeSession, StartPractice } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, isApiError } from "../../../lib/api";

/**
 * Practice (docs/architecture.md §4 'Study'): the member's open session, and the moves that change
 * it. Each move answers the session as it now stands, which replaces the page's copy.
 */

const currentKey = ["practice", "current"] as const;

/** GET /api/practice: the open session the page resumes, or null. */
export function usePracticeSession() {
  return useQuery({
    queryKey: currentKey,
    queryFn: async () => (await api.get<{ session: PracticeSession | null }>(apiPaths.practice)).session,
    // A question on screen must not change under the member: the page's moves keep it current.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

/** A move's answer is the session: an open one stays on screen, an ended one leaves the page's copy to the summary. */
function useSessionMutation<V>(fn: (variables: V) => Promise<PracticeSession>, { answers = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (session) => {
      queryClient.setQueryData(currentKey, session.ended ? null : session);
      // An answer counts for the day's streak.
      if (answers) void queryClient.invalidateQueries({ queryKey: ["streak"] });
    },
    // A 409 means the session moved on without this page: the question on screen went into play and
    // was replaced (the new one carries the notice), or the session ended elsewhere. Read it again.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: currentKey });
    },
  });
}

/** POST /api/practice: starts a session (the server ends the open one). */
export function useStartPractice() {
  return useSessionMutation((choice: StartPractice) => api.post<PracticeSession>(apiPaths.practice, choice));
}

/** POST /api/practice/:id/answers: the choice for the question on screen; the session comes back with its result. */
export function useAnswerPractice() {
  return useSessionMutation(
    ({ sessionId, position, choice }: { sessionId: string; position: number; choice: number }) =>
      api.post<PracticeSession>(apiPaths.practiceAnswer(sessionId), { position, choice }),
    { answers: true },
  );
}

/** POST /api/practice/:id/next: draws the next question (or tells why there is none). */
export function useNextPractice() {
  return useSessionMutation((sessionId: string) => api.post<PracticeSession>(apiPaths.practiceNext(sessionId), {}));
}

/** POST /api/practice/:id/end: ends the session; its tally is the summary. */
export function useEndPractice() {
  return useSessionMutation((sessionId: string) => api.post<PracticeSession>(apiPaths.practiceEnd(sessionId), {}));
}
