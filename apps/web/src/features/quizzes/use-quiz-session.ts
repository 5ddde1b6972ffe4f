import { useQueryClient } from "@tanstack/react-query";
import { COMPETITION_REVEAL_MS, modeOf, type AttemptOutcome, type AttemptView, type StartAttemptResponse } from "@berean/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { isApiError } from "../../lib/api";
import { useRetryWhileWaiting } from "../../lib/offline-answers";
import { AnswerQueue, forgetAnswers, type FlushState } from "./answer-queue";
import { abandonAttempt, finishAttempt, invalidateAfterAttempt } from "./api/attempts";
import { useT } from "./messages";
import type { Refusal } from "./refusal-dialog";

export type QuizSession =
  | { phase: "loading" }
  | { phase: "refused"; refusal: Refusal }
  | { phase: "already-taken" }
  | { phase: "running" | "ended"; attempt: AttemptView };

/** An answer just locked in a mode that tells right or wrong after each one (a competition). */
export interface Reveal {
  position: number;
  chosenIndex: number;
  correct: boolean;
}

/**
 * Where a resumed attempt goes on: the question after the last one answered (questions skipped
 * before it stay blank, as they were left), or the first when none was.
 */
function resumeAt(attempt: AttemptView): number {
  const answered = new Set(attempt.answers.map((a) => a.position));
  let last = -1;
  attempt.questions.forEach((q, i) => {
    if (answered.has(q.position)) last = i;
  });
  return Math.min(last + 1, Math.max(0, attempt.questions.length - 1));
}

/**
 * The quiz player's state, in every mode (domain MODES): starts (or resumes) the attempt on the
 * server through `begin` (a quiz's start, or a competition's door), stores each answer as it is
 * given, finishes or abandons. In a mode that reveals each answer, choosing locks the answer,
 * shows whether it was right for COMPETITION_REVEAL_MS, then moves on. The deadline is local time
 * derived from the server's seconds-left, re-synchronised with every answer.
 *
 * Answers go through the attempt's AnswerQueue (docs/architecture.md §4 'Offline answers'): one
 * that cannot be sent is kept and the quiz goes on (`offline` says so), except in a mode that
 * reveals each answer, where the answer stays locked until it is sent and its outcome known. Kept
 * answers are sent again, in order, when the browser is online again and every few seconds;
 * finishing sends them first and waits for the connection (`waitingForConnection`) if it must.
 */
export function useQuizSession(begin: () => Promise<StartAttemptResponse>) {
  const t = useT();
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
  const [offline, setOffline] = useState(false);
  const [pendingAnswers, setPendingAnswers] = useState(0);
  const [waitingForConnection, setWaitingForConnection] = useState(false);
  const queueRef = useRef<AnswerQueue | null>(null);
  const started = useRef(false);
  const ending = useRef(false);

  useEffect(() => {
    // Once per page: React's development double effect must not start twice (the server would resume anyway).
    if (started.current) return;
    started.current = true;
    begin().then(
      ({ attempt }) => {
        if (attempt.questions.length === 0) {
          setSession({ phase: "refused", refusal: { code: "ERROR", title: t("noQuestionsTitle"), message: t("noQuestionsMessage") } });
          return;
        }
        if (attempt.status !== "in_progress") {
          forgetAnswers(attempt.id);
          setSession({ phase: "already-taken" });
          return;
        }
        // A reload resumes with the answers this browser kept: answered on screen, sent again now.
        const queue = new AnswerQueue(attempt.id);
        queueRef.current = queue;
        queue.subscribe(() => setPendingAnswers(queue.pending.length));
        setPendingAnswers(queue.pending.length);
        const kept = queue.pending.filter((k) => !attempt.answers.some((a) => a.position === k.position));
        const resumed = { ...attempt, answers: [...attempt.answers, ...kept], questions: [...attempt.questions].sort((a, b) => a.position - b.position) };
        const at = resumeAt(resumed);
        setIndex(at);
        setSelected(resumed.answers.find((a) => a.position === resumed.questions[at]?.position)?.chosenIndex ?? null);
        setInitialSeconds(attempt.secondsLeft);
        setDeadline(Date.now() + attempt.secondsLeft * 1000);
        setSession({ phase: "running", attempt: resumed });
        if (queue.pending.length > 0) void queue.flush().then((state) => setOffline(state === "offline"));
      },
      (error: unknown) => {
        if (isApiError(error) && (error.code === "ALREADY_ATTEMPTED" || error.code === "WEEKLY_QUIZ_LIMIT")) {
          setSession({ phase: "already-taken" });
        } else if (
          isApiError(error) &&
          (error.code === "FREE_WEEKLY_LIMIT" ||
            error.code === "EARLY_ACCESS" ||
            error.code === "QUIZ_EMPTY" ||
            error.code === "EVENT_CLOSED" ||
            error.code === "EVENT_UNAVAILABLE")
        ) {
          setSession({ phase: "refused", refusal: { code: error.code } });
        } else if (isApiError(error) && error.status === 401) {
          setSession({ phase: "refused", refusal: { code: "NOT_LOGGED_IN" } });
        } else {
          setSession({ phase: "refused", refusal: { code: "ERROR", message: t("loadFailed") } });
        }
      },
    );
  }, [begin, t]);

  const attempt = session.phase === "running" || session.phase === "ended" ? session.attempt : null;

  const finish = useCallback(async () => {
    if (!attempt || ending.current) return;
    ending.current = true;
    setBusy(true);
    // The kept answers go first; without a connection the finish waits for it (the retry calls it again).
    const queue = queueRef.current;
    if (queue && queue.pending.length > 0) {
      const state = await queue.flush();
      setOffline(state === "offline");
      if (state === "offline") {
        setWaitingForConnection(true);
        ending.current = false;
        return;
      }
    }
    setWaitingForConnection(false);
    try {
      const result = await finishAttempt(attempt.id);
      forgetAnswers(attempt.id);
      setSession({ phase: "ended", attempt });
      setOutcome(result);
      void invalidateAfterAttempt(queryClient);
    } catch (error) {
      // A competition's result is saved once (docs/product.md part 2 §8): finished already, in another tab.
      if (isApiError(error) && error.code === "ALREADY_SUBMITTED") {
        forgetAnswers(attempt.id);
        setSession({ phase: "ended", attempt });
        setAlreadySubmitted(true);
        void invalidateAfterAttempt(queryClient);
        return;
      }
      ending.current = false;
      toast.error(t("error"), { description: t("finishFailed") });
    } finally {
      setBusy(false);
    }
  }, [attempt, queryClient, t]);

  /** Sends the kept answers; says whether they went, wait for the connection, or came too late. */
  const flushAnswers = useCallback(async (): Promise<FlushState> => {
    const state = (await queueRef.current?.flush()) ?? "sent";
    setOffline(state === "offline");
    return state;
  }, []);

  /**
   * Stores the chosen answer (kept for later when it cannot be sent); then the next question, or
   * (on the last) the finish.
   */
  const next = useCallback(async () => {
    const queue = queueRef.current;
    if (!attempt || !queue || session.phase !== "running" || selected === null || busy) return;
    const question = attempt.questions[index];
    if (!question) return;
    setBusy(true);
    const settled = queue.add({ position: question.position, chosenIndex: selected });
    const state = await flushAnswers();
    // Sent (or settled another way): its reply re-synchronises the clock; kept: the quiz goes on.
    const outcome = state === "offline" ? null : await settled;
    if (outcome?.kind === "refused") {
      setBusy(false);
      toast.error(t("error"), { description: t("saveFailed") });
      return;
    }
    if (outcome?.kind === "saved" && outcome.reply) setDeadline(Date.now() + outcome.reply.secondsLeft * 1000);
    setBusy(false);
    if (outcome?.kind === "ended" || index >= attempt.questions.length - 1) {
      await finish();
      return;
    }
    setIndex(index + 1);
    setSelected(null);
  }, [attempt, session.phase, selected, busy, index, finish, flushAnswers, t]);

  /**
   * Leaves the question blank (scored as blank: no points, none lost) and goes on; on the last
   * question, finishes. Nothing is sent for it, so a choice made and then skipped is not kept.
   */
  const skip = useCallback(async () => {
    if (!attempt || session.phase !== "running" || busy || reveal) return;
    if (index >= attempt.questions.length - 1) {
      await finish();
      return;
    }
    setIndex(index + 1);
    setSelected(null);
  }, [attempt, session.phase, busy, reveal, index, finish]);

  /**
   * In a mode that reveals each answer: choosing locks it at once; the server says whether it was
   * right, which shows for a moment, then the next question (or, after the last, the finish). An
   * answer that cannot be sent stays locked, kept, until a retry sends it and its outcome is known.
   */
  const choose = useCallback(
    async (chosenIndex: number) => {
      const queue = queueRef.current;
      if (!attempt || !queue || session.phase !== "running" || busy || reveal) return;
      const question = attempt.questions[index];
      if (!question) return;
      setBusy(true);
      setSelected(chosenIndex);
      const settled = queue.add({ position: question.position, chosenIndex });
      await flushAnswers();
      const outcome = await settled;
      setBusy(false);
      if (outcome.kind === "refused") {
        setSelected(null);
        toast.error(t("answerNotSaved"), { description: outcome.error.message });
        return;
      }
      if (outcome.kind === "ended") {
        await finish();
        return;
      }
      if (outcome.reply) setDeadline(Date.now() + outcome.reply.secondsLeft * 1000);
      setReveal({ position: question.position, chosenIndex, correct: outcome.reply?.correct === true });
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
    [attempt, session.phase, busy, reveal, index, finish, flushAnswers, t],
  );

  /**
   * At 0:00: send a chosen-but-unsent answer with the kept ones (the server's grace may still allow
   * it), then finish; without a connection, once it returns.
   */
  const timeUp = useCallback(async () => {
    const queue = queueRef.current;
    if (!attempt || session.phase !== "running" || ending.current) return;
    const question = attempt.questions[index];
    if (queue && question && selected !== null && !reveal && !queue.holds(question.position)) {
      void queue.add({ position: question.position, chosenIndex: selected });
    }
    await finish();
  }, [attempt, session.phase, index, selected, reveal, finish]);

  // Kept answers go again when the browser is back online and every few seconds; a finish that
  // waited for them follows, and so does one the server called for (the attempt is over).
  useRetryWhileWaiting(session.phase === "running" && (pendingAnswers > 0 || waitingForConnection), () => {
    void flushAnswers().then((state) => {
      if (state === "ended" || (state === "sent" && waitingForConnection)) void finish();
    });
  });

  /** Leaving through the app (after the confirm): the attempt ends with score 0. */
  const abandon = useCallback(async (): Promise<boolean> => {
    if (!attempt) return true;
    ending.current = true;
    try {
      await abandonAttempt(attempt.id);
      forgetAnswers(attempt.id);
      setSession({ phase: "ended", attempt });
      void invalidateAfterAttempt(queryClient);
      return true;
    } catch {
      ending.current = false;
      toast.error(t("error"), { description: t("saveFailed") });
      return false;
    }
  }, [attempt, queryClient, t]);

  const policy = attempt ? modeOf(attempt.mode) : null;
  return {
    session,
    attempt,
    policy,
    index,
    selected,
    setSelected,
    deadline,
    busy,
    outcome,
    alreadySubmitted,
    reveal,
    initialSeconds,
    offline: offline && session.phase === "running",
    waitingForConnection,
    next,
    skip,
    choose,
    finish,
    timeUp,
    abandon,
  };
}
