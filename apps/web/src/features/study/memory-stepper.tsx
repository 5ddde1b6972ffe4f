import { MEMORY_STEPS, type MemoryStep } from "@berean/domain";
import { Check, Lock } from "lucide-react";
import { cn } from "../../lib/cn";
import { useT } from "./messages";

/** Each step's name, as a key of the study messages. */
export const MEMORY_STEP_LABELS = {
  read: "stepRead",
  fill: "stepFill",
  letters: "stepLetters",
  whole: "stepWhole",
} as const satisfies Record<MemoryStep, string>;

/**
 * Read → Fill in the blanks → First letters → Whole verse, showing which are done. A step opens
 * once the steps before it are passed; an open one (done or next) can be chosen to work on.
 */
export function MemoryStepper({ stepsDone, shown, onSelect }: { stepsDone: number; shown: MemoryStep; onSelect: (step: MemoryStep) => void }) {
  const t = useT();
  return (
    <nav aria-label={t("steps")} className="mb-6">
      <ol className="grid grid-cols-4 gap-1 sm:gap-2">
        {MEMORY_STEPS.map((step, index) => {
          const done = index < stepsDone;
          const open = index <= stepsDone;
          const current = step === shown;
          const marker = (
            <span
              aria-hidden
              className={cn(
                "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ring-2 ring-inset",
                done
                  ? "bg-indigo-600 text-white ring-indigo-600"
                  : open
                    ? "bg-white text-indigo-700 ring-indigo-600"
                    : "bg-slate-100 text-slate-400 ring-slate-200",
              )}
            >
              {done ? <Check className="size-4" /> : open ? index + 1 : <Lock className="size-3.5" />}
            </span>
          );
          const label = (
            <span className="text-center text-xs leading-tight font-medium sm:text-sm">
              {t(MEMORY_STEP_LABELS[step])}
              <span className="sr-only">{done ? t("stepStateDone") : open ? t("stepStateOpen") : t("stepStateLocked")}</span>
            </span>
          );
          const body = "flex h-full w-full flex-col items-center gap-1.5 rounded-lg px-1 py-2";
          return (
            <li key={step} className="relative">
              {index > 0 ? (
                <span aria-hidden className={cn("absolute top-[1.4375rem] right-1/2 h-0.5 w-full", index <= stepsDone ? "bg-indigo-600" : "bg-slate-200")} />
              ) : null}
              {open ? (
                <button
                  type="button"
                  aria-current={current ? "step" : undefined}
                  onClick={() => onSelect(step)}
                  className={cn(
                    body,
                    "relative z-10 focus-visible:outline-2 focus-visible:outline-indigo-600",
                    current ? "bg-indigo-50 text-indigo-800" : "text-slate-700 hover:bg-slate-100",
                  )}
                >
                  {marker}
                  {label}
                </button>
              ) : (
                <span className={cn(body, "relative z-10 text-slate-500")}>
                  {marker}
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
