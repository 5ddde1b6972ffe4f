import { useQuery } from "@tanstack/react-query";
import { quizzesQueryOptions } from "../../../lib/quiz-list";

/** 'Choose Your Quiz': the active quizzes with the member's standing on each (the one list, lib/quiz-list.ts). */
export function useQuizzes() {
  return useQuery(quizzesQueryOptions);
}
