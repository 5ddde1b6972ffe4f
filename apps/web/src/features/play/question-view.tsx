import type { PlayerGame } from "@berean/domain";
import { CircleCheck } from "lucide-react";
import { useState, type RefObject } from "react";
import { GameClock } from "../../components/game-clock";
import { OfflineBanner } from "../../components/offline-banner";
import { isApiError } from "../../lib/api";
import { isConnectionFailure, useRetryWhileWaiting, withTimeout } from "../../lib/offline-answers";
import { sendAnswer, useRefreshSeat } from "./api/play";
import { useCountdown } from "../quizzes";
import { AnswerButtons } from "./answer-options";
import { useT } from "./messages";

type OpenQuestion = NonNullable<PlayerGame["question"]>;

/** A choice sent (or being sent) for the question at `position`. */
interface Choice {
  position: number;
  index: number;
}

/**
 * An open question on the phone: its text, the four answer buttons and the seconds left on the
 * server's clock. One answer per question: choosing sends it, and the buttons stay disabled once
 * it is sent, kept, refused or the time is up. The server judges the answer by when it received
 * it; a refusal (too late, not open, answered already) is said in the server's words. An answer
 * that cannot be sent (no connection, no reply) is kept and sent again while the question is open
 * (docs/architecture.md §4 'Offline answers'), with the offline notice instead of an error.
 */
export function QuestionView({
  game,
  question,
  clockOffsetMs,
  headingRef,
}: {
  game: PlayerGame;
  question: OpenQuestion;
  clockOffsetMs: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  const seconds = useCountdown(Date.parse(question.deadlineAt) - clockOffsetMs) ?? 0;
  const refreshSeat = useRefreshSeat();
  const [sending, setSending] = useState<Choice | null>(null);
  const [sent, setSent] = useState<Choice | null>(null);
  /** A choice that could not be sent: it goes again while the question is open. */
  const [kept, setKept] = useState<Choice | null>(null);
  const [refusal, setRefusal] = useState<{ position: number; message: string } | null>(null);
  const here = <T extends { position: number }>(c: T | null): T | null => (c?.position === question.position ? c : null);

  const waiting = here(kept);
  const chosen = question.chosenIndex ?? here(sent)?.index ?? here(sending)?.index ?? waiting?.index ?? null;
  const answered = question.chosenIndex !== null || here(sent) !== null;
  const refused = here(refusal);
  const timeUp = seconds === 0;

  const send = (choice: Choice) => {
    setSending(choice);
    withTimeout(sendAnswer({ position: choice.position, choice: choice.index })).then(
      (reply) => {
        setSending(null);
        setKept(null);
        setSent({ position: choice.position, index: reply.chosenIndex });
      },
      (error: unknown) => {
        setSending(null);
        if (isConnectionFailure(error)) {
          setKept(choice);
          return;
        }
        setKept(null);
        setRefusal({ position: choice.position, message: isApiError(error) ? error.message : String(error) });
        // The seat's own view says what is true now (its answer, a closed question, a removal).
        void refreshSeat();
      },
    );
  };
  const choose = (index: number) => {
    setRefusal(null);
    send({ position: question.position, index });
  };
  // A kept choice goes again when the connection returns and every few seconds, until the time is up.
  useRetryWhileWaiting(waiting !== null && !timeUp && !answered, () => {
    if (waiting && !sending) send(waiting);
  });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-indigo-700">{t("questionOf", { position: question.position, total: game.questionCount })}</p>
        <GameClock seconds={seconds} total={game.secondsPerQuestion} look="phone" />
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none sm:text-2xl">
        {question.text}
      </h1>
      <OfflineBanner offline={waiting !== null && !answered && !timeUp} />
      <AnswerButtons options={question.options} chosen={chosen} disabled={chosen !== null || refused !== null || timeUp} onChoose={choose} />
      <div role="status" className="min-h-7 text-center">
        {answered ? (
          <p className="inline-flex items-center gap-2 text-lg font-semibold text-emerald-700">
            <CircleCheck className="size-6" aria-hidden />
            {t("answerSent")}
          </p>
        ) : timeUp && !refused ? (
          <p className="text-base font-semibold text-slate-700">{t("timeUp")}</p>
        ) : null}
        {answered ? <p className="mt-1 text-sm text-slate-600">{t("answerShowsLater")}</p> : null}
      </div>
      {refused ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-center text-sm text-red-800">
          {refused.message}
        </p>
      ) : null}
    </div>
  );
}
