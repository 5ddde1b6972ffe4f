import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardResponse, HistoryResponse, MyQuizzesResponse } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";
import { historyKey } from "../../../lib/history-key";

/** GET /api/dashboard: stats (optionally for one quiz), the weekly state and the 5 latest attempts. */
export const dashboardQueryOptions = (quizId: number | undefined) =>
  queryOptions({
    queryKey: [...historyKey, "dashboard", quizId ?? "all"],
    queryFn: () => api.get<DashboardResponse>(withQuery(apiPaths.dashboard, { quizId: quizId?.toString() })),
  });

/** GET /api/history: the member's attempts, newest first. */
export const historyQueryOptions = queryOptions({
  queryKey: [...historyKey, "attempts"],
  queryFn: () => api.get<HistoryResponse>(withQuery(apiPaths.history, { limit: "100" })),
});

/** GET /api/my-quizzes: one summary per quiz taken, the totals and the weekly state. */
export const myQuizzesQueryOptions = queryOptions({
  queryKey: [...historyKey, "my-quizzes"],
  queryFn: () => api.get<MyQuizzesResponse>(apiPaths.myQuizzes),
});

export const useDashboard = (quizId: number | undefined) => useQuery(dashboardQueryOptions(quizId));
export const useHistory = () => useQuery(historyQueryOptions);
export const useMyQuizzes = () => useQuery(myQuizzesQueryOptions);
