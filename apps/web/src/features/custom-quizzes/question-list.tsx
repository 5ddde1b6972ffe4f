import { Check, X } from "lucide-react";
import type { BankQuestion } from "@berean/domain";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";

const LETTERS = ["A", "B", "C", "D"];

/**
 * A custom quiz's questions as its builder sees them: each with its options A–D, the answer marked
 * (they print the key anyway), its reference and difficulty; a question now in play is flagged.
 * `onRemove` adds a remove button to each (the builder's preview).
 */
export function QuestionList({
  questions,
  showAnswers,
  onRemove,
}: {
  questions: Array<BankQuestion & { available?: boolean }>;
  showAnswers: boolean;
  onRemove?: (id: number) => void;
}) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Questions">
      {questions.map((q, i) => (
        <li key={q.id} className={cn("rounded-xl bg-white p-4 ring-1 ring-slate-200", q.available === false && "bg-slate-50 opacity-75")}>
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium break-words text-slate-900">{`${i + 1}. ${q.text}`}</p>
            {onRemove ? (
              <button
                type="button"
                onClick={() => onRemove(q.id)}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-label={`Remove question ${i + 1}`}
              >
                <X className="size-4" aria-hidden />
              </button>
            ) : null}
          </div>
          <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {q.options.map((option, o) => {
              const right = showAnswers && o === q.correctIndex;
              return (
                <li key={o} className={cn("flex items-start gap-1.5 break-words", right ? "font-semibold text-emerald-700" : "text-slate-700")}>
                  <span className="w-5 shrink-0">{`${LETTERS[o]})`}</span>
                  <span className="min-w-0">
                    {option}
                    {right ? <Check className="ml-1 inline size-4 align-[-2px]" aria-label="the answer" /> : null}
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
            {q.reference ? <span>{q.reference}</span> : null}
            <Badge>{q.difficulty}</Badge>
            {q.own ? <Badge tone="indigo">Your question</Badge> : null}
            {q.available === false ? <Badge tone="amber">In a quiz's pool now: left out</Badge> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
