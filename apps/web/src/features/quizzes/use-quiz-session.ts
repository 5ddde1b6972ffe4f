import { useQueryClient } from "@tanstack/react-query";
import { COMPETITION_REVEAL_MS, modeOf, type AttemptOutcome, type AttemptView, type StartAttemptResponse } from "@berean/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { isApiError } from "../../lib/api";
import { abandonAttempt, finishAttempt, invalidateAfterAttempt, recordAnswer } from "./attempt-api";
import type { Refusal } from "./refusal-dialog";

export type QuizSession =
  | { phase: "loading" }
  | { phase: "refused"; refusal: Refusal }
  | { phase: "already-taken" }
  | { phase: "running" | "ended"; attempt: AttemptView };

const SAVE_FAILED = "Failed to save your attempt. Please try again.";
const FINISH_FAILED = "Failed to complete the quiz. Please try again.";
export const LOAD_FAILED = "Failed to load questions. Please try again.";

/** An answer just locked in a mode that tells right or wrong after each one (a competition). */
export interface Reveal {
  position: number;
  chosenIndex: number;
  correct: boolean;
}

/** Codes after which an answer can no longer be stored: the attempt is over, so finish it. */
const ENDED_CODES = new Set(["DEADLINE_PASSED", "ATTEMPT_ENDED"]);

function firstUnanswered(attempt: AttemptView): number {
  const answered = new Set(attempt.answers.map((a) => a.position));
  const index = attempt.questions.findIndex((q) => !answered.has(q.position));
  return index === -1 ? Math.max(0, attempt.questions.length - 1) : index;
}

/**
 * The quiz player's state, in every mode (domain MODES): starts (or resumes) the attempt on the
 * server through `begin` (a quiz's start, or a competition's door), stores each answer as it is
 * given, finishes or abandons. In a mode that reveals each answer, choosing locks the answer,
 * shows whether it was right for COMPETITION_REVEAL_MS, then moves on. The deadline is local time
 * derived from the server's seconds-left, re-synchronised with every answer.
 */
export function useQuizSession(begin: () => Promise<StartAttemptResponse>) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<QuizSession>({ phase: "loading" });
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AttemptOutcome | null>(null);
  const [initialSeconds, setInitialSeconds] = useState<number | null>(null);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const [alreadySubmitted, setAlreadySubmitted] = useState(false);
  const started = useRef(false);
  const ending = useRef(false);

  useEffect(() => {
    // Once per page: React's development double effect must not start twice (the server would resume anyway).
    if (started.current) return;
    started.current = true;
    begin().then(
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
  }, [begin]);

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
    } catch (error) {
      // A competition's result is saved once (docs/product.md part 2 §8): finished already, in another tab.
      if (isApiError(error) && error.code === "ALREADY_SUBMITTED") {
        setSession({ phase: "ended", attempt });
        setAlreadySubmitted(true);
        void invalidateAfterAttempt(queryClient);
        return;
      }
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

  /**
   * In a mode that reveals each answer: choosing locks it at once; the server says whether it was
   * right, which shows for a moment, then the next question (or, after the last, the finish).
   */
  const choose = useCallback(
    async (chosenIndex: number) => {
      if (!attempt || session.phase !== "running" || busy || reveal) return;
      const question = attempt.questions[index];
      if (!question) return;
      setBusy(true);
      setSelected(chosenIndex);
      let overdue = false;
      let correct: boolean | undefined;
      try {
        const saved = await recordAnswer(attempt.id, { position: question.position, chosenIndex });
        setDeadline(Date.now() + saved.secondsLeft * 1000);
        correct = saved.correct;
      } catch (error) {
        if (isApiError(error) && ENDED_CODES.has(error.code)) overdue = true;
        else if (!(isApiError(error) && error.code === "ALREADY_ANSWERED")) {
          setBusy(false);
          setSelected(null);
          toast.error("Your answer was not saved", { description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : "Please choose again." });
          return;
        }
      }
      setBusy(false);
      if (overdue) {
        await finish();
        return;
      }
      setReveal({ position: question.position, chosenIndex, correct: correct === true });
      window.setTimeout(() => {
        setReveal(null);
        if (index >= attempt.questions.length - 1) {
          void finish();
          return;
        }
        setIndex(index + 1);
        setSelected(null);
      }, COMPETITION_REVEAL_MS);
    },
    [attempt, session.phase, busy, reveal, index, finish],
  );

  /** At 0:00: keep a chosen-but-unsent answer if the server's grace still allows it, then finish. */
  const timeUp = useCallback(async () => {
    if (!attempt || session.phase !== "running" || ending.current) return;
    const question = attempt.questions[index];
    if (question && selected !== null && !reveal) {
      await recordAnswer(attempt.id, { position: question.position, chosenIndex: selected }).catch(() => undefined);
    }
    await finish();
  }, [attempt, session.phase, index, selected, reveal, finish]);

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

  const policy = attempt ? modeOf(attempt.mode) : null;
  return { session, attempt, policy, index, selected, setSelected, deadline, busy, outcome, alreadySubmitted, reveal, initialSeconds, next, choose, finish, timeUp, abandon };
}
