import type { AdminAttemptList } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";

/**
 * The real API calls the policy tester makes as the signed-in account, one per policy it checks.
 * Some are meant to be refused (there is no route for them): the tester shows the status.
 */
export const policyCalls = {
  readOwnProfile: () => api.get(apiPaths.me),
  /** The member's own name written back unchanged. */
  renameOwnProfile: (fullName: string) => api.patch(apiPaths.me, { fullName }),
  listAttempts: () => api.get<AdminAttemptList>(withQuery(apiPaths.adminAttempts, { page: "1" })),
  readResult: (attemptId: number) => api.get(`/api/results/${attemptId}`),
  insertAttempt: () => api.post("/api/attempts", { score: 100 }),
  scoreAttempt: () => api.patch("/api/attempts/1", { score: 100 }),
  deleteAttempt: () => api.delete("/api/attempts/1"),
  listQuizzes: () => api.get(apiPaths.quizzes),
  /** A draft members never see, which the next two calls edit and delete. */
  createDraftQuiz: () =>
    api.post<{ id: number }>(apiPaths.adminQuizzes, {
      title: `Policy test ${new Date().toISOString()}`,
      status: "draft",
      selection: { mode: "random", filter: {} },
    }),
  editDraftQuiz: (quizId: number) => api.put(apiPaths.adminQuiz(quizId), { title: "Policy test (edited)", description: "", status: "draft" }),
  deleteDraftQuiz: (quizId: number) => api.delete(apiPaths.adminQuiz(quizId)),
};
