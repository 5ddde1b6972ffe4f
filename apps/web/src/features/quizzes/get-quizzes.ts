import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuizListResponse } from "@berean/domain";
import { apiPaths } from "../../config/paths";
import { api } from "../../lib/api";

/** GET /api/quizzes: active quizzes, each with what the signed-in member may do with it (myStatus). */
export const quizzesQueryOptions = queryOptions({
  queryKey: ["quizzes"],
  queryFn: () => api.get<QuizListResponse>(apiPaths.quizzes),
});

export function useQuizzes() {
  return useQuery(quizzesQueryOptions);
}
