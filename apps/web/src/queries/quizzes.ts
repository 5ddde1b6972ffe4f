import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuizListResponse } from "@berean/domain";
import { apiPaths } from "../config/paths";
import { api } from "../lib/api";

/** GET /api/quizzes: active quizzes, each with what the signed-in member may do with it (myStatus). */
export const quizzesQueryOptions = queryOptions({
  queryKey: ["quizzes"],
  queryFn: () => api.get<QuizListResponse>(apiPaths.quizzes),
});

export function useQuizzes() {
  return useQuery(quizzesQueryOptions);
}

/**
 * The Saturday event's quiz card as the signed-in member stands with it (not started, in
 * progress, taken with its result), read from the same list while `enabled` (the event is live).
 */
export function useEventQuiz(enabled: boolean) {
  return useQuery({ ...quizzesQueryOptions, enabled, select: (list) => list.quizzes.find((quiz) => quiz.isWeekly) ?? null });
}
