import { Check, X } from "lucide-react";
import { localReference, type BankQuestion } from "@berean/domain";
import { Badge } from "../../components/ui/badge";
import { useLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useT } from "./messages";

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
  const t = useT();
  const { locale } = useLocale();
  return (
    <ol className="flex flex-col gap-3" aria-label={t("questions")}>
      {questions.map((q, i) => (
        <li key={q.id} className={cn("rounded-xl bg-white p-4 ring-1 ring-slate-200", q.available === false && "bg-slate-50 opacity-75")}>
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium break-words text-slate-900">{`${i + 1}. ${q.text}`}</p>
            {onRemove ? (
              <button
                type="button"
                onClick={() => onRemove(q.id)}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-label={t("removeQuestion", { number: i + 1 })}
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
                    {right ? <Check className="ml-1 inline size-4 align-[-2px]" aria-label={t("theAnswer")} /> : null}
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
            {q.reference ? <span>{localReference(q.reference, locale)}</span> : null}
            <Badge>{t("level", { difficulty: q.difficulty })}</Badge>
            {q.own ? <Badge tone="indigo">{t("yourQuestion")}</Badge> : null}
            {q.available === false ? <Badge tone="amber">{t("leftOut")}</Badge> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
