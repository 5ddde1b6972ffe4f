import type { QueryClient } from "@tanstack/react-query";
import type { AttemptOutcome, RecordAnswer, RecordAnswerResponse, StartAttemptResponse } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";
import { historyKey } from "../../../lib/history-key";

/** POST /api/quizzes/:quizId/attempts: starts the quiz, or resumes the member's unfinished attempt. */
export const startAttempt = (quizId: number) => api.post<StartAttemptResponse>(apiPaths.startAttempt(quizId), {});

/** POST /api/attempts/:id/answers: stores one answer as it is given. */
export const recordAnswer = (attemptId: number, answer: RecordAnswer) => api.post<RecordAnswerResponse>(apiPaths.answers(attemptId), answer);

/** POST /api/attempts/:id/finish: the server scores the stored answers (idempotent). */
export const finishAttempt = (attemptId: number) => api.post<AttemptOutcome>(apiPaths.finishAttempt(attemptId), {});

/** POST /api/attempts/:id/abandon: leaving through the app ends the attempt with score 0. */
export const abandonAttempt = (attemptId: number) => api.post<AttemptOutcome>(apiPaths.abandonAttempt(attemptId), {});

/** An ended attempt changes the quiz list, history, boards and results. */
export function invalidateAfterAttempt(queryClient: QueryClient): Promise<void> {
  return Promise.all([["quizzes"], historyKey, ["leaderboard"], ["result"]].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
