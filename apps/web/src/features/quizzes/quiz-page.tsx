import type { AttemptOutcome, AttemptView, StartAttemptResponse } from "@berean/domain";
import { LogOut } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Navigate, useBlocker, useNavigate, useParams } from "react-router";
import { Brand } from "../../components/brand";
import { OfflineBanner } from "../../components/offline-banner";
import { DelayedSpinner } from "../../components/page-states";
import { MessageDialog } from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { paths, resultPath } from "../../config/paths";
import { formatTime } from "../../lib/format";
import { LeaveQuizDialog } from "./leave-quiz-dialog";
import { useT } from "./messages";
import { startAttempt } from "./api/attempts";
import { QuestionPanel } from "./question-panel";
import { SCORE_POINTS } from "./quiz-card";
import { QuizTimer } from "./quiz-timer";
import { BANNER_MS, WARNING_SECONDS, WarningBanner, WarningDialog, type WarningSeconds } from "./quiz-warnings";
import { RefusalDialog } from "./refusal-dialog";
import { useCountdown } from "./use-countdown";
import { useQuizKeys } from "./use-quiz-keys";
import { useQuizSession } from "./use-quiz-session";

/** /quiz/:quizId — keyed by the id so that another quiz starts from a fresh page state. */
export function QuizRoute() {
  const { quizId } = useParams();
  const id = Number(quizId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.member.quizSelection} replace />;
  return <QuizPage key={id} quizId={id} />;
}

function QuizPage({ quizId }: { quizId: number }) {
  const begin = useCallback(() => startAttempt(quizId), [quizId]);
  return <QuizPlayer begin={begin} exitPath={paths.member.quizSelection} />;
}

/**
 * What the finished quiz's dialog says: the score, or, for a Saturday event still running, that the
 * answers are in and when the score comes (docs/architecture.md §4 'Sealed and open').
 */
function outcomeText(outcome: AttemptOutcome | null, t: ReturnType<typeof useT>): string {
  if (!outcome) return "";
  if (outcome.scoresAt) return t("outcomeSealed", { count: outcome.answered, time: formatTime(outcome.scoresAt) });
  return t("outcomeScored", { score: outcome.score, correct: outcome.correct });
}

/** How a mode's attempt ends on screen, when not with the quiz's 'Quiz completed!' dialog and its result page. */
export type Completion = (ended: { attempt: AttemptView; outcome: AttemptOutcome | null; alreadySubmitted: boolean }) => ReactNode;

/**
 * The one quiz player (docs/decisions/017-one-attempt-engine.md): plays an attempt of any mode,
 * started or resumed by `begin`, on the server's clock. What differs comes from the mode's policy
 * (domain MODES): a competition locks each answer as it is chosen and says whether it was right,
 * cannot be left through the app, and ends on its own screen (`completion`) instead of the result page.
 */
export function QuizPlayer({ begin, exitPath, completion }: { begin: () => Promise<StartAttemptResponse>; exitPath: string; completion?: Completion }) {
  const t = useT();
  const navigate = useNavigate();
  const quiz = useQuizSession(begin);
  const { session, attempt, policy, index, selected, setSelected, busy, outcome, reveal } = quiz;
  const reveals = policy?.revealsEachAnswer ?? false;
  const leavable = policy?.abandonable ?? true;
  const running = session.phase === "running";
  const seconds = useCountdown(quiz.deadline, !running);

  // Warnings fire when the clock crosses 180/60/30 s; those already behind a resumed attempt stay quiet.
  const warned = useRef<Set<number> | null>(null);
  const timeUpCalled = useRef(false);
  const [warning, setWarning] = useState<WarningSeconds | null>(null);
  const [banner, setBanner] = useState(false);
  useEffect(() => {
    if (!running || seconds === null) return;
    warned.current ??= new Set(WARNING_SECONDS.filter((t) => (quiz.initialSeconds ?? 0) <= t));
    for (const threshold of WARNING_SECONDS) {
      if (seconds <= threshold && !warned.current.has(threshold)) {
        warned.current.add(threshold);
        setWarning(threshold);
        if (threshold === 180) setBanner(true);
      }
    }
    if (seconds === 0 && !timeUpCalled.current) {
      timeUpCalled.current = true;
      void quiz.timeUp();
    }
  }, [running, seconds, quiz]);
  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(false), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  // A reload or closed tab keeps the attempt (the browser asks first); leaving through the app asks us.
  useEffect(() => {
    if (!running) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [running]);
  // Leaving through the app ends a quiz (after a confirm); a competition's clock runs on, so it just goes.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => leavable && running && currentLocation.pathname !== nextLocation.pathname);

  const dialogOpen = warning !== null || blocker.state === "blocked" || outcome !== null;
  useQuizKeys({
    enabled: running && !busy && !dialogOpen && reveal === null,
    onChoose: reveals ? (chosen) => void quiz.choose(chosen) : setSelected,
    onEnter: reveals ? undefined : () => void quiz.next(),
  });

  if (session.phase === "already-taken") return <Navigate to={paths.member.resultLatest} replace />;
  if (session.phase === "refused") {
    return (
      <div className="min-h-dvh bg-slate-50">
        <RefusalDialog refusal={session.refusal} onClose={() => void navigate(exitPath, { replace: true })} />
      </div>
    );
  }
  if (!attempt || seconds === null) {
    return (
      <div className="min-h-dvh bg-slate-50">
        <DelayedSpinner label={t("loadingQuestions")} />
      </div>
    );
  }

  const ended = completion && (outcome !== null || quiz.alreadySubmitted) ? completion({ attempt, outcome, alreadySubmitted: quiz.alreadySubmitted }) : null;
  const question = attempt.questions[index];
  return (
    <div className="min-h-dvh bg-slate-50">
      <title>{`${attempt.quizTitle} · Berean`}</title>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4">
          <div className="flex min-w-0 items-center gap-3">
            <Brand to={paths.member.dashboard} className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
            <p className="hidden truncate text-sm font-medium text-slate-600 sm:block">{attempt.quizTitle}</p>
          </div>
          <div className="flex items-center gap-2">
            {ended ? null : <QuizTimer seconds={seconds} />}
            {leavable ? (
              <Button variant="ghost" size="sm" onClick={() => void navigate(paths.member.dashboard)} disabled={!running}>
                <LogOut aria-hidden />
                <span className="hidden sm:inline">{t("leaveQuiz")}</span>
                <span className="sr-only sm:hidden">{t("leaveQuiz")}</span>
              </Button>
            ) : null}
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <p className="mb-3 truncate text-sm font-medium text-slate-600 sm:hidden">{attempt.quizTitle}</p>
        {banner && !ended ? <WarningBanner /> : null}
        {/* Answers that could not be sent are kept and go when the connection returns (use-quiz-session). */}
        <OfflineBanner offline={quiz.offline && !ended} className="mb-4" />
        {/* The score rule once more as the quiz begins; a competition scores percent correct instead. */}
        {!completion && !ended && index === 0 ? <p className="mb-3 text-xs text-slate-500">{t("scoringHint", SCORE_POINTS)}</p> : null}
        {ended ??
          (question ? (
            <QuestionPanel
              key={question.position}
              question={question}
              number={index + 1}
              total={attempt.questions.length}
              selected={selected}
              onSelect={reveals ? (chosen) => void quiz.choose(chosen) : setSelected}
              onNext={() => void quiz.next()}
              onSkip={() => void quiz.skip()}
              busy={busy}
              waitingForConnection={quiz.waitingForConnection}
              locked={!running}
              reveals={reveals}
              reveal={reveal}
            />
          ) : null)}
      </main>

      <WarningDialog warning={warning} onClose={() => setWarning(null)} />
      <LeaveQuizDialog
        open={blocker.state === "blocked"}
        onStay={() => blocker.reset?.()}
        onLeave={async () => {
          if (await quiz.abandon()) blocker.proceed?.();
          else blocker.reset?.();
        }}
      />
      <MessageDialog
        open={outcome !== null && !completion}
        onOpenChange={(open) => (open || !outcome ? undefined : void navigate(resultPath(outcome.attemptId)))}
        tone="success"
        title={outcome?.scoresAt ? t("answersInTitle") : t("quizCompleted")}
        description={outcomeText(outcome, t)}
        actionLabel={t("viewResults")}
      />
    </div>
  );
}
