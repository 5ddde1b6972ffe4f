import { useQueryClient } from "@tanstack/react-query";
import type { AttemptOutcome, AttemptView } from "@berean/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { isApiError } from "../../lib/api";
import { abandonAttempt, finishAttempt, invalidateAfterAttempt, recordAnswer, startAttempt } from "./attempt-api";
import type { Refusal } from "./refusal-dialog";

export type QuizSession =
  | { phase: "loading" }
  | { phase: "refused"; refusal: Refusal }
  | { phase: "already-taken" }
  | { phase: "running" | "ended"; attempt: AttemptView };

const SAVE_FAILED = "Failed to save your attempt. Please try again.";
const FINISH_FAILED = "Failed to complete the quiz. Please try again.";
export const LOAD_FAILED = "Failed to load questions. Please try again.";

/** Codes after which an answer can no longer be stored: the attempt is over, so finish it. */
const ENDED_CODES = new Set(["DEADLINE_PASSED", "ATTEMPT_ENDED"]);

function firstUnanswered(attempt: AttemptView): number {
  const answered = new Set(attempt.answers.map((a) => a.position));
  const index = attempt.questions.findIndex((q) => !answered.has(q.position));
  return index === -1 ? Math.max(0, attempt.questions.length - 1) : index;
}

/**
 * The quiz page's state: starts (or resumes) the attempt on the server, stores each answer as
 * it is given, finishes or abandons. The deadline is local time derived from the server's
 * seconds-left, re-synchronised with every answer.
 */
export function useQuizSession(quizId: number) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<QuizSession>({ phase: "loading" });
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AttemptOutcome | null>(null);
  const [initialSeconds, setInitialSeconds] = useState<number | null>(null);
  const started = useRef(false);
  const ending = useRef(false);

  useEffect(() => {
    // Once per page: React's development double effect must not start twice (the server would resume anyway).
    if (started.current) return;
    started.current = true;
    startAttempt(quizId).then(
      ({ attempt }) => {
        if (attempt.questions.length === 0) {
          const message = "Please contact an administrator to add questions to this quiz.";
          setSession({ phase: "refused", refusal: { code: "ERROR", title: "No questions available", message } });
          return;
        }
        if (attempt.status !== "in_progress") {
          setSession({ phase: "already-taken" });
          return;
        }
        const at = firstUnanswered(attempt);
        setIndex(at);
        setSelected(attempt.answers.find((a) => a.position === attempt.questions[at]?.position)?.chosenIndex ?? null);
        setInitialSeconds(attempt.secondsLeft);
        setDeadline(Date.now() + attempt.secondsLeft * 1000);
        setSession({ phase: "running", attempt: { ...attempt, questions: [...attempt.questions].sort((a, b) => a.position - b.position) } });
      },
      (error: unknown) => {
        if (isApiError(error) && (error.code === "ALREADY_ATTEMPTED" || error.code === "WEEKLY_QUIZ_LIMIT")) {
          setSession({ phase: "already-taken" });
        } else if (isApiError(error) && (error.code === "FREE_WEEKLY_LIMIT" || error.code === "QUIZ_EMPTY")) {
          setSession({ phase: "refused", refusal: { code: error.code } });
        } else if (isApiError(error) && error.status === 401) {
          setSession({ phase: "refused", refusal: { code: "NOT_LOGGED_IN" } });
        } else {
          setSession({ phase: "refused", refusal: { code: "ERROR", message: LOAD_FAILED } });
        }
      },
    );
  }, [quizId]);

  const attempt = session.phase === "running" || session.phase === "ended" ? session.attempt : null;

  const finish = useCallback(async () => {
    if (!attempt || ending.current) return;
    ending.current = true;
    setBusy(true);
    try {
      const result = await finishAttempt(attempt.id);
      setSession({ phase: "ended", attempt });
      setOutcome(result);
      void invalidateAfterAttempt(queryClient);
    } catch {
      ending.current = false;
      toast.error("Error", { description: FINISH_FAILED });
    } finally {
      setBusy(false);
    }
  }, [attempt, queryClient]);

  /** Stores the chosen answer; then the next question, or (on the last) the finish. */
  const next = useCallback(async () => {
    if (!attempt || session.phase !== "running" || selected === null || busy) return;
    const question = attempt.questions[index];
    if (!question) return;
    setBusy(true);
    let overdue = false;
    try {
      const saved = await recordAnswer(attempt.id, { position: question.position, chosenIndex: selected });
      setDeadline(Date.now() + saved.secondsLeft * 1000);
    } catch (error) {
      if (isApiError(error) && ENDED_CODES.has(error.code)) overdue = true;
      else if (!(isApiError(error) && error.code === "ALREADY_ANSWERED")) {
        setBusy(false);
        toast.error("Error", { description: SAVE_FAILED });
        return;
      }
    }
    setBusy(false);
    if (overdue || index >= attempt.questions.length - 1) {
      await finish();
      return;
    }
    setIndex(index + 1);
    setSelected(null);
  }, [attempt, session.phase, selected, busy, index, finish]);

  /** At 0:00: keep a chosen-but-unsent answer if the server's grace still allows it, then finish. */
  const timeUp = useCallback(async () => {
    if (!attempt || session.phase !== "running" || ending.current) return;
    const question = attempt.questions[index];
    if (question && selected !== null) {
      await recordAnswer(attempt.id, { position: question.position, chosenIndex: selected }).catch(() => undefined);
    }
    await finish();
  }, [attempt, session.phase, index, selected, finish]);

  /** Leaving through the app (after the confirm): the attempt ends with score 0. */
  const abandon = useCallback(async (): Promise<boolean> => {
    if (!attempt) return true;
    ending.current = true;
    try {
      await abandonAttempt(attempt.id);
      setSession({ phase: "ended", attempt });
      void invalidateAfterAttempt(queryClient);
      return true;
    } catch {
      ending.current = false;
      toast.error("Error", { description: SAVE_FAILED });
      return false;
    }
  }, [attempt, queryClient]);

  return { session, attempt, index, selected, setSelected, deadline, busy, outcome, initialSeconds, next, finish, timeUp, abandon };
}
