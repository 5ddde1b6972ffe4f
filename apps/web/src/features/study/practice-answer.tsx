import type { StudyResult } from "@berean/domain";
import { Check, CircleCheck, CircleX, X } from "lucide-react";
import type { Ref } from "react";
import { CitedPassages } from "../../components/cited-passages";
import { cn } from "../../lib/cn";
import { useT } from "./messages";

const LETTERS = ["A", "B", "C", "D"] as const;

/**
 * A question's four options, each a button named by its text. Once answered they stay where they
 * are, the right one marked 'Right answer' and a wrong choice 'Your answer' (words and icons, not
 * colour alone). Practice and review cards both use it.
 */
export function AnswerOptions({
  options,
  labelledBy,
  result,
  choosing,
  disabled,
  onChoose,
}: {
  options: readonly string[];
  /** The id of the question's text, which names the group. */
  labelledBy: string;
  result: StudyResult | null;
  /** The option just chosen, while its answer is on its way. */
  choosing: number | null;
  disabled: boolean;
  onChoose: (index: number) => void;
}) {
  const t = useT();
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid gap-3">
      {options.map((option, index) => {
        const right = result !== null && index === result.correctIndex;
        const chosenWrong = result !== null && index === result.chosenIndex && !right;
        const pending = result === null && choosing === index;
        return (
          <button
            key={index}
            type="button"
            disabled={disabled || result !== null}
            aria-pressed={result ? index === result.chosenIndex : pending}
            onClick={() => onChoose(index)}
            className={cn(
              "flex min-h-12 items-center gap-3 rounded-lg border px-4 py-3 text-left text-sm transition-colors disabled:cursor-default sm:text-base",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
              right && "border-emerald-500 bg-emerald-50 text-emerald-950 ring-1 ring-emerald-500",
              chosenWrong && "border-red-400 bg-red-50 text-red-950 ring-1 ring-red-400",
              pending && "border-indigo-600 bg-indigo-50 text-indigo-900 ring-1 ring-indigo-600",
              !right && !chosenWrong && !pending && "border-slate-200 bg-white text-slate-800",
              !result && !pending && "enabled:hover:border-indigo-300 enabled:hover:bg-slate-50",
              result && !right && !chosenWrong && "text-slate-500",
            )}
          >
            <span
              aria-hidden
              className={cn(
                "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                right
                  ? "bg-emerald-600 text-white"
                  : chosenWrong
                    ? "bg-red-600 text-white"
                    : pending
                      ? "bg-indigo-600 text-white"
                      : "bg-slate-100 text-slate-700",
              )}
            >
              {right ? <Check className="size-4" strokeWidth={3} /> : chosenWrong ? <X className="size-4" strokeWidth={3} /> : LETTERS[index]}
            </span>
            <span className="flex-1 [overflow-wrap:anywhere]">{option}</span>
            {right ? <span className="shrink-0 text-xs font-semibold tracking-wide text-emerald-800 uppercase">{t("rightAnswer")}</span> : null}
            {chosenWrong ? <span className="shrink-0 text-xs font-semibold tracking-wide text-red-800 uppercase">{t("yourAnswer")}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/** 'Correct!' or 'Wrong' with an icon; focusable so the page can move there once the answer is in. */
export function AnswerVerdict({ correct, verdictRef }: { correct: boolean; verdictRef?: Ref<HTMLParagraphElement> }) {
  const t = useT();
  return (
    <p
      ref={verdictRef}
      tabIndex={-1}
      className={cn("inline-flex items-center gap-2 text-lg font-semibold focus:outline-none", correct ? "text-emerald-700" : "text-red-700")}
    >
      {correct ? <CircleCheck className="size-6" aria-hidden /> : <CircleX className="size-6" aria-hidden />}
      {correct ? t("correct") : t("verdictWrong")}
    </p>
  );
}

/** The explanation, and each passage the question cites (most cite one) with its KJV text. */
export function AnswerSource({ result }: { result: StudyResult }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
      {result.explanation ? <p className="leading-6">{result.explanation}</p> : null}
      <CitedPassages references={result.references} verseTexts={result.verseTexts} />
    </div>
  );
}
