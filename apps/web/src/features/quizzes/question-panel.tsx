import type { AttemptQuestion } from "@berean/domain";
import { ArrowRight, Flag } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";

export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;

/** One question with its four options (A–D) and 'Next Question' / 'Finish Quiz'. */
export function QuestionPanel({
  question,
  number,
  total,
  selected,
  onSelect,
  onNext,
  busy,
  locked,
}: {
  question: AttemptQuestion;
  number: number;
  total: number;
  selected: number | null;
  onSelect: (index: number) => void;
  onNext: () => void;
  /** An answer is being saved (or the quiz is finishing). */
  busy: boolean;
  /** The attempt has ended: nothing can be chosen any more. */
  locked: boolean;
}) {
  const isLast = number === total;
  return (
    <Card className="p-5 sm:p-8" data-quiz-keys>
      <p className="text-sm font-medium text-indigo-600">
        Question {number} of {total}
      </p>
      <div className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <div className="h-full rounded-full bg-indigo-500 transition-[width]" style={{ width: `${((number - 1) / total) * 100}%` }} />
      </div>
      <h1 id="question-text" className="mt-5 text-lg font-semibold text-slate-900 sm:text-xl">
        {question.text}
      </h1>
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
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                  active ? "bg-indigo-600 text-white" : "bg-slate-100 text-slate-700",
                )}
                aria-hidden
              >
                {OPTION_LETTERS[index]}
              </span>
              <span>{option}</span>
            </button>
          );
        })}
      </div>
      <div className="mt-6 flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          {selected === null ? "Choose an answer to continue. " : ""}
          <span className="hidden sm:inline">Keys: 1–4 or A–D to choose, Enter to continue.</span>
        </p>
        <Button onClick={onNext} disabled={selected === null || busy || locked} size="lg">
          {isLast ? (
            <>
              <Flag aria-hidden />
              {busy ? "Finishing..." : "Finish Quiz"}
            </>
          ) : (
            <>
              {busy ? "Saving..." : "Next Question"}
              <ArrowRight aria-hidden />
            </>
          )}
        </Button>
      </div>
    </Card>
  );
}
