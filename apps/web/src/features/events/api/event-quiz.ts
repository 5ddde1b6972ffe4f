import { useQuery } from "@tanstack/react-query";
import { quizzesQueryOptions } from "../../../lib/quiz-list";

/**
 * The Saturday event's quiz card as the signed-in member stands with it (not started, in
 * progress, taken with its result), read from the same list while `enabled` (the event is live).
 */
export function useEventQuiz(enabled: boolean) {
  return useQuery({ ...quizzesQueryOptions, enabled, select: (list) => list.quizzes.find((quiz) => quiz.isWeekly) ?? null });
}
