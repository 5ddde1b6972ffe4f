import { localReference, type HostGame } from "@berean/domain";
import { ArrowRight, CircleCheck } from "lucide-react";
import { useLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useT } from "./messages";
import { OPTION_LETTERS, OPTION_TONES } from "./option-colours";
import { QuestionHeading, QuestionNumber } from "./question-stage";
import { PrimaryButton } from "./stage-parts";
import { Standings } from "./standings";

type ClosedQuestion = NonNullable<HostGame["question"]>;
type Reveal = NonNullable<HostGame["reveal"]>;

/** How many chose each option, the key marked. Each item reads '{option} — {count}': its letter is drawn by CSS so that the text is exactly that. */
function AnswerCounts({ question, reveal }: { question: ClosedQuestion; reveal: Reveal }) {
  const t = useT();
  const most = Math.max(1, ...reveal.counts);
  return (
    <ul aria-label={t("answers")} className="flex flex-col gap-[clamp(0.4rem,0.7vw,0.875rem)]">
      {question.options.map((option, index) => {
        const key = index === reveal.correctIndex;
        const count = reveal.counts[index] ?? 0;
        return (
          <li
            key={index}
            data-letter={OPTION_LETTERS[index]}
            className={cn(
              "relative flex items-center gap-[clamp(0.75rem,1.2vw,1.5rem)] overflow-hidden rounded-2xl px-[clamp(0.75rem,1.2vw,1.5rem)] py-[clamp(0.4rem,0.9vh,0.875rem)] text-[clamp(1.05rem,1.7vw,2.125rem)] leading-snug font-bold",
              "before:relative before:z-10 before:grid before:size-[1.9em] before:shrink-0 before:place-items-center before:rounded-xl before:text-[0.9em] before:font-black before:content-[attr(data-letter)]",
              key ? "bg-white text-slate-950 ring-4 ring-emerald-400 before:bg-emerald-700 before:text-white" : "bg-white/10 text-white before:bg-white/15",
            )}
          >
            <span
              aria-hidden
              className={cn("absolute inset-y-0 left-0", key ? "bg-emerald-100" : cn(OPTION_TONES[index]!.bar, "opacity-35"))}
              style={{ width: `${(count / most) * 100}%` }}
            />
            <span className="relative min-w-0 flex-1 [overflow-wrap:anywhere]">{option}</span>
            <span className="sr-only"> — </span>
            {key ? <CircleCheck role="img" aria-label={t("correctAnswer")} className="relative size-[1.2em] shrink-0 text-emerald-700" /> : null}
            <span className="relative min-w-[2ch] shrink-0 text-right text-[1.2em] font-black tabular-nums">{count}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A closed question: how many chose each option (the key marked), the key with its reference,
 * verse and explanation, and the top 5 so far; 'Next' opens the next question or, after the
 * last, ends the game on its podium.
 */
export function RevealStage({
  game,
  question,
  reveal,
  onNext,
  advancing,
  settling,
}: {
  game: HostGame;
  question: ClosedQuestion;
  reveal: Reveal;
  onNext: () => void;
  advancing: boolean;
  settling: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  const last = game.position >= game.questionCount;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-[clamp(0.75rem,2vh,2rem)]">
      <div className="flex shrink-0 flex-col gap-2">
        <QuestionNumber game={game} />
        <QuestionHeading text={question.text} compact />
      </div>
      {/*
        On a projector: the answers with the key and its verse below them, beside the top 5 with 'Next' at
        the foot; the stage is held to the screen's height, so a long verse or explanation scrolls inside its
        card and 'Next' never leaves the screen. On a phone one after another.
      */}
      <div className="grid flex-1 gap-[clamp(1rem,2vw,2.5rem)] xl:min-h-0 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] xl:grid-rows-[minmax(0,1fr)]">
        <div className="flex min-h-0 min-w-0 flex-col gap-[clamp(1rem,2vh,2rem)]">
          <div className="flex shrink-0 flex-col gap-2">
            <AnswerCounts question={question} reveal={reveal} />
            {reveal.noAnswer > 0 ? (
              <p className="text-[clamp(0.95rem,1.2vw,1.5rem)] text-indigo-200">{t("noAnswerCount", { count: reveal.noAnswer })}</p>
            ) : null}
          </div>
          <section
            aria-labelledby="key-heading"
            // The card scrolls when its verse runs longer than the screen leaves it: reachable by keyboard too.
            tabIndex={0}
            className="flex min-h-0 min-w-0 flex-col gap-[clamp(0.25rem,0.6vh,0.75rem)] overflow-y-auto overscroll-contain rounded-2xl bg-emerald-50 p-[clamp(0.75rem,1.2vw,1.5rem)] text-slate-900 [scrollbar-color:rgb(6_95_70/0.5)_transparent] focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-sky-300"
          >
            <h2 id="key-heading" className="flex flex-wrap items-baseline gap-x-3 text-[clamp(1.05rem,1.5vw,1.875rem)] font-bold">
              <span className="text-emerald-800">{t("correctAnswer")}</span>
              <span className="[overflow-wrap:anywhere]">{`${OPTION_LETTERS[reveal.correctIndex] ?? ""}. ${question.options[reveal.correctIndex] ?? ""}`}</span>
            </h2>
            {reveal.references.map((reference, index) => (
              <p key={`${index}-${reference}`} className="text-[clamp(0.95rem,1.15vw,1.5rem)] leading-snug">
                <span className="font-bold text-emerald-900">{localReference(reference, locale)}</span>
                {reveal.verseTexts[index] ? <span className="italic">{` “${reveal.verseTexts[index]}”`}</span> : null}
              </p>
            ))}
            {reveal.explanation ? <p className="text-[clamp(0.875rem,1vw,1.25rem)] leading-snug text-slate-700">{reveal.explanation}</p> : null}
          </section>
        </div>
        <div className="flex min-h-0 min-w-0 flex-col gap-[clamp(1rem,2vh,2rem)]">
          <section aria-labelledby="top-heading" className="flex min-h-0 min-w-0 flex-col gap-3 overflow-hidden">
            <h2 id="top-heading" className="text-[clamp(1.5rem,2.2vw,2.75rem)] leading-none font-black">
              {t("top5")}
            </h2>
            <Standings rows={game.top} labelledBy="top-heading" />
          </section>
          <div className="mt-auto flex shrink-0 flex-col justify-end">
            <PrimaryButton settling={settling} onClick={onNext} disabled={advancing} hint={last ? t("lastHint") : undefined}>
              {t("next")}
              <ArrowRight aria-hidden />
            </PrimaryButton>
          </div>
        </div>
      </div>
    </div>
  );
}
