import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AssignmentCreate,
  AssignmentInsight,
  AssignmentReminded,
  AssignmentResults,
  GroupAssignmentList,
  GroupAssignmentResponse,
  MyAssignmentList,
} from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";
import { historyKey } from "../../../lib/history-key";
import { quizzesQueryOptions } from "../../../lib/quiz-list";

/**
 * Assignments live under the history prefix: an ended attempt changes a member's status on them,
 * and the quiz player invalidates that prefix when an attempt ends.
 */
const assignmentsKey = [...historyKey, "assignments"] as const;

/** GET /api/groups/:id/assignments: the group's assignments, newest first, with the caller's own status. */
export const groupAssignmentsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: [...assignmentsKey, "group", groupId],
    queryFn: () => api.get<GroupAssignmentList>(apiPaths.groupAssignments(groupId)),
  });

export const useGroupAssignments = (groupId: number) => useQuery(groupAssignmentsQueryOptions(groupId));

/** GET /api/groups/:id/assignments/:assignmentId/results: the leader's view, every member's status and score. */
export const assignmentResultsQueryOptions = (groupId: number, assignmentId: number) =>
  queryOptions({
    queryKey: [...assignmentsKey, "results", groupId, assignmentId],
    queryFn: () => api.get<AssignmentResults>(apiPaths.groupAssignmentResults(groupId, assignmentId)),
  });

/** `enabled` false for ids that cannot exist (a mistyped address): nothing is asked. */
export const useAssignmentResults = (groupId: number, assignmentId: number, enabled = true) =>
  useQuery({ ...assignmentResultsQueryOptions(groupId, assignmentId), enabled });

/** GET /api/groups/:id/assignments/:assignmentId/questions: per question, how the group answered it (leaders; open questions only). */
export const assignmentInsightQueryOptions = (groupId: number, assignmentId: number) =>
  queryOptions({
    queryKey: [...assignmentsKey, "questions", groupId, assignmentId],
    queryFn: () => api.get<AssignmentInsight>(apiPaths.groupAssignmentQuestions(groupId, assignmentId)),
  });

export const useAssignmentInsight = (groupId: number, assignmentId: number) => useQuery(assignmentInsightQueryOptions(groupId, assignmentId));

/** POST /api/groups/:id/assignments/:assignmentId/reminders (leaders): mails those who have not started, once. */
export function useRemindMembers(groupId: number, assignmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AssignmentReminded>(apiPaths.groupAssignmentReminders(groupId, assignmentId), {}),
    // Done or refused as done already, the results' 'Reminded on …' is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentResultsQueryOptions(groupId, assignmentId).queryKey }),
  });
}

/** GET /api/me/assignments: the caller's open assignments across their groups (dashboard, My Quizzes). */
export const myAssignmentsQueryOptions = queryOptions({
  queryKey: [...assignmentsKey, "mine"],
  queryFn: () => api.get<MyAssignmentList>(apiPaths.myAssignments),
});

export const useMyAssignments = () => useQuery(myAssignmentsQueryOptions);

/** POST /api/groups/:id/assignments (leaders). */
export function useAssignQuiz(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentCreate) => api.post<GroupAssignmentResponse>(apiPaths.groupAssignments(groupId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKey }),
  });
}

/** DELETE /api/groups/:id/assignments/:assignmentId (leaders). */
export function useRemoveAssignment(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) => api.delete<void>(apiPaths.groupAssignment(groupId, assignmentId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKey }),
  });
}

/** GET /api/quizzes, for the leader's quiz picker: the published quizzes (the same list and key as 'Choose Your Quiz'). */
export const assignableQuizzesQueryOptions = quizzesQueryOptions;

export const useAssignableQuizzes = (enabled: boolean) => useQuery({ ...assignableQuizzesQueryOptions, enabled });
