import { localReference, MEMORY_STEPS, type MemoryList } from "@berean/domain";
import { CircleCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format";
import { useT } from "./messages";

type MemoryVerseSummary = MemoryList["verses"][number];

/** The steps a verse has passed, as four segments and 'n of 4 steps' or 'Not started' (a progress bar to assistive technology). */
export function MemoryStepsMeter({ stepsDone }: { stepsDone: number }) {
  const t = useT();
  const labelId = useId();
  const text = t("stepsOf", { done: stepsDone, total: MEMORY_STEPS.length });
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={MEMORY_STEPS.length}
        aria-valuenow={stepsDone}
        aria-valuetext={text}
        className="grid w-24 shrink-0 grid-cols-4 gap-1"
      >
        {MEMORY_STEPS.map((step, index) => (
          <span key={step} className={cn("h-1.5 rounded-full", index < stepsDone ? "bg-indigo-500" : "bg-slate-200")} />
        ))}
      </div>
      <span id={labelId} className="text-xs text-slate-600">
        {stepsDone === 0 ? t("notStarted") : text}
      </span>
    </div>
  );
}

/** One verse of the list: a link named 'John 3:16: For God so loved the world', its steps, and when learnt its next review. */
export function MemoryVerseCard({ verse }: { verse: MemoryVerseSummary }) {
  const t = useT();
  const { locale } = useLocale();
  const reference = localReference(verse.reference, locale);
  return (
    <Card className="relative flex h-full flex-col gap-3 p-4 transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md sm:p-5">
      <Link
        to={paths.member.memoryVerse(verse.slug)}
        aria-label={`${reference}: ${verse.title}`}
        className="group flex flex-col gap-0.5 after:absolute after:inset-0 after:rounded-xl focus:outline-none"
      >
        <span className="text-sm font-semibold text-indigo-700">{reference}</span>
        <span className="font-semibold text-slate-900 [overflow-wrap:anywhere] group-hover:text-indigo-700">{verse.title}</span>
      </Link>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <MemoryStepsMeter stepsDone={verse.stepsDone} />
        {verse.learnt ? (
          <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <Badge tone="green">
              <CircleCheck className="size-3.5" aria-hidden />
              {t("learned")}
            </Badge>
            {verse.nextDueAt ? t("nextReview", { date: formatDate(verse.nextDueAt) }) : null}
          </span>
        ) : null}
      </div>
    </Card>
  );
}
