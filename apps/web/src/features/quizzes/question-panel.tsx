import type { AttemptQuestion } from "@berean/domain";
import { ArrowRight, CheckCircle2, Flag, XCircle } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useT } from "./messages";
import type { Reveal } from "./use-quiz-session";

export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;

/**
 * One question with its four options (A–D). In a quiz, choosing selects and 'Next Question' /
 * 'Finish Quiz' stores the answer, and 'Skip' leaves it blank (a blank costs nothing); in a mode that reveals each answer (a competition), choosing
 * locks the answer at once and a live region says whether it was right.
 */
export function QuestionPanel({
  question,
  number,
  total,
  selected,
  onSelect,
  onNext,
  onSkip,
  busy,
  waitingForConnection = false,
  locked,
  reveals = false,
  reveal = null,
}: {
  question: AttemptQuestion;
  number: number;
  total: number;
  selected: number | null;
  onSelect: (index: number) => void;
  onNext: () => void;
  /** Leaves the question blank and goes on (on the last, finishes). */
  onSkip: () => void;
  /** An answer is being saved (or the quiz is finishing). */
  busy: boolean;
  /** The quiz would finish but kept answers wait for the connection first. */
  waitingForConnection?: boolean;
  /** The attempt has ended: nothing can be chosen any more. */
  locked: boolean;
  /** Choosing locks the answer (no 'Next Question'), and the outcome is told. */
  reveals?: boolean;
  /** The outcome of the answer just locked, while it shows. */
  reveal?: Reveal | null;
}) {
  const t = useT();
  const isLast = number === total;
  return (
    <Card className="p-5 sm:p-8" data-quiz-keys={reveals ? undefined : true}>
      <p className="text-sm font-medium text-indigo-600">{t("questionOf", { number, total })}</p>
      <div className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <div className="h-full rounded-full bg-indigo-500 transition-[width]" style={{ width: `${((number - 1 + (reveal ? 1 : 0)) / total) * 100}%` }} />
      </div>
      <h1 id="question-text" className="mt-5 text-lg font-semibold text-slate-900 sm:text-xl">
        {question.text}
      </h1>
      {reveals ? (
        <div role="group" aria-label={t("answers")} className="mt-5 grid gap-3">
          {question.options.map((option, index) => {
            const chosen = selected === index;
            return (
              <button
                key={index}
                type="button"
                aria-pressed={chosen}
                disabled={busy || locked || reveal !== null}
                onClick={() => onSelect(index)}
                className={cn(
                  "flex min-h-12 items-center gap-3 rounded-lg border px-4 py-3 text-left text-sm transition-colors disabled:cursor-default sm:text-base",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  chosen && reveal?.correct && "border-emerald-500 bg-emerald-50 text-emerald-900 ring-2 ring-emerald-500",
                  chosen && reveal && !reveal.correct && "border-red-500 bg-red-50 text-red-900 ring-2 ring-red-500",
                  chosen && !reveal && "border-indigo-600 bg-indigo-50 text-indigo-900 ring-1 ring-indigo-600",
                  !chosen && "border-slate-200 bg-white text-slate-800 hover:border-indigo-300 hover:bg-slate-50",
                )}
              >
                <OptionLetter index={index} active={chosen} />
                <span>{option}</span>
              </button>
            );
          })}
        </div>
      ) : (
        <div role="radiogroup" aria-labelledby="question-text" className="mt-5 grid gap-3">
          {question.options.map((option, index) => {
            const active = selected === index;
            return (
              <button
                key={index}
                type="button"
                role="radio"
                aria-checked={active}
                disabled={busy || locked}
                onClick={() => onSelect(index)}
                className={cn(
                  "flex min-h-12 items-center gap-3 rounded-lg border px-4 py-3 text-left text-sm transition-colors sm:text-base",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  active
                    ? "border-indigo-600 bg-indigo-50 text-indigo-900 ring-1 ring-indigo-600"
                    : "border-slate-200 bg-white text-slate-800 hover:border-indigo-300 hover:bg-slate-50",
                )}
              >
                <OptionLetter index={index} active={active} />
                <span>{option}</span>
              </button>
            );
          })}
        </div>
      )}
      {reveals ? (
        <div className="mt-6 flex flex-col gap-2">
          <p role="status" aria-live="assertive" className="min-h-6 text-sm font-semibold">
            {reveal ? (
              reveal.correct ? (
                <span className="inline-flex items-center gap-1.5 text-emerald-700">
                  <CheckCircle2 className="size-5" aria-hidden />
                  {t("correct")}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1.5 text-red-700">
                  <XCircle className="size-5" aria-hidden />
                  {t("incorrect")}
                </span>
              )
            ) : null}
          </p>
          <p className="text-xs text-slate-500">
            {t("locksWhenChosen")} <span className="hidden sm:inline">{t("keysToChoose")}</span>
          </p>
        </div>
      ) : (
        <div className="mt-6 flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-500">
            {selected === null ? `${t("chooseOrSkip")} ` : ""}
            <span className="hidden sm:inline">{t("keysToContinue")}</span>
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="ghost" onClick={onSkip} disabled={busy || locked || waitingForConnection} size="lg">
              {isLast ? t("skipAndFinish") : t("skip")}
            </Button>
            <Button onClick={onNext} disabled={selected === null || busy || locked} size="lg">
              {waitingForConnection ? (
                t("waitingForConnection")
              ) : isLast ? (
                <>
                  <Flag aria-hidden />
                  {busy ? t("finishing") : t("finishQuiz")}
                </>
              ) : (
                <>
                  {busy ? t("saving") : t("nextQuestion")}
                  <ArrowRight aria-hidden />
                </>
              )}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

function OptionLetter({ index, active }: { index: number; active: boolean }) {
  return (
    <span
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold",
        active ? "bg-indigo-600 text-white" : "bg-slate-100 text-slate-700",
      )}
      aria-hidden
    >
      {OPTION_LETTERS[index]}
    </span>
  );
}
