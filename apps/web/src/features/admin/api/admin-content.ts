import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminQuestion,
  AdminQuestionInput,
  AdminQuestionList,
  AdminQuestionSaved,
  AdminQuestionSort,
  AdminQuizCreate,
  AdminQuizList,
  AdminQuizSort,
  AdminQuizUpdate,
  ChallengeQueue,
} from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";

/** The admin's content screens: quizzes, questions and the challenge queue share one cache prefix. */
const CONTENT = ["admin", "content"] as const;

export interface QuizPoolQuestion {
  id: number;
  question: string;
  correct: string;
  book: string | null;
  reference: string | null;
  difficulty: string;
}

export type QuizQuery = { search?: string; status?: string; sort: AdminQuizSort; order: "asc" | "desc"; page: number };

export function useAdminQuizzes(query: QuizQuery) {
  return useQuery({
    queryKey: [...CONTENT, "quizzes", query],
    queryFn: () => api.get<AdminQuizList>(withQuery(apiPaths.adminQuizzes, { ...query, page: String(query.page) })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/quizzes/:id/questions: a quiz's pool of questions. */
export const getQuizPool = (quizId: number) => api.get<{ questions: QuizPoolQuestion[] }>(apiPaths.adminQuizQuestions(quizId));

export function useQuizPool(quizId: number | null) {
  return useQuery({
    queryKey: [...CONTENT, "pool", quizId],
    queryFn: () => getQuizPool(quizId!),
    enabled: quizId !== null,
  });
}

export type QuestionQuery = {
  quizId?: string;
  search?: string;
  book?: string;
  difficulty?: string;
  topic?: string;
  flagged?: string;
  access?: string;
  sort: AdminQuestionSort;
  order: "asc" | "desc";
  page: number;
};

export function useAdminQuestions(query: QuestionQuery) {
  return useQuery({
    queryKey: [...CONTENT, "questions", query],
    queryFn: () => api.get<AdminQuestionList>(withQuery(apiPaths.adminQuestions, { ...query, page: String(query.page) })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/questions/:id: one question as the editor opens it. */
export const getAdminQuestion = (id: number) => api.get<AdminQuestion>(apiPaths.adminQuestion(id));

export function useChallengeQueue() {
  return useQuery({ queryKey: [...CONTENT, "challenges"], queryFn: () => api.get<ChallengeQueue>(apiPaths.adminChallenges) });
}

function useContentMutation<T, V>(fn: (v: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT }) });
}

export function useCreateQuiz() {
  return useContentMutation((input: AdminQuizCreate) => api.post<{ id: number }>(apiPaths.adminQuizzes, input));
}

export function useUpdateQuiz() {
  return useContentMutation(({ id, input }: { id: number; input: AdminQuizUpdate }) => api.put<void>(apiPaths.adminQuiz(id), input));
}

export function useDeleteQuiz() {
  return useContentMutation((id: number) => api.delete<{ outcome: "deleted" | "archived" }>(apiPaths.adminQuiz(id)));
}

export function useSaveQuestion() {
  return useContentMutation(({ id, input }: { id: number | null; input: AdminQuestionInput }) =>
    id === null ? api.post<AdminQuestionSaved>(apiPaths.adminQuestions, input) : api.put<AdminQuestionSaved>(apiPaths.adminQuestion(id), input),
  );
}

export function useDeleteQuestion() {
  return useContentMutation((id: number) => api.delete<void>(apiPaths.adminQuestion(id)));
}

export function useRejectChallenges() {
  return useContentMutation(({ questionId, note }: { questionId: number; note: string }) =>
    api.post<void>(apiPaths.adminChallengeReject(questionId), { note }),
  );
}
