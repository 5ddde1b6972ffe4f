import { queryOptions } from "@tanstack/react-query";
import type { QuizListResponse } from "@berean/domain";
import { apiPaths } from "../config/paths";
import { api } from "./api";

/**
 * GET /api/quizzes: active quizzes, each with what the signed-in member may do with it (myStatus).
 * One cache entry read by 'Choose Your Quiz' (features/quizzes), the live event's button
 * (features/events) and a leader's quiz picker (features/assignments). The quizzes feature shows the
 * event's hours and the events feature leads into a quiz, so neither can be the other's way here.
 */
export const quizzesQueryOptions = queryOptions({
  queryKey: ["quizzes"],
  queryFn: () => api.get<QuizListResponse>(apiPaths.quizzes),
});
