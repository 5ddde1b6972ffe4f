import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CurrentPlan, PlanFollow, PracticeSession, StudyPlanDetail, StudyPlanList } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, isApiError } from "../../../lib/api";

/**
 * Study plans (docs/architecture.md §4 'Study'): the plans, the one the member follows with today's
 * passage, and the moves on it. Each move answers the follow as it now stands, which replaces the
 * page's copy.
 */

const listKey = ["plans", "list"] as const;
const currentKey = ["plans", "current"] as const;
const planKey = (slug: string) => ["plans", "plan", slug] as const;

/** A refusal (an unknown plan) is an answer, not a hiccup to retry. */
const retryServerErrors = (count: number, error: Error) => !(isApiError(error) && error.status < 500) && count < 2;

/** GET /api/plans: every plan with its length and what it covers. */
export function usePlans() {
  return useQuery({ queryKey: listKey, queryFn: () => api.get<StudyPlanList>(apiPaths.plans), staleTime: Infinity, retry: retryServerErrors });
}

/** GET /api/plans/:slug: a plan's days. */
export function usePlan(slug: string) {
  return useQuery({ queryKey: planKey(slug), queryFn: () => api.get<StudyPlanDetail>(apiPaths.plan(slug)), staleTime: Infinity, retry: retryServerErrors });
}

/** GET /api/plans/current: the plan the member follows with today's passage, or null. */
export function useCurrentPlan() {
  return useQuery({
    queryKey: currentKey,
    queryFn: async () => (await api.get<CurrentPlan>(apiPaths.currentPlan)).follow,
    retry: retryServerErrors,
  });
}

function useFollowMutation<V>(fn: (variables: V) => Promise<PlanFollow | null>, { countsForStreak = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (follow) => {
      queryClient.setQueryData(currentKey, follow);
      // A day done counts for the daily streak.
      if (countsForStreak) void queryClient.invalidateQueries({ queryKey: ["streak"] });
    },
    // A 404 or 409 means the follow moved on without this page (another tab left it or marked the day): read it again.
    onError: (error) => {
      if (isApiError(error) && (error.status === 404 || error.status === 409)) void queryClient.invalidateQueries({ queryKey: currentKey });
    },
  });
}

/** POST /api/plan-follows: follow a plan from day 1 (the server ends the one followed). */
export function useStartPlan() {
  return useFollowMutation((slug: string) => api.post<PlanFollow>(apiPaths.planFollows, { plan: slug }));
}

/** POST /api/plan-follows/:id/done: today's day done (a second mark is harmless). */
export function useMarkPlanDay() {
  return useFollowMutation(({ followId, day }: { followId: string; day: number }) => api.post<PlanFollow>(apiPaths.planFollowDone(followId), { day }), {
    countsForStreak: true,
  });
}

/** DELETE /api/plan-follows/:id: leave the plan. */
export function useLeavePlan() {
  return useFollowMutation(async (followId: string) => {
    await api.delete<null>(apiPaths.planFollow(followId));
    return null;
  });
}

/**
 * Practice on today's chapters: a practice session of that book and those chapters, started by
 * practice itself (POST /api/practice), so its rules — open questions only, the free allowance —
 * are the ones that hold. The practice page resumes it.
 */
export function usePracticePlanDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (practice: { book: string; chapters: number[] }) =>
      api.post<PracticeSession>(apiPaths.practice, { books: [practice.book], chapters: practice.chapters, difficulty: "any" }),
    onSuccess: (session) => queryClient.setQueryData(["practice", "current"], session),
  });
}
