import type { HostGame } from "@berean/domain";
import { TimerOff } from "lucide-react";
import { GameClock } from "../../components/game-clock";
import { cn } from "../../lib/cn";
import { useCountdown } from "../quizzes";
import { useT } from "./messages";
import { OPTION_LETTERS, OPTION_TONES } from "./option-colours";
import { PrimaryButton } from "./stage-parts";

type OpenQuestion = NonNullable<HostGame["question"]>;

/** 'Question 3 of 10' above the question on the projector. */
export function QuestionNumber({ game }: { game: HostGame }) {
  const t = useT();
  return (
    <p className="text-[clamp(1rem,1.5vw,1.75rem)] font-bold tracking-wide text-sky-200 uppercase">
      {t("questionOf", { position: game.position, total: game.questionCount })}
    </p>
  );
}

/** The question's text, as the screen's heading. */
export function QuestionHeading({ text, compact = false }: { text: string; compact?: boolean }) {
  return (
    <h1
      className={cn(
        "leading-tight font-bold text-balance [overflow-wrap:anywhere]",
        compact ? "text-[clamp(1.375rem,2.3vw,2.875rem)]" : "text-[clamp(1.5rem,3vw,3.75rem)]",
      )}
    >
      {text}
    </h1>
  );
}

/**
 * An open question: its text, the four options in the room's order, the clock and how many have
 * answered. The clock counts to the server's deadline: `clockOffset` (the server's clock minus
 * this screen's) turns it into this screen's time, so a projector's wrong clock changes nothing.
 */
export function QuestionStage({
  game,
  question,
  clockOffset,
  onClose,
  closing,
  settling,
}: {
  game: HostGame;
  question: OpenQuestion;
  clockOffset: number;
  onClose: () => void;
  closing: boolean;
  settling: boolean;
}) {
  const t = useT();
  const seconds = useCountdown(Date.parse(question.deadlineAt) - clockOffset) ?? game.secondsPerQuestion;
  return (
    <div className="flex flex-1 flex-col gap-[clamp(1rem,2.5vh,2.5rem)]">
      <div className="flex items-start justify-between gap-[clamp(1rem,3vw,4rem)]">
        <div className="flex min-w-0 flex-col gap-3">
          <QuestionNumber game={game} />
          <QuestionHeading text={question.text} />
        </div>
        <GameClock seconds={seconds} total={game.secondsPerQuestion} look="projector" />
      </div>
      <ul aria-label={t("options")} className="grid flex-1 auto-rows-fr gap-[clamp(0.75rem,1.2vw,1.5rem)] md:grid-cols-2">
        {question.options.map((option, index) => (
          <li
            key={index}
            className={cn(
              "flex items-center gap-[clamp(0.75rem,1.2vw,1.5rem)] rounded-2xl px-[clamp(1rem,1.6vw,2rem)] py-[clamp(0.75rem,1.4vh,1.5rem)] shadow-lg",
              OPTION_TONES[index]!.tile,
            )}
          >
            <span
              className={cn(
                "grid size-[clamp(2.5rem,3.6vw,4.5rem)] shrink-0 place-items-center rounded-xl text-[clamp(1.25rem,2vw,2.5rem)] font-black",
                OPTION_TONES[index]!.marker,
              )}
              aria-hidden
            >
              {OPTION_LETTERS[index]}
            </span>
            <span className="min-w-0 text-[clamp(1.125rem,2.1vw,2.6rem)] leading-snug font-bold [overflow-wrap:anywhere]">{option}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-stretch justify-between gap-4 sm:flex-row sm:items-end">
        <p className="text-[clamp(1.25rem,2.2vw,2.75rem)] font-bold tabular-nums">
          {t("answeredOf", { answered: question.answered, players: game.players.length })}
        </p>
        <PrimaryButton settling={settling} onClick={onClose} disabled={closing}>
          <TimerOff aria-hidden />
          {t("closeQuestion")}
        </PrimaryButton>
      </div>
    </div>
  );
}
