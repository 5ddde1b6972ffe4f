import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CustomQuizCandidates,
  CustomQuizDraw,
  CustomQuizCreate,
  CustomQuizDetail,
  CustomQuizList,
  CustomQuizUpdate,
  OwnQuestionInput,
  OwnQuestionList,
  OwnQuestionSaved,
  StartAttemptResponse,
  VerseLookup,
} from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, isApiError, withQuery } from "../../../lib/api";

/** The builder's filters as the query string carries them (comma-separated lists). */
export interface BankFilter {
  books: string[];
  chapters: number[];
  topics: string[];
  difficulty: "any" | "easy" | "medium" | "hard";
  q: string;
}

const filterQuery = (filter: BankFilter): Record<string, string | undefined> => ({
  books: filter.books.length ? filter.books.join(",") : undefined,
  chapters: filter.chapters.length ? filter.chapters.join(",") : undefined,
  topics: filter.topics.length ? filter.topics.join(",") : undefined,
  difficulty: filter.difficulty === "any" ? undefined : filter.difficulty,
  q: filter.q.trim() || undefined,
});

/** GET /api/custom-quizzes: mine and those shared with my groups. */
export const customQuizzesQueryOptions = queryOptions({
  queryKey: ["custom-quizzes"],
  queryFn: () => api.get<CustomQuizList>(apiPaths.customQuizzes),
  staleTime: 30_000,
});

export function useCustomQuizzes() {
  return useQuery(customQuizzesQueryOptions);
}

/** GET /api/custom-quizzes/:id (its questions for its owner and its groups' leaders). */
export function useCustomQuiz(id: number) {
  return useQuery({
    queryKey: ["custom-quizzes", id],
    queryFn: () => api.get<CustomQuizDetail>(apiPaths.customQuiz(id)),
    enabled: Number.isInteger(id) && id > 0,
    // A 404 (not shared with me, or gone) is an answer, not a hiccup to retry.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

/** GET /api/custom-quizzes/candidates: matching questions in play nowhere, for picking by hand. */
export function useCandidates(filter: BankFilter, enabled: boolean) {
  return useQuery({
    queryKey: ["custom-quizzes", "candidates", filter],
    queryFn: () => api.get<CustomQuizCandidates>(withQuery(apiPaths.customQuizCandidates, filterQuery(filter))),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /api/custom-quizzes/draw: `count` questions at random among the matching ones (all, with a note, when fewer match). */
export function drawQuestions(filter: BankFilter, count: number) {
  return api.get<CustomQuizDraw>(withQuery(apiPaths.customQuizDraw, { ...filterQuery(filter), count: String(count) }));
}

/** GET /api/custom-quizzes/own-questions: the questions I wrote for my quizzes. */
export function useOwnQuestions(enabled: boolean) {
  return useQuery({ queryKey: ["custom-quizzes", "own-questions"], queryFn: () => api.get<OwnQuestionList>(apiPaths.ownQuestions), enabled });
}

/** POST /api/custom-quizzes/own-questions: a question of my own (its verse checked by the server); the bank lists refresh. */
export function useWriteOwnQuestion() {
  return useCustomQuizMutation((input: OwnQuestionInput) => api.post<OwnQuestionSaved>(apiPaths.ownQuestions, input));
}

export function useDeleteOwnQuestion() {
  return useCustomQuizMutation((id: number) => api.delete<unknown>(apiPaths.ownQuestion(id)));
}

/** GET /api/custom-quizzes/verse: the King James text of the verse a question cites, as it is written. */
export const lookUpVerse = (reference: string) => api.get<VerseLookup>(withQuery(apiPaths.verse, { reference }));

/** Every custom-quiz change refreshes the lists and the quiz itself (one key prefix). */
function useCustomQuizMutation<T, V>(fn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["custom-quizzes"] }) });
}

export function useCreateCustomQuiz() {
  return useCustomQuizMutation((input: CustomQuizCreate) => api.post<{ id: number }>(apiPaths.customQuizzes, input));
}

export function useUpdateCustomQuiz(id: number) {
  return useCustomQuizMutation((input: CustomQuizUpdate) => api.patch<unknown>(apiPaths.customQuiz(id), input));
}

export function useShareCustomQuiz(id: number) {
  return useCustomQuizMutation((groupIds: number[]) => api.put<unknown>(apiPaths.customQuizGroups(id), { groupIds }));
}

export function useDeleteCustomQuiz(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(apiPaths.customQuiz(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ["custom-quizzes", id] });
      return queryClient.invalidateQueries({ queryKey: customQuizzesQueryOptions.queryKey, exact: true });
    },
  });
}

/** POST /api/custom-quizzes/:id/attempt: starts (or resumes) my attempt; the quiz player plays it. */
export const startCustomQuizAttempt = (id: number) => api.post<StartAttemptResponse>(apiPaths.customQuizAttempt(id), {});
